// The paper letters' desks through the real transport against a local HTTP server: /papertwo
// reviews a paper application (the e-letter's review actions, the receiving address), /paperthree
// confirms payment, prints, mails with the courier's details (field errors, confirmation), decides
// refunds and voids; the detail sends a paper order's actions to its desk.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import type { OrderDetail, OrderLogEntry } from './order-queries';
import {
  closeOverlays,
  createdLog,
  lastSent,
  orderDetail,
  paperOrderDetail,
  signedLog,
} from './testing';

let stub: ApiStubServer;
let detail: OrderDetail;
let log: OrderLogEntry[];
/** What the action endpoints answer; null: success (the handler then moves the order on). */
let actionReply: StubReply | null;

const sn = 'BH20261123100000123456';
const printed = '/uploads/2026/11/paper-letter.pdf';
const called = (path: string) => stub.seen.some((s) => s.startsWith(`POST ${path}`));
const moved = (patch: Partial<OrderDetail>) => ({
  data: (detail = { ...detail, actions: [], ...patch }),
});

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderDetail': () => ({ data: detail }),
    '/api/ensure_company/getOrderLog': () => ({ data: log }),
    '/api/ensure_company/handleReviewStatus': (body) =>
      actionReply ??
      (new URLSearchParams(body).get('action') === 'approve'
        ? moved({ status: 2, status_text: '待支付' })
        : moved({ status: 5, status_text: '已驳回' })),
    '/api/ensure_company/handleLetterStatus': (body) =>
      actionReply ??
      (new URLSearchParams(body).get('action') === 'void'
        ? moved({ status: 6, status_text: '已作废' })
        : moved({
            status: 10,
            status_text: '待寄送',
            pay_method: 'offline',
            actions: ['print_letter', 're_print_letter', 'mail'],
          })),
    '/api/ensure_company/handleRefund': (body) =>
      actionReply ??
      (new URLSearchParams(body).get('action') === 'approve_refund'
        ? moved({ status: 9, status_text: '退款成功' })
        : moved({ status: 10, status_text: '待寄送' })),
    '/api/ensure_company/letterSign': () => {
      if (actionReply) return actionReply;
      detail = { ...detail, letter_no: 'ZZBH2026112300000001', letter_url: printed };
      return { data: { order_sn: sn, letter_url: printed, digest: 'abc' } };
    },
    '/api/ensure_company/reLetterSign': () => ({
      data: { order_sn: sn, letter_url: printed, digest: 'def' },
    }),
    '/api/ensure_company/mailLetter': (body) => {
      if (actionReply) return actionReply;
      const sent = new URLSearchParams(body);
      const delivery = {
        ...detail.delivery!,
        courier_company: sent.get('courier_company'),
        tracking_no: sent.get('tracking_no'),
        mailed_on: sent.get('mailed_on'),
      };
      return moved({ status: 11, status_text: '已寄出', delivery, actions: ['void'] });
    },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  detail = paperOrderDetail();
  log = [createdLog, signedLog];
  actionReply = null;
});
afterEach(() => {
  vi.useRealTimers();
  return closeOverlays();
});

const button = (name: string) => screen.getByRole('button', { name });
const dialog = () => screen.findByRole('dialog');

async function renderReview(path = `/papertwo?sn=${sn}`) {
  const { default: Page } = await import('./paper-review-page');
  return renderPage(path, <Page title="纸质保函 · 审核" />, {
    '/paperthree': <p>寄送页</p>,
    '/Dispatchletter/detail': <p>订单详情页</p>,
  });
}

async function renderMail() {
  const { default: Page } = await import('./paper-mail-page');
  const router = await renderPage(`/paperthree?sn=${sn}`, <Page title="纸质保函 · 寄送" />);
  await screen.findByText('南京江北新区建设局');
  return router;
}

