// Test kit for the paper letter screens: the apply kit's API stub and samples, paper orders as
// paper_letter/getDetail answers them (type bid_paper, delivery), the address book, and a
// renderer mounting one of the paper pages (as the route table does) at a URL.
import { orderStatusText } from '@bht/api-client';
import { renderWithWhere } from '../../testing/route-harness';
import { order, ORDER_SN } from '../letters/apply-test-kit';
import type { PaperPageName } from './paper-pages';

export {
  fieldError,
  offers,
  ORDER_SN,
  orderStatus,
  project,
  user,
  whereNow,
  withApplyStub,
} from '../letters/apply-test-kit';

export const addresses = [
  {
    id: 7,
    name: '李明',
    mobile: '13900000007',
    region: '江苏省南京市江北新区',
    address: '浦滨路 88 号 3 楼',
    is_default: 1,
  },
  {
    id: 8,
    name: '赵芳',
    mobile: '13900000008',
    region: '江苏省苏州市',
    address: '干将路 1 号',
    is_default: 0,
  },
];

const mailed = {
  courier_company: '顺丰速运',
  tracking_no: 'SF1234567890',
  mailed_on: '2026-11-26',
  received_time: null,
};

/** A paper order in `status` as getDetail answers; mailed orders carry the courier. */
export function paperOrder(status: number, extra: Record<string, unknown> = {}) {
  return {
    ...order(status, orderStatusText(status)),
    type: 'bid_paper',
    delivery: {
      receiver_name: '李明',
      receiver_mobile: '13900000007',
      receiver_address: '江苏省南京市江北新区 浦滨路 88 号 3 楼',
      ...(status === 11 || status === 12 || status === 6
        ? mailed
        : { courier_company: null, tracking_no: null, mailed_on: null, received_time: null }),
      ...(status === 12 ? { received_time: 1_764_300_000 } : {}),
    },
    ...extra,
  };
}

export const paperSummary = (sn: string, status: number) => ({
  ...paperOrder(status),
  sn,
  id: Number(sn.slice(-4)),
});

export const projectPage = (list: unknown[], total = list.length, page = 1) => ({
  data: { list, total, page, limit: 10 },
});

export const created = { data: { order_id: 9, order_sn: ORDER_SN, status: 0, premium: '7500.00' } };

/** Renders the paper page `name` at `url`, logged in, as the route table mounts it. */
export async function renderPaperPage(url: string, name: PaperPageName, title = '页面') {
  const { loadPaperPage } = await import('./paper-pages');
  const { default: Page } = await loadPaperPage(name);
  return renderWithWhere(url, <Page title={title} />);
}
