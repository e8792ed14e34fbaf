// Leaving a performance or wage letter page while its data loads cancels the request without a
// toast (the whole portal as its entry renders it: StrictMode, guarded router, shell); a call that
// really fails still shows one. Run for both families.
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
import { enterpriseUser, pointAtStub } from '../../testing/enterprise-session';
import { contractOrder, FAMILY_CASES, ORDER_SN, orderStatus } from './order-pages-test-kit';

let stub: ApiStubServer;
const held = heldReplies();
let listReply: () => StubReply = () => ({
  data: { list: [], total: 0, page: 1, limit: 10, counts: {} },
});

beforeAll(async () => {
  const routes: Record<string, StubReply | ((body: string) => StubReply | Promise<StubReply>)> = {
    '/api/enterprise/getUserInfo': { data: enterpriseUser() },
  };
  for (const { api, type } of FAMILY_CASES) {
    routes[`${api}/getLetterList`] = () => held.hold(listReply);
    routes[`${api}/getLetterDetail`] = () => held.hold(() => ({ data: contractOrder(type, 1) }));
    routes[`${api}/getOrderStatus`] = orderStatus(1, '待审核');
  }
  stub = await startApiStub(routes);
  pointAtStub(stub.url);
  await import('@bht/ui/toast'); // loaded now so a toast, if any, shows without a module load's delay
});
afterAll(() => stub.close());
afterEach(() => resetBetweenTests(stub, held));

const openPortalAt = (path: string) => renderEntryAt(path, () => import('../../app/app'));

describe.each(FAMILY_CASES)('$name: cancelled requests', ({ api, paths, listTitle }) => {
  /** Opens `path`, waits for its `loading` call, goes on to the submitted page while that call is held, then lets it answer. */
  async function leaveWhileLoading(path: string, loading: string) {
    const router = await openPortalAt(path);
    await waitFor(() => expect(requestsTo(stub, `${api}/${loading}`)).toBeGreaterThan(0));
    await router.navigate(paths.submitted(ORDER_SN));
    await waitFor(() => expect(requestsTo(stub, `${api}/getOrderStatus`)).toBeGreaterThan(0));
    held.release();
    await settle();
  }

  it(`leaving ${listTitle} while its list loads shows no toast`, async () => {
    listReply = () => ({ data: { list: [], total: 0, page: 1, limit: 10, counts: {} } });
    await leaveWhileLoading(paths.myLetters(), 'getLetterList');
    expect(toasts()).toEqual([]);
  });

  it('leaving the confirm page while the application loads shows no toast', async () => {
    await leaveWhileLoading(paths.confirm(ORDER_SN), 'getLetterDetail');
    expect(toasts()).toEqual([]);
  });

  it('a list that really fails still shows the error toast', async () => {
    listReply = () => ({ code: 0, msg: '服务器繁忙，请稍后重试' });
    await openPortalAt(paths.myLetters());
    await waitFor(() => expect(requestsTo(stub, `${api}/getLetterList`)).toBeGreaterThan(0));
    held.release();
    await settle();
    expect(toasts()).toContain('服务器繁忙，请稍后重试');
  });
});
