import { companyGetInfo } from '@bht/api-client';
import { AppProviders } from '@bht/ui';
import type { ReactNode } from 'react';
import { api } from './api';

/** The console session: the account and its company; permissions from account.auth_json. */
async function loadSession() {
  const info = await api.call(companyGetInfo, {}, { silent: true });
  const userInfo = {
    company: info.company,
    company_account: info.account,
    wait_read_message: info.wait_read_message,
    account: info.account.account,
    auth_status: info.company.auth_status,
    is_reset_password: info.account.is_reset_password,
  };
  return { userInfo, authJson: info.account.auth_json };
}

export type ConsoleUserInfo = Awaited<ReturnType<typeof loadSession>>['userInfo'];

export function Providers({ children }: { children: ReactNode }) {
  return <AppProviders loadSession={loadSession}>{children}</AppProviders>;
}
