// /myLetter/detail through the real transport against a local HTTP server.
import { Message } from '@arco-design/web-react';
import type { CheckoutMethod, OrderDetail } from '@bht/api-client';
import { formatDateTime } from '@bht/validators';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StubReply } from '@bht/vitest-config/api-stub-server';
import { leavePage } from '../payments/leave-page';
import { orderDetail, renderAt, startOrderStub, type OrderStub } from './test-kit';

const SN = 'BH202611230002';
let stub: OrderStub;
let order: OrderDetail;
let polledStatus = 2;
let payLogs: unknown[] = [];
/** What requestRefund answers; null: success (the order moves to 退款审核). */
let refundReply: StubReply | null = null;
/** The guarantor's 在线支付 switch as getPayInfo answers it. */
let onlinePay = 1;
const ALL_METHODS: CheckoutMethod[] = ['wechat_native', 'wechat_h5', 'alipay_page', 'alipay_wap'];
/** The ways to pay online getPayInfo offers (checkout_methods). */
let checkoutMethods = ALL_METHODS;
/** What /api/pay/checkout answers, by the request's method. */
let checkoutReply: (method: string) => StubReply = () => ({ status: 500, code: 0, msg: '未设置' });
const SANDBOX_CASHIER = 'http://127.0.0.1:3000/api/sandbox/cashier?prepay_id=sandbox_1';

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/order/getOrderInfo': () => ({ data: order }),
    '/api/order/getOrderStatus': () => ({
      data: { order: { sn: SN, status: polledStatus, status_text: '状态' } },
    }),
    '/api/order/getPayInfo': () => ({
      data: {
        order_sn: SN,
        amount: '1200.00',
        subject: '投标保函保费',
        bank: {
          account_name: '信达融资担保有限公司',
          account_no: '3201 0000 1234 5678',
          bank_name: '中国建设银行南京江北支行',
        },
        online_pay: onlinePay,
        checkout_methods: onlinePay ? checkoutMethods : [],
        wechat: null,
      },
    }),
    '/api/order/getQueryPayLog': () => ({ data: payLogs }),
    '/api/pay/checkout': (body) => checkoutReply(new URLSearchParams(body).get('method') ?? ''),
    '/api/tools/uploadFile': {
      data: {
        url: '/uploads/2026/11/voucher.png',
        name: 'voucher.png',
        size: 3,
        mime: 'image/png',
      },
    },
    '/api/order/addPayImage': { data: null },
    '/api/order/requestRefund': () => {
      if (refundReply) return refundReply;
      order = orderDetail(SN, 8, { pay_method: 'wechat', pay_time: 1_763_900_000, actions: [] });
      polledStatus = 8;
      return { data: { sn: SN, status: 8 } };
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  order = orderDetail(SN, 2);
  polledStatus = 2;
  payLogs = [];
  refundReply = null;
  onlinePay = 1;
  checkoutMethods = ALL_METHODS;
  stub.seen.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Message.clear(); // toasts live outside the rendered tree
});

async function renderDetail(query = '') {
  const { default: Page } = await import('./order-detail-page');
  return renderAt(`/myLetter/detail?order_sn=${SN}${query}`, <Page />);
}

const bodyOf = (line: string) => new URLSearchParams(line.split(' ').slice(2).join(' '));

