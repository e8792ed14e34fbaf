// The console's one API client: base URL from the runtime config, token from the cookie,
// every rejection shown as the 5-second error toast (spec §8) unless the call is silent.
// The toast (Arco Message) loads on the first error only: the log-in screen does not need it.
import { createApiClient, resolveRuntimeConfig } from '@bht/api-client';
import { getToken } from '@bht/auth-guard';

export const runtimeConfig = resolveRuntimeConfig(import.meta.env);

export const api = createApiClient({
  baseUrl: runtimeConfig.apiBase,
  getToken,
  onError: (error) => void import('@bht/ui/toast').then((toast) => toast.showError(error.message)),
});
