// /paperdetail?sn=: status and steps, the receiving address, the courier once mailed, the pay
// section over the paper endpoints, and only the actions getDetail offers — cancel and 确认签收
// behind confirmation dialogs, the refund with a required reason — each calling its paper endpoint.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ORDER_SN,
  orderStatus,
  paperOrder,
  renderPaperPage,
  user,
  whereNow,
  withApplyStub,
} from './paper-test-kit';

let order = paperOrder(2, { actions: ['cancel'] });

const payInfo = {
  order_sn: ORDER_SN,
  amount: '7500.00',
  subject: '纸质投标保函保费',
  bank: {
    account_name: '江苏信达融资担保有限公司',
    account_no: '3201 0000 9999',
    bank_name: '中国银行南京分行',
  },
  online_pay: 1,
  checkout_methods: ['wechat_native', 'wechat_h5', 'alipay_page', 'alipay_wap'],
  wechat: null,
};

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/paper_letter/getDetail': () => ({ data: order }),
  '/api/order/getOrderStatus': () => orderStatus(order.status, order.status_text),
  '/api/order/getQueryPayLog': { data: [] },
  '/api/paper_letter/getPayInfo': { data: payInfo },
  '/api/tools/uploadFile': {
    data: { url: '/uploads/2026/11/voucher.png', name: 'voucher.png', size: 3, mime: 'image/png' },
  },
  '/api/paper_letter/addPayImage': { data: null },
  '/api/paper_letter/cancelLetter': () => {
    order = paperOrder(7, { actions: [] });
    return { data: { sn: ORDER_SN, status: 7 } };
  },
  '/api/paper_letter/refundOrder': () => {
    order = paperOrder(8, { actions: [] });
    return { data: { sn: ORDER_SN, status: 8 } };
  },
  '/api/paper_letter/confirmReceipt': () => {
    order = paperOrder(12, {
      actions: [],
      letter_no: 'XD-P-2026-000001',
      letter_url: '/uploads/letters/P1.pdf',
    });
    return { data: { sn: ORDER_SN, status: 12 } };
  },
}));

beforeEach(() => {
  order = paperOrder(2, { actions: ['cancel'] });
});

const renderDetail = (url = `/paperdetail?sn=${ORDER_SN}`) =>
  renderPaperPage(url, 'detail', '纸质保函详情');

