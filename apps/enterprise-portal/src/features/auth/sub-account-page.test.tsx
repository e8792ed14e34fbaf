// /stytem/list through the real transport against a local HTTP server.
import { RouteTableProvider } from '@bht/auth-guard/react';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterpriseUser, pointAtStub, renderPage } from '../../testing/enterprise-session';

let stub: ApiStubServer;
let isMaster = true;
let accounts: Array<Record<string, unknown>> = [];
const accountant = {
  id: 11,
  account: '13800000011',
  name: '李会计',
  auth_json: 'dingdan,待审核',
  status: 1,
  last_login_time: 1_763_870_400,
  create_time: 1_763_000_000,
};

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': () => ({ data: enterpriseUser({ isMaster }) }),
    '/api/Enterprise/getSubAccountList': () => ({ data: accounts }),
    '/api/Enterprise/addSubAccount': (body) =>
      body.includes('mobile=13800000011')
        ? {
            status: 409,
            code: 0,
            msg: '该手机号已被其他账号使用',
            data: { fields: { mobile: '该手机号已被其他账号使用' } },
          }
        : {
            data: {
              ...accountant,
              id: 12,
              account: '13800000012',
              name: '赵出纳',
              auth_json: 'dingdan',
              last_login_time: null,
            },
          },
    '/api/Enterprise/editSubAccount': () => ({ data: { ...accountant, status: 0 } }),
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  isMaster = true;
  accounts = [accountant];
  stub.seen.length = 0;
});

async function renderList() {
  const { default: SubAccountPage } = await import('./sub-account-page');
  const { routes } = await import('../../app/routes');
  await renderPage(
    '/stytem/list',
    <RouteTableProvider table={routes}>
      <SubAccountPage title="账号设置" />
    </RouteTableProvider>,
  );
}

describe('SubAccountPage', () => {
  it('lists sub-accounts with permissions, status and last log-in', async () => {
    await renderList();
    const row = (await screen.findByText('李会计')).closest('tr')!;
    expect(within(row).getByText('13800000011')).toBeInTheDocument();
    expect(
      within(row).getByText(
        '订单（投标电子保函、纸质投标保函、履约保函、农民工工资保函、发票管理、理赔、保险服务）',
      ),
    ).toBeInTheDocument();
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(within(row).getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    accounts = [];
    await renderList();
    expect(await screen.findByText('暂无子账号，点击「新增子账号」添加')).toBeInTheDocument();
  });

  it('adds a sub-account with the chosen permissions and reloads the list', async () => {
    await renderList();
    await screen.findByText('李会计');
    fireEvent.click(screen.getByRole('button', { name: '新增子账号' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '赵出纳' } });
    fireEvent.change(within(dialog).getByLabelText('手机号（登录账号）'), {
      target: { value: '13800000012' },
    });
    fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'Init@2026' } });
    fireEvent.click(
      within(dialog).getByLabelText(
        '订单（投标电子保函、纸质投标保函、履约保函、农民工工资保函、发票管理、理赔、保险服务）',
      ),
    );
    accounts = [
      accountant,
      {
        ...accountant,
        id: 12,
        account: '13800000012',
        name: '赵出纳',
        auth_json: 'dingdan',
        last_login_time: null,
      },
    ];
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('赵出纳')).toBeInTheDocument();
    expect(screen.getByText('从未登录')).toBeInTheDocument();
    const sent = stub.seen.find((s) => s.startsWith('POST /api/Enterprise/addSubAccount'));
    expect(sent).toContain('name=%E8%B5%B5%E5%87%BA%E7%BA%B3');
    expect(sent).toContain('mobile=13800000012');
    expect(sent).toContain('auth_json=dingdan');
  });

  it('checks the form and shows the server field error on the mobile', async () => {
    await renderList();
    await screen.findByText('李会计');
    fireEvent.click(screen.getByRole('button', { name: '新增子账号' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(
      await within(dialog).findByText('密码须为 8-20 位，且同时包含字母和数字'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '重复号' } });
    fireEvent.change(within(dialog).getByLabelText('手机号（登录账号）'), {
      target: { value: '13800000011' },
    });
    fireEvent.change(within(dialog).getByLabelText('初始密码'), { target: { value: 'Init@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('该手机号已被其他账号使用')).toBeInTheDocument();
  });

  it('disables a sub-account after confirmation', async () => {
    await renderList();
    fireEvent.click(await screen.findByRole('button', { name: '停用 李会计' }));
    expect(await screen.findByText(/停用后该账号将立即退出登录/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(
        stub.seen.some(
          (s) =>
            s.startsWith('POST /api/Enterprise/editSubAccount') &&
            s.includes('id=11') &&
            s.includes('status=0'),
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('子账号已停用')).toBeInTheDocument();
    // The list reloads after the change.
    await waitFor(() =>
      expect(stub.seen.filter((s) => s.includes('getSubAccountList'))).toHaveLength(2),
    );
  });

  it('tells a sub-account that only the main account may manage accounts', async () => {
    isMaster = false;
    await renderList();
    expect(await screen.findByText('仅主账号可管理子账号')).toBeInTheDocument();
    expect(stub.seen.some((s) => s.includes('getSubAccountList'))).toBe(false);
  });
});
