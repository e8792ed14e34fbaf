// The one writer of a request record's status (src/areas/records/record-transitions.ts), on
// surrender requests: the machine's refusals with their Chinese messages (actor, permission,
// status, required note), the conditional UPDATE (a record changed meanwhile → 409), two
// decisions at once (one wins, one 409, one log row), the record_logs rows, and that it all
// commits or rolls back with the caller's transaction.
import {
  companyExpireTime,
  defineMachine,
  SURRENDER_MACHINE,
  surrenderApply,
  type MachineAction,
} from '@bht/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RECORD_CHANGED,
  transitionRecord,
  type RecordOperator,
} from '../src/areas/records/record-transitions';
import { SURRENDER_DECIDED } from '../src/areas/surrenders/decide-surrender';
import { recordLogs, surrenders } from '../src/db/schema';
import { AppError } from '../src/http/app-error';
import { callEndpoint, companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import { issuedLetter, setBidDeadline } from './letter-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  tokens.company = await companyToken(t.app, 'xinda_admin');
});
afterAll(() => t.close());

const call = async (
  endpoint: typeof surrenderApply | typeof companyExpireTime,
  token: string,
  fields: Record<string, string>,
) => {
  const res = await callEndpoint(t.app, endpoint, token, fields);
  return {
    status: res.statusCode,
    ...(res.json() as { code: number; msg: string; data: { id: number } }),
  };
};

/** A pending surrender request on a fresh letter in force; its id. */
async function pendingRequest(): Promise<number> {
  const sn = await issuedLetter(t);
  await setBidDeadline(t, sn, new Date(Date.now() + 5 * 86_400_000));
  const res = await call(surrenderApply, tokens.enterprise!, {
    order_sn: sn,
    ground: 'withdraw',
    reason: '投标截止前决定不参与投标',
  });
  expect(res.code, res.msg).toBe(1);
  return res.data.id;
}

const clerk: RecordOperator = {
  type: 'ensure_company',
  id: null,
  name: '测试审核员',
  permissions: new Set(['退保']),
};

/** The same statuses without a conflict message of its own: the generic messages. */
const PLAIN = defineMachine<0 | 1 | 2, MachineAction<0 | 1 | 2>>({
  kind: 'test_request',
  label: '测试申请',
  statuses: { 0: '待处理', 1: '已同意', 2: '已拒绝' },
  actions: SURRENDER_MACHINE.actions,
});

/** transitionRecord in its own transaction; the AppError it refused with, or the row. */
const take = (
  id: number,
  action: string,
  options: {
    operator?: RecordOperator;
    note?: string;
    machine?: typeof PLAIN;
    guard?: ReturnType<typeof sql>;
  } = {},
) =>
  t.database.db.transaction((tx) =>
    transitionRecord(tx, {
      machine: options.machine ?? SURRENDER_MACHINE,
      table: surrenders,
      id,
      action,
      operator: options.operator ?? clerk,
      note: options.note,
      noteField: 'opinion',
      guard: options.guard,
      set: { handlerName: (options.operator ?? clerk).name },
    }),
  );

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, message, fields } = error as AppError & { fields?: Record<string, string> };
  return { status, message, fields };
};

const logsOf = (id: number) =>
  t.database.db
    .select()
    .from(recordLogs)
    .where(and(eq(recordLogs.recordKind, 'surrender'), eq(recordLogs.recordId, id)))
    .orderBy(recordLogs.id);

const statusOf = async (id: number) =>
  (await t.database.db.select().from(surrenders).where(eq(surrenders.id, id)))[0]!.status;