describe('/paperdetail', () => {
  it('待支付: the receiving address, the premium to pay by WeChat or voucher (paper endpoints), cancel offered', async () => {
    await renderDetail();
    expect(await screen.findByLabelText('状态：待支付')).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_letter/getDetail')).toMatchObject({ order_sn: ORDER_SN });
    expect(screen.getByText('江苏省南京市江北新区 浦滨路 88 号 3 楼')).toBeInTheDocument();
    expect(screen.getByText('担保机构寄出后显示快递公司和单号')).toBeInTheDocument();
    const pay = await screen.findByRole('region', { name: '支付保费' });
    expect(await within(pay).findByText('3201 0000 9999')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `取消订单 ${ORDER_SN}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '确认签收' })).toBeNull();

    fireEvent.change(screen.getByLabelText('上传转账凭证'), {
      target: { files: [new File(['png'], 'voucher.png', { type: 'image/png' })] },
    });
    await screen.findByRole('img', { name: 'voucher.png 预览' });
    fireEvent.click(screen.getByRole('button', { name: '提交凭证' }));
    expect(await screen.findByText('转账凭证已提交，等待担保机构确认收款')).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_letter/addPayImage')).toMatchObject({
      order_sn: ORDER_SN,
      image: '/uploads/2026/11/voucher.png',
    });
    expect(
      stub.count('/api/order/getPayInfo') +
        stub.count('/api/order/addPayImage') +
        stub.count('/api/order/getOrderInfo'),
    ).toBe(0);
  });

  it('cancels only after the confirmation dialog, through paper_letter/cancelLetter', async () => {
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: `取消订单 ${ORDER_SN}` }));
    const dialog = await screen.findByRole('dialog', { name: '取消订单' });
    fireEvent.click(within(dialog).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '取消订单' })).toBeNull());
    expect(stub.count('/api/paper_letter/cancelLetter')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: `取消订单 ${ORDER_SN}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '取消订单' })).getByRole('button', {
        name: '确认取消',
      }),
    );
    expect(
      await screen.findByText('订单已取消', { selector: '.arco-message *' }),
    ).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_letter/cancelLetter')).toMatchObject({ order_sn: ORDER_SN });
    expect(await screen.findByLabelText('状态：已取消')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
  });

  it('待寄送: the refund needs a reason (Chinese message, nothing sent), then paper_letter/refundOrder', async () => {
    order = paperOrder(10, {
      actions: ['request_refund'],
      pay_method: 'offline',
      pay_time: 1_764_000_000,
    });
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '申请退款' }));
    const dialog = await screen.findByRole('dialog', { name: '申请退款' });
    expect(within(dialog).getByText(/保函暂停寄送/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByText('请填写退款原因（至少 2 个字）')).toBeInTheDocument();
    expect(stub.count('/api/paper_letter/refundOrder')).toBe(0);

    fireEvent.change(within(dialog).getByLabelText('退款原因'), {
      target: { value: '项目取消招标' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByLabelText('状态：退款审核')).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_letter/refundOrder')).toMatchObject({
      order_sn: ORDER_SN,
      reason: '项目取消招标',
    });
    expect(stub.count('/api/paper_letter/cancelLetter')).toBe(0);
  });

  it('已寄出: courier, tracking number and date, the letter to download, 确认签收 behind a dialog', async () => {
    order = paperOrder(11, {
      actions: ['confirm_receipt'],
      letter_no: 'XD-P-2026-000001',
      letter_url: '/uploads/letters/P1.pdf',
      pay_method: 'wechat',
      pay_time: 1_764_000_000,
    });
    await renderDetail();
    expect(await screen.findByText('SF1234567890')).toBeInTheDocument();
    expect(screen.getByText('顺丰速运')).toBeInTheDocument();
    expect(screen.getByText('2026-11-26')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 PDF 保函' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/letters/P1.pdf',
    );
    expect(screen.queryByRole('region', { name: '支付保费' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '确认签收' }));
    const dialog = await screen.findByRole('dialog', { name: '确认签收' });
    expect(within(dialog).getByText(/顺丰速运 SF1234567890/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认签收' }));
    expect(await screen.findByLabelText('状态：已签收')).toBeInTheDocument();
    expect(stub.lastFields('/api/paper_letter/confirmReceipt')).toMatchObject({
      order_sn: ORDER_SN,
    });
    expect(screen.queryByRole('button', { name: '确认签收' })).toBeNull();
  });

  it('offers nothing the server does not: no cancel, refund or receipt without their actions', async () => {
    order = paperOrder(11, {
      actions: [],
      letter_no: 'XD-P-2026-000001',
      letter_url: '/uploads/letters/P1.pdf',
    });
    await renderDetail();
    await screen.findByText('SF1234567890');
    expect(screen.queryByRole('button', { name: '确认签收' })).toBeNull();
    expect(screen.queryByRole('button', { name: /取消订单/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '申请退款' })).toBeNull();
  });

  it('a voided letter is no longer offered for download', async () => {
    order = paperOrder(6, {
      actions: [],
      letter_no: 'XD-P-2026-000001',
      letter_url: '/uploads/letters/P1.pdf',
    });
    await renderDetail();
    expect(await screen.findByText('已作废，不再提供下载')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '下载 PDF 保函' })).toBeNull();
  });

  it('explains a missing order number and leads back to 我的纸质保函', async () => {
    await renderDetail('/paperdetail');
    fireEvent.click(await screen.findByRole('link', { name: '返回保函订单' }));
    expect(await whereNow()).toHaveTextContent('/paper/paper');
  });

  describe('at phone width (375 px)', () => {
    const realWidth = window.innerWidth;
    beforeEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 }),
    );
    afterEach(() =>
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth }),
    );

    it('names the paper step the order is at', async () => {
      order = paperOrder(11, { actions: ['confirm_receipt'] });
      await renderDetail();
      expect(await screen.findByRole('navigation', { name: '办理进度' })).toHaveTextContent(
        '第 5 步，共 6 步：确认签收',
      );
    });
  });
});
