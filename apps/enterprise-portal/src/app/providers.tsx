import { getUserInfo } from '@bht/api-client';
import { AppProviders } from '@bht/ui';
import type { ReactNode } from 'react';
import { api } from './api';

/** The session is the user info (spec §3); sub-account permissions come from its auth_json. */
async function loadSession() {
  const userInfo = await api.call(getUserInfo, {}, { silent: true });
  return { userInfo, authJson: userInfo.enterprise_account.auth_json };
}

export function Providers({ children }: { children: ReactNode }) {
  return <AppProviders loadSession={loadSession}>{children}</AppProviders>;
}
