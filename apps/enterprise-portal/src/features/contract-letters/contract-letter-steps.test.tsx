// /affirm · /makesure (confirm everything, 修改 only while offered, sign the entrustment contract by
// SMS through the family's calls), /succes · /workersucess (waiting for review, polling the family's
// status, 去支付 once approved) and /payfor · /workerpayfor (WeChat QR of /text_pay or a voucher,
// polled): one test per behaviour, run for both families.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_POLL_MS } from '../letters/result-view';
import {
  contractOrder,
  FAMILY_CASES,
  fieldError,
  loggedIn,
  ORDER_SN,
  orderStatus,
  payInfo,
  renderOrderPage,
  whereNow,
  withApplyStub,
  type FamilyCase,
} from './order-pages-test-kit';

const stub = withApplyStub(loggedIn);
afterEach(() => vi.useRealTimers());

const prepared = (signId: string) => ({
  data: {
    sign_id: signId,
    contract_url: '/uploads/contracts/LY1.pdf',
    digest: 'sha256:ab12cd34',
    mobile: '138****0001',
    resend_in: 0,
  },
});

/** Lets the poll interval elapse (fake timers) and the request it starts come back. */
const nextPoll = () => act(() => vi.advanceTimersByTimeAsync(STATUS_POLL_MS));
const fakeTimers = () =>
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });

