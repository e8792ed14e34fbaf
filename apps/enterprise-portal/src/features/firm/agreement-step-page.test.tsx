// Step 4 (/firm/four): preparing shows the agreement and texts nothing, so opening the page again
// is no error; the code is sent when the user asks (the countdown starts, or resumes from the
// server's seconds); signing needs consent and the code and carries the current sign_id; a
// replaced document is loaded again; success goes to the result, errors stay.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
const page = () => import('./agreement-step-page');
const prepared = {
  sign_id: 'SIGN-20260101-7',
  agreement_url: '/uploads/agreements/seal-7.pdf',
  digest: 'sha256:ab12cd34',
  mobile: '138****0001',
  resend_in: 0,
};
const openPage = () => renderPage('/firm/four', page, '确认印章授权协议');

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 0, auth_step: 3 }) },
    '/api/firm/getAuthInfo': { data: authInfo({ auth_status: 0, auth_step: 3 }) },
  });
});
afterAll(() => stub.close());
afterEach(() => vi.useRealTimers());
beforeEach(() => {
  stub.reply({
    '/api/firm/prepareAgreement': { data: prepared },
    '/api/firm/sendAgreementCode': { data: { sent: true, resend_in: 60 } },
    '/api/firm/signAgreement': { data: authInfo({ auth_status: 1, auth_step: 4 }) },
  });
});

describe('AgreementStepPage', () => {
  it('shows the prepared agreement without texting a code, and requires consent and the code', async () => {
    const prepares = stub.count('/api/firm/prepareAgreement');
    await openPage();
    expect(await screen.findByTitle('印章授权协议')).toHaveAttribute(
      'src',
      `${stub.url}/uploads/agreements/seal-7.pdf`,
    );
    expect(screen.getByRole('link', { name: '在新窗口打开《印章授权协议》' })).toHaveAttribute(
      'href',
      `${stub.url}/uploads/agreements/seal-7.pdf`,
    );
    expect(
      screen.getByText('点击“获取验证码”，签署验证码将发送至 138****0001'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    expect(await screen.findByText('请先阅读并同意《印章授权协议》')).toBeInTheDocument();
    expect(fieldError('短信验证码')).toBe('请输入短信验证码');
    expect(stub.count('/api/firm/signAgreement')).toBe(0);
    expect(stub.count('/api/firm/prepareAgreement')).toBe(prepares + 1);
    expect(stub.count('/api/firm/sendAgreementCode')).toBe(0);
  });

  it('opened twice (a reload): the same agreement both times, no error, no code sent behind the user’s back', async () => {
    const sends = stub.count('/api/firm/sendAgreementCode');
    await openPage();
    expect(await screen.findByTitle('印章授权协议')).toBeInTheDocument();
    cleanup();
    await openPage();
    expect(await screen.findByTitle('印章授权协议')).toBeInTheDocument();
    expect(screen.queryByText('协议生成失败')).not.toBeInTheDocument();
    expect(stub.count('/api/firm/sendAgreementCode')).toBe(sends);
  });

  it('获取验证码 texts the code for the document shown and counts down 60 s', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
    expect(screen.getByText('签署验证码已发送至 138****0001，5 分钟内有效')).toBeInTheDocument();
    expect(stub.lastBody('/api/firm/sendAgreementCode')?.get('sign_id')).toBe('SIGN-20260101-7');
  });

  it('a page reopened within 60 s of the code resumes the countdown; a send within the wait counts down from the server’s seconds', async () => {
    stub.reply({ '/api/firm/prepareAgreement': { data: { ...prepared, resend_in: 42 } } });
    await openPage();
    expect(await screen.findByRole('button', { name: /^4[12] 秒后重发$/ })).toBeDisabled();
    expect(screen.getByText('签署验证码已发送至 138****0001，5 分钟内有效')).toBeInTheDocument();
    cleanup();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    stub.reply({
      '/api/firm/prepareAgreement': { data: { ...prepared, resend_in: 1 } },
      '/api/firm/sendAgreementCode': { data: { sent: false, resend_in: 30 } },
    });
    await openPage();
    await screen.findByRole('button', { name: /秒后重发/ });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    fireEvent.click(screen.getByRole('button', { name: '再次发送' }));
    expect(await screen.findByRole('button', { name: '30 秒后重发' })).toBeDisabled();
  });

  it('signs with sign_id and goes to the result', async () => {
    await openPage();
    fireEvent.click(await screen.findByText('我已阅读并同意《印章授权协议》'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    expect(await whereNow()).toHaveTextContent('/firm/five');
    expect(Object.fromEntries(stub.lastBody('/api/firm/signAgreement')!)).toMatchObject({
      sign_id: 'SIGN-20260101-7',
      code: '654321',
    });
  });

  it('a document replaced meanwhile is loaded again and the new sign_id is signed', async () => {
    const stale = {
      status: 409,
      code: 0,
      msg: '签署文件已更新，请查看最新文件后重新签署',
      data: { fields: { sign_id: '签署文件已更新，请查看最新文件后重新签署' } },
    };
    stub.reply({ '/api/firm/signAgreement': stale });
    await openPage();
    fireEvent.click(await screen.findByText('我已阅读并同意《印章授权协议》'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    const prepares = stub.count('/api/firm/prepareAgreement');
    stub.reply({
      '/api/firm/prepareAgreement': {
        data: {
          ...prepared,
          sign_id: 'SIGN-20260101-8',
          agreement_url: '/uploads/agreements/seal-8.pdf',
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    expect(await screen.findByText('签署文件已更新，请查看最新文件后重新签署')).toBeInTheDocument();
    // The current document replaces the one shown.
    await waitFor(() =>
      expect(screen.getByTitle('印章授权协议')).toHaveAttribute(
        'src',
        `${stub.url}/uploads/agreements/seal-8.pdf`,
      ),
    );
    expect(stub.count('/api/firm/prepareAgreement')).toBe(prepares + 1);

    stub.reply({ '/api/firm/signAgreement': { data: authInfo({ auth_status: 1, auth_step: 4 }) } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    expect(await whereNow()).toHaveTextContent('/firm/five');
    expect(stub.lastBody('/api/firm/signAgreement')?.get('sign_id')).toBe('SIGN-20260101-8');
  });

  it('shows a wrong code on the code field', async () => {
    stub.reply({
      '/api/firm/signAgreement': {
        status: 400,
        code: 0,
        msg: '验证码错误或已过期',
        data: { fields: { code: '验证码错误或已过期' } },
      },
    });
    await openPage();
    fireEvent.click(await screen.findByText('我已阅读并同意《印章授权协议》'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    await waitFor(() => expect(fieldError('短信验证码')).toBe('验证码错误或已过期'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('offers a retry when the agreement cannot be prepared', async () => {
    stub.reply({
      '/api/firm/prepareAgreement': { status: 500, code: 0, msg: '协议生成服务暂不可用' },
    });
    await openPage();
    expect(await screen.findByText('协议生成服务暂不可用')).toBeInTheDocument();
    stub.reply({ '/api/firm/prepareAgreement': { data: prepared } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('印章授权协议')).toBeInTheDocument();
  });
});
