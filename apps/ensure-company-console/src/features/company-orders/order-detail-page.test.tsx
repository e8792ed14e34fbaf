// /Dispatchletter/detail through the real transport against a local HTTP server: facts, log,
// and the actions exactly as the server lists them, with their dialogs and error handling.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import type { OrderDetail, OrderLogEntry } from './order-queries';
import {
  approvedLog,
  closeOverlays,
  createdLog,
  lastSent,
  orderDetail,
  signedLog,
} from './testing';

let stub: ApiStubServer;
let detail: OrderDetail;
let log: OrderLogEntry[];
/** What the action endpoints answer; null: success (the handler then moves the order on). */
let actionReply: StubReply | null;

const sn = 'BH20261123100000123456';
const refundLog = (approved: boolean): OrderLogEntry => ({
  id: 9,
  from_status: 8,
  to_status: approved ? 9 : 3,
  operator_type: 'ensure_company',
  operator_name: '出函员王五',
  note: approved ? '同意退款' : '拒绝退款：保函已在制作',
  create_time: 1_763_990_000,
});
const called = (path: string) => stub.seen.some((s) => s.startsWith(`POST ${path}`));

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderDetail': () => ({ data: detail }),
    '/api/ensure_company/getOrderLog': () => ({ data: log }),
    // Refunds through the channel have their own test (order-refunds-card.test.tsx).
    '/api/ensure_company/getOrderRefunds': { data: [] },
    '/api/ensure_company/handleReviewStatus': (body) => {
      if (actionReply) return actionReply;
      const fields = new URLSearchParams(body);
      const approve = fields.get('action') === 'approve';
      detail = orderDetail(
        approve
          ? { status: 2, status_text: '待支付', actions: [] }
          : { status: 5, status_text: '已驳回', actions: [] },
      );
      // As the server logs it: the action, then the opinion when one was given.
      const opinion = fields.get('reason') ?? '';
      if (approve)
        log = [...log, { ...approvedLog, note: opinion ? `审核通过：${opinion}` : '审核通过' }];
      return { data: detail };
    },
    '/api/ensure_company/handleLetterStatus': (body) => {
      if (actionReply) return actionReply;
      const voided = new URLSearchParams(body).get('action') === 'void';
      return {
        data: (detail = {
          ...detail,
          ...(voided ? { status: 6, status_text: '已作废' } : { status: 3, status_text: '出函中' }),
          actions: [],
        }),
      };
    },
    '/api/ensure_company/handleRefund': (body) => {
      if (actionReply) return actionReply;
      const approved = new URLSearchParams(body).get('action') === 'approve_refund';
      log = [...log, refundLog(approved)];
      return {
        data: (detail = {
          ...detail,
          ...(approved
            ? { status: 9, status_text: '退款成功' }
            : { status: 3, status_text: '出函中' }),
          actions: [],
        }),
      };
    },
    '/api/ensure_company/reLetterSign': () => ({
      data: { order_sn: sn, letter_url: '/uploads/2026/11/letter-resealed.pdf', digest: 'def' },
    }),
    '/api/ensure_company/letterSign': () => {
      detail = { ...detail, letter_url: '/uploads/2026/11/letter-sealed.pdf' };
      return { data: { order_sn: sn, letter_url: detail.letter_url, digest: 'abc' } };
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  detail = orderDetail();
  log = [createdLog, signedLog];
  actionReply = null;
});
afterEach(closeOverlays);

async function renderIt() {
  const { default: Page } = await import('./order-detail-page');
  await renderPage(`/Dispatchletter/detail?order_sn=${sn}`, <Page />);
  await screen.findByText('南京江北新区建设局');
}
/** An action is a call plus a refresh of detail, log and lists. */
const logRegion = () => screen.getByRole('region', { name: '流转记录' });
const button = (name: string) => screen.getByRole('button', { name });

