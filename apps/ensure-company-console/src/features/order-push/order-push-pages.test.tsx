// /config/message-users and /pushnotice through the real transport against a local HTTP server:
// the recipients' list, adding in the modal (the contract's rules, the server's field error on its
// field), editing, the enable switch and the confirmed delete; the push log with its status tabs and
// event filter in the URL, the failure reason and a confirmed 重新推送; both pages under 配置管理 for
// peizhi only.
import { buildMenu, decideNavigation, parsePermissions } from '@bht/auth-guard';
import type { MessageUser, OrderPush } from '@bht/api-client';
import { formatDateTime } from '@bht/validators';
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/routes';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';
import { closeOverlays, lastSent } from '../company-orders/testing';

let stub: ApiStubServer;
let users: MessageUser[];
let pushes: OrderPush[];
let addReply: StubReply | null;
let retryReply: StubReply | null;

const user = (overrides: Partial<MessageUser> = {}): MessageUser => ({
  id: 1,
  name: '王通知',
  mobile: '13700000001',
  email: '',
  events: ['new_application', 'paid'],
  channels: ['sms'],
  status: 1,
  create_time: 1_763_870_400,
  ...overrides,
});
const push = (overrides: Partial<OrderPush> = {}): OrderPush => ({
  id: 7,
  event: 'new_application',
  event_text: '新的保函申请',
  channel: 'sms',
  channel_text: '短信',
  recipient_name: '王通知',
  mobile: '137****0001',
  order_sn: 'BH20261123100000000001',
  title: '新的保函申请',
  content: '【保函通】江苏建工集团有限公司提交了新的保函申请',
  status: 1,
  status_text: '已发送',
  attempts: 1,
  max_attempts: 6,
  last_error: null,
  job_state: 'done',
  job_state_text: '已完成',
  next_attempt_time: null,
  create_time: 1_763_870_400,
  attempt_time: 1_763_870_401,
  sent_time: 1_763_870_401,
  ...overrides,
});

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getMessageUserList': () => ({
      data: { list: users, total: users.length, page: 1, limit: 10 },
    }),
    '/api/ensure_company/addMessageUser': () => addReply ?? { data: user({ id: 2 }) },
    '/api/ensure_company/editMessageUser': (body) => ({
      data: user({ status: Number(new URLSearchParams(body).get('status')) as 0 | 1 }),
    }),
    '/api/ensure_company/deleteMessageUser': { data: null },
    '/api/ensure_company/getPushList': () => ({
      data: { list: pushes, total: pushes.length, page: 1, limit: 10 },
    }),
    '/api/ensure_company/retryPush': () =>
      retryReply ?? { data: push({ status: 0, status_text: '待发送' }) },
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  users = [user()];
  pushes = [
    push(),
    push({
      id: 8,
      status: 2,
      status_text: '失败',
      last_error: '短信发送失败：号码不存在或已停机',
      sent_time: null,
      job_state: 'queued',
      job_state_text: '等待发送',
      // 30 s after the failed attempt.
      next_attempt_time: 1_763_870_431,
    }),
  ];
  addReply = null;
  retryReply = null;
});
afterEach(closeOverlays);

const sent = (path: string) =>
  Object.fromEntries(lastSent(stub.seen, `/api/ensure_company/${path}`) ?? []);

async function renderUsers(path = '/config/message-users') {
  const { default: Page } = await import('./message-users-page');
  return renderPage(path, <Page title="消息接收人" />);
}
async function renderLog(path = '/pushnotice') {
  const { default: Page } = await import('./push-log-page');
  return renderPage(path, <Page title="订单消息推送" />);
}

