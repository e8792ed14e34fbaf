// Every 江西 inbound endpoint over HTTP (docs/trading-platforms.md, "Error codes (4.1)"): real
// envelopes, signed and encrypted with node:crypto alone (jiangxi-envelope.ts), posted to
// /open/jiangxi-2.3.0/<code>/lg/<name>. Each endpoint refuses a missing envelope field 1001, an
// unknown appKey or platform 1002, a bad signature 1003, undecryptable data 1004 and a stale
// timestamp -1, with nothing logged; a missing business field 1005 naming it; our rules' refusal
// 1005 with their message; and a replayed requestId gets the first answer, run once.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_GUARANTOR } from '../src/areas/trading-platforms/apply-for-letter';
import { ORDER_NOT_FOUND } from '../src/areas/orders/order-transitions';
import { platformMessages } from '../src/db/schema';
import {
  decrypt,
  encrypt,
  INBOUND_SECRET,
  OUTBOUND_SECRET,
  sign,
  withSignature,
} from './jiangxi-envelope';
import { GOOD_PAYLOADS } from './jiangxi-payloads';
import {
  addJiangxiPlatform,
  appKeyOf,
  newRequestId,
  postToUs,
  requestOf,
} from './jiangxi-platform';
import { createTestApp, type TestApp } from './test-app';

const CODE = 'jx-http';
const APP_KEY = appKeyOf(CODE);

let t: TestApp;
let platformId: number;

beforeAll(async () => {
  t = await createTestApp();
  platformId = (await addJiangxiPlatform(t, CODE)).id;
});
afterAll(() => t.close());

const request = (business: unknown, overrides: Record<string, unknown> = {}) =>
  requestOf(CODE, business, overrides);
const post = (name: string, body: unknown, code = CODE) => postToUs(t, code, name, body);

const logged = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(platformMessages)
      .where(eq(platformMessages.platformId, platformId))
  )[0]!.n;

/** For each endpoint: a business field it requires, and what our rules answer to its valid payload. */
const ENDPOINTS: Record<string, { required: string; refusal: string | null }> = {
  'lg/apply': { required: 'orderNo', refusal: NO_GUARANTOR },
  'lg/payPush': { required: 'payTransNo', refusal: ORDER_NOT_FOUND },
  'lg/queryInfo': { required: 'elogNo', refusal: ORDER_NOT_FOUND },
  'lg/revokePush': { required: 'revokeReason', refusal: ORDER_NOT_FOUND },
  'lg/applyDelay': { required: 'elogNo', refusal: ORDER_NOT_FOUND },
  'lg/applyRefund': { required: 'reason', refusal: ORDER_NOT_FOUND },
  'lg/payRefundPush': { required: 'refundTransNo', refusal: ORDER_NOT_FOUND },
  'lg/applyClaim': { required: 'claimAmount', refusal: ORDER_NOT_FOUND },
  // A project we hold no letters of ends nothing and is still received (3.16's note).
  'lg/logoutPush': { required: 'projectGuid', refusal: null },
  'lg/applyInvoice': { required: 'orderList', refusal: ORDER_NOT_FOUND },
};
const NAMES = Object.keys(ENDPOINTS);

/** Refused before anything is stored: code, message, and the request built from the valid payload. */
const ENVELOPE_REFUSALS: [string, number, string, (good: unknown) => [unknown, string?]][] = [
  [
    'an envelope field missing',
    1001,
    '缺少系统必填参数：requestId缺失或格式错误',
    (good) => [request(good, { requestId: undefined })],
  ],
  ['a body that is not JSON', 1001, '请求内容不是有效的 JSON', () => ['appKey=t_jy_elog&data=']],
  ['an unknown appKey', 1002, '未授权', (good) => [request(good, { appKey: 'someone' })]],
  ['an unknown platform', 1002, '未授权的交易平台', (good) => [request(good), 'jx-nobody']],
  [
    'a signature by another secret',
    1003,
    '签名校验失败',
    (good) => {
      const sent = request(good);
      return [{ ...sent, signature: sign(sent, OUTBOUND_SECRET) }];
    },
  ],
  [
    'data that does not decrypt',
    1004,
    '解密失败',
    () => [
      withSignature(
        {
          appKey: APP_KEY,
          timestamp: String(Date.now()),
          requestId: newRequestId(),
          data: encrypt({ a: 1 }, OUTBOUND_SECRET),
        },
        INBOUND_SECRET,
      ),
    ],
  ],
  [
    'a stale timestamp',
    -1,
    '请求时间超出允许范围',
    (good) => [requestOf(CODE, good, {}, new Date(Date.now() - 301_000))],
  ],
];

describe.each(NAMES)('POST /open/jiangxi-2.3.0/<code>/%s', (name) => {
  const good = GOOD_PAYLOADS[name]!;
  const { required, refusal } = ENDPOINTS[name]!;

  it.each(ENVELOPE_REFUSALS)('refuses %s with %i, storing nothing', async (_, code, msg, build) => {
    const before = await logged();
    const [body, platformCode] = build(good);
    expect(await post(name, body, platformCode)).toEqual({ code, msg, data: '' });
    expect(await logged()).toBe(before);
  });

  it(`refuses a payload without ${required} with 1005 naming it`, async () => {
    const { [required]: _, ...without } = good;
    expect(await post(name, request(without))).toEqual({
      code: 1005,
      msg: `缺少必填参数：${required}`,
      data: '',
    });
  });

  it('answers our rules and gives a replayed requestId the first answer, run once', async () => {
    const sent = request(good);
    const first = await post(name, sent);
    if (refusal) expect(first).toEqual({ code: 1005, msg: refusal, data: '' });
    else {
      expect(first).toMatchObject({ code: 0, msg: '成功', appKey: APP_KEY });
      expect(decrypt(first.data, INBOUND_SECRET)).toEqual({ receiveResult: 'success' });
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await post(name, sent)).toEqual(first);
    const rows = await t.database.db
      .select({ ok: platformMessages.ok, code: platformMessages.resultCode })
      .from(platformMessages)
      .where(
        and(
          eq(platformMessages.platformId, platformId),
          eq(platformMessages.requestId, sent.requestId),
        ),
      );
    expect(rows).toEqual([{ ok: refusal === null, code: String(first.code) }]);
  });
});