describe('OrderDetailPage', () => {
  it('offers the online ways to pay, WeChat in-app (QR code of /text_pay) among them, and the transfer while 待支付', async () => {
    await renderDetail();
    expect(
      await screen.findByRole('heading', { name: '南京市江北新区污水管网改造工程' }),
    ).toBeInTheDocument();
    const pay = await screen.findByRole('region', { name: '支付保费' });
    const ways = await within(pay).findAllByRole('radio');
    // A desktop browser: no WeChat H5 (phones only).
    expect(ways.map((way) => way.closest('label')?.textContent)).toEqual([
      '微信扫码支付',
      '支付宝',
      '在微信中打开支付',
    ]);
    expect(within(pay).getByText('请选择支付方式')).toBeInTheDocument();
    fireEvent.click(within(pay).getByRole('radio', { name: '在微信中打开支付' }));
    expect(await within(pay).findByRole('img', { name: '微信支付二维码' })).toBeInTheDocument();
    expect(within(pay).getByRole('link', { name: '已在微信中？点此打开支付页面' })).toHaveAttribute(
      'href',
      `${window.location.origin}/text_pay?order_sn=${SN}`,
    );
    expect(within(pay).getByText('¥1,200.00', { selector: 'strong *' })).toBeInTheDocument();
    expect(within(pay).getByText('3201 0000 1234 5678')).toBeInTheDocument();
    expect(within(pay).getByText('中国建设银行南京江北支行')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `取消订单 ${SN}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看合同（PDF）' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/contract.pdf',
    );
    expect(await screen.findByText('暂无支付记录')).toBeInTheDocument();
    // Opening the page or choosing the in-app payment places no order at a channel.
    expect(stub.calls('/api/pay/checkout')).toHaveLength(0);
  });

  it('微信扫码支付: the QR code of the checkout’s code_url, 重新生成, then 支付成功 once the order leaves 待支付', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let placed = 0;
    checkoutReply = (method) => {
      placed += 1;
      // A real channel's code_url is weixin://…; the sandbox's is its cashier page.
      const code = placed === 1 ? 'weixin://wxpay/bizpayurl?pr=abc123' : SANDBOX_CASHIER;
      return { data: { method, code_url: code, pay_url: null } };
    };
    await renderDetail();
    const pay = await screen.findByRole('region', { name: '支付保费' });
    fireEvent.click(await within(pay).findByRole('radio', { name: '微信扫码支付' }));
    expect(await within(pay).findByRole('img', { name: '微信扫码支付二维码' })).toBeInTheDocument();
    const sent = bodyOf(stub.calls('/api/pay/checkout')[0]!);
    expect(Object.fromEntries(sent)).toEqual({
      order_sn: SN,
      method: 'wechat_native',
      return_url: `${window.location.origin}/myLetter/detail?order_sn=${SN}&pay_return=1`,
    });
    expect(within(pay).getByText('请使用微信扫一扫完成支付')).toBeInTheDocument();
    expect(within(pay).getAllByText('¥1,200.00', { selector: 'strong *' })).toHaveLength(2);
    // weixin:// is for WeChat only: no page to open here.
    expect(within(pay).queryByRole('link', { name: '打开支付页面' })).toBeNull();

    fireEvent.click(within(pay).getByRole('button', { name: '重新生成' }));
    expect(await within(pay).findByRole('link', { name: '打开支付页面' })).toHaveAttribute(
      'href',
      SANDBOX_CASHIER,
    );
    expect(stub.calls('/api/pay/checkout')).toHaveLength(2);

    // Paid on the phone: the next status poll (every 3 s) sees it.
    order = orderDetail(SN, 3, { pay_method: 'wechat', pay_time: 1_763_900_000, actions: [] });
    polledStatus = 3;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findAllByText('支付成功')).not.toHaveLength(0);
    expect(await screen.findByLabelText('状态：出函中')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '支付保费' })).toBeNull();
    expect(screen.getByText('微信支付')).toBeInTheDocument();
    expect(stub.calls('/api/pay/checkout')).toHaveLength(2);
  });

  it('shows the envelope’s message when the checkout is refused, and 重新生成 tries again', async () => {
    checkoutReply = () => ({ status: 409, code: 0, msg: '订单状态已变更，请刷新后重试' });
    await renderDetail();
    const pay = await screen.findByRole('region', { name: '支付保费' });
    fireEvent.click(await within(pay).findByRole('radio', { name: '微信扫码支付' }));
    expect(await screen.findByText('订单状态已变更，请刷新后重试')).toBeInTheDocument();
    expect(
      within(pay).getByText('支付二维码生成失败，请重新生成或选择其他支付方式。'),
    ).toBeInTheDocument();
    expect(within(pay).queryByRole('img', { name: '微信扫码支付二维码' })).toBeNull();
    fireEvent.click(within(pay).getByRole('button', { name: '重新生成' }));
    await waitFor(() => expect(stub.calls('/api/pay/checkout')).toHaveLength(2));
  });

  it('支付宝: one checkout (alipay_page on a desktop), then the browser goes to its pay_url', async () => {
    const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
    const cashier = 'https://openapi.alipay.com/gateway.do?biz_content=x';
    checkoutReply = (method) => ({ data: { method, code_url: null, pay_url: cashier } });
    await renderDetail();
    const pay = await screen.findByRole('region', { name: '支付保费' });
    fireEvent.click(await within(pay).findByRole('radio', { name: '支付宝' }));
    const go = await within(pay).findByRole('button', { name: '前往支付宝付款' });
    fireEvent.click(go);
    fireEvent.click(go);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(cashier));
    expect(stub.calls('/api/pay/checkout')).toHaveLength(1);
    expect(bodyOf(stub.calls('/api/pay/checkout')[0]!).get('method')).toBe('alipay_page');
  });

  it('lists only the ways the server offers', async () => {
    checkoutMethods = ['alipay_wap'];
    await renderDetail();
    const pay = await screen.findByRole('region', { name: '支付保费' });
    await within(pay).findByRole('radio', { name: '支付宝' });
    expect(within(pay).queryByRole('radio', { name: '微信扫码支付' })).toBeNull();
    expect(within(pay).getAllByRole('radio')).toHaveLength(2);
  });

  it('back from a hosted cashier (pay_return=1): 正在确认支付结果… until the order has left 待支付', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderDetail('&pay_return=1');
    expect(await screen.findByText('正在确认支付结果…')).toBeInTheDocument();
    order = orderDetail(SN, 3, { pay_method: 'alipay', pay_time: 1_763_900_000, actions: [] });
    polledStatus = 3;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('保费已支付，担保机构将按流程办理。')).toBeInTheDocument();
    expect(await screen.findByLabelText('状态：出函中')).toBeInTheDocument();
    expect(screen.getByText('支付宝')).toBeInTheDocument();
    expect(screen.queryByText('正在确认支付结果…')).toBeNull();
  });

  it('offers only the transfer when the guarantor has switched online payment off', async () => {
    onlinePay = 0;
    await renderDetail();
    const pay = await screen.findByRole('region', { name: '支付保费' });
    expect(
      await within(pay).findByText(
        '该担保机构暂未开通在线支付，请通过对公转账支付保费并上传转账凭证。',
      ),
    ).toBeInTheDocument();
    expect(within(pay).queryByRole('radio')).toBeNull();
    expect(within(pay).getByText('3201 0000 1234 5678')).toBeInTheDocument();
  });

  it('uploads a transfer voucher and submits it with addPayImage', async () => {
    await renderDetail();
    const submit = await screen.findByRole('button', { name: '提交凭证' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('上传转账凭证'), {
      target: { files: [new File(['png'], 'voucher.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'voucher.png 预览' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/2026/11/voucher.png',
    );
    expect(stub.calls('/api/tools/uploadFile')[0]).toContain('name="scene"\r\n\r\npay_image');
    order = { ...order, pay_image: '/uploads/2026/11/voucher.png' };
    payLogs = [
      {
        id: 1,
        order_sn: SN,
        channel: 'offline',
        amount: '1200.00',
        trade_no: null,
        status: 'pending',
        create_time: 1_763_900_000,
      },
    ];
    fireEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(await screen.findByText('转账凭证已提交，等待担保机构确认收款')).toBeInTheDocument();
    const sent = bodyOf(stub.calls('/api/order/addPayImage')[0]!);
    expect(sent.get('order_sn')).toBe(SN);
    expect(sent.get('image')).toBe('/uploads/2026/11/voucher.png');
    expect(await screen.findByRole('link', { name: '查看凭证' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/voucher.png',
    );
    expect(await screen.findByText('待确认')).toBeInTheDocument();
    expect(screen.getByText('线下转账', { selector: 'td *, td' })).toBeInTheDocument();
  });

  it('polls the status while in progress, reloads when it changes and stops once issued', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    order = orderDetail(SN, 3, { pay_method: 'wechat', pay_time: 1_763_900_000 });
    polledStatus = 3;
    await renderDetail();
    expect(await screen.findByLabelText('状态：出函中')).toBeInTheDocument();
    await waitFor(() => expect(stub.calls('/api/order/getOrderStatus')).toHaveLength(1));

    order = orderDetail(SN, 4, {
      letter_no: 'XD-2026-000001',
      letter_url: '/uploads/2026/11/letter.pdf',
      letter_ofd_url: '/uploads/2026/11/letter.ofd',
      letter_digests: {
        pdf_sha256: 'a1'.repeat(32),
        pdf_sm3: 'b2'.repeat(32),
        ofd_sha256: null,
        ofd_sm3: null,
      },
      valid_from: '2026-11-23',
      valid_to: '2027-03-01',
    });
    polledStatus = 4;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByLabelText('状态：已出函')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 PDF 保函' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/letter.pdf',
    );
    expect(screen.getByRole('link', { name: '下载 OFD 保函' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/letter.ofd',
    );
    expect(screen.getByText('2026-11-23 至 2027-03-01')).toBeInTheDocument();
    // 文件摘要: the PDF's digests (no OFD yet), each copyable.
    expect(screen.getByLabelText('PDF SHA-256 摘要')).toHaveTextContent('a1'.repeat(32));
    expect(screen.getByLabelText('PDF SM3 摘要')).toHaveTextContent('b2'.repeat(32));
    expect(screen.queryByText('OFD SHA-256')).toBeNull();
    expect(screen.queryByRole('region', { name: '支付保费' })).toBeNull();

    const polls = stub.calls('/api/order/getOrderStatus').length;
    expect(polls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(stub.calls('/api/order/getOrderStatus')).toHaveLength(polls);
  });

  it('paid elsewhere while the payment section shows: it goes away without asking getPayInfo again (the server would answer 409)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderDetail();
    expect(await screen.findByRole('region', { name: '支付保费' })).toBeInTheDocument();
    await waitFor(() => expect(stub.calls('/api/order/getPayInfo')).toHaveLength(1));

    order = orderDetail(SN, 3, { pay_method: 'offline', pay_time: 1_763_900_000 });
    polledStatus = 3;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await screen.findByLabelText('状态：出函中')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '支付保费' })).toBeNull();
    expect(stub.calls('/api/order/getPayInfo')).toHaveLength(1);
  });

  it('shows the reason of a rejected order and offers no payment or cancel', async () => {
    order = orderDetail(SN, 5, { reject_reason: '资质证书已过期', actions: [] });
    await renderDetail();
    expect(await screen.findByText('驳回原因：资质证书已过期')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '支付保费' })).toBeNull();
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
    expect(stub.calls('/api/order/getPayInfo')).toHaveLength(0);
  });

  it('shows why the latest refund request was refused, and when', async () => {
    order = orderDetail(SN, 3, {
      pay_method: 'wechat',
      pay_time: 1_763_900_000,
      refund_refusal: { reason: '开标在即，保函已在制作', time: 1_764_000_000 },
      actions: ['request_refund'],
    });
    polledStatus = 3;
    await renderDetail();
    const alert = (await screen.findByText(/退款申请未通过/)).closest('.arco-alert');
    expect(alert).toHaveTextContent(
      `退款申请未通过：开标在即，保函已在制作（${formatDateTime(1_764_000_000)}）`,
    );
    expect(screen.getByRole('button', { name: '申请退款' })).toBeInTheDocument();
  });

  it('shows no refusal when there is none', async () => {
    order = orderDetail(SN, 3, { pay_method: 'wechat', pay_time: 1_763_900_000, actions: [] });
    polledStatus = 3;
    await renderDetail();
    expect(await screen.findByLabelText('状态：出函中')).toBeInTheDocument();
    expect(screen.queryByText(/退款申请未通过/)).toBeNull();
  });

  it('requests a refund with its reason and then shows the refund review', async () => {
    order = orderDetail(SN, 3, {
      pay_method: 'wechat',
      pay_time: 1_763_900_000,
      actions: ['request_refund'],
    });
    polledStatus = 3;
    payLogs = [
      {
        id: 1,
        order_sn: SN,
        channel: 'wechat',
        amount: '1200.00',
        trade_no: 'WX2026112300001',
        status: 'paid',
        create_time: 1_763_900_000,
      },
    ];
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退款' });
    expect(within(dialog).getByText('¥1,200.00')).toBeInTheDocument();
    expect(within(dialog).getByText(/原路退回/)).toBeInTheDocument();
    const payLogReads = stub.calls('/api/order/getQueryPayLog').length;

    fireEvent.change(within(dialog).getByLabelText('退款原因'), {
      target: { value: '项目延期开标' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('退款申请已提交，等待担保机构审核')).toBeInTheDocument();
    const sent = bodyOf(stub.calls('/api/order/requestRefund')[0]!);
    expect(sent.get('order_sn')).toBe(SN);
    expect(sent.get('reason')).toBe('项目延期开标');
    expect(await screen.findByLabelText('状态：退款审核')).toBeInTheDocument();
    expect(screen.getByText('退款申请审核中')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    await waitFor(() =>
      expect(stub.calls('/api/order/getQueryPayLog').length).toBeGreaterThan(payLogReads),
    );
  });

  it('asks for a refund reason and shows the server field error on it', async () => {
    order = orderDetail(SN, 3, {
      pay_method: 'offline',
      pay_time: 1_763_900_000,
      actions: ['request_refund'],
    });
    polledStatus = 3;
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退款' });
    expect(within(dialog).getByText(/退回原付款账户/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请填写退款原因（至少 2 个字）')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: ' 退 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() =>
      expect(within(dialog).getByText('请填写退款原因（至少 2 个字）')).toBeInTheDocument(),
    );
    expect(stub.calls('/api/order/requestRefund')).toHaveLength(0);

    refundReply = {
      status: 400,
      code: 0,
      msg: '退款原因不能只包含标点',
      data: { fields: { reason: '退款原因不能只包含标点' } },
    };
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '。。。' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('退款原因不能只包含标点')).toBeInTheDocument();
    expect(stub.calls('/api/order/requestRefund')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: '申请退款' })).toBeInTheDocument();
    expect(screen.getByLabelText('状态：出函中')).toBeInTheDocument();
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('支付宝 on a phone-width screen: its mobile cashier (alipay_wap)', async () => {
      const leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
      checkoutReply = (method) => ({ data: { method, code_url: null, pay_url: SANDBOX_CASHIER } });
      await renderDetail();
      const pay = await screen.findByRole('region', { name: '支付保费' });
      fireEvent.click(await within(pay).findByRole('radio', { name: '支付宝' }));
      fireEvent.click(await within(pay).findByRole('button', { name: '前往支付宝付款' }));
      await waitFor(() => expect(leave).toHaveBeenCalledWith(SANDBOX_CASHIER));
      expect(bodyOf(stub.calls('/api/pay/checkout')[0]!).get('method')).toBe('alipay_wap');
    });

    it('names the current step in full and shows each payment as a card', async () => {
      order = orderDetail(SN, 4, {
        letter_no: 'XD-2026-000001',
        letter_url: '/uploads/2026/11/letter.pdf',
        pay_method: 'wechat',
        pay_time: 1_763_900_000,
        actions: [],
      });
      polledStatus = 4;
      payLogs = [
        {
          id: 1,
          order_sn: SN,
          channel: 'wechat',
          amount: '1200.00',
          trade_no: 'WX2026112300001',
          status: 'paid',
          create_time: 1_763_900_000,
        },
      ];
      await renderDetail();
      const progress = await screen.findByRole('navigation', { name: '办理进度' });
      expect(progress).toHaveTextContent('第 5 步，共 5 步：已出函');
      const payments = within(await screen.findByRole('list', { name: '支付记录' })).getAllByRole(
        'listitem',
      );
      expect(payments).toHaveLength(1);
      expect(within(payments[0]!).getByText('交易号').tagName).toBe('DT');
      expect(within(payments[0]!).getByText('WX2026112300001')).toBeInTheDocument();
      expect(within(payments[0]!).getByText('已支付')).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: '交易号' })).toBeNull();
    });
  });

  it('explains a missing order number', async () => {
    const { default: Page } = await import('./order-detail-page');
    await renderAt('/myLetter/detail', <Page />);
    expect(await screen.findByText('缺少订单号')).toBeInTheDocument();
  });
});

describe('OrderDetailPage of a sealed bid', () => {
  const SEALED = '开标前保密';
  const LETTER_NO = 'XD-2026-000123';
  const sealedProject = {
    ...orderDetail(SN, 4).project,
    name: SEALED,
    bid_section: SEALED,
    tender_unit: SEALED,
  };
  const issued: Partial<OrderDetail> = {
    letter_no: LETTER_NO,
    letter_url: '/uploads/2026/11/letter.pdf',
    valid_from: '2026-11-23',
    valid_to: '2027-03-20',
    pay_method: 'platform',
    pay_time: 1_763_900_000,
    actions: [],
  };
  /** A letter the current one replaced with the same number. */
  const earlierLetter = (
    id: number,
    because: 'bid_opened' | 'opening_postponed',
    digest: string,
  ): OrderDetail['earlier_letters'][number] => ({
    id,
    letter_no: LETTER_NO,
    sealed: 1,
    valid_from: '2026-11-23',
    valid_to: id === 1 ? '2027-02-20' : '2027-03-20',
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

  it('says the fields are sealed until bid opening, marks the letter 密文保函 and mutes the sealed fields', async () => {
    order = orderDetail(SN, 4, {
      ...issued,
      project_name: SEALED,
      project: sealedProject,
      sealed_until_opening: 1,
    });
    polledStatus = 4;
    await renderDetail();
    const heading = await screen.findByRole('heading', { name: SEALED });
    expect(
      screen
        .getByText(
          '开标前保密：交易平台在开标前对标段、项目名称和招标人加密，现在出具的是密文保函。开标后交易平台释放密钥，担保机构将以同一保函编号出具明文保函。',
        )
        .closest('[role="alert"]'),
    ).toHaveClass('arco-alert-info');
    expect(screen.getByText('密文保函').closest('.arco-descriptions-item-value')).toHaveTextContent(
      `${LETTER_NO}密文保函`,
    );
    // The title, 项目名称, 标段 and 招标人: muted, not as if they were the project's.
    const sealed = screen.getAllByText(SEALED);
    expect(sealed).toHaveLength(4);
    expect(heading).toContainElement(sealed[0]!);
    for (const field of sealed) expect(field).toHaveStyle({ color: 'var(--color-text-3)' });
    expect(screen.queryByRole('list', { name: '保函版本' })).toBeNull();
  });

  it('lists the 保函版本 after two re-issues: the current letter, then each earlier one with its cause and files', async () => {
    order = orderDetail(SN, 4, {
      ...issued,
      earlier_letters: [
        earlierLetter(2, 'bid_opened', 'b2'),
        earlierLetter(1, 'opening_postponed', 'a1'),
      ],
    });
    polledStatus = 4;
    await renderDetail();
    const list = await screen.findByRole('list', { name: '保函版本' });
    expect(screen.queryByText(/现在出具的是密文保函/)).toBeNull();
    const versions = within(list).getAllByRole('listitem');
    expect(versions).toHaveLength(3);
    const [current, second, first] = versions as [HTMLElement, HTMLElement, HTMLElement];
    expect(current).toHaveAccessibleName('当前版本');
    expect(current).toHaveTextContent(LETTER_NO);
    expect(current).toHaveTextContent('明文保函');
    expect(current).toHaveTextContent(
      '已替代 2 个早期版本（同一保函编号）；最近一次：开标后出具明文保函',
    );
    expect(second).toHaveTextContent('替换原因开标后出具明文保函');
    expect(first).toHaveTextContent('替换原因开标延期，延长有效期');
    expect(first).toHaveTextContent('2026-11-23 至 2027-02-20');
    for (const [item, id, digest] of [
      [second, 2, 'b2'],
      [first, 1, 'a1'],
    ] as const) {
      expect(item).toHaveTextContent('密文保函');
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
