// Everything a screen expects around it: one query client, the session (Arco's components need no
// provider: zh-CN is their default).
import { SessionProvider, type LoadedSession } from '@bht/auth-guard/react';
import type { GuardUserInfo } from '@bht/auth-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export interface AppProvidersProps<U extends GuardUserInfo> {
  loadSession: () => Promise<LoadedSession<U>>;
  children: ReactNode;
}

export function AppProviders<U extends GuardUserInfo>({
  loadSession,
  children,
}: AppProvidersProps<U>) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider loadSession={loadSession}>{children}</SessionProvider>
    </QueryClientProvider>
  );
}
