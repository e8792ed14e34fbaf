import { getUserInfo } from '@bht/api-client';
import { SessionProvider } from '@bht/auth-guard/react';
import { UiProvider } from '@bht/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { api } from './api';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false }, mutations: { retry: 0 } },
});

/** The session is the user info (spec §3); sub-account permissions come from its auth_json. */
async function loadSession() {
  const userInfo = await api.call(getUserInfo, {}, { silent: true });
  return { userInfo, authJson: userInfo.enterprise_account.auth_json };
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <QueryClientProvider client={queryClient}>
        <SessionProvider loadSession={loadSession}>{children}</SessionProvider>
      </QueryClientProvider>
    </UiProvider>
  );
}
