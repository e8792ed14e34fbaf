// A crash between a refund decision's commit and the payment channel's refund (docs/jobs.md,
// docs/payments.md "Refunds"): the real API approves a refund while the sandbox channel holds the
// call (SANDBOX_PAY_REFUND_DELAY_MS) and is killed (SIGKILL) before the channel refunds anything.
// The decision and its refund job are committed; started again, the API's job runner takes the job
// once its lease has lapsed and the channel refunds exactly once. On PostgreSQL (when reachable)
// and on the embedded database in a folder.
import { companyHandleRefund, requestRefund } from '@bht/api-client/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refundJobKey } from '../src/areas/payments/refund-job';
import type { DatabaseOptions } from '../src/db/client';
import { jobByKey } from './job-rows';
import { spawnApi, type ApiChild } from './api-child-process';
import { callEndpoint, companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import {
  orderStatus,
  payableOrder,
  payLogRows,
  sandboxLedger,
  sandboxPay,
  startPayment,
} from './payments-helpers';
import { hasServer, scratchDatabase } from './postgres-server';
import { createAppOn, listenOnLoopback } from './test-app';

const REFUND_DONE_LINE = '[SANDBOX PAY] 原路退款';
const HELD_LINE = 'refund held for';

async function until(check: () => boolean, what: string, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const approve = (api: ApiChild, token: string, sn: string) =>
  fetch(`${api.url}${companyHandleRefund.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_sn: sn, action: 'approve_refund', token }).toString(),
  });

interface Target {
  options: DatabaseOptions;
  env: Record<string, string>;
}

async function crashMidRefund(target: Target) {
  // An order paid at the sandbox cashier (so the channel's ledger holds it), its refund requested.
  let t = await createAppOn(target.options, { prepare: true });
  const base = await listenOnLoopback(t);
  const enterprise = await tokenFor(t.app, '13800000001');
  const sn = await payableOrder(t);
  await startPayment(t, base, sn, enterprise);
  expect((await sandboxPay(base, { order_sn: sn, result: 'ok' })).status).toBe(200);
  const asked = await callEndpoint(t.app, requestRefund, enterprise, {
    order_sn: sn,
    reason: '项目已流标，不再需要保函',
  });
  expect(asked.json().code, asked.body).toBe(1);
  const company = await companyToken(t.app, 'xinda_admin');
  await t.close();

  // The approval commits; the channel holds the refund call; the process is killed meanwhile.
  const lease = { JOB_LEASE_MS: '2000' };
  const first = await spawnApi({
    ...target.env,
    ...lease,
    SANDBOX_PAY_REFUND_DELAY_MS: '600000',
  });
  await first.healthy();
  const answer = approve(first, company, sn).catch(() => null);
  await until(() => first.output().includes(HELD_LINE), 'the held refund call');
  first.child.kill('SIGKILL');
  await first.exited;
  expect(await answer).toBeNull();
  expect(first.output()).not.toContain(REFUND_DONE_LINE);

  t = await createAppOn(target.options);
  const [payment] = await payLogRows(t, sn);
  try {
    expect(await orderStatus(t, sn)).toBe(9);
    expect([payment!.status, payment!.note]).toEqual([
      'paid',
      '在线支付成功；同意退款，原路退款处理中',
    ]);
    expect((await sandboxLedger(t, sn)).map((p) => p.status)).toEqual(['paid']);
    const job = await jobByKey(t.database.db, refundJobKey(payment!.id));
    expect(job).toMatchObject({ state: 'running', attempts: 1 });
  } finally {
    await t.close();
  }

  // Started again: its runner takes the job whose lease lapsed, and the channel refunds once.
  const second = await spawnApi({ ...target.env, ...lease, JOB_POLL_MS: '200' });
  try {
    await second.healthy();
    await until(() => second.output().includes(REFUND_DONE_LINE), 'the refund').catch(
      (error: unknown) => {
        throw new Error(`${String(error)}:\n${second.output()}`);
      },
    );
    // A replayed approval changes nothing (the order is no longer waiting for a decision).
    expect((await approve(second, company, sn)).status).toBe(409);
    // More polls: nothing left to do.
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    await second.stop();
  }
  expect(second.output().split(REFUND_DONE_LINE)).toHaveLength(2);

  t = await createAppOn(target.options);
  try {
    const [ledgerRow] = await sandboxLedger(t, sn);
    expect(ledgerRow).toMatchObject({ status: 'refunded' });
    expect((await payLogRows(t, sn)).map((l) => [l.status, l.note])).toEqual([
      [
        'refunded',
        `在线支付成功；同意退款，原路退款处理中；已原路退款（退款单号 ${ledgerRow!.refundNo}）`,
      ],
    ]);
    const job = await jobByKey(t.database.db, refundJobKey(payment!.id));
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  } finally {
    await t.close();
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'bht-refund-crash-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('SIGKILL between the refund decision and the channel call', () => {
  it.skipIf(!hasServer)(
    'on PostgreSQL: after a restart the refund happens exactly once',
    async () => {
      const database = await scratchDatabase('bht_refund_crash');
      try {
        await crashMidRefund({
          options: { databaseUrl: database.url, dataDir: 'memory://', poolSize: 2 },
          env: { DATABASE_URL: database.url },
        });
      } finally {
        await database.drop();
      }
    },
    180_000,
  );

  it('on the embedded database in a folder (PGlite): after a restart the refund happens exactly once', async () => {
    const dataDir = join(scratch, 'pglite');
    await crashMidRefund({ options: { dataDir }, env: { DATA_DIR: dataDir } });
  }, 180_000);
});
