// The trading-platform registry and an order's platform conversation through HTTP
// (docs/trading-platforms.md, "Registering a platform"): the operator registers a platform and sees
// the generated inbound secret once (the list never shows one; the row holds it sealed), field
// errors name the field, other roles are refused; a guarantor reads only its own order's
// conversation and pushes a stopped message again.
import { sm2PublicKeyOf, generateSm2KeyPair } from '@bht/national-crypto';
import {
  companyGetPlatformConversation,
  companyRetryPlatformMessage,
  platformAddTradingPlatform,
  platformEditTradingPlatform,
  platformGetTradingPlatformOptions,
  platformGetTradingPlatforms,
  platformResetTradingPlatformSecret,
  platformSetTradingPlatformEnabled,
  type EndpointDefinition,
  type PlatformConversation,
  type TradingPlatform,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatform } from '../src/areas/trading-platforms/platform-secrets';
import { jobs, orders, platformMessages, tradingPlatforms } from '../src/db/schema';
import { callEndpoint, companyToken } from './company-session';
import { createOrder } from './company-order-fixtures';
import { tokenFor } from './enterprise-session';
import { companyIdByName } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  tokens.operator = await companyToken(t.app, 'platform_ops');
  tokens.xinda = await companyToken(t.app, 'xinda_admin');
  tokens.pingan = await companyToken(t.app, 'pingan_admin');
  tokens.enterprise = await tokenFor(t.app, '13800000001');
});
afterAll(() => t.close());

const db = () => t.database.db;
const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string> = {}) =>
  callEndpoint(t.app, endpoint, tokens[who], fields);
const rowOf = async (id: number) =>
  (await db().select().from(tradingPlatforms).where(eq(tradingPlatforms.id, id)))[0]!;

async function jiangxiFields(code: string) {
  return {
    code,
    name: '江西省公共资源交易平台',
    dialect: 'jiangxi-2.3.0',
    base_url: 'https://ggzy.example.cn/jrapi',
    outbound_app_key: 'jx-issued-key',
    outbound_app_secret: 'JxIssuedSecret16',
    guarantors: JSON.stringify([
      { ensure_company_id: await companyIdByName(t), product_no: 'P01' },
    ]),
    settings: JSON.stringify({ cashier: 'guarantor' }),
    platform_public_key: '',
  };
}

