// Leaving the invoice desk, or closing a request's drawer, while its data loads cancels the request
// without an error toast; the whole console as its entry renders it (StrictMode, guarded router,
// shell), like app/cancelled-requests.test.tsx.
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
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companyInfo, pointAtStub } from '../auth/testing';
import { INVOICE_DESK } from './invoice-paths';
import { invoice } from './testing';

let stub: ApiStubServer;
const held = heldReplies();
let detailReply: () => StubReply;

const list = (): StubReply => ({
  data: {
    list: [invoice()],
    total: 1,
    page: 1,
    limit: 10,
    counts: { '0': 1, '1': 0, '2': 0, '3': 0 },
  },
});

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getInvoiceList': () => held.hold(list),
    '/api/ensure_company/getInvoiceDetail': () => held.hold(detailReply),
    '/api/ensure_company/getInvoiceLog': () => held.hold(() => ({ data: [] })),
  });
  pointAtStub(stub.url);
  await import('@bht/ui/toast'); // loaded now so a toast, if any, shows without a module load's delay
});
afterAll(() => stub.close());
afterEach(() => resetBetweenTests(stub, held));

const openConsoleAt = (path: string) => renderEntryAt(path, () => import('../../app/app'));

describe('invoice desk: cancelled requests', () => {
  it('leaving the desk while its list loads shows no toast', async () => {
    const router = await openConsoleAt(INVOICE_DESK.path);
    await waitFor(() =>
      expect(requestsTo(stub, '/api/ensure_company/getInvoiceList')).toBeGreaterThan(0),
    );
    await router.navigate('/account/password');
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('closing the drawer while the request loads shows no toast', async () => {
    detailReply = () => ({ data: invoice() });
    await openConsoleAt(`${INVOICE_DESK.path}?id=31`);
    await waitFor(() =>
      expect(requestsTo(stub, '/api/ensure_company/getInvoiceDetail')).toBeGreaterThan(0),
    );
    await settle(); // StrictMode's second mount is done
    fireEvent.click(await screen.findByRole('button', { name: '关闭详情' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '关闭详情' })).toBeNull());
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('a detail that really fails still shows the error toast', async () => {
    detailReply = () => ({ code: 0, msg: '服务器繁忙，请稍后重试' });
    await openConsoleAt(`${INVOICE_DESK.path}?id=31`);
    await waitFor(() =>
      expect(requestsTo(stub, '/api/ensure_company/getInvoiceDetail')).toBeGreaterThan(0),
    );
    await settle();
    held.release();
    await settle();
    expect(toasts()).toContain('服务器繁忙，请稍后重试');
  });
});