describe.each(FAMILY_CASES)('$name', (family: FamilyCase) => {
  const { type, api, paths } = family;
  let current = contractOrder(type, 0);
  let polled = 1;

  beforeEach(() => {
    current = contractOrder(type, 0);
    polled = 1;
    stub.reply({
      [`${api}/getLetterDetail`]: () => ({ data: current }),
      [`${api}/getOrderStatus`]: () =>
        orderStatus(polled, ['待签约', '待审核', '待支付', '出函中', '已出函'][polled] ?? '状态'),
      [`${api}/prepareSign`]: prepared('sign-1'),
      [`${api}/sendSignCode`]: { data: { sent: true, resend_in: 60 } },
      [`${api}/confirmSign`]: () => {
        current = contractOrder(type, 1);
        return {
          data: {
            order_sn: ORDER_SN,
            status: 1,
            signed_contract_url: '/uploads/contracts/LY1-signed.pdf',
          },
        };
      },
      [`${api}/getPayInfo`]: payInfo(),
      [`${api}/addPayImage`]: { data: null },
      '/api/order/getQueryPayLog': { data: [] },
      '/api/tools/uploadFile': {
        data: {
          url: '/uploads/2026/11/voucher.png',
          name: 'voucher.png',
          size: 3,
          mime: 'image/png',
        },
      },
    });
  });

  /** Calls of the bid letters' families (a late answer of the previous test's family may still arrive: not checked). */
  const otherFamilyCalls = () =>
    stub.seen.filter((line) =>
      /\/api\/(Sssign\/|order\/getOrderInfo|order\/getPayInfo|order\/addPayImage|paper_letter\/)/.test(
        line,
      ),
    );

  describe('confirm', () => {
    const url = paths.confirm(ORDER_SN);

    it('shows the whole application with its terms, signs by SMS through the family’s calls and goes to submitted', async () => {
      await renderOrderPage(type, 'confirm', url, '确认申请信息');
      expect(
        await screen.findByText('点击“获取验证码”，签署验证码将发送至 138****0001'),
      ).toBeInTheDocument();
      const terms = screen.getByText('保函条款').closest('.arco-card')! as HTMLElement;
      expect(within(terms).getByText('¥20,000,000.00')).toBeInTheDocument();
      expect(within(terms).getByText('2026-12-01 至 2028-12-31')).toBeInTheDocument();
      if (type === 'performance') {
        expect(within(terms).getByText('¥1,000,000.00')).toBeInTheDocument();
        expect(within(terms).getByText('南京市江北新区建设局')).toBeInTheDocument();
        expect(within(terms).getByRole('link', { name: '查看施工合同' })).toHaveAttribute(
          'href',
          'https://img.example.com/uploads/2026/11/contract-scan.pdf',
        );
        expect(within(terms).getByRole('link', { name: '查看中标通知书' })).toHaveAttribute(
          'href',
          'https://img.example.com/uploads/2026/11/award-notice.pdf',
        );
      } else {
        expect(within(terms).getByText('2.50%')).toBeInTheDocument();
        expect(within(terms).getByText('¥500,000.00')).toBeInTheDocument();
        expect(within(terms).getByText('南京市江北新区人力资源和社会保障局')).toBeInTheDocument();
        expect(within(terms).getByText('申请定制：请在保函中注明工资专户账号')).toBeInTheDocument();
      }
      expect(
        screen.getByText(type === 'performance' ? '¥8,000.00' : '¥2,500.00'),
      ).toBeInTheDocument();
      expect(screen.getByTitle('委托担保合同')).toHaveAttribute(
        'src',
        'https://img.example.com/uploads/contracts/LY1.pdf',
      );
      expect(stub.count(`${api}/prepareSign`)).toBe(1);
      expect(stub.count(`${api}/sendSignCode`)).toBe(0);

      fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
      expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
      expect(stub.lastFields(`${api}/sendSignCode`)).toMatchObject({
        order_sn: ORDER_SN,
        sign_id: 'sign-1',
      });

      fireEvent.click(screen.getByText('我已阅读并同意《委托担保合同》'));
      fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
      fireEvent.click(screen.getByRole('button', { name: '确认并签署' }));
      expect(await whereNow()).toHaveTextContent(paths.submitted(ORDER_SN));
      expect(stub.lastFields(`${api}/confirmSign`)).toMatchObject({
        order_sn: ORDER_SN,
        sign_id: 'sign-1',
        code: '123456',
      });
      expect(otherFamilyCalls()).toEqual([]);
    });

    it('puts a wrong code on its field and stays', async () => {
      stub.reply({
        [`${api}/confirmSign`]: {
          status: 400,
          code: 0,
          msg: '验证码错误或已过期',
          data: { fields: { code: '验证码错误或已过期' } },
        },
      });
      await renderOrderPage(type, 'confirm', url);
      fireEvent.click(await screen.findByText('我已阅读并同意《委托担保合同》'));
      fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '000000' } });
      fireEvent.click(screen.getByRole('button', { name: '确认并签署' }));
      await waitFor(() => expect(fieldError('短信验证码')).toBe('验证码错误或已过期'));
      expect(screen.queryByTestId('where')).toBeNull();
    });

    it('修改 leads back to the form while the table offers edit', async () => {
      await renderOrderPage(type, 'confirm', url);
      fireEvent.click(await screen.findByRole('link', { name: `修改申请 ${ORDER_SN}` }));
      expect(await whereNow()).toHaveTextContent(paths.form({ orderSn: ORDER_SN }));
    });

    it('an approved order: no 修改, nothing prepared, 去支付 leads to the pay page', async () => {
      current = contractOrder(type, 2);
      await renderOrderPage(type, 'confirm', url);
      expect(await screen.findByText('该申请的合同已签署，当前状态：待支付。')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /修改/ })).toBeNull();
      // Nothing to sign: no contract is prepared and no code asked for. (Not a call count: the
      // previous test's prepareSign may still land after its page is gone.)
      expect(screen.queryByText(/正在生成/)).toBeNull();
      expect(screen.queryByLabelText('短信验证码')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: '去支付' }));
      expect(await whereNow()).toHaveTextContent(paths.pay(ORDER_SN));
    });

    it('signed, not yet reviewed: 修改 is still offered (signing again after it)', async () => {
      current = contractOrder(type, 1);
      await renderOrderPage(type, 'confirm', url);
      expect(
        await screen.findByText('合同签署后、担保机构审核前仍可修改申请，修改后需重新签署合同。'),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: `修改申请 ${ORDER_SN}` })).toHaveAttribute(
        'href',
        paths.form({ orderSn: ORDER_SN }),
      );
      fireEvent.click(screen.getByRole('button', { name: '查看进度' }));
      expect(await whereNow()).toHaveTextContent(paths.submitted(ORDER_SN));
    });

    it('explains a link without the order number', async () => {
      await renderOrderPage(type, 'confirm', paths.confirm('').split('?')[0]!);
      expect(await screen.findByText('未指定保函订单')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '我的保函订单' }));
      expect(await whereNow()).toHaveTextContent(paths.myLetters());
    });
  });

  describe('submitted', () => {
    it('waits for the review polling the family’s status, then offers 去支付', async () => {
      fakeTimers();
      await renderOrderPage(type, 'submitted', paths.submitted(ORDER_SN), '申请成功');
      expect(await screen.findByText('申请已提交')).toBeInTheDocument();
      expect(screen.getByText('状态将自动刷新')).toBeInTheDocument();
      expect(stub.lastFields(`${api}/getOrderStatus`)).toMatchObject({ order_sn: ORDER_SN });

      polled = 2;
      await nextPoll();
      expect(await screen.findByText('审核已通过')).toBeInTheDocument();
      expect(stub.count('/api/order/getOrderStatus')).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: '去支付' }));
      expect(await whereNow()).toHaveTextContent(paths.pay(ORDER_SN));
    });

    it('leads to my letters, and stops polling once left', async () => {
      fakeTimers();
      await renderOrderPage(type, 'submitted', paths.submitted(ORDER_SN));
      await screen.findByText('申请已提交');
      fireEvent.click(screen.getByRole('button', { name: `我的${family.name}` }));
      expect(await whereNow()).toHaveTextContent(paths.myLetters());
      const polls = stub.count(`${api}/getOrderStatus`);
      await nextPoll();
      await nextPoll();
      expect(stub.count(`${api}/getOrderStatus`)).toBe(polls);
    });
  });

  describe('pay', () => {
    it('WeChat: the QR code and link of /text_pay naming the type; the amount is the server’s', async () => {
      current = contractOrder(type, 2);
      await renderOrderPage(type, 'pay', paths.pay(ORDER_SN), '支付');
      const pay = await screen.findByRole('region', { name: '支付保费' });
      fireEvent.click(await within(pay).findByRole('radio', { name: '在微信中打开支付' }));
      expect(await within(pay).findByRole('img', { name: '微信支付二维码' })).toBeInTheDocument();
      expect(
        within(pay).getByRole('link', { name: '已在微信中？点此打开支付页面' }),
      ).toHaveAttribute(
        'href',
        `${window.location.origin}/text_pay?order_sn=${ORDER_SN}&type=${type}`,
      );
      expect(within(pay).getByText('¥8,000.00', { selector: 'strong *' })).toBeInTheDocument();
      expect(stub.lastFields(`${api}/getPayInfo`)).toMatchObject({ order_sn: ORDER_SN });
    });

    it('offline: uploads the voucher through the family’s addPayImage', async () => {
      current = contractOrder(type, 2);
      await renderOrderPage(type, 'pay', paths.pay(ORDER_SN));
      const pay = await screen.findByRole('region', { name: '支付保费' });
      expect(await within(pay).findByText('3201 0000 9999')).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('上传转账凭证'), {
        target: { files: [new File(['png'], 'voucher.png', { type: 'image/png' })] },
      });
      await screen.findByRole('img', { name: 'voucher.png 预览' });
      fireEvent.click(screen.getByRole('button', { name: '提交凭证' }));
      await waitFor(() =>
        expect(stub.lastFields(`${api}/addPayImage`)).toMatchObject({
          order_sn: ORDER_SN,
          image: '/uploads/2026/11/voucher.png',
        }),
      );
      expect(await screen.findByText('转账凭证已提交，等待担保机构确认收款')).toBeInTheDocument();
      expect(otherFamilyCalls()).toEqual([]);
    });

    it('polls the status: a payment made elsewhere replaces the pay section', async () => {
      fakeTimers();
      current = contractOrder(type, 2);
      polled = 2;
      await renderOrderPage(type, 'pay', paths.pay(ORDER_SN));
      await screen.findByRole('region', { name: '支付保费' });
      current = contractOrder(type, 3, { pay_method: 'wechat', pay_time: 1_764_000_000 });
      polled = 3;
      await nextPoll();
      expect(
        await screen.findByText(/该订单无需在此支付，当前状态：出函中。保费已支付/),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: '支付保费' })).toBeNull();
      expect(screen.getByRole('link', { name: `我的${family.name}` })).toHaveAttribute(
        'href',
        paths.myLetters(),
      );
    });

    it('before approval it says so and offers nothing to pay', async () => {
      current = contractOrder(type, 1);
      await renderOrderPage(type, 'pay', paths.pay(ORDER_SN));
      expect(
        await screen.findByText('担保机构审核通过后即可在此支付保费，当前状态：待审核。'),
      ).toBeInTheDocument();
      expect(stub.count(`${api}/getPayInfo`)).toBe(0);
    });
  });
});
