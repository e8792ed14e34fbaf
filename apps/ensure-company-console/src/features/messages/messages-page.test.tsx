// The console's 消息中心 and red dot through the real transport against a stateful stub inbox:
// the count from getInfo, opening a message (marked read, its order opens), 全部标为已读.
import {
  companyGetMessageList,
  companyGetUnreadMessageCount,
  companyReadAllMessages,
  companyReadMessage,
} from '@bht/api-client';
import { startApiStub, type ApiStubServer } from '@bht/vitest-config/api-stub-server';
import { sampleMessages, stubInbox } from '@bht/vitest-config/inbox-stub';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub, renderPage } from '../auth/testing';

const inbox = stubInbox({
  list: companyGetMessageList.path,
  read: companyReadMessage.path,
  readAll: companyReadAllMessages.path,
  count: companyGetUnreadMessageCount.path,
});
let stub: ApiStubServer;

const sn = (id: number) => `BH2026112400${String(id).padStart(4, '0')}`;
const three = () =>
  sampleMessages(3, 2, (id) =>
    id === 3
      ? {
          kind: 'order_submitted',
          title: '新的保函申请待审核',
          content: `江苏恒信建设集团有限公司已签署委托合同，投标保函申请待审核（订单号 ${sn(3)}）。`,
          order_sn: sn(3),
          order_type: 'bid_e' as const,
        }
      : {
          kind: 'refund_requested',
          title: `收到退款申请 ${id}`,
          content: `江苏恒信建设集团有限公司申请退还保费（订单号 ${sn(id)}）。退款原因：项目已流标`,
          order_sn: sn(id),
          order_type: 'bid_paper' as const,
        },
  );

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': () => ({
      data: { ...companyInfo(), wait_read_message: inbox.unread() },
    }),
    ...inbox.routes,
  });
  pointAtStub(stub.url);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
  inbox.reset(three());
});

async function renderInbox() {
  const [{ default: Page }, { default: Shell }] = await Promise.all([
    import('./messages-page'),
    import('../../app/shell'),
  ]);
  const router = await renderPage(
    '/message/index',
    <Shell>
      <Page />
    </Shell>,
    {
      '/Dispatchletter/detail': (
        <Shell>
          <p>订单详情页</p>
        </Shell>
      ),
    },
  );
  // The first render loads the lazy page, the shell and Arco: more than findBy's default second.
  await screen.findByRole('list', { name: '消息列表' }, { timeout: 5000 });
  return router;
}

describe('消息中心 (/message/index, console)', () => {
  it('lists the messages with the unread ones marked and the dot showing their count', async () => {
    await renderInbox();
    const items = within(screen.getByRole('list', { name: '消息列表' })).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('aria-label'))).toEqual([
      '未读：新的保函申请待审核',
      '未读：收到退款申请 2',
      '收到退款申请 1',
    ]);
    expect(within(items[0]!).getByText('查看订单 ›')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '消息（2 条未读）' })).toBeInTheDocument();
  });

  it('opening a message marks it read, opens its order, and the dot drops to 1', async () => {
    const router = await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: '未读：新的保函申请待审核' }));
    expect(await screen.findByText('订单详情页')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?order_sn=${sn(3)}`);
    expect(await screen.findByRole('button', { name: '消息（1 条未读）' })).toBeInTheDocument();
    expect(
      stub.seen
        .filter((s) => s.startsWith(`POST ${companyReadMessage.path} `))
        .map((s) => s.includes('id=3')),
    ).toEqual([true]);
  });

  it('全部标为已读 clears the marks and the dot', async () => {
    await renderInbox();
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    expect(await screen.findByRole('button', { name: '消息' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^未读：/ })).toBeNull());
    expect(inbox.unread()).toBe(0);
  });
});
