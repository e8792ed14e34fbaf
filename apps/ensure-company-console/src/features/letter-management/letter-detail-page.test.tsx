// /ordermang/orderdetail through the real transport against a local HTTP server: the letter's
// facts and amounts, its PDF and terms from the order detail, one timeline of its events, the
// breadcrumb under the list the letter is in, the order's 流转记录, and a missing order number.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import type { OrderDetail } from '../company-orders/order-queries';
import {
  approvedLog,
  closeOverlays,
  contractOrderDetail,
  createdLog,
  orderDetail,
  signedLog,
} from '../company-orders/testing';
import type { LetterEvent, LetterRecord } from './letter-queries';
import {
  claimEvent,
  endedLetter,
  issuedEvent,
  letterRecord,
  payoutEvent,
  statementEvent,
  surrenderEvent,
} from './testing';

let stub: ApiStubServer;
let letter: LetterRecord;
let events: LetterEvent[];
let order: OrderDetail;

const sn = 'BH20261123100000123456';

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getLetterTimeline': () => ({ data: { letter, events } }),
    '/api/ensure_company/getOrderDetail': () => ({ data: order }),
    '/api/ensure_company/getOrderLog': () => ({ data: [createdLog, signedLog, approvedLog] }),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  letter = letterRecord({ paid_out: '300000.00', remaining: '500000.00', open_claim: 1 });
  events = [issuedEvent, surrenderEvent, claimEvent, statementEvent, payoutEvent];
  order = orderDetail({
    status: 4,
    status_text: '已出函',
    letter_no: letter.letter_no,
    letter_url: '/uploads/2026/11/letter.pdf?sig=a',
    actions: [],
  });
});
afterEach(closeOverlays);

async function renderIt(path = `/ordermang/orderdetail?order_sn=${sn}`) {
  const { default: Page } = await import('./letter-detail-page');
  await renderPage(path, <Page />);
}

describe('LetterDetailPage', () => {
  it('shows the order’s whole 流转记录 below the letter’s events', async () => {
    await renderIt();
    const log = within(await screen.findByRole('region', { name: '流转记录' }));
    expect(await log.findByText(/审核通过/)).toBeInTheDocument();
    expect(log.getByText(/审核员李四/)).toBeInTheDocument();
    expect(stub.seen.some((line) => line.includes('/api/ensure_company/getOrderLog'))).toBe(true);
  });

  it('shows the letter’s facts, amounts, days left, its PDF and an open claim', async () => {
    await renderIt();
    expect(await screen.findByText('TBBH2026112300000001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: sn })).toHaveAttribute(
      'href',
      `/Dispatchletter/detail?order_sn=${sn}`,
    );
    expect(screen.getByText('¥800,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥300,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥500,000.00')).toBeInTheDocument();
    expect(screen.getByText('剩余 45 天')).toBeInTheDocument();
    expect(screen.getByText('理赔中')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '下载 PDF 保函' })).toHaveAttribute(
      'href',
      expect.stringContaining('/uploads/2026/11/letter.pdf'),
    );
    expect(screen.queryByText('终止原因')).toBeNull();
  });

  it('lists every after-issue event in one timeline, with kind, title, note and operator', async () => {
    await renderIt();
    const timeline = within(await screen.findByRole('region', { name: '保函事件' }));
    const items = timeline.getAllByText(/^\[/).map((kind) => kind.parentElement!.textContent);
    expect(items).toEqual([
      '[保函流转]保函出函',
      '[退保]申请退保',
      '[理赔]受益人索赔',
      '[书面说明]企业书面说明',
      '[赔付]登记赔付',
    ]);
    expect(timeline.getByText('索赔金额 ¥300,000.00')).toBeInTheDocument();
    expect(timeline.getByText('操作人：理赔员赵六')).toBeInTheDocument();
  });

  it('an ended performance letter shows why and when it ended, and its terms', async () => {
    letter = endedLetter({
      type: 'performance',
      end_reason: 'paid_out',
      end_reason_text: '全额赔付',
      paid_out: '400000.00',
      remaining: '0.00',
      bid_bond_amount: '400000.00',
    });
    order = contractOrderDetail('performance', {
      status: 13,
      status_text: '履约终止',
      letter_url: '/uploads/2026/11/letter.pdf',
      actions: [],
    });
    await renderIt();
    expect(await screen.findByText('全额赔付')).toBeInTheDocument();
    expect(screen.getByText('2026-11-26')).toBeInTheDocument();
    expect(screen.queryByText(/^剩余 \d+ 天$/)).toBeNull();
    expect(await screen.findByText('保函条款')).toBeInTheDocument();
    expect(screen.getByText('南京江北新区建设投资集团有限公司')).toBeInTheDocument();
  });

  it('says so when the letter has no events yet', async () => {
    events = [];
    await renderIt();
    expect(await screen.findByText('暂无保函事件')).toBeInTheDocument();
  });

  it('explains a missing order number instead of calling the API', async () => {
    await renderIt('/ordermang/orderdetail');
    expect(await screen.findByText('缺少订单号')).toBeInTheDocument();
    expect(stub.seen.some((s) => s.includes('/api/ensure_company/getLetterTimeline'))).toBe(false);
  });

  it.each([
    ['in force', () => letterRecord(), '正常履约', '/ordermang/index'],
    ['ended', () => endedLetter(), '履约终止', '/ordermang/stoporder'],
  ])(
    'in the console shell, a letter %s sits under its list in the breadcrumb',
    async (_, make, stage, stagePath) => {
      letter = make();
      const [{ default: Page }, { default: Shell }] = await Promise.all([
        import('./letter-detail-page'),
        import('../../app/shell'),
      ]);
      await renderPage(
        `/ordermang/orderdetail?order_sn=${sn}`,
        <Shell>
          <Page />
        </Shell>,
        { [stagePath]: <p>{stage}列表</p> },
      );
      const trail = screen.getByRole('list', { name: '当前位置' });
      const stageLink = await within(trail).findByRole('link', { name: stage });
      expect(stageLink).toHaveAttribute('href', stagePath);
      expect(
        within(trail)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([stage, '保函详情']);
      fireEvent.click(stageLink);
      expect(await screen.findByText(`${stage}列表`)).toBeInTheDocument();
    },
  );
});
