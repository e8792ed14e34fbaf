// Shared fixtures for the account screen tests: a user-info reply and a render helper with the
// app's providers around a memory router.
import type { UserInfo } from '@bht/api-client';
import { renderRoutes as renderInProviders } from '@bht/vitest-config/render-routes';
import type { ReactElement } from 'react';
import type { InitialEntry } from 'react-router-dom';

export function testUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 5,
    account: '13800000005',
    name: '测试主账号',
    avatar: '',
    roles: [],
    auth_step: 0,
    auth_status: 2,
    enterprise_auth: null,
    is_reset_password: 1,
    enterprise_account: {
      id: 5,
      account: '13800000005',
      name: '测试主账号',
      is_master: 1,
      auth_json: '*',
      status: 1,
    },
    wait_read_message: 0,
    last_login_time: null,
    ...overrides,
  };
}

/** Renders the given routes inside the portal's providers; returns the router to inspect its location. */
export async function renderRoutes(
  routes: Array<{ path: string; element: ReactElement }>,
  initialEntry: InitialEntry,
) {
  const { Providers } = await import('../../app/providers');
  return renderInProviders(Providers, routes, initialEntry);
}

/** The request bodies the stub saw for one path. */
export const bodiesOf = (seen: readonly string[], path: string) =>
  seen.filter((s) => s.startsWith(`POST ${path} `)).map((s) => s.slice(`POST ${path} `.length));