describe('transitionRecord', () => {
  it('refuses by the table: wrong actor (a programming error), no permission (403), required note (400), wrong status (409)', async () => {
    const id = await pendingRequest();
    await expect(
      take(id, 'approve', { operator: { ...clerk, type: 'enterprise' } }),
    ).rejects.toThrow('「同意退保」只能由担保机构执行');
    expect(
      await refusalOf(take(id, 'approve', { operator: { ...clerk, permissions: new Set() } })),
    ).toMatchObject({
      status: 403,
      message: '没有「退保」权限，不能执行「同意退保」',
    });
    expect(await refusalOf(take(id, 'refuse', { note: ' 否 ' }))).toMatchObject({
      status: 400,
      message: '请填写处理意见（至少 2 个字）',
    });
    await expect(take(id, 'withdraw')).rejects.toThrow('未知的退保申请操作「withdraw」');
    expect(await statusOf(id)).toBe(0);
    expect(await logsOf(id)).toEqual([]);

    await take(id, 'approve');
    // The machine's own message when it has one, else the status named.
    expect(await refusalOf(take(id, 'refuse', { note: '材料不全' }))).toMatchObject({
      status: 409,
      message: SURRENDER_DECIDED,
    });
    expect(await refusalOf(take(id, 'refuse', { note: '材料不全', machine: PLAIN }))).toMatchObject(
      {
        status: 409,
        message: '测试申请当前状态为「已同意」，不能执行「拒绝退保」',
      },
    );
    expect(await refusalOf(take(2_000_000_000, 'approve'))).toMatchObject({
      status: 404,
      message: '退保申请不存在',
    });
  });

  it('updates only a row still in the status it read: otherwise 409, nothing written', async () => {
    const id = await pendingRequest();
    expect(
      await refusalOf(take(id, 'approve', { machine: PLAIN, guard: sql`false` })),
    ).toMatchObject({
      status: 409,
      message: RECORD_CHANGED,
    });
    expect(await refusalOf(take(id, 'approve', { guard: sql`false` }))).toMatchObject({
      status: 409,
      message: SURRENDER_DECIDED,
    });
    expect(await statusOf(id)).toBe(0);
    expect(await logsOf(id)).toEqual([]);
  });

  it('of two decisions at once exactly one wins, the other answers 409, one log row', async () => {
    const id = await pendingRequest();
    const answers = await Promise.allSettled([
      take(id, 'approve', { machine: PLAIN }),
      take(id, 'refuse', { machine: PLAIN, note: '材料不全' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = answers.find((a) => a.status === 'rejected')!;
    const error = lost.reason as AppError;
    expect(error.status).toBe(409);
    // Whether the loser read the record before or after the winner committed.
    expect([
      RECORD_CHANGED,
      '测试申请当前状态为「已同意」，不能执行「拒绝退保」',
      '测试申请当前状态为「已拒绝」，不能执行「同意退保」',
    ]).toContain(error.message);
    expect(
      await t.database.db.select().from(recordLogs).where(eq(recordLogs.recordId, id)),
    ).toHaveLength(1);
  });

  it('over HTTP: of two refusals at once one answers 200, the other 409 with the desk’s message', async () => {
    const id = await pendingRequest();
    const answers = await Promise.all([
      call(companyExpireTime, tokens.company!, {
        id: String(id),
        action: 'refuse',
        opinion: '材料不全',
      }),
      call(companyExpireTime, tokens.company!, {
        id: String(id),
        action: 'refuse',
        opinion: '证明不清',
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.msg).toBe(SURRENDER_DECIDED);
    const logs = await logsOf(id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      action: 'refuse',
      fromStatus: 0,
      toStatus: 2,
      operatorType: 'ensure_company',
    });
    expect(logs[0]!.operatorId).toEqual(expect.any(Number));
    expect(logs[0]!.note).toMatch(/^拒绝退保：(材料不全|证明不清)$/);
  });

  it('writes the log row in the caller’s transaction: it commits and rolls back with the caller’s writes', async () => {
    const id = await pendingRequest();
    await expect(
      t.database.db.transaction(async (tx) => {
        await transitionRecord(tx, {
          machine: SURRENDER_MACHINE,
          table: surrenders,
          id,
          action: 'approve',
          operator: clerk,
        });
        throw new Error('the caller’s later write failed');
      }),
    ).rejects.toThrow('the caller’s later write failed');
    expect(await statusOf(id)).toBe(0);
    expect(await logsOf(id)).toEqual([]);

    const updated = await take(id, 'approve', { note: '同意' });
    expect(updated).toMatchObject({ id, status: 1, handlerName: '测试审核员' });
    expect(await logsOf(id)).toEqual([
      expect.objectContaining({
        recordKind: 'surrender',
        recordId: id,
        action: 'approve',
        fromStatus: 0,
        toStatus: 1,
        operatorType: 'ensure_company',
        operatorId: null,
        operatorName: '测试审核员',
        note: '同意退保：同意',
        createdAt: expect.any(Date),
      }),
    ]);
  });
});
