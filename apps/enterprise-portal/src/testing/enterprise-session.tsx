// Test helpers for the account screens (certificates, sub-accounts, account settings): a logged-in
// enterprise session served by the API stub, and a page rendered inside the app's providers and a
// memory router.
import type { UserInfo } from '@bht/api-client';
import { setToken } from '@bht/auth-guard';
import { renderRoutes } from '@bht/vitest-config/render-routes';
import type { ReactElement } from 'react';

export function enterpriseUser({ isMaster = true } = {}): UserInfo {
  const auth = {
    enterprise_id: 1,
    name: '南京建工集团有限公司',
    credit_code: '91320100MA1XXXXX0X',
    legal_person: '王建国',
    auth_status: 2 as const,
    auth_step: 4,
    reject_reason: null,
  };
  return {
    id: isMaster ? 1 : 11,
    account: isMaster ? '13800000001' : '13800000011',
    name: isMaster ? '王建国' : '李会计',
    avatar: '',
    roles: [],
    auth_step: 4,
    auth_status: 2,
    enterprise_auth: auth,
    is_reset_password: 1,
    enterprise_account: {
      id: isMaster ? 1 : 11,
      account: isMaster ? '13800000001' : '13800000011',
      name: isMaster ? '王建国' : '李会计',
      is_master: isMaster ? 1 : 0,
      auth_json: isMaster ? '*' : 'dingdan',
      status: 1,
    },
    wait_read_message: 0,
    last_login_time: 1_763_870_400,
  };
}

/** Points the app at the stub and logs in; call before the first import of app modules. */
export function pointAtStub(url: string) {
  window.__BHT_CONFIG__ = { apiBase: url, imageHost: 'https://img.example.com' };
  setToken('e'.repeat(40));
}

/** Renders `element` at `path` (plus any other routes, e.g. navigation targets). */
export async function renderPage(
  path: string,
  element: ReactElement,
  others: Record<string, ReactElement> = {},
) {
  const { Providers } = await import('../app/providers');
  const routes = [
    { path: path.split('?')[0]!, element },
    ...Object.entries(others).map(([p, e]) => ({ path: p, element: e })),
  ];
  return renderRoutes(Providers, routes, path);
}
