// A request cancelled because its page or query went away is not an error. The whole console as
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
import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub } from '../features/auth/testing';
import { lastSent, orderDetail } from '../features/company-orders/testing';

let stub: ApiStubServer;
const held = heldReplies();
let listReply: () => StubReply;

const emptyList = (): StubReply => ({ data: { list: [], total: 0, page: 1, limit: 10 } });

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getOrderList': () => held.hold(listReply),
    '/api/ensure_company/getOrderDetail': { data: orderDetail() },
    '/api/ensure_company/getOrderLog': { data: [] },
    '/api/ensure_company/getOrderRefunds': { data: [] },
  });
  pointAtStub(stub.url);
  await import('@bht/ui/toast'); // loaded now so a toast, if any, shows without a module load's delay
});
afterAll(() => stub.close());
afterEach(() => resetBetweenTests(stub, held));

const listRequests = () => requestsTo(stub, '/api/ensure_company/getOrderList');

const openConsoleAt = (path: string) => renderEntryAt(path, () => import('./app'));

describe('cancelled requests', () => {
  it('opening a stage list shows it and no toast', async () => {
    listReply = emptyList;
    await openConsoleAt('/Dispatchletter/waitshenhe');
    await waitFor(() => expect(listRequests()).toBeGreaterThan(0));
    await settle(); // StrictMode's second mount is done; its request is the one answered
    held.release();
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
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('a list that really fails still shows the error toast', async () => {
    listReply = () => ({ code: 0, msg: '服务器繁忙，请稍后重试' });
    await openConsoleAt('/Dispatchletter/waitshenhe');
    await waitFor(() => expect(listRequests()).toBeGreaterThan(0));
    held.release();
    await settle();
    expect(toasts()).toContain('服务器繁忙，请稍后重试');
  });
});
