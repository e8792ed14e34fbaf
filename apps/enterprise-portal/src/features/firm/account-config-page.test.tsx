// /basiceset through the real transport against a local HTTP server.
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterpriseUser, pointAtStub, renderPage } from '../../testing/enterprise-session';

let stub: ApiStubServer;
let profileFails = false;
let license = '/uploads/license.png';
const profile = {
  id: 1,
  name: '南京建工集团有限公司',
  credit_code: '91320100MA1XXXXX0X',
  legal_person: '王建国',
  address: '南京市建邺区江东中路 1 号',
  registered_capital: '5000 万元',
  established_date: '2010-05-12',
  get business_license() {
    return license;
  },
  contact_name: '王建国',
  contact_mobile: '13800000001',
  auth_status: 2,
  bank: {
    bank_name: '中国银行南京分行',
    account_name: '南京建工集团有限公司',
    account_no: '6217000000000000001',
  },
};

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': { data: enterpriseUser() },
    '/api/Enterprise/profile': () =>
      profileFails ? { status: 500, code: 0, msg: '企业资料暂不可用' } : { data: profile },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  profileFails = false;
  license = '/uploads/license.png';
});

async function renderConfig() {
  const { default: AccountConfigPage } = await import('./account-config-page');
  await renderPage('/basiceset', <AccountConfigPage title="账户配置" />, {
    '/recode/reone': <p>修改密码第一步</p>,
  });
}

describe('AccountConfigPage', () => {
  it('shows the account with a masked mobile, the profile and the change links', async () => {
    await renderConfig();
    expect(await screen.findByText('138****0001')).toBeInTheDocument();
    expect(screen.getByText('主账号')).toBeInTheDocument();
    expect(await screen.findByText('91320100MA1XXXXX0X')).toBeInTheDocument();
    expect(screen.getByText('已认证')).toBeInTheDocument();
    expect(screen.getByText('中国银行南京分行')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '营业执照' })).toHaveAttribute(
      'src',
      'https://img.example.com/uploads/license.png',
    );
    expect(screen.getByRole('link', { name: '修改手机号' })).toHaveAttribute('href', '/tel/telone');
    fireEvent.click(screen.getByRole('link', { name: '修改密码' }));
    expect(await screen.findByText('修改密码第一步')).toBeInTheDocument();
  });

  it('shows a PDF licence as a link that opens it, not as a picture', async () => {
    license = '/uploads/2026/11/license.pdf?expires=1764000000&sig=abc';
    await renderConfig();
    expect(await screen.findByRole('link', { name: '查看 PDF 营业执照' })).toHaveAttribute(
      'href',
      'https://img.example.com/uploads/2026/11/license.pdf?expires=1764000000&sig=abc',
    );
    expect(screen.queryByRole('img', { name: '营业执照' })).toBeNull();
  });

  it('shows the error with a retry when the profile cannot be loaded', async () => {
    profileFails = true;
    await renderConfig();
    // The query retries once, then shows the error in place.
    expect(await screen.findByText('加载失败', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getAllByText('企业资料暂不可用').length).toBeGreaterThan(0);
    expect(screen.getByText('138****0001')).toBeInTheDocument();
    profileFails = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('91320100MA1XXXXX0X')).toBeInTheDocument();
  });
});
