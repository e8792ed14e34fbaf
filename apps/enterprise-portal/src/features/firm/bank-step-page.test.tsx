// Step 3 (/firm/three): the account form (validators' bank-account rule, name prefilled), the
// deposit, attempts left, the sandbox hint, the amount check and the next step.
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
const page = () => import('./bank-step-page');

beforeAll(async () => {
  stub = await startFirmStub({
    '/api/enterprise/getUserInfo': { data: userInfo({ auth_status: 0, auth_step: 2 }) },
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.reply({
    '/api/firm/getAuthInfo': { data: authInfo({ auth_status: 0, auth_step: 2 }) },
    '/api/firm/startBankVerification': {
      data: { expires_in: 86_400, attempts_left: 3, sandbox: true },
    },
    '/api/firm/confirmBankDeposit': (body) =>
      body.includes('amount=0.37')
        ? { data: authInfo({ auth_status: 0, auth_step: 3 }) }
        : {
            status: 400,
            code: 0,
            msg: '打款金额不正确',
            data: { fields: { amount: '打款金额不正确' } },
          },
  });
});

async function fillAccount(accountNo: string) {
  fireEvent.change(await screen.findByLabelText('开户银行'), { target: { value: '中国工商银行' } });
  fireEvent.change(screen.getByLabelText('开户支行'), { target: { value: '南京建邺支行' } });
  fireEvent.change(screen.getByLabelText('银行账号'), { target: { value: accountNo } });
  fireEvent.click(screen.getByRole('button', { name: '提交并打款验证' }));
}

describe('BankStepPage', () => {
  it('prefills the enterprise name and checks the account number', async () => {
    await renderPage('/firm/three', page, '对公基本户验证');
    expect(await screen.findByLabelText('账户名称')).toHaveValue('南京示例建设有限公司');
    await fillAccount('0123');
    await waitFor(() => expect(fieldError('银行账号')).toBe('请输入正确的银行账号'));
    expect(stub.count('/api/firm/startBankVerification')).toBe(0);
  });

  it('starts the deposit, shows attempts and the sandbox hint, counts a wrong amount, then goes on', async () => {
    await renderPage('/firm/three', page, '对公基本户验证');
    await fillAccount('6222 0210 0112 3456 789');
    expect(await screen.findByText('沙箱环境：打款金额可在开发收件箱查看')).toBeInTheDocument();
    expect(screen.getByText('剩余 3 次验证机会')).toBeInTheDocument();
    expect(screen.getByText(/尾号 6789/)).toHaveTextContent('24 小时内有效');
    expect(Object.fromEntries(stub.lastBody('/api/firm/startBankVerification')!)).toMatchObject({
      bank_name: '中国工商银行',
      bank_branch: '南京建邺支行',
      account_name: '南京示例建设有限公司',
      account_no: '6222021001123456789',
    });

    fireEvent.change(screen.getByLabelText('到账金额（元）'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: '确认金额' }));
    await waitFor(() => expect(fieldError('到账金额（元）')).toBe('请输入收到的打款金额，如 0.37'));
    expect(stub.count('/api/firm/confirmBankDeposit')).toBe(0);

    fireEvent.change(screen.getByLabelText('到账金额（元）'), { target: { value: '0.12' } });
    fireEvent.click(screen.getByRole('button', { name: '确认金额' }));
    await waitFor(() => expect(fieldError('到账金额（元）')).toBe('打款金额不正确'));
    expect(screen.getByText('剩余 2 次验证机会')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('到账金额（元）'), { target: { value: '0.37' } });
    fireEvent.click(screen.getByRole('button', { name: '确认金额' }));
    expect(await whereNow()).toHaveTextContent('/firm/four');
  });

  it('a spent deposit (409 on the amount) disables the amount until a new deposit', async () => {
    stub.reply({
      '/api/firm/confirmBankDeposit': {
        status: 409,
        code: 0,
        msg: '打款金额错误次数过多，请重新发起打款验证',
        data: { fields: { amount: '打款金额错误次数过多，请重新发起打款验证' } },
      },
    });
    await renderPage('/firm/three', page, '对公基本户验证');
    await fillAccount('6222021001123456789');
    fireEvent.change(await screen.findByLabelText('到账金额（元）'), { target: { value: '0.12' } });
    fireEvent.click(screen.getByRole('button', { name: '确认金额' }));
    expect(await screen.findByText('剩余 0 次验证机会')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认金额' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '修改账户信息 / 重新打款' }));
    expect(await screen.findByRole('button', { name: '提交并打款验证' })).toBeEnabled();
  });

  it('resumes at the amount for a deposit already started and can go back to the account', async () => {
    stub.reply({
      '/api/firm/getAuthInfo': {
        data: authInfo(
          { auth_status: 0, auth_step: 2 },
          {
            bank: {
              bank_name: '中国工商银行',
              bank_branch: '南京新街口支行',
              account_name: '南京示例建设有限公司',
              account_no: '6222021001123456789',
              verified: false,
            },
          },
        ),
      },
    });
    await renderPage('/firm/three', page, '对公基本户验证');
    expect(await screen.findByLabelText('到账金额（元）')).toBeInTheDocument();
    expect(screen.queryByText('沙箱环境：打款金额可在开发收件箱查看')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '修改账户信息 / 重新打款' }));
    expect(await screen.findByLabelText('银行账号')).toHaveValue('6222021001123456789');
  });

  it('shows a server error on the account form', async () => {
    stub.reply({
      '/api/firm/startBankVerification': {
        status: 429,
        code: 0,
        msg: '今日打款验证次数已达上限，请明天再试',
      },
    });
    await renderPage('/firm/three', page, '对公基本户验证');
    await fillAccount('6222021001123456789');
    expect(await screen.findByText('今日打款验证次数已达上限，请明天再试')).toHaveClass(
      'arco-alert-content',
    );
  });
});
