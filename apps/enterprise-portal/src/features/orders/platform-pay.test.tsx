// The pay step of an order a trading platform pushed (/myLetter/detail), through the real transport
// against a local HTTP server: a platform that collects the premium itself leaves nothing to pay
// here; a centre that demands the bidder's basic account (基本户) gets the account recorded first,
// then bank transfer only.
import { Message } from '@arco-design/web-react';
import type { BasicAccount, OrderDetail } from '@bht/api-client';
import type { StubReply } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderDetail, renderAt, startOrderStub, type OrderStub } from './test-kit';

const SN = 'BH202611290001';
const NAME = '南京建工集团有限公司';
let stub: OrderStub;
let order: OrderDetail;
/** What saveBasicAccount answers; null: saved (the order then carries the account). */
let saveReply: StubReply | null = null;

const platformOrder = (account: BasicAccount | null, collects: 0 | 1 = 0) =>
  orderDetail(SN, 2, {
    platform: {
      name: '江西省公共资源交易平台',
      apply_no: 'JX-2026-0001',
      platform_collects: collects,
      basic_account_required: collects ? 0 : 1,
      basic_account: account,
    },
  });

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/order/getOrderInfo': () => ({ data: order }),
    '/api/order/getOrderStatus': () => ({
      data: { order: { sn: SN, status: 2, status_text: '待支付' } },
    }),
    '/api/order/getPayInfo': {
      data: {
        order_sn: SN,
        amount: '1200.00',
        subject: '投标保函保费',
        bank: {
          account_name: '信达融资担保有限公司',
          account_no: '320100001234',
          bank_name: '中国建设银行南京江北支行',
        },
        online_pay: 0,
        checkout_methods: [],
        wechat: null,
      },
    },
    '/api/order/getQueryPayLog': { data: [] },
    '/api/order/saveBasicAccount': (body) => {
      if (saveReply) return saveReply;
      const sent = new URLSearchParams(body);
      const account = {
        account_name: sent.get('account_name') ?? '',
        account_no: sent.get('account_no') ?? '',
        bank_name: sent.get('bank_name') ?? '',
      };
      order = platformOrder(account);
      return { data: account };
    },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  saveReply = null;
  stub.seen.length = 0;
});
afterEach(() => Message.clear());

async function renderPay() {
  const { default: Page } = await import('./order-detail-page');
  await renderAt(`/myLetter/detail?order_sn=${SN}`, <Page />);
  return screen.findByRole('region', { name: '支付保费' });
}

describe('the pay step of a platform order', () => {
  it('says the platform collects the premium and asks for no payment', async () => {
    order = platformOrder(null, 1);
    const pay = await renderPay();
    expect(
      within(pay).getByText(
        '该订单的保费由江西省公共资源交易平台收取，请在交易平台完成支付；平台通知支付结果后，本页自动更新。',
      ),
    ).toBeInTheDocument();
    expect(within(pay).queryByRole('radio')).toBeNull();
    expect(within(pay).queryByText('线下转账')).toBeNull();
    expect(stub.calls('/api/order/getPayInfo')).toHaveLength(0);
  });

  it('records the basic account in the bidder’s name first, then offers the transfer from it', async () => {
    order = platformOrder(null);
    const pay = await renderPay();
    const section = await within(pay).findByRole('region', { name: '投标人基本户' });
    expect(
      within(section).getByText(/江西省公共资源交易平台要求保费从投标人基本户（基本存款账户）转出/),
    ).toBeInTheDocument();
    expect(within(pay).queryByRole('radio')).toBeNull();
    expect(
      within(pay).getByText('请先登记投标人基本户，再从该账户转账并上传凭证。'),
    ).toBeInTheDocument();
    expect(within(pay).queryByRole('button', { name: '提交凭证' })).toBeNull();
    expect(within(section).getByLabelText('基本户户名')).toHaveValue(NAME);

    // The contract's rule first: nothing is sent for a number with blanks.
    fireEvent.change(within(section).getByLabelText('基本户账号'), {
      target: { value: '3605 0101' },
    });
    fireEvent.change(within(section).getByLabelText('开户行'), {
      target: { value: '中国工商银行南昌分行营业部' },
    });
    fireEvent.click(within(section).getByRole('button', { name: '保存基本户' }));
    expect(await within(section).findByText('请输入正确的对公账号（8-32 位数字）')).toBeVisible();
    expect(stub.calls('/api/order/saveBasicAccount')).toHaveLength(0);

    // The server's field error lands on its field.
    saveReply = {
      status: 400,
      code: 0,
      msg: `基本户户名须与投标企业名称「${NAME}」一致`,
      data: { fields: { account_name: `基本户户名须与投标企业名称「${NAME}」一致` } },
    };
    fireEvent.change(within(section).getByLabelText('基本户账号'), {
      target: { value: '36050101001000000001' },
    });
    fireEvent.click(within(section).getByRole('button', { name: '保存基本户' }));
    expect(
      await within(section).findByText(`基本户户名须与投标企业名称「${NAME}」一致`),
    ).toBeVisible();

    saveReply = null;
    fireEvent.click(within(section).getByRole('button', { name: '保存基本户' }));
    expect(await screen.findByText('基本户已登记')).toBeInTheDocument();
    const sent = new URLSearchParams(
      stub.calls('/api/order/saveBasicAccount').at(-1)!.split(' ').slice(2).join(' '),
    );
    expect(Object.fromEntries(sent)).toEqual({
      order_sn: SN,
      account_name: NAME,
      account_no: '36050101001000000001',
      bank_name: '中国工商银行南昌分行营业部',
    });
    expect(await within(section).findByText('36050101001000000001')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(pay).getByRole('button', { name: '提交凭证' })).toBeInTheDocument(),
    );
    expect(within(section).getByRole('button', { name: '修改基本户' })).toBeInTheDocument();
  });
});