describe('MessageUsersPage', () => {
  it('lists the recipients with masked mobile, events and channels', async () => {
    await renderUsers();
    const row = within((await screen.findByText('王通知')).closest('tr')!);
    for (const text of ['137****0001', '新的保函申请', '订单已支付', '短信'])
      expect(row.getByText(text)).toBeInTheDocument();
    expect(row.getByRole('switch', { name: '启用 王通知' })).toBeChecked();
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeInTheDocument();
  });

  it('shows an empty state that says how to start', async () => {
    users = [];
    await renderUsers();
    expect(await screen.findByText('还没有消息接收人，点击「新增接收人」添加')).toBeInTheDocument();
  });

  it('adds a recipient: the rules first, then the server’s field error on its field, then saved', async () => {
    await renderUsers();
    await screen.findByText('王通知');
    fireEvent.click(screen.getByRole('button', { name: '新增接收人' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('请输入姓名')).toBeInTheDocument();
    expect(dialog.getByText('请输入手机号')).toBeInTheDocument();

    fireEvent.change(dialog.getByPlaceholderText('接收人姓名'), { target: { value: '李四' } });
    fireEvent.change(dialog.getByPlaceholderText('11 位手机号，本机构内不可重复'), {
      target: { value: '13700000002' },
    });
    addReply = {
      status: 409,
      code: 0,
      msg: '该手机号已是本机构的消息接收人',
      data: { fields: { mobile: '该手机号已是本机构的消息接收人' } },
    };
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await dialog.findByText('该手机号已是本机构的消息接收人')).toBeInTheDocument();
    expect(sent('addMessageUser')).toMatchObject({
      name: '李四',
      mobile: '13700000002',
      events: 'new_application,paid,surrender_request,claim,invoice_request',
      channels: 'sms',
      status: '1',
    });

    addReply = null;
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('消息接收人已添加')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a recipient in the same form, filled in', async () => {
    await renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: '编辑 王通知' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByPlaceholderText('接收人姓名')).toHaveValue('王通知');
    fireEvent.click(dialog.getByRole('checkbox', { name: '站内消息' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('消息接收人已保存')).toBeInTheDocument();
    expect(sent('editMessageUser')).toMatchObject({
      id: '1',
      name: '王通知',
      channels: 'sms,site',
      events: 'new_application,paid',
    });
  });

  it('disables a recipient with its switch', async () => {
    await renderUsers();
    fireEvent.click(await screen.findByRole('switch', { name: '启用 王通知' }));
    expect(await screen.findByText('已停用 王通知，不再向其推送')).toBeInTheDocument();
    expect(sent('editMessageUser')).toMatchObject({ id: '1', status: '0' });
  });

  it('deletes only after the confirmation', async () => {
    await renderUsers();
    fireEvent.click(await screen.findByRole('button', { name: '删除 王通知' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText('删除消息接收人 王通知？')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/deleteMessageUser')).toBeUndefined();
    fireEvent.click(confirm.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('已删除 王通知')).toBeInTheDocument();
    expect(sent('deleteMessageUser')).toMatchObject({ id: '1' });
  });
});

describe('PushLogPage', () => {
  it('lists pushes with their status, the failure reason and 重新推送 on failed ones only', async () => {
    await renderLog();
    expect(await screen.findAllByText('BH20261123100000000001')).toHaveLength(2);
    expect(screen.getByText('短信发送失败：号码不存在或已停机')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^重新推送/ })).toHaveLength(1);
    // The sent push has no next try.
    expect(screen.getAllByText('—').length).toBeGreaterThan(0);
    expect(sent('getPushList')).toMatchObject({ page: '1', limit: '10' });
    expect(sent('getPushList')).not.toHaveProperty('status');
  });

  it('shows each push’s attempts, and when a failed one is tried again or that retries stopped', async () => {
    pushes = [
      ...pushes,
      push({
        id: 9,
        order_sn: 'BH20261123100000000009',
        status: 2,
        status_text: '失败',
        attempts: 6,
        last_error: '短信发送失败：号码不存在或已停机',
        sent_time: null,
        job_state: 'dead',
        job_state_text: '已停止重试',
      }),
    ];
    await renderLog();
    const table = within(await screen.findByRole('table'));
    await table.findAllByText('BH20261123100000000001');
    expect(table.getByRole('columnheader', { name: '尝试次数' })).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: '下次重试' })).toBeInTheDocument();
    const rowOf = (sn: string) => within(table.getAllByText(sn).at(-1)!.closest('tr')!);
    // Waiting for its automatic retry: the time of the next try.
    expect(
      rowOf('BH20261123100000000001').getByText(formatDateTime(1_763_870_431)),
    ).toBeInTheDocument();
    // Out of automatic tries: stopped, and 重新推送 by hand.
    const dead = rowOf('BH20261123100000000009');
    expect(dead.getByText('已停止重试')).toBeInTheDocument();
    expect(dead.getByText('6')).toHaveAttribute('title', '每轮最多自动尝试 6 次');
    expect(dead.getByRole('button', { name: '重新推送 9' })).toBeInTheDocument();
  });

  it('sends the status tab and the event filter from the URL', async () => {
    await renderLog('/pushnotice?status=2&event=paid');
    await screen.findAllByText('BH20261123100000000001');
    expect(sent('getPushList')).toMatchObject({ status: '2', event: 'paid' });
    expect(screen.getByRole('tab', { name: '失败' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: '导出 Excel' })).toBeInTheDocument();
  });

  it('retries a failed push after the confirmation', async () => {
    await renderLog();
    fireEvent.click(await screen.findByRole('button', { name: '重新推送 8' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getByText(/上次失败原因：短信发送失败/)).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: '重新推送' }));
    expect(await screen.findByText('已重新加入发送队列')).toBeInTheDocument();
    expect(sent('retryPush')).toMatchObject({ id: '8' });
  });

  it('shows the server’s message when the push may not be retried any more', async () => {
    retryReply = { status: 409, code: 0, msg: '只有发送失败的推送可以重新推送' };
    await renderLog();
    fireEvent.click(await screen.findByRole('button', { name: '重新推送 8' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '重新推送' }),
    );
    expect(await screen.findByText('只有发送失败的推送可以重新推送')).toBeInTheDocument();
    expect(screen.queryByText('已重新加入发送队列')).toBeNull();
  });
});

describe('routes', () => {
  it('puts both pages under 配置管理 for peizhi only', () => {
    const items = buildMenu(routes, parsePermissions('peizhi'))
      .find((g) => g.group === '配置管理')
      ?.items.map((r) => r.path);
    expect(items).toEqual(expect.arrayContaining(['/config/message-users', '/pushnotice']));
    const session = (authJson: string) => ({
      token: 't',
      userInfo: { account: 'x', auth_status: 2, is_reset_password: 1 },
      permissions: parsePermissions(authJson),
    });
    const decide = (path: string, authJson: string) =>
      decideNavigation({
        table: routes,
        app: 'console',
        viewportWidth: 1280,
        path,
        session: session(authJson),
      }).type;
    for (const path of ['/config/message-users', '/pushnotice']) {
      expect([decide(path, 'peizhi'), decide(path, 'gonggao')]).toEqual(['allow', 'forbidden']);
      expect(routes.find((r) => r.path === path)?.page).toBeDefined();
    }
  });
});
