// /firm/toview and /firm/min-toview: the same read-only authentication info, and the empty state.
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authInfo,
  renderPage,
  startFirmStub,
  userInfo,
  whereNow,
  type FirmStub,
} from './firm-test-kit';

let stub: FirmStub;

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 2, auth_step: 4 }) },
  });
});
afterAll(() => stub.close());

const approved = authInfo(
  { auth_status: 2, auth_step: 4 },
  {
    identity: {
      role: 'agent',
      name: '王五',
      id_card: '110105********002X',
      mobile: '13900000002',
      id_card_front: null,
      id_card_back: null,
      authorization_letter: null,
    },
    bank: {
      bank_name: '中国工商银行',
      bank_branch: '南京新街口支行',
      account_name: '南京示例建设有限公司',
      account_no: '6222****6789',
      verified: true,
    },
    agreement_url: '/uploads/agreements/seal-7.pdf',
    submitted_time: 1_732_330_000,
    reviewed_time: 1_732_416_400,
  },
);

describe('AuthInfoView', () => {
  it.each([
    ['/firm/toview', () => import('./auth-info-page')],
    ['/firm/min-toview', () => import('./auth-info-mobile-page')],
  ])('%s shows the enterprise, the person, the account and the agreement', async (path, page) => {
    stub.reply({ '/api/firm/getAuthInfo': { data: approved } });
    await renderPage(path, page, '企业认证信息');
    expect(await screen.findByText('91320100MA1XXXXXXX')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '状态：已认证' })).toBeInTheDocument();
    expect(screen.getByText('经办人认证')).toBeInTheDocument();
    expect(screen.getByText('王五')).toBeInTheDocument();
    expect(screen.getByText('6222****6789')).toBeInTheDocument();
    expect(screen.getByText('已验证')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看已签署协议' })).toHaveAttribute(
      'href',
      `${stub.url}/uploads/agreements/seal-7.pdf`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the rejection reason', async () => {
    stub.reply({
      '/api/firm/getAuthInfo': {
        data: { ...approved, auth_status: -1, reject_reason: '对公账户名称与企业名称不一致' },
      },
    });
    await renderPage('/firm/toview', () => import('./auth-info-page'), '企业认证信息');
    expect(await screen.findByText('对公账户名称与企业名称不一致')).toBeInTheDocument();
  });

  it('nothing submitted yet: says so and leads to the guide', async () => {
    stub.reply({ '/api/firm/getAuthInfo': { data: authInfo({ auth_status: 0, auth_step: 0 }) } });
    await renderPage('/firm/toview', () => import('./auth-info-page'), '企业认证信息');
    expect(await screen.findByText('尚未提交企业认证')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '去认证' }));
    expect(await whereNow()).toHaveTextContent('/firm');
  });
});