describe('/papertwo: reviewing a paper application', () => {
  it('shows where the original goes and approves with the e-letter’s review dialog', async () => {
    await renderReview();
    expect(
      await screen.findByText(/原件寄往：李收件 13800000009 江苏省南京市鼓楼区中山路 100 号/),
    ).toBeInTheDocument();
    const delivery = screen.getByText('寄送信息').closest('.arco-card')!;
    expect(
      within(delivery as HTMLElement).getByText('江苏省南京市鼓楼区中山路 100 号'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('纸质投标保函').length).toBeGreaterThan(0);
    fireEvent.click(button('审核通过'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '确认通过' }));
    expect(await screen.findByText('审核已通过，等待企业支付')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/handleReviewStatus')?.get('action')).toBe(
      'approve',
    );
    // Approved, the order is no longer this desk's: it says so and offers no review.
    expect(await screen.findByText('订单当前状态为「待支付」，不在本页办理。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核驳回' })).toBeNull();
  });

  it('rejects only with a reason', async () => {
    await renderReview();
    fireEvent.click(await screen.findByRole('button', { name: '审核驳回' }));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '确认驳回' }));
    expect(await within(modal).findByText('请填写驳回原因（至少 2 个字）')).toBeInTheDocument();
    expect(called('/api/ensure_company/handleReviewStatus')).toBe(false);
    fireEvent.change(within(modal).getByLabelText('驳回原因'), {
      target: { value: '收件地址不完整' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('已驳回该订单')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/handleReviewStatus')!),
    ).toMatchObject({ order_sn: sn, action: 'reject', reason: '收件地址不完整' });
  });

  it('offers no review for an e-letter and sends it to the detail', async () => {
    detail = orderDetail();
    const router = await renderReview();
    expect(
      await screen.findByText('该订单为投标电子保函，不在纸质保函页办理，请在订单详情中处理。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核通过' })).toBeNull();
    fireEvent.click(button('查看订单详情'));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order_sn=${sn}`);
  });

  it('sends a paid paper order on to the mailing desk', async () => {
    detail = paperOrderDetail({
      status: 10,
      status_text: '待寄送',
      actions: ['print_letter', 're_print_letter', 'mail'],
    });
    const router = await renderReview();
    fireEvent.click(await screen.findByRole('button', { name: '去寄送' }));
    expect(await screen.findByText('寄送页')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?sn=${sn}`);
    expect(called('/api/ensure_company/letterSign')).toBe(false);
  });

  it('explains a missing order number instead of calling the API', async () => {
    await renderReview('/papertwo');
    expect(await screen.findByText('缺少订单号')).toBeInTheDocument();
    expect(called('/api/ensure_company/getOrderDetail')).toBe(false);
  });
});

