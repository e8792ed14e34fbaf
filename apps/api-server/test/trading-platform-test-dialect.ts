// A tiny trading-platform dialect for the machinery's tests (test/trading-platform-machinery.test.ts), so
// they do not depend on the real dialects: envelope {appKey, timestamp (ms), requestId, sign,
// data}, sign = HMAC-SHA256 with the appSecret over `appKey&timestamp&requestId&JSON(data)`, data
// in clear. Answers {code, message, data}: 0 success, 1002 unauthorised, 1003 bad signature,
// -1 stale or internal, 1005 business. It pushes every event to <baseUrl>/push.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  DialectRefusal,
  endpoint,
  PLATFORM_EVENTS,
  type Dialect,
  type OpenPlatform,
  type OutboundContext,
  type RefusalKind,
} from '../src/areas/trading-platforms/dialect';

export const TEST_DIALECT = 'test-1';

const CODES: Record<RefusalKind, number> = {
  missing_parameter: 1001,
  unauthorised: 1002,
  bad_signature: 1003,
  undecryptable: 1004,
  missing_business_field: 1005,
  refused: 1005,
  stale_timestamp: -1,
  internal: -1,
};

export const testSign = (
  secret: string,
  e: { appKey: string; timestamp: string; requestId: string; data: unknown },
) =>
  createHmac('sha256', secret)
    .update(`${e.appKey}&${e.timestamp}&${e.requestId}&${JSON.stringify(e.data)}`)
    .digest('hex');

/** A signed request body as the platform sends it. */
export function testEnvelope(
  appKey: string,
  secret: string,
  data: unknown,
  { requestId = randomUUID(), timestamp = String(Date.now()) } = {},
) {
  const envelope = { appKey, timestamp, requestId, data };
  return { ...envelope, sign: testSign(secret, envelope) };
}

const envelopeSchema = z.object({
  appKey: z.string(),
  timestamp: z.string(),
  requestId: z.string(),
  sign: z.string(),
  data: z.unknown(),
});

const applySchema = z.object({
  orderNo: z.string().min(1),
  productNo: z.string(),
  bidderName: z.string().min(2),
  bidderCreditCode: z.string().length(18),
  contactName: z.string(),
  contactMobile: z.string().regex(/^1\d{10}$/),
  applicantIdCard: z.string().optional(),
  projectGuid: z.string(),
  projectName: z.string(),
  projectNo: z.string(),
  section: z.string(),
  tenderer: z.string(),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
});
const orderNoSchema = z.object({ orderNo: z.string().min(1) });
const paySchema = orderNoSchema.extend({ amount: z.string(), tradeNo: z.string() });

const push = (event: string) => async (context: OutboundContext) => [
  {
    endpoint: '/push',
    body: { event, orderNo: context.order.platformApplyNo, refId: context.refId },
    businessNo: context.order.platformApplyNo ?? undefined,
  },
];

export const testDialect: Dialect = {
  name: TEST_DIALECT,
  label: '测试对接规范',
  settings: z.object({}),
  usesSm2: false,
  envelope: {
    request: envelopeSchema,
    answer: z.object({ code: z.number(), message: z.string(), data: z.unknown() }),
  },
  openRequest(body, platform: OpenPlatform, now) {
    const parsed = envelopeSchema.safeParse(body);
    if (!parsed.success) throw new DialectRefusal('missing_parameter', '缺少系统必填参数');
    const e = parsed.data;
    if (e.appKey !== platform.row.inboundAppKey) throw new DialectRefusal('unauthorised', '未授权');
    if (Math.abs(now.getTime() - Number(e.timestamp)) > 300_000)
      throw new DialectRefusal('stale_timestamp', '请求时间超出允许范围');
    const expected = Buffer.from(testSign(platform.inboundSecret, e));
    const given = Buffer.from(e.sign);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new DialectRefusal('bad_signature', '签名校验失败');
    return {
      requestId: e.requestId,
      payload: e.data,
      logged: { appKey: e.appKey, timestamp: e.timestamp, requestId: e.requestId, sign: e.sign },
    };
  },
  answer: (data) => ({ status: 200, body: { code: 0, message: 'success', data } }),
  refuse: (kind, message) => ({ status: 200, body: { code: CODES[kind], message, data: null } }),
  inbound: [
    endpoint({
      name: 'lg/apply',
      summary: '投保申请',
      payload: applySchema,
      businessNo: (p) => p.orderNo,
      async handle(p, { actions, linkOrder }) {
        const { order, created } = await actions.applyForLetter({
          platformApplyNo: p.orderNo,
          productNo: p.productNo,
          enterprise: { name: p.bidderName, creditCode: p.bidderCreditCode },
          contact: { name: p.contactName, mobile: p.contactMobile },
          project: {
            key: p.projectGuid,
            name: p.projectName,
            number: p.projectNo,
            bidSection: p.section,
            tenderUnit: p.tenderer,
            bidBondAmount: p.amount,
          },
        });
        linkOrder(order.id);
        return { orderSn: order.sn, premium: order.premium, created };
      },
    }),
    endpoint({
      name: 'lg/query',
      summary: '查询订单',
      payload: orderNoSchema,
      async handle(p, { actions, linkOrder }) {
        const order = await actions.order(p.orderNo);
        linkOrder(order.id);
        return { orderSn: order.sn, status: order.status };
      },
    }),
    endpoint({
      name: 'lg/revoke',
      summary: '撤单',
      payload: orderNoSchema,
      async handle(p, { actions }) {
        return { result: await actions.withdraw(await actions.order(p.orderNo), '投保方撤单') };
      },
    }),
    endpoint({
      name: 'lg/pay',
      summary: '支付结果',
      payload: paySchema,
      async handle(p, { actions, now }) {
        const order = await actions.order(p.orderNo);
        await actions.recordPayment(order, { amount: p.amount, paidAt: now, tradeNo: p.tradeNo });
        return null;
      },
    }),
  ],
  outbound: Object.fromEntries(PLATFORM_EVENTS.map((event) => [event, push(event)])),
  async send(message, platform) {
    const response = await fetch(new URL(message.endpoint, platform.row.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message.body),
    });
    const text = await response.text();
    const answer = (() => {
      try {
        return JSON.parse(text) as { code?: number; message?: string };
      } catch {
        return null;
      }
    })();
    return {
      ok: response.ok && answer?.code === 0,
      httpStatus: response.status,
      code: answer?.code === undefined ? null : String(answer.code),
      message: answer?.message ?? `HTTP ${response.status}`,
      logged: answer,
    };
  },
};
