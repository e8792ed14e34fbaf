// The admission result (/firm/five): under review (1), approved (2), rejected (-1) with the
// reason and 重新认证 after a confirmation; not submitted (0) continues the guide.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authInfo,
  renderPage,
  startFirmStub,
  userInfo,
  whereNow,
  type AuthState,
  type FirmStub,
} from './firm-test-kit';

let stub: FirmStub;
const page = () => import('./result-step-page');

beforeAll(async () => {
  stub = await startFirmStub({});
});
afterAll(() => stub.close());

function given(state: AuthState, extra: Record<string, unknown> = {}) {
  stub.reply({
    '/api/enterprise/getUserInfo': { data: userInfo(state) },
    '/api/firm/getAuthInfo': { data: authInfo(state, extra) },
  });
}

describe('ResultStepPage', () => {
  it('1: under review with the submission time', async () => {
    given({ auth_status: 1, auth_step: 4 }, { submitted_time: 1_732_330_000 });
    await renderPage('/firm/five', page, '准入结果');
    expect(await screen.findByText('企业认证审核中')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '状态：审核中' })).toBeInTheDocument();
    expect(screen.getByText(/提交时间/)).toHaveTextContent('2024-11-23');
    expect(screen.queryByRole('button', { name: '重新认证' })).not.toBeInTheDocument();
  });

  it('2: approved, on to the user centre', async () => {
    given({ auth_status: 2, auth_step: 4 });
    await renderPage('/firm/five', page, '准入结果');
    expect(await screen.findByText('企业认证已通过')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '状态：已认证' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '进入用户中心' }));
    expect(await whereNow()).toHaveTextContent('/index');
  });

  it('-1: shows the reason; 重新认证 asks first, can be cancelled, then restarts the guide', async () => {
    given(
      { auth_status: -1, auth_step: 4, reject_reason: '营业执照已过期' },
      { reviewed_time: 1_732_330_000 },
    );
    stub.reply({ '/api/firm/restart': { status: 409, code: 0, msg: '当前状态不可重新认证' } });
    await renderPage('/firm/five', page, '准入结果');
    expect(await screen.findByText('企业认证未通过')).toBeInTheDocument();
    expect(screen.getByText('驳回原因：营业执照已过期')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    expect(await screen.findByText('确认重新认证？')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('确认重新认证？')).not.toBeVisible());
    expect(stub.count('/api/firm/restart')).toBe(0);

    // A refused restart keeps the dialog open with the server's message.
    fireEvent.click(screen.getByRole('button', { name: '重新认证' }));
    fireEvent.click(await screen.findByRole('button', { name: '确认重新认证' }));
    expect(await screen.findByText('当前状态不可重新认证')).toBeInTheDocument();

    // The server keeps the steps whose data is complete (here identity and mobile): continue there.
    stub.reply({
      '/api/firm/restart': {
        data: authInfo({ auth_status: 0, auth_step: 2, reject_reason: '营业执照已过期' }),
      },
    });
    given({ auth_status: 0, auth_step: 2, reject_reason: '营业执照已过期' });
    fireEvent.click(screen.getByRole('button', { name: '确认重新认证' }));
    expect(await whereNow()).toHaveTextContent('/firm/three');
    expect(stub.count('/api/firm/restart')).toBe(2);
  });

  it('0: continues at the step reached', async () => {
    given({ auth_status: 0, auth_step: 2 });
    await renderPage('/firm/five', page, '准入结果');
    expect(await whereNow()).toHaveTextContent('/firm/three');
  });

  it('shows an error with retry when the progress cannot be loaded', async () => {
    stub.reply({
      '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 1, auth_step: 4 }) },
      '/api/firm/getAuthInfo': { status: 500, code: 0, msg: '服务器繁忙，请稍后重试' },
    });
    await renderPage('/firm/five', page, '准入结果');
    expect(await screen.findByText('认证信息加载失败', {}, { timeout: 5000 })).toBeInTheDocument();
    given({ auth_status: 1, auth_step: 4 });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('企业认证审核中')).toBeInTheDocument();
  });
});
