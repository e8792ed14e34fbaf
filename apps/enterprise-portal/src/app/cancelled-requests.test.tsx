// A request cancelled because its page or query went away is not an error. The whole portal as
// its entry renders it (StrictMode, guarded router, shell): StrictMode mounts each page twice in
// development, which aborts the first mount's queries, and leaving a page aborts its queries;
// neither shows a toast. The transport's own cases are in packages/api-client/test/transport.test.ts.
import {
  startApiStub,
  type ApiStubServer,
  type StubReply,
} from '@bht/vitest-config/api-stub-server';
import {
  heldReplies,
  renderEntryAt,
  requestsTo,
  resetBetweenTests,
  settle,
  toasts,
} from '@bht/vitest-config/held-replies';
import { waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseUser, pointAtStub } from '../testing/enterprise-session';

let stub: ApiStubServer;
const held = heldReplies();
let orderListReply: () => StubReply;

const emptyPage = { list: [], total: 0, page: 1, limit: 10 };

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': { data: enterpriseUser() },
    '/api/order/getList': () => held.hold(orderListReply),
    '/api/project/getList': { data: emptyPage },
    '/api/paper_letter/getList': () => held.hold(orderListReply),
    '/api/paper_project/getList': { data: emptyPage },
  });
  pointAtStub(stub.url);
  await import('@bht/ui/toast'); // loaded now so a toast, if any, shows without a module load's delay
});
afterAll(() => stub.close());
afterEach(() => resetBetweenTests(stub, held));

const orderListRequests = () => requestsTo(stub, '/api/order/getList');

const openPortalAt = (path: string) => renderEntryAt(path, () => import('./app'));

describe('cancelled requests', () => {
  it('leaving 保函订单 while its list loads cancels the request without a toast', async () => {
    orderListReply = () => ({ data: { ...emptyPage, counts: {} } });
    const router = await openPortalAt('/myLetter/myLetter');
    await waitFor(() => expect(orderListRequests()).toBeGreaterThan(0));
    await router.navigate('/myLetter/list');
    await waitFor(() => expect(requestsTo(stub, '/api/project/getList')).toBeGreaterThan(0)); // 投标项目 loads
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('leaving 我的纸质保函 while its list loads cancels the request without a toast', async () => {
    orderListReply = () => ({ data: { ...emptyPage, counts: {} } });
    const router = await openPortalAt('/paper/paper');
    await waitFor(() => expect(requestsTo(stub, '/api/paper_letter/getList')).toBeGreaterThan(0));
    await router.navigate('/applypaper');
    await waitFor(() => expect(requestsTo(stub, '/api/paper_project/getList')).toBeGreaterThan(0)); // 纸质保函项目 loads
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('an order list that really fails still shows the error toast', async () => {
    orderListReply = () => ({ code: 0, msg: '服务器繁忙，请稍后重试' });
    await openPortalAt('/myLetter/myLetter');
    await waitFor(() => expect(orderListRequests()).toBeGreaterThan(0));
    held.release();
    await settle();
    expect(toasts()).toContain('服务器繁忙，请稍后重试');
  });
});
