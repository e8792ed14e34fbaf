// Step 2 (/firm/two): mobile check, SMS scene firm_mobile, the verify call, errors, next step.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  authInfo,
  fieldError,
  renderPage,
  startFirmStub,
  userInfo,
  whereNow,
  type FirmStub,
} from './firm-test-kit';

let stub: FirmStub;
const page = () => import('./mobile-step-page');

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 0, auth_step: 1 }) },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.reply({
    '/api/firm/getAuthInfo': { data: authInfo({ auth_status: 0, auth_step: 1 }) },
    '/api/sms/send': { data: { expires_in: 300, resend_in: 60 } },
    '/api/firm/verifyMobile': { data: authInfo({ auth_status: 0, auth_step: 2 }) },
  });
});

describe('MobileStepPage', () => {
  it('starts with the account mobile and validates mobile and code before calling anything', async () => {
    await renderPage('/firm/two', page, '手机号认证');
    const mobile = await screen.findByLabelText('手机号');
    expect(mobile).toHaveValue('13800000001');
    fireEvent.change(mobile, { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(fieldError('手机号')).toBe('请输入正确的手机号'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(fieldError('短信验证码')).toBe('请输入 6 位短信验证码'));
    expect(stub.count('/api/sms/send')).toBe(0);
    expect(stub.count('/api/firm/verifyMobile')).toBe(0);
  });

  it('sends the firm_mobile code, verifies and goes to step 3', async () => {
    await renderPage('/firm/two', page, '手机号认证');
    fireEvent.change(await screen.findByLabelText('手机号'), { target: { value: '13900000002' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();
    expect(Object.fromEntries(stub.lastBody('/api/sms/send')!)).toMatchObject({
      mobile: '13900000002',
      scene: 'firm_mobile',
    });

    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await whereNow()).toHaveTextContent('/firm/three');
    expect(Object.fromEntries(stub.lastBody('/api/firm/verifyMobile')!)).toMatchObject({
      mobile: '13900000002',
      code: '123456',
    });
  });

  it('puts a wrong code on the code field and stays on the step', async () => {
    stub.reply({
      '/api/firm/verifyMobile': {
        status: 400,
        code: 0,
        msg: '验证码错误或已过期',
        data: { fields: { code: '验证码错误或已过期' } },
      },
    });
    await renderPage('/firm/two', page, '手机号认证');
    fireEvent.change(await screen.findByLabelText('短信验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(fieldError('短信验证码')).toBe('验证码错误或已过期'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('after a restart: shows the rejection reason and reopens an earlier step from the header', async () => {
    stub.reply({
      '/api/firm/getAuthInfo': {
        data: authInfo({ auth_status: 0, auth_step: 3, reject_reason: '经办人手机号无法接通' }),
      },
    });
    await renderPage('/firm/two', page, '手机号认证');
    expect(
      await screen.findByText('上次认证被驳回：经办人手机号无法接通。请修改相关资料后重新提交。'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByText('身份认证'));
    expect(await whereNow()).toHaveTextContent('/firm/one/duty');
  });

  it('keeps the send button available when sending fails', async () => {
    stub.reply({ '/api/sms/send': { status: 429, code: 0, msg: '发送过于频繁，请 60 秒后再试' } });
    await renderPage('/firm/two', page, '手机号认证');
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(stub.count('/api/sms/send')).toBe(1));
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
