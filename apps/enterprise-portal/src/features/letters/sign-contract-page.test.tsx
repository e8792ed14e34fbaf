// Step 3 (/apply/form/three): prepare the contract (texts nothing, so reopening is no error), the
// code on request with its countdown, wrong code, sign, next step.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fieldError,
  order,
  ORDER_SN,
  renderApplyPage,
  user,
  whereNow,
  withApplyStub,
} from './apply-test-kit';

const page = () => import('./sign-contract-page');
const prepared = (signId: string) => ({
  data: {
    sign_id: signId,
    contract_url: '/uploads/contracts/BH1.pdf',
    digest: 'sha256:ab12cd34',
    mobile: '138****0001',
    resend_in: 0,
  },
});

const stub = withApplyStub(() => ({
  '/api/enterprise/getUserInfo': { data: user() },
  '/api/order/getOrderInfo': { data: order(0, '待签约') },
  '/api/Sssign/prepareSign': prepared('sign-1'),
  '/api/Sssign/sendSignCode': { data: { sent: true, resend_in: 60 } },
  '/api/Sssign/confirmSign': {
    data: {
      order_sn: ORDER_SN,
      status: 1,
      signed_contract_url: '/uploads/contracts/BH1-signed.pdf',
    },
  },
}));

async function agreeAndSign(code: string) {
  fireEvent.click(await screen.findByText('我已阅读并同意《委托担保合同》'));
  fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: '确认签署' }));
}

describe('SignContractPage', () => {
  it('prepares the contract once, shows it with the masked mobile, sends the code on request, signs and goes to step 4', async () => {
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    expect(
      await screen.findByText('点击“获取验证码”，签署验证码将发送至 138****0001'),
    ).toBeInTheDocument();
    expect(screen.getByTitle('委托担保合同')).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/contracts/BH1.pdf',
    );
    expect(screen.getByText('¥7,500.00')).toBeInTheDocument();
    expect(stub.count('/api/Sssign/prepareSign')).toBe(1);
    expect(stub.count('/api/Sssign/sendSignCode')).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(screen.getByText('签署验证码已发送至 138****0001，5 分钟内有效')).toBeInTheDocument();
    expect(stub.lastFields('/api/Sssign/sendSignCode')).toMatchObject({
      order_sn: ORDER_SN,
      sign_id: 'sign-1',
    });

    await agreeAndSign('123456');
    expect(await whereNow()).toHaveTextContent(`/apply/form/four?order_sn=${ORDER_SN}`);
    expect(stub.lastFields('/api/Sssign/confirmSign')).toMatchObject({
      order_sn: ORDER_SN,
      sign_id: 'sign-1',
      code: '123456',
    });
  });

  it('prepares nothing again once signed, though the page redraws before the order reloads', async () => {
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    await screen.findByTitle('委托担保合同');
    // Signed, the order is 待审核 and preparing would answer 409; its reload is held in flight.
    let reloadOrder!: () => void;
    stub.reply({
      '/api/order/getOrderInfo': () =>
        new Promise((resolve) => (reloadOrder = () => resolve({ data: order(1, '待审核') }))),
      '/api/Sssign/prepareSign': { status: 409, code: 0, msg: '订单状态已变更，请刷新后重试' },
    });
    await agreeAndSign('123456');
    await waitFor(() => expect(stub.count('/api/order/getOrderInfo')).toBe(2));
    // Meanwhile the page redraws (here the window is resized; in the app, the router's navigation).
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1100 });
    fireEvent(window, new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    reloadOrder();
    expect(await whereNow()).toHaveTextContent(`/apply/form/four?order_sn=${ORDER_SN}`);
    expect(stub.count('/api/Sssign/prepareSign')).toBe(1);
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1024 });
  });

  it('opened again within 60 s of the code (a reload): no error, the countdown resumes, nothing sent', async () => {
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await screen.findByRole('button', { name: '60 秒后重发' });
    cleanup();

    stub.reply({
      '/api/Sssign/prepareSign': { data: { ...prepared('sign-1').data, resend_in: 55 } },
    });
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    expect(await screen.findByRole('button', { name: /^5[45] 秒后重发$/ })).toBeDisabled();
    expect(screen.queryByText('合同生成失败')).not.toBeInTheDocument();
    expect(stub.count('/api/Sssign/prepareSign')).toBe(2);
    expect(stub.count('/api/Sssign/sendSignCode')).toBe(1);
  });

  it('requires agreeing to the contract before signing', async () => {
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    fireEvent.change(await screen.findByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署' }));
    expect(await screen.findByText('请先阅读并同意《委托担保合同》')).toBeInTheDocument();
    expect(stub.count('/api/Sssign/confirmSign')).toBe(0);
  });

  it('puts a wrong SMS code on the code field and stays', async () => {
    stub.reply({
      '/api/Sssign/confirmSign': {
        status: 400,
        code: 0,
        msg: '验证码错误或已过期',
        data: { fields: { code: '验证码错误或已过期' } },
      },
    });
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    await agreeAndSign('000000');
    await waitFor(() => expect(fieldError('短信验证码')).toBe('验证码错误或已过期'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('does not prepare again for an order already signed and offers the next step', async () => {
    stub.reply({ '/api/order/getOrderInfo': { data: order(1, '待审核') } });
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    expect(await screen.findByText('该订单的合同已签署，当前状态：待审核。')).toBeInTheDocument();
    expect(stub.count('/api/Sssign/prepareSign')).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await whereNow()).toHaveTextContent(`/apply/form/four?order_sn=${ORDER_SN}`);
  });

  it('shows why the contract could not be prepared, with 重试', async () => {
    stub.reply({
      '/api/Sssign/prepareSign': { status: 409, code: 0, msg: '订单状态已变更，请刷新后重试' },
    });
    await renderApplyPage(`/apply/form/three?order_sn=${ORDER_SN}`, page, { title: '签署合同' });
    expect(await screen.findByText('订单状态已变更，请刷新后重试')).toBeInTheDocument();
    stub.reply({ '/api/Sssign/prepareSign': prepared('sign-2') });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('委托担保合同')).toBeInTheDocument();
  });
});
