// The console's one API client: base URL from the runtime config, token from the cookie,
// every rejection shown as the 5-second error toast (spec §8) unless the call is silent.
import { createApiClient, resolveRuntimeConfig } from '@bht/api-client';
import { getToken } from '@bht/auth-guard';
import { showError } from '@bht/ui';

export const runtimeConfig = resolveRuntimeConfig(import.meta.env);

export const api = createApiClient({
  baseUrl: runtimeConfig.apiBase,
  getToken,
  onError: (error) => showError(error.message),
});
