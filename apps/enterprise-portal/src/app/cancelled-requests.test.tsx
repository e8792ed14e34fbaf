// A request cancelled because its page or query went away is not an error. The whole portal as
// its entry renders it (StrictMode, guarded router, shell): StrictMode mounts each page twice in
// development, which aborts the first mount's queries, and leaving a page aborts its queries;
// neither shows a toast. The transport's own cases are in packages/api-client/test/transport.test.ts.
import { Message } from '@arco-design/web-react';
import { startApiStub, type ApiStubServer, type StubReply } from '@bht/vitest-config/api-stub-server';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseUser, pointAtStub } from '../features/settings/testing';

let stub: ApiStubServer;
/** Replies held back until the test releases them (the request stays in flight meanwhile). */
const held: Array<() => void> = [];
let orderListReply: () => StubReply;

const emptyPage = { list: [], total: 0, page: 1, limit: 10 };
const holdUntilReleased = (reply: () => StubReply) => new Promise<StubReply>((resolve) => held.push(() => resolve(reply())));
const release = () => {
  for (const answer of held.splice(0)) answer();
};

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': { data: enterpriseUser() },
    '/api/order/getList': () => holdUntilReleased(orderListReply),
    '/api/project/getList': { data: emptyPage },
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
const orderListRequests = () => stub.seen.filter((line) => line.includes('/api/order/getList')).length;

/** The real entry's tree; the app's one browser router is moved to `path` first. */
async function openPortalAt(path: string) {
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
  it('leaving 保函订单 while its list loads cancels the request without a toast', async () => {
    orderListReply = () => ({ data: { ...emptyPage, counts: {} } });
    const router = await openPortalAt('/myLetter/myLetter');
    await waitFor(() => expect(orderListRequests()).toBeGreaterThan(0));
    await router.navigate('/myLetter/list');
    await waitFor(() => expect(stub.seen.some((line) => line.includes('/api/project/getList'))).toBe(true)); // 投标项目 loads
    release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('an order list that really fails still shows the error toast', async () => {
    orderListReply = () => ({ code: 0, msg: '服务器繁忙，请稍后重试' });
    await openPortalAt('/myLetter/myLetter');
    await waitFor(() => expect(orderListRequests()).toBeGreaterThan(0));
    release();
    await settle();
    expect(toasts()).toContain('服务器繁忙，请稍后重试');
  });
});