describe('/paperthree: the mailing desk', () => {
  const mailForm = () => within(screen.getByRole('form', { name: '寄出原件' }));
  const fill = (fields: Record<string, string>) => {
    for (const [label, value] of Object.entries(fields))
      fireEvent.change(mailForm().getByLabelText(label), { target: { value } });
  };

  it('shows a PDF transfer voucher in the 转账凭证 row as a link, not as a picture', async () => {
    detail = paperOrderDetail({
      status: 10,
      status_text: '待寄送',
      pay_method: 'offline',
      pay_image: '/uploads/2026/11/voucher.pdf?expires=1764000000&sig=abc',
      actions: [],
    });
    await renderMail();
    expect(screen.getByRole('link', { name: '查看 PDF 凭证' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/voucher.pdf?expires=1764000000&sig=abc',
    );
    expect(screen.queryByRole('img', { name: '转账凭证' })).toBeNull();
  });

  it('confirms an offline payment, prints, then mails with the courier’s details after a confirmation', async () => {
    detail = paperOrderDetail({
      status: 2,
      status_text: '待支付',
      pay_method: 'offline',
      pay_image: '/uploads/2026/11/voucher.png',
      actions: ['confirm_payment'],
    });
    await renderMail();
    fireEvent.click(button('确认线下收款'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '确认已收款' }));
    expect(await screen.findByText('已确认线下收款')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/handleLetterStatus')?.get('action')).toBe(
      'confirm_payment',
    );

    // 待寄送 without a printable copy: mailing waits for it.
    expect(await screen.findByRole('button', { name: '生成打印件' })).toBeInTheDocument();
    expect(screen.getByText('请先生成打印件，打印并加盖公章后再寄出。')).toBeInTheDocument();
    expect(button('寄出')).toBeDisabled();
    await closeOverlays();
    fireEvent.click(button('生成打印件'));
    const confirmPrint = await dialog();
    expect(
      within(confirmPrint).getByText(/标注「纸质保函」，含保函编号与验真二维码/),
    ).toBeInTheDocument();
    fireEvent.click(within(confirmPrint).getByRole('button', { name: '生成打印件' }));
    expect(await screen.findByText('打印件已生成')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/letterSign')?.get('order_sn')).toBe(sn);
    expect(await screen.findByRole('link', { name: '预览打印件' })).toHaveAttribute(
      'href',
      `https://img.example.com${printed}`,
    );
    // A cross-origin file ignores `download`: the link must open a tab, never replace the console.
    const download = screen.getByRole('link', { name: '下载打印件' });
    expect(download).toHaveAttribute('download');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(screen.getByRole('button', { name: '重新生成' })).toBeInTheDocument();
    await closeOverlays();
    expect(screen.queryByRole('button', { name: '生成打印件' })).toBeNull();
    expect(button('寄出')).toBeEnabled();
    fill({ 快递公司: ' 顺丰速运 ', 快递单号: 'SF1234567890' });
    fireEvent.click(button('寄出'));
    const confirmMail = await dialog();
    expect(within(confirmMail).getByText('SF1234567890')).toBeInTheDocument();
    expect(
      within(confirmMail).getByText('李收件 13800000009 江苏省南京市鼓楼区中山路 100 号'),
    ).toBeInTheDocument();
    expect(called('/api/ensure_company/mailLetter')).toBe(false);
    fireEvent.click(within(confirmMail).getByRole('button', { name: '确认寄出' }));
    expect(await screen.findByText('保函原件已寄出')).toBeInTheDocument();
    const sent = lastSent(stub.seen, '/api/ensure_company/mailLetter')!;
    expect(Object.fromEntries(sent)).toMatchObject({
      order_sn: sn,
      courier_company: '顺丰速运',
      tracking_no: 'SF1234567890',
    });
    expect(sent.get('mailed_on')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Mailed: the courier shows, the form is gone, void is offered.
    expect(
      await screen.findByText(
        /^保函原件已于 \d{4}-\d{2}-\d{2} 交顺丰速运寄出，快递单号 SF1234567890；企业尚未确认签收。$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByText('寄送信息').closest('.arco-card') as HTMLElement).getByText(
        'SF1234567890',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '寄出原件' })).toBeNull();
    expect(button('作废')).toBeInTheDocument();
  });

  // Screen tests run at TZ=Etc/GMT+12 (tooling/vitest): there it is still the 28th.
  it('shows the payment time and picks the mailing date in Beijing time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-29T05:41:52Z')); // Beijing 2026-11-29 13:41:52
    detail = paperOrderDetail({
      status: 10,
      status_text: '待寄送',
      pay_time: Date.parse('2026-11-29T01:41:52Z') / 1000,
      letter_url: printed,
      actions: ['mail'],
    });
    await renderMail();
    expect(screen.getByText('2026-11-29 09:41:52')).toBeInTheDocument();
    const mailedOn = mailForm().getByLabelText('寄出日期');
    expect(mailedOn).toHaveValue('2026-11-29');
    // Beijing's today is the latest day offered, though the browser's own day is the 28th.
    expect(mailedOn).toHaveAttribute('max', '2026-11-29');
    fireEvent.change(mailedOn, { target: { value: '2026-11-28' } });
    expect(mailedOn).toHaveValue('2026-11-28');
    // A later day typed by hand is refused before anything is sent.
    fireEvent.change(mailedOn, { target: { value: '2026-11-30' } });
    fill({ 快递公司: '顺丰速运', 快递单号: 'SF1234567890' });
    fireEvent.click(button('寄出'));
    expect(await mailForm().findByText('日期不能晚于 2026-11-29')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/mailLetter')).toBeUndefined();
    fireEvent.change(mailedOn, { target: { value: '2026-11-29' } });
    expect(mailedOn).toHaveValue('2026-11-29');
    fill({ 快递公司: '顺丰速运', 快递单号: 'SF1234567890' });
    fireEvent.click(button('寄出'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '确认寄出' }));
    expect(await screen.findByText('保函原件已寄出')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/mailLetter')?.get('mailed_on')).toBe(
      '2026-11-29',
    );
  });

  it('checks the courier fields before sending and puts the server’s field errors on them', async () => {
    detail = paperOrderDetail({
      status: 10,
      status_text: '待寄送',
      letter_url: printed,
      actions: ['print_letter', 're_print_letter', 'mail'],
    });
    await renderMail();
    fireEvent.click(button('寄出'));
    expect(await mailForm().findByText('请输入快递公司')).toBeInTheDocument();
    expect(mailForm().getByText('请输入快递单号')).toBeInTheDocument();
    fill({ 快递公司: '顺丰速运', 快递单号: 'SF 12' });
    fireEvent.click(button('寄出'));
    expect(
      await mailForm().findByText('请输入正确的快递单号（6-40 位字母、数字或短横线）'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(called('/api/ensure_company/mailLetter')).toBe(false);

    actionReply = {
      status: 400,
      code: 0,
      msg: '该快递单号已用于其他订单',
      data: { fields: { tracking_no: '该快递单号已用于其他订单' } },
    };
    fill({ 快递单号: 'SF1234567890' });
    fireEvent.click(button('寄出'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '确认寄出' }));
    expect(await mailForm().findByText('该快递单号已用于其他订单')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '寄出原件' })).toBeInTheDocument();
  });

  it('asks to refresh when another desk mailed it first (409)', async () => {
    detail = paperOrderDetail({
      status: 10,
      status_text: '待寄送',
      letter_url: printed,
      actions: ['print_letter', 're_print_letter', 'mail'],
    });
    await renderMail();
    actionReply = { status: 409, code: 0, msg: '订单状态已变更，请刷新后重试' };
    fill({ 快递公司: '中国邮政 EMS', 快递单号: 'EMS-20261123' });
    fireEvent.click(button('寄出'));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '确认寄出' }));
    const prompt = await screen.findByRole('dialog', { name: '订单状态已变更' });
    detail = paperOrderDetail({
      status: 11,
      status_text: '已寄出',
      letter_url: printed,
      delivery: {
        ...detail.delivery!,
        courier_company: '京东物流',
        tracking_no: 'JD0001234567',
        mailed_on: '2026-11-23',
      },
      actions: ['void'],
    });
    fireEvent.click(within(prompt).getByRole('button', { name: '刷新' }));
    expect(await screen.findByText(/交京东物流寄出，快递单号 JD0001234567/)).toBeInTheDocument();
  });

  it('prints again only with a reason', async () => {
    detail = paperOrderDetail({
      status: 10,
      status_text: '待寄送',
      letter_url: printed,
      actions: ['print_letter', 're_print_letter', 'mail'],
    });
    await renderMail();
    fireEvent.click(button('重新生成'));
    const modal = await dialog();
    fireEvent.click(within(modal).getByRole('button', { name: '重新生成' }));
    expect(await within(modal).findByText('请填写重新生成原因（至少 2 个字）')).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('重新生成原因'), {
      target: { value: '收件人更正' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '重新生成' }));
    expect(await screen.findByText('打印件已重新生成')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/reLetterSign')?.get('reason')).toBe(
      '收件人更正',
    );
  });

  it('decides a refund request: refusing returns the order to 待寄送', async () => {
    detail = paperOrderDetail({
      status: 8,
      status_text: '退款审核',
      pay_method: 'wechat',
      actions: ['approve_refund', 'refuse_refund'],
    });
    await renderMail();
    expect(screen.queryByRole('form', { name: '寄出原件' })).toBeNull();
    fireEvent.click(button('同意退款'));
    expect(within(await dialog()).getByText(/订单结束，不再寄送原件/)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取消' }));
    await closeOverlays();
    fireEvent.click(button('拒绝退款'));
    const modal = await dialog();
    expect(
      within(modal).getByText('拒绝后订单回到待寄送，继续打印寄出；企业将看到拒绝原因。'),
    ).toBeInTheDocument();
    fireEvent.change(within(modal).getByLabelText('拒绝原因'), {
      target: { value: '原件已打印盖章' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '确认拒绝' }));
    expect(await screen.findByText('已拒绝退款，订单继续出函')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/handleRefund')!),
    ).toMatchObject({ action: 'refuse_refund', reason: '原件已打印盖章' });
  });

  it('voids a received letter with a reason', async () => {
    const delivery = {
      ...paperOrderDetail().delivery!,
      courier_company: '顺丰速运',
      tracking_no: 'SF1234567890',
      mailed_on: '2026-11-23',
      received_time: 1_763_990_000,
    };
    detail = paperOrderDetail({
      status: 12,
      status_text: '已签收',
      letter_url: printed,
      delivery,
      actions: ['void'],
    });
    await renderMail();
    expect(screen.getByText(/企业已于 2025-11-24 \d\d:\d\d:\d\d 确认签收/)).toBeInTheDocument();
    fireEvent.click(button('作废'));
    const modal = await dialog();
    fireEvent.change(within(modal).getByLabelText('作废原因'), {
      target: { value: '招标项目已终止' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: '确认作废' }));
    expect(await screen.findByText('保函已作废')).toBeInTheDocument();
    expect(
      Object.fromEntries(lastSent(stub.seen, '/api/ensure_company/handleLetterStatus')!),
    ).toMatchObject({ action: 'void', note: '招标项目已终止' });
  });
});