describe('the registry (platform operator)', () => {
  it('creates a platform: its inbound secret shown once, never listed, sealed in the row', async () => {
    const created = await as(
      'operator',
      platformAddTradingPlatform,
      await jiangxiFields('jx-test'),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { platform, inbound_app_key, inbound_app_secret } = created.json().data as {
      platform: TradingPlatform;
      inbound_app_key: string;
      inbound_app_secret: string;
    };
    expect(inbound_app_secret).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(platform).toMatchObject({
      code: 'jx-test',
      dialect_label: '江西省公共资源交易平台 金融服务子系统 v2.3.0',
      enabled: 1,
      inbound_app_key,
      sm2_public_key: null,
      secrets: { inbound_app_secret: true, outbound_app_secret: true, sm2_private_key: false },
      guarantors: [{ product_no: 'P01', ensure_company_name: '江苏信达融资担保有限公司' }],
    });
    // The dialect's defaults fill what was not given.
    expect(platform.settings).toMatchObject({ cashier: 'guarantor', timestampWindowSeconds: 300 });

    const list = await as('operator', platformGetTradingPlatforms);
    expect(list.json().data).toHaveLength(1);
    for (const secret of [inbound_app_secret, 'JxIssuedSecret16'])
      expect(list.body).not.toContain(secret);

    const row = await rowOf(platform.id);
    expect(row.inboundAppSecret).not.toContain(inbound_app_secret);
    const opened = openPlatform(t.config, row);
    expect([opened.inboundSecret, opened.outboundSecret]).toEqual([
      inbound_app_secret,
      'JxIssuedSecret16',
    ]);

    // Edit: an empty appSecret keeps the stored one; a new one replaces it.
    const edit = { ...(await jiangxiFields('ignored')), id: String(platform.id), name: '江西平台' };
    const kept = await as('operator', platformEditTradingPlatform, {
      ...edit,
      outbound_app_secret: '',
    });
    expect(kept.json().data).toMatchObject({ name: '江西平台', code: 'jx-test' });
    expect(openPlatform(t.config, await rowOf(platform.id)).outboundSecret).toBe(
      'JxIssuedSecret16',
    );
    await as('operator', platformEditTradingPlatform, {
      ...edit,
      outbound_app_secret: 'NewSecret',
    });
    expect(openPlatform(t.config, await rowOf(platform.id)).outboundSecret).toBe('NewSecret');

    const reset = await as('operator', platformResetTradingPlatformSecret, {
      id: String(platform.id),
    });
    const newSecret = reset.json().data.inbound_app_secret as string;
    expect(newSecret).not.toBe(inbound_app_secret);
    expect(openPlatform(t.config, await rowOf(platform.id)).inboundSecret).toBe(newSecret);

    const off = await as('operator', platformSetTradingPlatformEnabled, {
      id: String(platform.id),
      enabled: '0',
    });
    expect(off.json().data.enabled).toBe(0);
  });

  it('makes our SM2 key pair for a dialect that uses SM2 and checks the platform’s key', async () => {
    const fields = {
      ...(await jiangxiFields('epoint-test')),
      dialect: 'epoint-4.0',
      guarantors: JSON.stringify([{ ensure_company_id: await companyIdByName(t) }]),
      settings: '{}',
    };
    const bad = await as('operator', platformAddTradingPlatform, {
      ...fields,
      platform_public_key: '04abcd',
    });
    expect(bad.json().data.fields.platform_public_key).toMatch(/SM2 公钥/);
    const theirs = generateSm2KeyPair().publicKey;
    const created = await as('operator', platformAddTradingPlatform, {
      ...fields,
      platform_public_key: theirs.slice(2).toUpperCase(),
    });
    const platform = created.json().data.platform as TradingPlatform;
    expect(platform.platform_public_key).toBe(theirs);
    const opened = openPlatform(t.config, await rowOf(platform.id));
    expect(sm2PublicKeyOf(opened.sm2PrivateKey!)).toBe(platform.sm2_public_key);
    expect(platform.secrets.sm2_private_key).toBe(true);
  });

  it('names the field at fault', async () => {
    const base = await jiangxiFields('jx-fields');
    const fieldsOf = async (fields: Record<string, string>) =>
      (await as('operator', platformAddTradingPlatform, { ...base, ...fields })).json().data
        ?.fields as Record<string, string>;
    expect((await fieldsOf({ code: 'JX 平台' })).code).toMatch(/平台编码只能使用/);
    expect((await fieldsOf({ code: 'jx-test' })).code).toBe('平台编码已被使用');
    expect((await fieldsOf({ dialect: 'nope' })).dialect).toBe('不支持的对接规范');
    expect((await fieldsOf({ base_url: 'ftp://x' })).base_url).toMatch(/http/);
    expect((await fieldsOf({ settings: '{"timestampWindowSeconds":5}' })).settings).toBe(
      '平台设置 timestampWindowSeconds 超出允许范围',
    );
    expect((await fieldsOf({ guarantors: '[{"ensure_company_id":999999}]' })).guarantors).toBe(
      '担保机构（编号 999999）不存在',
    );
    expect((await fieldsOf({ guarantors: 'x' })).guarantors).toBe('担保机构不是有效的 JSON');
    expect((await fieldsOf({ outbound_app_secret: '' })).outbound_app_secret).toBeTruthy();
  });

  it('refuses every other role', async () => {
    // A company account is known but not an operator; an enterprise token is no console session.
    for (const [who, status] of [
      ['xinda', 403],
      ['enterprise', 401],
    ] as const) {
      const res = await as(who, platformGetTradingPlatforms);
      expect(res.statusCode).toBe(status);
      expect(res.body).not.toContain('jx-test');
    }
    const options = await as('operator', platformGetTradingPlatformOptions);
    expect(options.json().data.dialects.map((d: { name: string }) => d.name)).toEqual([
      'epoint-4.0',
      'jiangxi-2.3.0',
    ]);
  });
});

describe('an order’s platform conversation (guarantor)', () => {
  // A kind no runner handles here, so the re-queued job stays as the retry left it.
  const KIND = 'test.platform-push';

  it('lists the messages newest first, its own orders only, and pushes a stopped one again', async () => {
    const [platform] = await db().select().from(tradingPlatforms).limit(1);
    const order = await createOrder(t);
    await db()
      .update(orders)
      .set({ platformId: platform!.id, platformApplyNo: 'JX-APPLY-1' })
      .where(eq(orders.id, order.id));
    const [job] = await db()
      .insert(jobs)
      .values({ kind: KIND, dedupeKey: `test-push:${order.id}`, state: 'dead', attempts: 8 })
      .returning();
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 8, minute));
    const message = { platformId: platform!.id, orderId: order.id };
    const inserted = await db()
      .insert(platformMessages)
      .values([
        { ...message, direction: 'in', endpoint: 'lg/apply', ok: true, createdAt: at(0) },
        {
          ...message,
          direction: 'out',
          endpoint: 'jrapi/lg/applyPush',
          ok: false,
          jobId: job!.id,
          attempt: 1,
          httpStatus: 502,
          resultMessage: '对方服务不可用',
          createdAt: at(1),
        },
        {
          ...message,
          direction: 'out',
          endpoint: 'jrapi/lg/applyPush',
          ok: false,
          jobId: job!.id,
          attempt: 2,
          httpStatus: 200,
          resultCode: '1005',
          resultMessage: '缺少业务必填参数',
          createdAt: at(2),
        },
      ])
      .returning({ id: platformMessages.id });
    const conversation = async (who = 'xinda') =>
      as(who, companyGetPlatformConversation, { order_sn: order.sn });

    const read = (await conversation()).json().data as NonNullable<PlatformConversation>;
    expect(read.platform_name).toBe(platform!.name);
    expect(read.apply_no).toBe('JX-APPLY-1');
    expect(
      read.messages.map((m) => [m.direction_text, m.attempt, m.code, m.job_state_text, m.actions]),
    ).toEqual([
      ['推送', 2, '1005', '失败', ['retry']],
      ['推送', 1, null, '失败', []],
      ['接收', null, null, null, []],
    ]);
    expect((await conversation('pingan')).statusCode).toBe(404);
    const plain = await createOrder(t);
    expect(
      (await as('xinda', companyGetPlatformConversation, { order_sn: plain.sn })).json(),
    ).toMatchObject({ code: 1, data: null });

    const retry = (id: number) =>
      as('xinda', companyRetryPlatformMessage, { order_sn: order.sn, message_id: String(id) });
    expect((await retry(inserted[0]!.id)).statusCode).toBe(409);
    const retried = await retry(inserted[2]!.id);
    expect(retried.json().data.messages[0].job_state_text).toBe('重试中');
    const [requeued] = await db().select().from(jobs).where(eq(jobs.id, job!.id));
    expect([requeued!.state, requeued!.attempts]).toEqual(['queued', 0]);

    await db().update(jobs).set({ state: 'done' }).where(eq(jobs.id, job!.id));
    const delivered = await retry(inserted[2]!.id);
    expect([delivered.statusCode, delivered.json().msg]).toEqual([
      409,
      '该报文已推送成功，无需重新推送',
    ]);
  });
});
