// A request cancelled because its page or query went away is not an error. The whole console as
// its entry renders it (StrictMode, guarded router, shell): StrictMode mounts each page twice in
// development, which aborts the first mount's queries, and leaving a page aborts its queries;
// neither shows a toast. The transport's own cases are in packages/api-client/test/transport.test.ts.
import { Message } from '@arco-design/web-react';
import { startApiStub, type ApiStubServer, type StubReply } from '@bht/vitest-config/api-stub-server';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub } from '../features/account/testing';
import { lastSent, orderDetail } from '../features/orders/testing';

let stub: ApiStubServer;
/** Replies held back until the test releases them (the request stays in flight meanwhile). */
const held: Array<() => void> = [];
let listReply: () => StubReply;

const emptyList = (): StubReply => ({ data: { list: [], total: 0, page: 1, limit: 10 } });
const holdUntilReleased = (reply: () => StubReply) => new Promise<StubReply>((resolve) => held.push(() => resolve(reply())));
const release = () => {
  for (const answer of held.splice(0)) answer();
};

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderList': () => holdUntilReleased(listReply),
    '/api/ensure_company/getOrderDetail': { data: orderDetail() },
    '/api/ensure_company/getOrderLog': { data: [] },
  });
  pointAtStub(stub.url);
  await import('@bht/ui/toast'); // loaded now so a toast, if any, shows without a module load's delay
});
afterAll(() => stub.close());
afterEach(() => {
  release();
  Message.clear();
  stub.seen.length = 0;
});

const toasts = () => Array.from(document.querySelectorAll('.arco-message'), (el) => el.textContent);
/** Long enough for the transport's onError to have shown its toast (the control case below waits the same). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const listRequests = () => stub.seen.filter((line) => line.includes('/api/ensure_company/getOrderList')).length;

/** The real entry's tree; the app's one browser router is moved to `path` first. */
async function openConsoleAt(path: string) {
  window.history.replaceState(null, '', path);
  const [{ default: App }, { getRouter }] = await Promise.all([import('./app'), import('./router')]);
  await getRouter().navigate(path, { replace: true });
  render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  return getRouter();
}

describe('cancelled requests', () => {
  it('opening a stage list shows it and no toast', async () => {
    listReply = emptyList;
    await openConsoleAt('/Dispatchletter/waitshenhe');
    await waitFor(() => expect(listRequests()).toBeGreaterThan(0));
    await settle(); // StrictMode's second mount is done; its request is the one answered
    release();
    expect(await screen.findByText('暂无待审核订单')).toBeInTheDocument();
    expect(lastSent(stub.seen, '/api/ensure_company/getOrderList')?.get('stage')).toBe('待审核');
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('leaving the list while it loads cancels its request without a toast', async () => {
    listReply = emptyList;
    const router = await openConsoleAt('/Dispatchletter/waitsent');
    await waitFor(() => expect(listRequests()).toBeGreaterThan(0));
    await router.navigate(`/Dispatchletter/detail?order_sn=${orderDetail().sn}`);
    expect(await screen.findByText(orderDetail().sn)).toBeInTheDocument();
    release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('a list that really fails still shows the error toast', async () => {
    listReply = () => ({ code: 0, msg: '服务器繁忙，请稍后重试' });
    await openConsoleAt('/Dispatchletter/waitshenhe');
    await waitFor(() => expect(listRequests()).toBeGreaterThan(0));
    release();
    await settle();
    expect(toasts()).toContain('服务器繁忙，请稍后重试');
  });
});
