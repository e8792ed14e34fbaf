// What each driver error says about DATABASE_URL, and whether waiting may help (a table of the
// errors node-postgres raises), and a role that may not create the schema named at migration.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { DatabaseUrlError, describeConnectionError, redactUrl } from '../src/db/connection-errors';
import { admin, hasServer, scratchDatabase, serverUrlWith } from './postgres-server';

const URL_ = 'postgres://app:Secret%40pw@db.internal:6543/bht';
const coded = (code: string, message = '') => Object.assign(new Error(message), { code });

describe('describeConnectionError', () => {
  it.each([
    [
      coded('ECONNREFUSED'),
      '连接被拒绝：db.internal:6543 上没有 PostgreSQL 在监听（ECONNREFUSED）',
      true,
    ],
    [
      new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')]),
      '连接被拒绝：db.internal:6543 上没有 PostgreSQL 在监听（ECONNREFUSED）',
      true,
    ],
    [coded('EAI_AGAIN'), '暂时无法解析主机名 db.internal（EAI_AGAIN）', true],
    [coded('ENOTFOUND'), '主机名 db.internal 不存在（ENOTFOUND）', false],
    [coded('ETIMEDOUT'), '无法连接到 db.internal:6543（ETIMEDOUT）', true],
    [coded('57P03', 'the database system is starting up'), '数据库正在启动（57P03）', true],
    [coded('53300', 'sorry, too many clients already'), '数据库连接数已满（53300）', true],
    [coded('3D000', 'database "bht" does not exist'), '数据库 bht 不存在（3D000）', false],
    [
      coded('28P01', 'password authentication failed for user "app"'),
      '用户 app 的密码错误（28P01）',
      false,
    ],
    [coded('28000', 'role "app" does not exist'), '用户（角色）app 不存在（28000）', false],
    [
      coded('28000', 'no pg_hba.conf entry for host "10.0.0.5", user "app", database "bht"'),
      '服务器不允许用户 app 从本机连接数据库 bht（见 pg_hba.conf）（28000）',
      false,
    ],
    [
      coded('42501', 'permission denied for database bht'),
      '用户 app 没有在数据库 bht 中建表的权限（42501）',
      false,
    ],
    [
      new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string'),
      '服务器要求密码，但 DATABASE_URL 中没有用户 app 的密码',
      false,
    ],
    [
      new Error('Connection terminated due to connection timeout'),
      '连接 db.internal:6543 超时',
      true,
    ],
    [new Error('Connection terminated unexpectedly'), '连接 db.internal:6543 被服务器中断', true],
    [new Error('bad thing with Secret@pw inside'), '无法连接：bad thing with *** inside', false],
  ])('%s', (error, reason, transient) => {
    expect(describeConnectionError(error, URL_)).toEqual({ reason, transient });
  });

  it('wraps: the cause of a drizzle error is read', () => {
    const wrapped = new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"', {
      cause: coded('3D000'),
    });
    expect(describeConnectionError(wrapped, URL_).reason).toBe('数据库 bht 不存在（3D000）');
  });

  it('shows the URL without its password', () => {
    expect(redactUrl(URL_)).toBe('postgres://app:***@db.internal:6543/bht');
    expect(redactUrl('postgres://app@db/bht')).toBe('postgres://app@db/bht');
  });
});

describe.skipIf(!hasServer)('a role that may not create the schema', () => {
  it('is named at migration, in one line, without the password', async () => {
    const role = `bht_noddl_${randomBytes(4).toString('hex')}`;
    const database = await scratchDatabase('bht_noddl');
    await admin(`create role ${role} login password 'NoDdl-pw-1'`);
    try {
      const url = serverUrlWith((u) => {
        u.username = role;
        u.password = 'NoDdl-pw-1';
        u.pathname = `/${database.name}`;
      });
      const opened = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
      try {
        const failure = await opened.migrate().then(
          () => null,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(DatabaseUrlError);
        expect((failure as Error).message).toBe(
          `数据库连接失败，请检查 DATABASE_URL（${url.replace('NoDdl-pw-1', '***')}）：用户 ${role} 没有在数据库 ${database.name} 中建表的权限（42501）`,
        );
      } finally {
        await opened.close();
      }
    } finally {
      await database.drop();
      await admin(`drop role if exists ${role}`);
    }
  });
});
