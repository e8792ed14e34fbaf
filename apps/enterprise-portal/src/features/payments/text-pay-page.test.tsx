// /text_pay through the real transport against a local HTTP server; leaving the SPA (OAuth page,
// cashier) is observed on leavePage, since jsdom cannot navigate.
import { Message } from '@arco-design/web-react';
import { clearToken, setToken } from '@bht/auth-guard';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, startOrderStub, type OrderStub } from '../orders/test-kit';
import { leavePage } from './leave-page';

const SN = 'BH202611230002';
const AUTHORIZE =
  'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&scope=snsapi_userinfo';
const PAY = {
  appId: 'wx1',
  timeStamp: '1763900000',
  nonceStr: 'n0nce123',
  package: 'prepay_id=wx2026',
  signType: 'HMAC-SHA256',
  paySign: 'ABCDEF0123456789',
};
let stub: OrderStub;
let leave: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/wechat/getAuthorizeUrl': { data: { url: AUTHORIZE } },
    '/api/wechat/getOpenid': {
      data: {
        openid: 'o-1',
        pay: PAY,
        cashier_url: 'https://api.example.com/api/sandbox/cashier?prepay_id=wx2026',
      },
    },
    '/api/order/getOrderStatus': { data: { order: { sn: SN, status: 3, status_text: '出函中' } } },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  setToken('e'.repeat(40));
  leave = vi.spyOn(leavePage, 'to').mockImplementation(() => undefined);
});
afterEach(() => {
  leave.mockRestore();
  delete window.WeixinJSBridge;
  Message.clear(); // toasts live outside the rendered tree
});

async function renderPay(query: string) {
  const { default: Page } = await import('./text-pay-page');
  return renderAt(`/text_pay?${query}`, <Page title="微信支付" />, { session: false });
}

const queryOf = (line: string) => new URL(line.split(' ')[1]!, 'http://stub').searchParams;

describe('TextPayPage', () => {
  it('goes to the WeChat authorisation page, coming back here with the order, when there is no code', async () => {
    await renderPay(`order_sn=${SN}`);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZE));
    const sent = queryOf(stub.calls('/api/wechat/getAuthorizeUrl')[0]!);
    expect(sent.get('redirect_uri')).toBe(`${window.location.origin}/text_pay?order_sn=${SN}`);
    expect(stub.calls('/api/wechat/getOpenid')).toHaveLength(0);
  });

  it('exchanges the code once and opens the hosted cashier the server names', async () => {
    await renderPay(`order_sn=${SN}&code=c0de&state=x`);
    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith(
        'https://api.example.com/api/sandbox/cashier?prepay_id=wx2026',
      ),
    );
    expect(stub.calls('/api/wechat/getOpenid')).toHaveLength(1);
    const sent = queryOf(stub.calls('/api/wechat/getOpenid')[0]!);
    expect(sent.get('code')).toBe('c0de');
    expect(sent.get('order_sn')).toBe(SN);
  });

  it('shows 支付成功 when the cashier returns result=ok and follows the order to 出函中', async () => {
    await renderPay(`order_sn=${SN}&result=ok`);
    expect(
      await screen.findByText('支付成功', { selector: '.arco-message *, .arco-message' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('支付已确认，订单当前状态：出函中。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      `/myLetter/detail?order_sn=${SN}`,
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it("keeps a paper order's type through the authorisation and leads back to the paper detail", async () => {
    await renderPay(`order_sn=${SN}&type=bid_paper`);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZE));
    expect(queryOf(stub.calls('/api/wechat/getAuthorizeUrl')[0]!).get('redirect_uri')).toBe(
      `${window.location.origin}/text_pay?order_sn=${SN}&type=bid_paper`,
    );
  });

  it('shows 支付成功 of a paper order with the link to its detail', async () => {
    await renderPay(`order_sn=${SN}&type=bid_paper&result=ok`);
    expect(await screen.findByText('支付已确认，订单当前状态：出函中。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
      'href',
      `/paperdetail?sn=${SN}`,
    );
  });

  it.each([
    ['performance', '/honour/honour'],
    ['worker', '/worker/worker'],
  ])(
    'shows 支付成功 of a %s letter with the link to its detail over its list',
    async (type, list) => {
      await renderPay(`order_sn=${SN}&type=${type}&result=ok`);
      expect(await screen.findByText('支付已确认，订单当前状态：出函中。')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '查看订单详情' })).toHaveAttribute(
        'href',
        `${list}?sn=${SN}`,
      );
    },
  );

  it('confirms without polling when opened in WeChat without a portal session', async () => {
    clearToken();
    await renderPay(`order_sn=${SN}&result=ok`);
    expect(await screen.findByText(/可在电脑端「保函订单」中查看进度/)).toBeInTheDocument();
    expect(stub.calls('/api/order/getOrderStatus')).toHaveLength(0);
  });

  it('shows 支付取消 for any other result and can start again', async () => {
    await renderPay(`order_sn=${SN}&result=cancel`);
    expect(
      await screen.findByText('支付取消', { selector: '.arco-message *, .arco-message' }),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: '重新支付' }).click();
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZE));
  });

  it('pays through WeixinJSBridge when there is no cashier', async () => {
    stub.reply({
      '/api/wechat/getOpenid': { data: { openid: 'o-1', pay: PAY, cashier_url: null } },
    });
    const invoke = vi.fn(
      (_name: string, _params: unknown, done: (r: { err_msg: string }) => void) =>
        done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    await renderPay(`order_sn=${SN}&code=c0de`);
    expect(await screen.findByText('支付已确认，订单当前状态：出函中。')).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', PAY, expect.any(Function));
  });

  it('treats anything but get_brand_wcpay_request:ok from WeixinJSBridge as 支付取消', async () => {
    stub.reply({
      '/api/wechat/getOpenid': { data: { openid: 'o-1', pay: PAY, cashier_url: null } },
    });
    window.WeixinJSBridge = {
      invoke: (_name, _params, done) => done({ err_msg: 'get_brand_wcpay_request:cancel' }),
    };
    await renderPay(`order_sn=${SN}&code=c0de`);
    expect(
      await screen.findByText('您已取消支付，订单仍为待支付，可重新发起。'),
    ).toBeInTheDocument();
  });

  it('re-authorises once when the code is refused, then explains instead of looping', async () => {
    stub.reply({
      '/api/wechat/getOpenid': { status: 400, code: 0, msg: '授权已失效，请重新授权' },
    });
    await renderPay(`order_sn=${SN}&code=used`);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTHORIZE));
    expect(queryOf(stub.calls('/api/wechat/getAuthorizeUrl')[0]!).get('redirect_uri')).toBe(
      `${window.location.origin}/text_pay?order_sn=${SN}&reauth=1`,
    );

    leave.mockClear();
    await renderPay(`order_sn=${SN}&reauth=1&code=used-again`);
    expect(await screen.findAllByText('授权已失效，请重新授权')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: '重新授权' })).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();
  });
});
