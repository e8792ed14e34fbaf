import { companyGetInfo, platformGetInfo } from '@bht/api-client';
import { AppProviders } from '@bht/ui';
import type { ReactNode } from 'react';
import { rememberAccountKind, rememberedAccountKind, type AccountKind } from './account-kind';
import { api } from './api';

/** A platform operator's session (docs/company-auth.md): the review desk only. */
export interface OperatorUserInfo {
  operator: { id: number; account: string; name: string };
  pending: { enterprise: number; company: number };
  account: string;
  auth_status: number;
  is_reset_password: number;
}

export const isOperatorSession = (info: unknown): info is OperatorUserInfo =>
  typeof info === 'object' && info !== null && 'operator' in info;

/** Operators log in on the same page; their own call answers them. */
async function loadOperatorSession() {
  const info = await api.call(platformGetInfo, {}, { silent: true });
  const userInfo: OperatorUserInfo = {
    operator: info.account,
    pending: info.pending,
    account: info.account.account,
    auth_status: 2,
    is_reset_password: 1,
  };
  return { userInfo, authJson: info.account.auth_json };
}

/** Each kind's call refuses the other kind's token with 403 (docs/company-auth.md). */
const refusedAsOtherKind = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { httpStatus?: unknown }).httpStatus === 403;

/** The console session: the account and its company; permissions from account.auth_json. */
async function loadCompanySession() {
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

export type ConsoleUserInfo = Awaited<ReturnType<typeof loadCompanySession>>['userInfo'];

type LoadedConsoleSession = { userInfo: ConsoleUserInfo | OperatorUserInfo; authJson: string };
const sessionLoaders: Record<AccountKind, () => Promise<LoadedConsoleSession>> = {
  company: loadCompanySession,
  operator: loadOperatorSession,
};

/**
 * The kind the log-in remembered asks first. A 403 means a stale hint (none: a session from before
 * the hint): the other kind's call is asked and remembered for the next load.
 */
function loadSession(): Promise<LoadedConsoleSession> {
  const first = rememberedAccountKind();
  const other: AccountKind = first === 'company' ? 'operator' : 'company';
  return sessionLoaders[first]().catch((error: unknown) =>
    refusedAsOtherKind(error)
      ? sessionLoaders[other]().then((session) => {
          rememberAccountKind(other);
          return session;
        })
      : Promise.reject(error),
  );
}

export function Providers({ children }: { children: ReactNode }) {
  return <AppProviders loadSession={loadSession}>{children}</AppProviders>;
}
