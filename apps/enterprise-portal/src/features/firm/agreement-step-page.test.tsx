// Step 4 (/firm/four): preparing shows the agreement and texts the code (the resend button starts
// counting down; resending prepares again), signing needs consent and the code and carries the
// current sign_id, success goes to the result, errors stay.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authInfo, fieldError, renderPage, startFirmStub, userInfo, whereNow, type FirmStub } from './firm-test-kit';

let stub: FirmStub;
const page = () => import('./agreement-step-page');
const prepared = { sign_id: 'SIGN-20260101-7', agreement_url: '/uploads/agreements/seal-7.pdf', digest: 'sha256:ab12cd34', mobile: '138****0001' };

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
    '/api/firm/signAgreement': { data: authInfo({ auth_status: 1, auth_step: 4 }) },
  });
});

describe('AgreementStepPage', () => {
  it('shows the prepared agreement and requires consent and the code', async () => {
    const prepares = stub.count('/api/firm/prepareAgreement');
    await renderPage('/firm/four', page, '确认印章授权协议');
    expect(await screen.findByTitle('印章授权协议')).toHaveAttribute('src', `${stub.url}/uploads/agreements/seal-7.pdf`);
    expect(screen.getByRole('link', { name: '在新窗口打开《印章授权协议》' })).toHaveAttribute('href', `${stub.url}/uploads/agreements/seal-7.pdf`);
    expect(screen.getByText('验证码已发送至 138****0001，5 分钟内有效')).toBeInTheDocument();
    // Preparing has just sent the code: no second one for 60 s.
    expect(screen.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    expect(await screen.findByText('请先阅读并同意《印章授权协议》')).toBeInTheDocument();
    expect(fieldError('短信验证码')).toBe('请输入短信验证码');
    expect(stub.count('/api/firm/signAgreement')).toBe(0);
    expect(stub.count('/api/firm/prepareAgreement')).toBe(prepares + 1);
  });

  it('signs with sign_id and goes to the result', async () => {
    await renderPage('/firm/four', page, '确认印章授权协议');
    fireEvent.click(await screen.findByText('我已阅读并同意《印章授权协议》'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    expect(await whereNow()).toHaveTextContent('/firm/five');
    expect(Object.fromEntries(stub.lastBody('/api/firm/signAgreement')!)).toMatchObject({ sign_id: 'SIGN-20260101-7', code: '654321' });
  });

  it('after the countdown, another code prepares again and the new sign_id is signed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderPage('/firm/four', page, '确认印章授权协议');
    await screen.findByRole('button', { name: /秒后重发/ });
    const prepares = stub.count('/api/firm/prepareAgreement');
    for (let second = 0; second <= 60; second += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    stub.reply({ '/api/firm/prepareAgreement': { data: { ...prepared, sign_id: 'SIGN-20260101-8' } } });
    fireEvent.click(screen.getByRole('button', { name: '再次发送' }));
    await waitFor(() => expect(stub.count('/api/firm/prepareAgreement')).toBe(prepares + 1));
    expect(await screen.findByRole('button', { name: /秒后重发/ })).toBeDisabled();

    fireEvent.click(screen.getByText('我已阅读并同意《印章授权协议》'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    expect(await whereNow()).toHaveTextContent('/firm/five');
    expect(stub.lastBody('/api/firm/signAgreement')?.get('sign_id')).toBe('SIGN-20260101-8');
  });

  it('shows a wrong code on the code field', async () => {
    stub.reply({ '/api/firm/signAgreement': { status: 400, code: 0, msg: '验证码错误或已过期', data: { fields: { code: '验证码错误或已过期' } } } });
    await renderPage('/firm/four', page, '确认印章授权协议');
    fireEvent.click(await screen.findByText('我已阅读并同意《印章授权协议》'));
    fireEvent.change(screen.getByLabelText('短信验证码'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '确认签署并提交认证' }));
    await waitFor(() => expect(fieldError('短信验证码')).toBe('验证码错误或已过期'));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('offers a retry when the agreement cannot be prepared', async () => {
    stub.reply({ '/api/firm/prepareAgreement': { status: 500, code: 0, msg: '协议生成服务暂不可用' } });
    await renderPage('/firm/four', page, '确认印章授权协议');
    expect(await screen.findByText('协议生成服务暂不可用')).toBeInTheDocument();
    stub.reply({ '/api/firm/prepareAgreement': { data: prepared } });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTitle('印章授权协议')).toBeInTheDocument();
  });
});