describe('OrderDetailPage', () => {
  it('shows the order facts and the log with operator and status change', async () => {
    detail = orderDetail({
      status: 3,
      status_text: '出函中',
      pay_method: 'offline',
      pay_time: 1_763_900_000,
      pay_image: '/uploads/2026/11/voucher.png',
      actions: [],
    });
    await renderIt();
    expect(screen.getByText('¥800,000.00')).toBeInTheDocument();
    expect(screen.getByText('¥1,200.00')).toBeInTheDocument();
    expect(screen.getByText('线下转账')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '转账凭证' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/2026/11/voucher.png',
    );
    expect(screen.getByRole('link', { name: '查看合同 PDF' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/contract-signed.pdf',
    );
    const timeline = within(logRegion());
    expect(await timeline.findByText('签署合同')).toBeInTheDocument();
    expect(timeline.getAllByText('投保企业：张三')).toHaveLength(2);
    expect(timeline.getAllByText(/^2025-11-23 \d\d:\d\d:\d\d$/)).toHaveLength(2);
    expect(timeline.getAllByText('待审核').length).toBeGreaterThan(0);
    expect(screen.getByText('当前状态下没有可执行的操作')).toBeInTheDocument();
    expect(
      stub.seen
        .filter((s) => s.includes('getOrderDetail'))
        .every((s) => s.includes(`order_sn=${sn}`)),
    ).toBe(true);
  });

  it('shows the issued letter and the rejection reason when there are', async () => {
    detail = orderDetail({
      status: 4,
      status_text: '已出函',
      letter_no: 'TBBH2026112312345678',
      valid_from: '2025-11-24',
      valid_to: '2026-05-23',
      letter_url: '/uploads/2026/11/letter.pdf',
      letter_ofd_url: '/uploads/2026/11/letter.ofd',
      letter_digests: {
        pdf_sha256: 'a1'.repeat(32),
        pdf_sm3: 'b2'.repeat(32),
        ofd_sha256: 'c3'.repeat(32),
        ofd_sm3: 'd4'.repeat(32),
      },
      reject_reason: null,
      actions: [],
    });
    await renderIt();
    expect(screen.getByText('TBBH2026112312345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 OFD 保函' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/letter.ofd',
    );
    expect(screen.getByText('文件摘要')).toBeInTheDocument();
    for (const [label, digest] of [
      ['PDF SHA-256', 'a1'],
      ['PDF SM3', 'b2'],
      ['OFD SHA-256', 'c3'],
      ['OFD SM3', 'd4'],
    ])
      expect(screen.getByLabelText(`${label} 摘要`)).toHaveTextContent(digest!.repeat(32));
    expect(screen.getByText('2025-11-24 至 2026-05-23')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 PDF 保函' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/letter.pdf',
    );
  });

  it('offers exactly the actions the server lists', async () => {
    await renderIt();
    expect(button('审核通过')).toBeInTheDocument();
    expect(button('审核驳回')).toBeInTheDocument();
    for (const name of ['确认线下收款', '保函签章', '重新签章', '出函', '作废'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('at 待出函 offers 保函签章 before the seal, keeps 出函 disabled until then, and seals on confirmation', async () => {
    detail = orderDetail({
      status: 3,
      status_text: '出函中',
      pay_method: 'wechat',
      actions: ['sign_letter', 're_sign_letter', 'issue'],
    });
    await renderIt();
    expect(screen.queryByRole('button', { name: '重新签章' })).toBeNull();
    expect(button('出函')).toBeDisabled();
    fireEvent.click(button('保函签章'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '开始签章' }),
    );
    expect(await screen.findByText('保函签章完成')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/letterSign')?.get('order_sn')).toBe(sn);
    // Refreshed: the sealed letter turns the pair into 重新签章 and frees 出函.
    expect(await screen.findByRole('button', { name: '重新签章' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保函签章' })).toBeNull();
    // The actions stay disabled until the sealing call has settled, which may come after the
    // refreshed detail under load.
    await waitFor(() => expect(button('出函')).toBeEnabled());
  });

  it('re-seals with a reason once a sealed letter exists', async () => {
    detail = orderDetail({
      status: 3,
      status_text: '出函中',
      pay_method: 'wechat',
      letter_url: '/uploads/2026/11/letter-sealed.pdf',
      actions: ['sign_letter', 're_sign_letter', 'issue'],
    });
    await renderIt();
    expect(screen.queryByRole('button', { name: '保函签章' })).toBeNull();
    fireEvent.click(button('重新签章'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('重新签章原因'), {
      target: { value: '有效期填写有误' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '重新签章' }));
    expect(await screen.findByText('保函已重新签章')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/reLetterSign')?.get('reason')).toBe(
      '有效期填写有误',
    );
  });

  it('confirms an offline payment from the dialog that shows the voucher', async () => {
    detail = orderDetail({
      status: 2,
      status_text: '待支付',
      pay_method: 'offline',
      pay_image: '/uploads/2026/11/voucher.png',
      actions: ['confirm_payment'],
    });
    await renderIt();
    fireEvent.click(button('确认线下收款'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: '转账凭证' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/2026/11/voucher.png',
    );
    expect(within(dialog).getByText('¥1,200.00')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认已收款' }));
    expect(await screen.findByText('已确认线下收款')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/handleLetterStatus')?.get('action')).toBe(
      'confirm_payment',
    );
  });

  it('approves after the confirmation and refreshes the log', async () => {
    await renderIt();
    expect(within(logRegion()).queryByText('审核员李四', { exact: false })).toBeNull();
    fireEvent.click(button('审核通过'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/即可支付保费 ¥1,200.00/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    expect(await within(logRegion()).findByText('担保机构：审核员李四')).toBeInTheDocument();
    expect(screen.getByText('审核已通过，等待企业支付')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/handleReviewStatus');
    expect([sent?.get('action'), sent?.get('reason')]).toEqual(['approve', '']);
    expect(within(logRegion()).getByText('审核通过')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '审核驳回' })).toBeNull());
  });

  it('approves with an optional opinion, which the log then shows', async () => {
    await renderIt();
    fireEvent.click(button('审核通过'));
    const dialog = await screen.findByRole('dialog');
    const opinion = within(dialog).getByLabelText('审核意见');
    expect(opinion).toHaveValue('');
    fireEvent.change(opinion, { target: { value: ' 材料齐全，同意承保 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认通过' }));
    expect(
      await within(logRegion()).findByText('审核通过：材料齐全，同意承保'),
    ).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/handleReviewStatus');
    expect([sent?.get('action'), sent?.get('reason')]).toEqual(['approve', '材料齐全，同意承保']);
  });

  it('rejects only with a reason and shows the server field error', async () => {
    await renderIt();
    fireEvent.click(button('审核驳回'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因（至少 2 个字）')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: ' 缺 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(within(dialog).getByText('请填写驳回原因（至少 2 个字）')).toBeInTheDocument(),
    );
    expect(called('/api/ensure_company/handleReviewStatus')).toBe(false);

    actionReply = {
      status: 400,
      code: 0,
      msg: '驳回原因不能只包含标点',
      data: { fields: { reason: '驳回原因不能只包含标点' } },
    };
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), { target: { value: '。。。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('驳回原因不能只包含标点')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    actionReply = null;
    fireEvent.change(within(dialog).getByLabelText('驳回原因'), {
      target: { value: '资质证书已过期' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('已驳回该订单')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/handleReviewStatus');
    expect(sent?.get('action')).toBe('reject');
    expect(sent?.get('reason')).toBe('资质证书已过期');
  });

  it('voids an issued letter only after the destructive confirmation with a reason', async () => {
    detail = orderDetail({
      status: 4,
      status_text: '已出函',
      letter_no: 'TBBH2026112312345678',
      letter_url: '/uploads/2026/11/letter.pdf',
      actions: ['void'],
    });
    await renderIt();
    fireEvent.click(button('作废'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/此操作不可撤销/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called('/api/ensure_company/handleLetterStatus')).toBe(false);

    fireEvent.click(button('作废'));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('作废原因')).toHaveValue('');
    fireEvent.change(within(dialog).getByLabelText('作废原因'), {
      target: { value: '招标项目已终止' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认作废' }));
    expect(await screen.findByText('保函已作废')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/handleLetterStatus');
    expect(sent?.get('action')).toBe('void');
    expect(sent?.get('note')).toBe('招标项目已终止');
    expect(await screen.findByText('当前状态下没有可执行的操作')).toBeInTheDocument();
  });

  it('approves a refund after the confirmation that names the amount and how it is returned', async () => {
    detail = orderDetail({
      status: 8,
      status_text: '退款审核',
      pay_method: 'wechat',
      pay_time: 1_763_900_000,
      actions: ['approve_refund', 'refuse_refund'],
    });
    await renderIt();
    fireEvent.click(button('同意退款'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/退还保费 ¥1,200.00（微信支付原路退回）/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(called('/api/ensure_company/handleRefund')).toBe(false);

    fireEvent.click(button('同意退款'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认退款' }));
    expect(await screen.findByText('已同意退款，保费已退还')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/handleRefund')?.get('action')).toBe(
      'approve_refund',
    );
    expect(await within(logRegion()).findByText('同意退款')).toBeInTheDocument();
    expect(await screen.findByText('当前状态下没有可执行的操作')).toBeInTheDocument();
  });

  it('names the transfer back for an offline-paid refund', async () => {
    detail = orderDetail({
      status: 8,
      status_text: '退款审核',
      pay_method: 'offline',
      pay_image: '/uploads/2026/11/voucher.png',
      actions: ['approve_refund', 'refuse_refund'],
    });
    await renderIt();
    fireEvent.click(button('同意退款'));
    expect(
      within(await screen.findByRole('dialog')).getByText(/线下转账的保费由本机构转回企业付款账户/),
    ).toBeInTheDocument();
  });

  it('refuses a refund only with a reason and shows the server field error', async () => {
    detail = orderDetail({
      status: 8,
      status_text: '退款审核',
      pay_method: 'wechat',
      pay_time: 1_763_900_000,
      actions: ['approve_refund', 'refuse_refund'],
    });
    await renderIt();
    fireEvent.click(button('拒绝退款'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('请填写拒绝原因（至少 2 个字）')).toBeInTheDocument();
    expect(called('/api/ensure_company/handleRefund')).toBe(false);

    actionReply = {
      status: 400,
      code: 0,
      msg: '拒绝退款时请填写原因',
      data: { fields: { reason: '拒绝退款时请填写原因' } },
    };
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), { target: { value: '。。。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await within(dialog).findByText('拒绝退款时请填写原因')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    actionReply = null;
    fireEvent.change(within(dialog).getByLabelText('拒绝原因'), {
      target: { value: '保函已在制作' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('已拒绝退款，订单继续出函')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/handleRefund');
    expect(sent?.get('action')).toBe('refuse_refund');
    expect(sent?.get('reason')).toBe('保函已在制作');
    expect(await within(logRegion()).findByText('拒绝退款：保函已在制作')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '拒绝退款' })).toBeNull());
  });

  it('shows the server message when the API refuses the account (403)', async () => {
    actionReply = { status: 403, code: -2, msg: '没有「待审核」权限，不能执行「审核通过」' };
    await renderIt();
    fireEvent.click(button('审核通过'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认通过' }),
    );
    expect(await screen.findByText('没有「待审核」权限，不能执行「审核通过」')).toBeInTheDocument();
    // The dialog stays open (nothing was done) until the reviewer closes it.
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button('审核通过')).toBeInTheDocument();
  });

  it('asks to refresh when another desk changed the order first (409)', async () => {
    actionReply = { status: 409, code: 0, msg: '订单状态已变更，请刷新后重试' };
    await renderIt();
    fireEvent.click(button('审核通过'));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '确认通过' }),
    );
    const prompt = await screen.findByRole('dialog', { name: '订单状态已变更' });
    expect(within(prompt).getByText('订单状态已变更，请刷新后重试')).toBeInTheDocument();
    detail = orderDetail({
      status: 5,
      status_text: '已驳回',
      reject_reason: '资料不全',
      actions: [],
    });
    fireEvent.click(within(prompt).getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('资料不全')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });

  it('reopened within the cache time, shows the order as the server has it now', async () => {
    const { default: Page } = await import('./order-detail-page');
    const detailPath = `/Dispatchletter/detail?order_sn=${sn}`;
    await renderPage(
      detailPath,
      <>
        <Page />
        <Link to="/Dispatchletter/waitsent">待出函</Link>
      </>,
      { '/Dispatchletter/waitsent': <Link to={detailPath}>{sn}</Link> },
    );
    expect(await screen.findByRole('button', { name: '审核通过' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '待出函' }));
    // Meanwhile the enterprise was approved elsewhere and paid.
    detail = orderDetail({
      status: 3,
      status_text: '出函中',
      pay_method: 'wechat',
      pay_time: 1_763_900_000,
      actions: ['sign_letter', 'issue'],
    });
    fireEvent.click(await screen.findByRole('link', { name: sn }));
    expect(await screen.findByRole('button', { name: '保函签章' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
  });

  it.each([
    [3, '出函中', '待出函', '/Dispatchletter/waitsent'],
    [8, '退款审核', '待出函', '/Dispatchletter/waitsent'],
    [1, '待审核', '待审核', '/Dispatchletter/waitshenhe'],
    [6, '已作废', '已出函', '/Dispatchletter/reardhan'],
  ])(
    'in the console shell, an order at %i (%s) sits under its stage %s in the breadcrumb',
    async (status, statusText, stage, stagePath) => {
      detail = orderDetail({ status, status_text: statusText, actions: [] });
      const [{ default: Page }, { default: Shell }] = await Promise.all([
        import('./order-detail-page'),
        import('../../app/shell'),
      ]);
      await renderPage(
        `/Dispatchletter/detail?order_sn=${sn}`,
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
      ).toEqual([stage, '订单详情']);
      fireEvent.click(stageLink);
      expect(await screen.findByText(`${stage}列表`)).toBeInTheDocument();
    },
  );

  it('explains a missing order number instead of calling the API', async () => {
    const { default: Page } = await import('./order-detail-page');
    await renderPage('/Dispatchletter/detail', <Page />);
    expect(await screen.findByText('缺少订单号')).toBeInTheDocument();
    expect(called('/api/ensure_company/getOrderDetail')).toBe(false);
  });
});

describe('OrderDetailPage of a sealed bid', () => {
  const SEALED = '开标前保密';
  const sealedProject = {
    ...orderDetail().project,
    name: SEALED,
    tender_unit: SEALED,
    bid_section: SEALED,
  };
  const letterNo = 'TBBH2026112312345678';
  /** A letter the current one replaced with the same number. */
  const earlierLetter = (
    id: number,
    because: 'bid_opened' | 'opening_postponed',
    digest: string,
  ): OrderDetail['earlier_letters'][number] => ({
    id,
    letter_no: letterNo,
    sealed: 1,
    valid_from: '2025-11-24',
    valid_to: id === 1 ? '2026-02-20' : '2026-03-20',
    replaced_because: because,
    replaced_time: id === 1 ? 1_764_000_000 : 1_764_900_000,
    letter_url: `/uploads/2026/11/letter-v${id}.pdf`,
    letter_ofd_url: `/uploads/2026/11/letter-v${id}.ofd`,
    letter_digests: {
      pdf_sha256: digest.repeat(32),
      pdf_sm3: null,
      ofd_sha256: null,
      ofd_sm3: null,
    },
  });

  async function renderSealed() {
    const { default: Page } = await import('./order-detail-page');
    await renderPage(`/Dispatchletter/detail?order_sn=${sn}`, <Page />);
    await screen.findByText('JB-2026-0312');
  }

  it('says the fields are sealed until bid opening, marks the letter 密文保函 and mutes the sealed fields', async () => {
    detail = orderDetail({
      status: 3,
      status_text: '出函中',
      project_name: SEALED,
      project: sealedProject,
      letter_no: letterNo,
      sealed_until_opening: 1,
      actions: [],
    });
    await renderSealed();
    expect(
      screen
        .getByText(
          '开标前保密：交易平台在开标前对标段、项目名称和招标人加密，开标后自动还原并出具明文保函。现在出具的是密文保函。',
        )
        .closest('[role="alert"]'),
    ).toHaveClass('arco-alert-info');
    // Beside the letter's number.
    expect(screen.getByText('密文保函').closest('.arco-descriptions-item-value')).toHaveTextContent(
      `${letterNo}密文保函`,
    );
    // 项目名称, 招标单位 and 标段: muted, not as if they were the project's.
    const sealed = screen.getAllByText(SEALED);
    expect(sealed).toHaveLength(3);
    for (const field of sealed) expect(field).toHaveStyle({ color: 'var(--color-text-3)' });
    expect(screen.queryByRole('list', { name: '保函版本' })).toBeNull();
  });

  it('lists the 保函版本 after two re-issues: the current letter, then each earlier one with its cause and files', async () => {
    detail = orderDetail({
      status: 4,
      status_text: '已出函',
      letter_no: letterNo,
      valid_from: '2025-11-24',
      valid_to: '2026-03-20',
      letter_url: '/uploads/2026/11/letter.pdf',
      earlier_letters: [
        earlierLetter(2, 'bid_opened', 'b2'),
        earlierLetter(1, 'opening_postponed', 'a1'),
      ],
      actions: [],
    });
    await renderIt();
    expect(screen.queryByText(/现在出具的是密文保函/)).toBeNull();
    const versions = within(screen.getByRole('list', { name: '保函版本' })).getAllByRole(
      'listitem',
    );
    expect(versions).toHaveLength(3);
    const [current, second, first] = versions as [HTMLElement, HTMLElement, HTMLElement];
    expect(current).toHaveAccessibleName('当前版本');
    expect(current).toHaveTextContent('明文保函');
    expect(current).toHaveTextContent(
      '已替代 2 个早期版本（同一保函编号）；最近一次：开标后出具明文保函',
    );
    expect(within(current).getByRole('link', { name: '已替代 2 个早期版本' })).toBeInTheDocument();

    expect(second).toHaveTextContent('密文保函');
    expect(second).toHaveTextContent('2025-11-24 至 2026-03-20');
    expect(second).toHaveTextContent('替换原因开标后出具明文保函');
    expect(first).toHaveTextContent('2025-11-24 至 2026-02-20');
    expect(first).toHaveTextContent('替换原因开标延期，延长有效期');
    for (const [item, id, digest] of [
      [second, 2, 'b2'],
      [first, 1, 'a1'],
    ] as const) {
      expect(item).toHaveTextContent('已由当前版本替代（同一保函编号）');
      expect(within(item).getByRole('link', { name: '当前版本' })).toBeInTheDocument();
      expect(within(item).getByRole('link', { name: '下载 PDF' })).toHaveAttribute(
        'href',
        `https://img.example.com/uploads/2026/11/letter-v${id}.pdf`,
      );
      expect(within(item).getByRole('link', { name: '下载 OFD' })).toHaveAttribute(
        'href',
        `https://img.example.com/uploads/2026/11/letter-v${id}.ofd`,
      );
      expect(within(item).getByTitle(digest.repeat(32))).toHaveTextContent(
        `${digest.repeat(4)}…${digest.repeat(4)}`,
      );
    }
  });
});
