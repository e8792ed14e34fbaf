// Leaving a letter list or a desk, or closing a claim's drawer, while its data loads cancels the
// request without an error toast; the whole console as its entry renders it (StrictMode, guarded
// router, shell), like app/cancelled-requests.test.tsx.
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
import { LETTER_DESKS, LETTER_STAGE_PATHS } from './letter-paths';
import { claim, letterRecord } from './testing';

let stub: ApiStubServer;
const held = heldReplies();

const letters = (): StubReply => ({
  data: { list: [letterRecord()], total: 1, page: 1, limit: 10 },
});
const claims = (): StubReply => ({
  data: {
    list: [claim()],
    total: 1,
    page: 1,
    limit: 10,
    counts: { '0': 1, '1': 0, '2': 0, '3': 0 },
  },
});

beforeAll(async () => {
  stub = await startApiStub({
    '/api/ensure_company/getInfo': { data: companyInfo() },
    '/api/ensure_company/getLetterList': () => held.hold(letters),
    '/api/ensure_company/getClaimList': claims,
    '/api/ensure_company/getClaimDetail': () => held.hold(() => ({ data: claim() })),
    '/api/ensure_company/getClaimLog': () => held.hold(() => ({ data: [] })),
  });
  pointAtStub(stub.url);
  await import('@bht/ui/toast'); // loaded now so a toast, if any, shows without a module load's delay
});
afterAll(() => stub.close());
afterEach(() => resetBetweenTests(stub, held));

const openConsoleAt = (path: string) => renderEntryAt(path, () => import('../../app/app'));

describe('letter management: cancelled requests', () => {
  it('leaving a letter list while it loads shows no toast', async () => {
    const router = await openConsoleAt(LETTER_STAGE_PATHS.正常履约);
    await waitFor(
      () => expect(requestsTo(stub, '/api/ensure_company/getLetterList')).toBeGreaterThan(0),
      { timeout: 8000 },
    );
    await router.navigate('/account/password');
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });

  it('closing a claim’s drawer while it loads shows no toast', async () => {
    await openConsoleAt(`${LETTER_DESKS.claim.path}?id=61`);
    await waitFor(
      () => expect(requestsTo(stub, '/api/ensure_company/getClaimDetail')).toBeGreaterThan(0),
      { timeout: 8000 },
    );
    await settle(); // StrictMode's second mount is done
    fireEvent.click(await screen.findByRole('button', { name: '关闭详情' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '关闭详情' })).toBeNull());
    held.release();
    await settle();
    expect(toasts()).toEqual([]);
  });
});
