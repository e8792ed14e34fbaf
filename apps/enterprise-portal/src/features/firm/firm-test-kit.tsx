// Test kit for the /firm and /index screens: a local API stub whose replies each test can swap,
// sample user info and authentication progress that satisfy the contract, and a renderer that
// mounts one page inside the app's providers with a catch-all route showing where it navigated.
import { setToken } from '@bht/auth-guard';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import type { ComponentType } from 'react';
import {
  fieldError,
  renderWithWhere,
  requestsTo as requestsIn,
  whereNow,
} from '../../testing/route-harness';

type Route = StubReply | ((body: string) => StubReply);

export interface FirmStub extends ApiStubServer {
  /** Replace or add replies by path prefix. */
  reply(routes: Record<string, Route>): void;
  /** The form fields of the last request to `path`. */
  lastBody(path: string): URLSearchParams | undefined;
  /** How many requests reached `path`. */
  count(path: string): number;
}

export async function startFirmStub(routes: Record<string, Route>): Promise<FirmStub> {
  const table: Record<string, Route> = { ...routes };
  const server = await startApiStub(table);
  window.__BHT_CONFIG__ = { apiBase: server.url };
  setToken('t'.repeat(40));
  const requestsTo = (path: string) => requestsIn(server.seen, path);
  return {
    ...server,
    reply: (more) => Object.assign(table, more),
    lastBody: (path) => {
      const line = requestsTo(path).at(-1);
      return line === undefined
        ? undefined
        : new URLSearchParams(line.slice(line.indexOf(' ', line.indexOf(' ') + 1) + 1));
    },
    count: (path) => requestsTo(path).length,
  };
}

export type AuthState = {
  auth_status: 0 | 1 | 2 | -1;
  auth_step: number;
  reject_reason?: string | null;
};

export function authInfo(state: AuthState, extra: Record<string, unknown> = {}) {
  return {
    enterprise_id: 7,
    name: '南京示例建设有限公司',
    credit_code: '91320100MA1XXXXXXX',
    legal_person: '张三',
    reject_reason: null,
    identity: null,
    bank: null,
    agreement_url: null,
    submitted_time: null,
    reviewed_time: null,
    ...state,
    ...extra,
  };
}

export function userInfo(
  state: AuthState,
  { isMaster = 1, lastLogin = 1_732_330_000 }: { isMaster?: 0 | 1; lastLogin?: number | null } = {},
) {
  const enterprise = authInfo(state);
  return {
    id: 3,
    account: '13800000001',
    name: '李经理',
    avatar: '',
    roles: [],
    auth_step: state.auth_step,
    auth_status: state.auth_status,
    enterprise_auth: {
      enterprise_id: enterprise.enterprise_id,
      name: enterprise.name,
      credit_code: enterprise.credit_code,
      legal_person: enterprise.legal_person,
      auth_status: state.auth_status,
      auth_step: state.auth_step,
      reject_reason: state.reject_reason ?? null,
    },
    is_reset_password: 1,
    enterprise_account: {
      id: 3,
      account: '13800000001',
      name: '李经理',
      is_master: isMaster,
      auth_json: '*',
      status: 1,
    },
    wait_read_message: 0,
    last_login_time: lastLogin,
  };
}

/** Renders `page` at `path`; any other path shows itself in `where`. */
export async function renderPage(
  path: string,
  page: () => Promise<{ default: ComponentType<{ title: string }> }>,
  title = '页面',
) {
  const { default: Page } = await page();
  return renderWithWhere(path, <Page title={title} />);
}

export { fieldError, whereNow };
