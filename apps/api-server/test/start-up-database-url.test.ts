// Start-up on a DATABASE_URL that cannot be used: one line naming DATABASE_URL and the reason,
// never the password, exit code 1; a server that refuses or is still starting up is retried with
// back-off, and one that comes up within the window is used.
import { getContactSettings } from '@bht/api-client/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../tooling/scripts/free-port.mjs';
import { spawnApi } from './api-child-process';
import { fakePostgres, type FakePostgres } from './fake-postgres';
import { hasServer, reachable, scratchDatabase, serverUrl, serverUrlWith } from './postgres-server';

const PASSWORD = `Pw${randomBytes(6).toString('hex')}`;

/** Starts the API on `url`, expects it to exit, and returns its printed lines and how long it ran. */
async function failedStart(url: string, retrySeconds = 1) {
  const started = Date.now();
  const api = await spawnApi({
    DATABASE_URL: url,
    DATABASE_CONNECT_RETRY_SECONDS: String(retrySeconds),
  });
  const code = await api.exited;
  const lines = api.output().trim().split('\n');
  return {
    code,
    lines,
    output: api.output(),
    lastLine: lines.at(-1) ?? '',
    ms: Date.now() - started,
  };
}

function expectOneLineFailure(result: Awaited<ReturnType<typeof failedStart>>, reason: RegExp) {
  expect(result.code).toBe(1);
  expect(result.lastLine, result.output).toMatch(/DATABASE_URL/);
  expect(result.lastLine).toMatch(reason);
  expect(result.output).not.toContain(PASSWORD);
  expect(result.output).not.toMatch(/DrizzleQueryError|\n\s+at /);
}

describe('a DATABASE_URL no server answers', () => {
  it.concurrent.each([
    ['no URL at all', 'not a url', /DATABASE_URL: Invalid URL/],
    ['a URL without a scheme', `localhost:5432/${PASSWORD}`, /DATABASE_URL：格式不正确/],
    [
      'a URL of another database',
      `mysql://app:${PASSWORD}@127.0.0.1/bht`,
      /DATABASE_URL：格式不正确/,
    ],
  ])(
    '%s is refused as malformed',
    async (_label, url, reason) => {
      expectOneLineFailure(await failedStart(url), reason);
    },
    90_000,
  );

  it.concurrent(
    'a port nobody listens on is retried, then named as refused',
    async () => {
      const result = await failedStart(
        `postgres://app:${PASSWORD}@127.0.0.1:${await freePort()}/bht`,
      );
      expectOneLineFailure(
        result,
        /postgres:\/\/app:\*\*\*@127\.0\.0\.1:\d+\/bht）：连接被拒绝.*ECONNREFUSED.*已重试 1 秒/,
      );
      expect(result.output).toMatch(/\[db\] 连接被拒绝.*秒后重试/);
    },
    90_000,
  );

  it.concurrent(
    'a server still starting up (57P03) is retried, then named as starting',
    async () => {
      const server = await fakePostgres({
        code: '57P03',
        message: 'the database system is starting up',
      });
      const result = await failedStart(`postgres://app:${PASSWORD}@127.0.0.1:${server.port}/bht`);
      await server.close();
      expectOneLineFailure(result, /数据库正在启动（57P03），已重试 1 秒/);
      expect(result.output).toMatch(/\[db\] 数据库正在启动（57P03），.*秒后重试/);
    },
    90_000,
  );

  it.concurrent(
    'a wrong password (28P01) fails at once, without waiting for the retry window',
    async () => {
      const server = await fakePostgres({
        code: '28P01',
        message: 'password authentication failed for user "app"',
      });
      const result = await failedStart(
        `postgres://app:${PASSWORD}@127.0.0.1:${server.port}/bht`,
        60,
      );
      await server.close();
      expectOneLineFailure(result, /用户 app 的密码错误（28P01）/);
      expect(result.output).not.toContain('重试');
      expect(result.ms).toBeLessThan(30_000);
    },
    90_000,
  );
});

describe.skipIf(!hasServer)('a real PostgreSQL refusing DATABASE_URL', () => {
  it.concurrent(
    'names a database that does not exist (3D000)',
    async () => {
      const url = serverUrlWith((u) => {
        u.pathname = '/bht_no_such_database';
        u.password = PASSWORD;
      });
      expectOneLineFailure(
        await failedStart(url, 60),
        /数据库 bht_no_such_database 不存在（3D000）/,
      );
    },
    90_000,
  );

  it.concurrent(
    'names a role that does not exist (28000)',
    async () => {
      const url = serverUrlWith((u) => {
        u.username = 'bht_no_such_role';
        u.password = PASSWORD;
      });
      expectOneLineFailure(
        await failedStart(url, 60),
        /用户（角色）bht_no_such_role 不存在（28000）/,
      );
    },
    90_000,
  );

  it.concurrent(
    'names a wrong password, when the server checks passwords',
    async ({ skip }) => {
      const url = serverUrlWith((u) => {
        u.password = PASSWORD;
      });
      // Trust authentication (CI) accepts any password; the fake server above covers 28P01 then.
      if (await reachable(url)) skip();
      expectOneLineFailure(await failedStart(url, 60), /密码错误（28P01）/);
    },
    90_000,
  );
});

describe.skipIf(!hasServer)('a PostgreSQL that comes up during the retry window', () => {
  let server: FakePostgres;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  beforeAll(async () => {
    database = await scratchDatabase('bht_startup');
    server = await fakePostgres({ code: '57P03', message: 'the database system is starting up' });
  }, 90_000);
  afterAll(async () => {
    await server.close();
    await database.drop();
  }, 90_000);

  it('is used once it answers', async () => {
    const real = new URL(serverUrl);
    const url = serverUrlWith((u) => {
      u.hostname = '127.0.0.1';
      u.port = String(server.port);
      u.pathname = `/${database.name}`;
    });
    const api = await spawnApi({ DATABASE_URL: url, DATABASE_CONNECT_RETRY_SECONDS: '90' });
    try {
      await vi.waitFor(
        () => expect(api.output()).toMatch(/\[db\] 数据库正在启动（57P03），.*秒后重试/),
        { timeout: 60_000 },
      );
      await new Promise((r) => setTimeout(r, 2_000));
      server.forwardTo({ host: real.hostname, port: Number(real.port || 5432) });
      await api.healthy();
      const res = await fetch(`${api.url}${getContactSettings.path}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { code: number }).code).toBe(1);
    } finally {
      await api.stop();
    }
  }, 150_000);
});
