// Test kit for the order screens: contract-shaped orders, a local API stub whose replies a test
// can swap, and a renderer that mounts a page in the app's providers with a catch-all route
// showing where navigation went.
import { orderStatusText, type OrderDetail, type OrderSummary } from '@bht/api-client';
import { setToken } from '@bht/auth-guard';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { configure } from '@testing-library/react';
import { renderWithWhere, requestsTo } from '../../testing/route-harness';
import { enterpriseUser } from '../../testing/enterprise-session';

// A page's first render loads its lazy modules, the session and its data: on a busy machine that
// takes longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

type Reply = StubReply | ((body: string) => StubReply);

export interface OrderStub extends ApiStubServer {
  reply(routes: Record<string, Reply>): void;
  /** Requests that reached `path` (query string ignored), as `METHOD /path?query body`. */
  calls(path: string): string[];
}

export async function startOrderStub(routes: Record<string, Reply>): Promise<OrderStub> {
  const table: Record<string, Reply> = {
    '/api/enterprise/getUserInfo': { data: enterpriseUser() },
    ...routes,
  };
  const server = await startApiStub(table);
  window.__BHT_CONFIG__ = { apiBase: server.url, imageHost: 'https://img.example.com' };
  setToken('e'.repeat(40));
  return {
    ...server,
    reply: (more) => Object.assign(table, more),
    calls: (path) => requestsTo(server.seen, path),
  };
}

export function orderSummary(
  sn: string,
  status: number,
  extra: Partial<OrderSummary> = {},
): OrderSummary {
  return {
    id: Number(sn.replace(/\D/g, '').slice(-6)) || 1,
    sn,
    type: 'bid_e',
    status,
    // As the server names it.
    status_text: orderStatusText(status),
    project_id: 21,
    project_name: '南京市江北新区污水管网改造工程',
    enterprise_name: '南京建工集团有限公司',
    ensure_company_id: 1,
    ensure_company_name: '信达融资担保有限公司',
    bid_bond_amount: '800000.00',
    premium: '1200.00',
    letter_no: null,
    create_time: 1_763_870_400,
    update_time: 1_763_870_400,
    ...extra,
  };
}

export function orderDetail(
  sn: string,
  status: number,
  extra: Partial<OrderDetail> = {},
): OrderDetail {
  return {
    ...orderSummary(sn, status),
    project: {
      id: 21,
      name: '南京市江北新区污水管网改造工程',
      number: 'JB2026-0311',
      tender_unit: '南京江北新区建设局',
      trading_center: '南京市公共资源交易中心',
      bid_section: '一标段',
      region: '南京',
      bid_bond_amount: '800000.00',
      bid_open_time: 1_766_000_000,
      deadline: 1_765_900_000,
      status: 1,
      accepts_paper: 0,
      contract: null,
    },
    pay_method: null,
    pay_time: null,
    pay_image: null,
    valid_from: null,
    valid_to: null,
    contract_url: status >= 1 ? '/uploads/2026/11/contract.pdf' : null,
    letter_url: null,
    letter_ofd_url: null,
    letter_digests: null,
    reject_reason: null,
    refund_refusal: null,
    delivery: null,
    entered: 0,
    platform: null,
    sealed_until_opening: 0,
    earlier_letters: [],
    terms: null,
    contact_name: '张三',
    contact_mobile: '13800000001',
    remark: '',
    actions: status <= 2 ? ['cancel'] : [],
    ...extra,
  };
}

/** Renders `page` at `url` (path with query); any other path shows itself in `where`. */
export const renderAt = renderWithWhere;
