// Leaving an invoice page while its reads are in flight cancels them without a toast (the whole
// portal as its entry renders it: StrictMode, guarded router, shell), while a list that really
// fails still says so.
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
import { invoice, orderOptions, titles } from './test-kit';

let stub: ApiStubServer;
const held = heldReplies();
let listReply: () => StubReply = () => ({
  data: { list: [], total: 0, page: 1, limit: 10, counts: {} },
});

beforeAll(async () => {
  stub = await startApiStub({
    '/api/enterprise/getUserInfo': { data: enterpriseUser() },
    '/api/invoice/getList': () => held.hold(listReply),
    '/api/invoice/getDetail': () => held.hold(() => ({ data: invoice(1) })),
    '/api/invoice/getOrderOptions': () => held.hold(() => ({ data: orderOptions })),
    '/api/invoice/getTitleList': () => held.hold(() => ({ data: titles })),
    '/api/address/getList': () => held.hold(() => ({ data: [] })),
  });
  pointAtStub(stub.url);
  await import('@bht/ui/toast');
});
afterAll(() => stub.close());
afterEach(() => resetBetweenTests(stub, held));

const openPortalAt = (path: string) => renderEntryAt(path, () => import('../../app/app'));

describe('leaving invoice pages', () => {
  it.each([
    ['/invoice/index', '/api/invoice/getList', '/invoice/management', '/api/invoice/getTitleList'],
    [
      '/invoice/voicedetail?id=31',
      '/api/invoice/getDetail',
      '/invoice/adders',
      '/api/address/getList',
    ],
    ['/invoice/askfor', '/api/invoice/getOrderOptions', '/invoice/index', '/api/invoice/getList'],
  ])('leaving %s while it loads shows no toast', async (from, read, to, next) => {
    const router = await openPortalAt(from);
    await waitFor(() => expect(requestsTo(stub, read)).toBeGreaterThan(0));
    await router.navigate(to);
    await waitFor(() => expect(requestsTo(stub, next)).toBeGreaterThan(0));
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('a list that really fails still shows the error toast', async () => {
    listReply = () => ({ code: 0, msg: '服务器繁忙，请稍后重试' });
    await openPortalAt('/invoice/index');
    await waitFor(() => expect(requestsTo(stub, '/api/invoice/getList')).toBeGreaterThan(0));
    held.release();
    await settle();
    expect(toasts()).toContain('服务器繁忙，请稍后重试');
  });
});
