// Test helpers for the console screens: a logged-in company session served by the API stub, and
// a page rendered inside the app's providers and a memory router.
import { setToken } from '@bht/auth-guard';
import { renderRoutes } from '@bht/vitest-config/render-routes';
import type { ReactElement } from 'react';
import { rememberAccountKind, type AccountKind } from '../../app/account-kind';

export function companyInfo({ authJson = '*', status = 1 } = {}) {
  return {
    account: {
      id: 1,
      account: 'xinda_admin',
      name: '管理员',
      mobile: '13900000001',
      auth_json: authJson,
      is_reset_password: 1,
      last_login_time: 1_763_870_400,
    },
    company: {
      id: 1,
      name: '信达融资担保有限公司',
      type_id: 1,
      type_name: '融资担保公司',
      area_id: 1,
      area_name: '南京市',
      logo: '/uploads/logo.png',
      intro: '专注工程保函二十年',
      premium_rate: '0.0150',
      min_premium: '300.00',
      status,
      contact: '王经理',
      tel: '025-84000000',
      address: '南京市建邺区江东中路 1 号',
      seal_image: '/uploads/seal.png',
      pay_config_enabled: 1,
      auth_status: 2,
    },
    wait_read_message: 0,
  };
}

/**
 * Points the app at the stub; `loggedIn` also stores a token, and `kind` the kind of account the
 * log-in remembered beside it (none: a session from before the hint). Call before importing app modules.
 */
export function pointAtStub(
  url: string,
  { loggedIn = true, kind }: { loggedIn?: boolean; kind?: AccountKind } = {},
) {
  window.__BHT_CONFIG__ = { apiBase: url, imageHost: 'https://img.example.com' };
  if (loggedIn) setToken('c'.repeat(40));
  if (kind) rememberAccountKind(kind);
}

/** Renders `element` at `path` (plus any other routes, e.g. navigation targets). */
export async function renderPage(
  path: string,
  element: ReactElement,
  others: Record<string, ReactElement> = {},
) {
  const { Providers } = await import('../../app/providers');
  const routes = [
    { path: path.split('?')[0]!, element },
    ...Object.entries(others).map(([p, e]) => ({ path: p, element: e })),
  ];
  return renderRoutes(Providers, routes, path);
}