describe('the detail of a paper order', () => {
  it('sends its actions to the desk instead of offering them', async () => {
    detail = paperOrderDetail({
      status: 10,
      status_text: '待寄送',
      actions: ['print_letter', 're_print_letter', 'mail'],
    });
    const { default: Page } = await import('./order-detail-page');
    const router = await renderPage(`/Dispatchletter/detail?order_sn=${sn}`, <Page />, {
      '/paperthree': <p>寄送页</p>,
    });
    expect(await screen.findByText('纸质保函在「纸质保函 · 寄送」页办理。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '生成打印件' })).toBeNull();
    fireEvent.click(button('去寄送'));
    expect(await screen.findByText('寄送页')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?sn=${sn}`);
  });

  it.each([
    [11, '已寄出', '已出函', '/Dispatchletter/reardhan'],
    [10, '待寄送', '待出函', '/Dispatchletter/waitsent'],
  ])(
    'in the console shell, /paperthree for an order at %i (%s) sits under its stage %s',
    async (status, statusText, stage, stagePath) => {
      detail = paperOrderDetail({ status, status_text: statusText, actions: [] });
      const [{ default: Page }, { default: Shell }] = await Promise.all([
        import('./paper-mail-page'),
        import('../../app/shell'),
      ]);
      await renderPage(
        `/paperthree?sn=${sn}`,
        <Shell>
          <Page title="纸质保函 · 寄送" />
        </Shell>,
      );
      const trail = screen.getByRole('list', { name: '当前位置' });
      expect(await within(trail).findByRole('link', { name: stage })).toHaveAttribute(
        'href',
        stagePath,
      );
      expect(
        within(trail)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([stage, '纸质保函 · 寄送']);
    },
  );
});
