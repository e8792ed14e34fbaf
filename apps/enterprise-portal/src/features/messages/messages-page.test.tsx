// 消息中心 and the top bar's red dot through the real transport against a stateful stub inbox:
// unread styling, opening a message (marked read, the dot follows, its link opens), 全部标为已读,
// the 未读 tab, paging and the empty state.
import {
  messageGetList,
  messageGetUnreadCount,
  messageRead,
  messageReadAll,
} from '@bht/api-client';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { sampleMessages, stubInbox } from '@bht/vitest-config/inbox-stub';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enterpriseUser, pointAtStub, renderPage } from '../../testing/enterprise-session';

const inbox = stubInbox({
  list: messageGetList.path,
  read: messageRead.path,
  readAll: messageReadAll.path,
  count: messageGetUnreadCount.path,
});
let stub: ApiStubServer;

const ORDER_SN = 'BH20261124000001';
/** 12 messages (two pages): the newest an approved order, the next the authentication result, both unread. */
const twelve = () =>
  sampleMessages(12, 2, (id) =>
    id === 12
      ? {
          kind: 'order_approved',
          title: '保函申请已审核通过',
          content: `江苏信达融资担保有限公司已审核通过您的投标保函申请（订单号 ${ORDER_SN}），请支付保费 1800.00 元。`,
          order_sn: ORDER_SN,
          order_type: 'bid_e' as const,
        }
      : id === 11
        ? {
            kind: 'auth_approved',
            title: '企业认证已通过',
            content: '南京建工集团有限公司的企业认证已审核通过，现在可以申请保函了。',
            order_sn: null,
            order_type: null,
          }
        : {
            kind: 'order_paid',
            title: `保费支付成功 ${id}`,
            content: `订单 BH2026112400${String(id).padStart(4, '0')} 的保费已支付成功。`,
            order_sn: `BH2026112400${String(id).padStart(4, '0')}`,
            order_type: 'bid_e' as const,
          },
  );

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': () => ({
      data: { ...enterpriseUser(), wait_read_message: inbox.unread() },
    }),
    ...inbox.routes,
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  inbox.reset(twelve());
});

const sent = (path: string) => stub.seen.filter((s) => s.startsWith(`POST ${path} `));

async function renderInbox(others: Record<string, ReactElement> = {}) {
  const [{ default: Page }, { default: Shell }] = await Promise.all([
    import('./messages-page'),
    import('../../app/shell'),
  ]);
  const router = await renderPage(
    '/message/index',
    <Shell>
      <Page />
    </Shell>,
    others,
  );
  // The first render loads the lazy page, the shell and Arco: more than findBy's default second.
  await screen.findByRole('list', { name: '消息列表' }, { timeout: 5000 });
  return router;
}

describe('消息中心 (/message/index)', () => {
  it('shows the newest page with the unread messages marked, and the dot with their count', async () => {
    await renderInbox();
    const items = within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('button');
    expect(items).toHaveLength(10);
    expect(items.map((b) => b.getAttribute('aria-label')).slice(0, 3)).toEqual([
      '未读：保函申请已审核通过',
      '未读：企业认证已通过',
      '保费支付成功 10',
    ]);
    expect(within(items[0]!).getByText('查看订单 ›')).toBeInTheDocument();
    expect(within(items[1]!).getByText('查看认证结果 ›')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '消息（2 条未读）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '未读（2）' })).toBeInTheDocument();
  });

  it('opening an unread order message marks it read and opens the order', async () => {
    const router = await renderInbox({ '/myLetter/detail': <p>订单详情页</p> });
    fireEvent.click(screen.getByRole('button', { name: '未读：保函申请已审核通过' }));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order_sn=${ORDER_SN}`);
    await waitFor(() => expect(sent(messageRead.path)).toHaveLength(1));
    expect(sent(messageRead.path)[0]).toContain('id=12');
    expect(inbox.unread()).toBe(1);
  });

  it('the dot follows the mark without reloading the user info', async () => {
    const { default: Shell } = await import('../../app/shell');
    await renderInbox({
      '/firm/five': (
        <Shell>
          <p>准入结果页</p>
        </Shell>
      ),
    });
    const userInfoCalls = stub.seen.filter((s) => s.includes('getUserInfo')).length;
    fireEvent.click(screen.getByRole('button', { name: '未读：企业认证已通过' }));
    expect(await screen.findByText('准入结果页')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '消息（1 条未读）' })).toBeInTheDocument();
    expect(stub.seen.filter((s) => s.includes('getUserInfo'))).toHaveLength(userInfoCalls);
  });

  it('全部标为已读 clears every mark and the dot, then is disabled', async () => {
    await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByRole('button', { name: '消息' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '保函申请已审核通过' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /^未读：/ })).toBeNull();
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    expect(sent(messageReadAll.path)).toHaveLength(1);
  });

  it('the 未读 tab asks for unread messages only, and says so when there are none', async () => {
    await renderInbox();
    fireEvent.click(screen.getByRole('tab', { name: '未读（2）' }));
    await waitFor(() =>
      expect(sent(messageGetList.path).some((s) => s.includes('unread=1'))).toBe(true),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('button'),
      ).toHaveLength(2),
    );

    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument();
  });

  it('pages through the messages, 10 a page', async () => {
    await renderInbox();
    fireEvent.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('button'),
      ).toHaveLength(2),
    );
    expect(sent(messageGetList.path).some((s) => s.includes('page=2'))).toBe(true);
    expect(screen.getByRole('button', { name: '保费支付成功 1' })).toBeInTheDocument();
  });

  it('an empty inbox says so', async () => {
    inbox.reset([]);
    const { default: Page } = await import('./messages-page');
    await renderPage('/message/index', <Page />);
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
  });
});

describe('the red dot in the top bar', () => {
  it('is drawn while messages are unread and opens the message page', async () => {
    const { default: Shell } = await import('../../app/shell');
    const router = await renderPage(
      '/index',
      <Shell>
        <p>用户中心</p>
      </Shell>,
      { '/message/index': <p>消息中心页</p> },
    );
    const bell = await screen.findByRole('button', { name: '消息（2 条未读）' }, { timeout: 5000 });
    // The red dot itself is drawn next to the bell.
    expect(bell.closest('.arco-badge')?.querySelector('.arco-badge-dot')).not.toBeNull();
    fireEvent.click(bell);
    expect(await screen.findByText('消息中心页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/message/index');
  });
});
