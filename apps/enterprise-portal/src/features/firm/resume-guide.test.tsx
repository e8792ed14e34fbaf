// Logging in again after stopping part-way through /firm: home (/firm) sends the main account, through
// the app's real route table and guard, to the step the server saved, and the steps show what was
// entered (the uploaded ID scans, the bank branch) instead of starting over at step one.
import { guardedRoutes } from '@bht/auth-guard/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authInfo, startFirmStub, userInfo, type FirmStub } from './firm-test-kit';

let stub: FirmStub;
const atStepFour = { auth_status: 0, auth_step: 3 } as const;
const saved = {
  identity: {
    role: 'legal',
    name: '张三',
    id_card: '11010519491231002X',
    mobile: '13800000001',
    id_card_front: '/uploads/2026/01/front.png',
    id_card_back: '/uploads/2026/01/back.png',
    authorization_letter: null,
  },
  bank: {
    bank_name: '中国工商银行',
    bank_branch: '南京新街口支行',
    account_name: '南京示例建设有限公司',
    account_no: '6222021001123456789',
    verified: true,
  },
};

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/enterprise/getUserInfo': { data: userInfo(atStepFour) },
    '/api/firm/getAuthInfo': { data: authInfo(atStepFour, saved) },
    '/api/firm/prepareAgreement': {
      data: {
        sign_id: 'SIGN-7',
        agreement_url: '/uploads/esign/seal-7.pdf',
        digest: 'ab12cd34',
        mobile: '138****0001',
        resend_in: 0,
      },
    },
    '/api/firm/submitIdentity': { data: authInfo({ auth_status: 0, auth_step: 1 }, saved) },
  });
});
afterAll(() => stub.close());

const Bare = ({ children }: { children: ReactNode }) => <>{children}</>;

/** The portal's routes behind its guard, at `url` (as after log-in, which goes home: /firm). */
async function openApp(url: string) {
  // Imported once the stub has set the token, as the app starts after log-in.
  const [{ Providers }, { routes }] = await Promise.all([
    import('../../app/providers'),
    import('../../app/routes'),
  ]);
  const router = createMemoryRouter(
    guardedRoutes({
      table: routes,
      app: 'enterprise',
      Layout: Bare,
      placeholder: async () => ({ default: () => null }),
      forbidden: <p>403</p>,
      pageLoading: <p>加载中</p>,
    }),
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('resuming the authentication guide', () => {
  it('a session that stopped at step four lands on step four, with step four active', async () => {
    const router = await openApp('/firm');
    expect(await screen.findByTitle('印章授权协议', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/firm/four');
    expect(screen.getByText('签署授权协议').closest('.arco-steps-item')).toHaveClass(
      'arco-steps-item-process',
    );
    expect(screen.queryByLabelText('身份证号')).not.toBeInTheDocument();
  });

  it('reopening step one shows what was entered, the uploaded scans included, and sends them again unchanged', async () => {
    const router = await openApp('/firm');
    await screen.findByTitle('印章授权协议', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByText('身份认证'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/firm/one/duty'));
    expect(await screen.findByLabelText('法定代表人姓名')).toHaveValue('张三');
    expect(screen.getByLabelText('身份证号')).toHaveValue('11010519491231002X');
    expect(screen.getByAltText('身份证人像面.png 预览')).toHaveAttribute(
      'src',
      `${stub.url}/uploads/2026/01/front.png`,
    );
    expect(screen.getByAltText('身份证国徽面.png 预览')).toHaveAttribute(
      'src',
      `${stub.url}/uploads/2026/01/back.png`,
    );

    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(stub.count('/api/firm/submitIdentity')).toBe(1));
    expect(Object.fromEntries(stub.lastBody('/api/firm/submitIdentity')!)).toMatchObject({
      role: 'legal',
      name: '张三',
      id_card: '11010519491231002X',
      id_card_front: '/uploads/2026/01/front.png',
      id_card_back: '/uploads/2026/01/back.png',
    });
  });

  it('reopening step three shows the bank account as entered, branch included', async () => {
    stub.reply({
      '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 0, auth_step: 2 }) },
      '/api/firm/getAuthInfo': {
        data: authInfo(
          { auth_status: 0, auth_step: 2 },
          { ...saved, bank: { ...saved.bank, verified: false } },
        ),
      },
    });
    await openApp('/firm');
    // A deposit is under way for the account on file: the amount form names it; changing the account shows it filled in.
    fireEvent.click(
      await screen.findByRole('button', { name: '修改账户信息 / 重新打款' }, { timeout: 15_000 }),
    );
    expect(screen.getByLabelText('开户银行')).toHaveValue('中国工商银行');
    expect(screen.getByLabelText('开户支行')).toHaveValue('南京新街口支行');
    expect(screen.getByLabelText('银行账号')).toHaveValue('6222021001123456789');
  });
});
