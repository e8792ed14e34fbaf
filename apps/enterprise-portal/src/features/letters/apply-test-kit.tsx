// Test kit for the /apply/form screens: the API stub with swappable replies, sample data that
// satisfies the contract, and a renderer mounting one wizard page inside the app's providers, with
// a catch-all route that shows where the page navigated (path and query).
import { clearToken, setToken } from '@bht/auth-guard';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { configure } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import {
  fieldError,
  renderWithWhere,
  requestsTo as requestsIn,
  whereNow,
} from '../../testing/route-harness';

// Each screen waits on several real HTTP calls; CI machines running many suites at once are slow.
configure({ asyncUtilTimeout: 5000 });

/** A reply, or one computed from the request body (a promise holds the request in flight). */
type Reply = StubReply | ((body: string) => StubReply | Promise<StubReply>);

export interface ApplyStub extends ApiStubServer {
  /** Replace or add replies by path prefix. */
  reply(routes: Record<string, Reply>): void;
  /** The fields of the last request to `path` (form body, or query string for GET). */
  lastFields(path: string): Record<string, string> | undefined;
  count(path: string): number;
}

/**
 * The stub for one test file: started before its tests, closed after them; before each test the
 * request log is cleared, the user logged in and `replies()` installed afresh.
 */
export function withApplyStub(replies: () => Record<string, Reply>): ApplyStub {
  const stub = {} as ApplyStub;
  beforeAll(async () => {
    Object.assign(stub, await startApplyStub());
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.seen.length = 0;
    logIn();
    stub.reply(replies());
  });
  return stub;
}

async function startApplyStub(): Promise<ApplyStub> {
  const table: Record<string, Reply> = {};
  const server = await startApiStub(table);
  window.__BHT_CONFIG__ = { apiBase: server.url, imageHost: 'https://img.example.com' };
  const requestsTo = (path: string) => requestsIn(server.seen, path);
  return {
    ...server,
    reply: (more) => Object.assign(table, more),
    lastFields: (path) => {
      const line = requestsTo(path).at(-1);
      if (line === undefined) return undefined;
      const [, url = '', body = ''] = line.split(' ');
      return Object.fromEntries(new URLSearchParams(body || url.split('?')[1] || ''));
    },
    count: (path) => requestsTo(path).length,
  };
}

export const logIn = () => setToken('a'.repeat(40));
export const logOut = () => clearToken();

const inTenDays = Math.floor(Date.now() / 1000) + 10 * 86_400;

export const project = {
  id: 5,
  name: '南京市江北新区市政道路改造工程',
  number: 'JSZC-2026-0105',
  tender_unit: '南京市江北新区建设局',
  trading_center: '南京市公共资源交易中心',
  bid_section: '第一标段',
  region: '江苏省南京市',
  bid_bond_amount: '500000.00',
  bid_open_time: inTenDays + 86_400,
  deadline: inTenDays,
  status: 1,
  accepts_paper: 1,
  contract: null,
};

export const enterprise = {
  name: '南京示例建设有限公司',
  credit_code: '91320100MA1XXXXX0X',
  legal_person: '王建国',
  contact_mobile: '13800000001',
};

export function user({ authStatus = 2 as 0 | 1 | 2 | -1 } = {}) {
  return {
    id: 1,
    account: '13800000001',
    name: '王建国',
    avatar: '',
    roles: [],
    auth_step: 4,
    auth_status: authStatus,
    enterprise_auth: {
      enterprise_id: 1,
      name: enterprise.name,
      credit_code: enterprise.credit_code,
      legal_person: enterprise.legal_person,
      auth_status: authStatus,
      auth_step: 4,
      reject_reason: null,
    },
    is_reset_password: 1,
    enterprise_account: {
      id: 1,
      account: '13800000001',
      name: '王建国',
      is_master: 1,
      auth_json: '*',
      status: 1,
    },
    wait_read_message: 0,
    last_login_time: 1_763_870_400,
  };
}

const company = (id: number, name: string, typeId: number, typeName: string, premium: string) => ({
  id,
  name,
  type_id: typeId,
  type_name: typeName,
  area_id: 32,
  area_name: '南京市',
  logo: '',
  intro: `${name}，专注工程保函业务。`,
  premium_rate: '0.0150',
  min_premium: '1000.00',
  status: 1,
  premium,
});

export const offers = [
  company(1, '江苏信达融资担保有限公司', 1, '融资担保公司', '7500.00'),
  company(2, '平安财产保险南京分公司', 2, '保险公司', '6000.00'),
];
export const companyTypes = [
  { id: 1, name: '融资担保公司' },
  { id: 2, name: '保险公司' },
];
export const areas = [
  { id: 3, name: '江苏省', parent_id: 0 },
  { id: 32, name: '南京市', parent_id: 3 },
];

export const ORDER_SN = 'BH202611230001';

export function order(status: number, statusText: string) {
  return {
    id: 9,
    sn: ORDER_SN,
    type: 'bid_e',
    status,
    status_text: statusText,
    project_id: project.id,
    project_name: project.name,
    enterprise_name: enterprise.name,
    ensure_company_id: 1,
    ensure_company_name: offers[0]!.name,
    bid_bond_amount: project.bid_bond_amount,
    premium: '7500.00',
    letter_no: null,
    create_time: 1_763_870_400,
    update_time: 1_763_870_400,
    project,
    pay_method: null,
    pay_time: null,
    pay_image: null,
    valid_from: null,
    valid_to: null,
    contract_url: null,
    letter_url: null,
    letter_ofd_url: null,
    letter_digests: null,
    reject_reason: null,
    refund_refusal: null,
    delivery: null,
    entered: 0,
    platform: null,
    terms: null,
    contact_name: '张三',
    contact_mobile: '13800000001',
    remark: '',
    actions: [],
  };
}

export const orderStatus = (status: number, statusText: string) => ({
  data: { order: { sn: ORDER_SN, status, status_text: statusText } },
});

type PageModule = { default: ComponentType<{ title: string }> };

/** Renders the page at `url`; `open` pages (public routes) render without waiting for a session. */
export async function renderApplyPage(
  url: string,
  page: () => Promise<PageModule>,
  { title = '页面', open = false } = {},
) {
  const { default: Page } = await page();
  return renderWithWhere(url, <Page title={title} />, {
    routePath: url.split('?')[0]!,
    session: !open,
  });
}

export { fieldError, whereNow };
