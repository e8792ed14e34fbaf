// The 江西 v2.3.0 dialect at unit level (no database): the envelope computed independently with
// node:crypto, every error code, each endpoint's payload schema and handler over fake actions, the
// outbound bodies of a fixture order, and `send` against a real HTTP server that checks our signature.
import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../src/db/rows';
import {
  DialectRefusal,
  type InboundContext,
  type OpenPlatform,
  type TradingPlatformRow,
} from '../src/areas/trading-platforms/dialect';
import { DIALECTS } from '../src/areas/trading-platforms/dialects';
import { jiangxiDialect } from '../src/areas/trading-platforms/dialects/jiangxi-2.3.0';
import { signEnvelope } from '../src/areas/trading-platforms/dialects/jiangxi-2.3.0/codec';
import {
  applyPushBody,
  claimPushBody,
  invoicePushBody,
  invoiceWriteBackPushBody,
  lgResultPushBody,
  payPushBody,
  payRefundPushBody,
  refundPushBody,
} from '../src/areas/trading-platforms/dialects/jiangxi-2.3.0/outbound-bodies';
import { jiangxiSettings } from '../src/areas/trading-platforms/dialects/jiangxi-2.3.0/settings';
import {
  ActionRefusal,
  type PlatformActions,
  type ProjectLetterFilter,
} from '../src/areas/trading-platforms/platform-actions';
import {
  decrypt,
  encrypt,
  INBOUND_SECRET,
  OUTBOUND_SECRET,
  sign,
  signedEnvelope,
  withSignature,
} from './jiangxi-envelope';
import { startFakeJiangxiPlatform, type FakeJiangxiPlatform } from './jiangxi-fake-platform';
import { APPLICATION, CREDIT, CREDIT_2, GOOD_PAYLOADS, ID_CARD } from './jiangxi-payloads';

const NOW = new Date('2026-03-20T02:00:00Z'); // 2026-03-20 10:00:00 China time

const platform = (
  settings: Record<string, unknown> = {},
  baseUrl = 'http://127.0.0.1:1',
): OpenPlatform => ({
  row: {
    id: 7,
    code: 'jxggzy',
    name: '江西省公共资源交易平台',
    dialect: 'jiangxi-2.3.0',
    enabled: true,
    baseUrl,
    inboundAppKey: 't_jy_elog',
    inboundAppSecret: 'sealed',
    outboundAppKey: 'bht_jx',
    outboundAppSecret: 'sealed',
    sm2PrivateKey: null,
    sm2PublicKey: null,
    platformPublicKey: null,
    settings,
    createdAt: NOW,
    updatedAt: NOW,
  } satisfies TradingPlatformRow,
  inboundSecret: INBOUND_SECRET,
  outboundSecret: OUTBOUND_SECRET,
  sm2PrivateKey: null,
});

const envelope = (business: unknown, overrides: Record<string, unknown> = {}) =>
  signedEnvelope(
    business,
    {
      appKey: 't_jy_elog',
      secret: INBOUND_SECRET,
      now: NOW,
      requestId: 'a3c8b0f2-5d1e-4c8e-9a57-1f0e2b7d9c41',
    },
    overrides,
  );

/** What the platform would read: the dialect's refusal body, or null when the request opened. */
function refusalOf(body: unknown, settings: Record<string, unknown> = {}) {
  try {
    jiangxiDialect.openRequest(body, platform(settings), NOW);
    return null;
  } catch (error) {
    if (!(error instanceof DialectRefusal)) throw error;
    return jiangxiDialect.refuse(error.kind, error.message, null, null, NOW).body;
  }
}

const CREDIT_BAD_CHECK = '91360100MA35GH7K97';
const ID_BAD_CHECK = '110105194912310021';

describe('江西 envelope (2.3.1-2.3.3)', () => {
  it('is registered under its name', () => {
    expect(DIALECTS['jiangxi-2.3.0']).toBe(jiangxiDialect);
  });

  it("signs the guide's POST example as HMAC-SM3 over its documented string, Base64", () => {
    const example = {
      appKey: 't_jy_elog',
      timestamp: '1648027444262',
      requestId: '4d2ec9c4-702d-4b85-8633-be8ebd9df2c2',
      data: '',
    };
    const expected = createHmac('sm3', INBOUND_SECRET)
      .update(
        'appKey=t_jy_elog&data=&requestId=4d2ec9c4-702d-4b85-8633-be8ebd9df2c2&timestamp=1648027444262',
      )
      .digest('base64');
    expect(signEnvelope(example, INBOUND_SECRET, jiangxiSettings.parse({}))).toBe(expected);
  });

  it('opens a request signed and encrypted independently, and answers in kind', () => {
    const opened = jiangxiDialect.openRequest(envelope({ elogNo: 'TBBH001' }), platform(), NOW);
    expect(opened.payload).toEqual({ elogNo: 'TBBH001' });
    expect(opened.requestId).toBe('a3c8b0f2-5d1e-4c8e-9a57-1f0e2b7d9c41');
    expect(JSON.stringify(opened.logged)).not.toContain('signature');

    const later = new Date(NOW.getTime() + 5);
    const { status, body } = jiangxiDialect.answer(
      { receiveResult: 'success' },
      platform(),
      opened,
      later,
    );
    const answer = body as Record<string, string>;
    expect(status).toBe(200);
    expect(answer).toMatchObject({
      code: 0,
      msg: '成功',
      appKey: 't_jy_elog',
      requestId: opened.requestId,
      timestamp: String(later.getTime()),
    });
    expect(answer.signature).toBe(sign(answer as never, INBOUND_SECRET));
    expect(decrypt(answer.data!, INBOUND_SECRET)).toEqual({ receiveResult: 'success' });
  });

  it('takes the zero IV and the appended keying when the platform says so', () => {
    const settings = { data: { iv: 'zero' }, sign: { keying: 'append' } };
    const cipher = createCipheriv('sm4-cbc', Buffer.from(INBOUND_SECRET), Buffer.alloc(16));
    const data = Buffer.concat([cipher.update('{"a":1}'), cipher.final()]).toString('base64');
    const fields = { appKey: 't_jy_elog', timestamp: String(NOW.getTime()), requestId: 'r1', data };
    const signature = createHash('sm3')
      .update(
        `appKey=t_jy_elog&data=${data}&requestId=r1&timestamp=${fields.timestamp}${INBOUND_SECRET}`,
      )
      .digest('base64');
    const opened = jiangxiDialect.openRequest(
      { ...fields, signature, version: '1.0.0' },
      platform(settings),
      NOW,
    );
    expect(opened.payload).toEqual({ a: 1 });
  });

  const good = envelope({ a: 1 });
  it.each([
    ['no appKey', { ...good, appKey: undefined }, 1001, '缺少系统必填参数：appKey缺失或格式错误'],
    [
      'a 10-digit timestamp',
      { ...good, timestamp: '1648027444' },
      1001,
      '缺少系统必填参数：timestamp（13 位毫秒时间戳）缺失或格式错误',
    ],
    [
      'no version',
      { ...good, version: undefined },
      1001,
      '缺少系统必填参数：version缺失或格式错误',
    ],
    ['not an object', 'appKey=t_jy_elog', 1001, '缺少系统必填参数'],
    ['an unknown appKey', { ...good, appKey: 'someone' }, 1002, '未授权'],
    [
      'a stale timestamp',
      envelope({ a: 1 }, { timestamp: String(NOW.getTime() - 301_000) }),
      -1,
      '请求时间超出允许范围',
    ],
    ['a changed data', { ...good, data: encrypt({ a: 2 }, INBOUND_SECRET) }, 1003, '签名校验失败'],
    [
      'a signature by another secret',
      { ...good, signature: sign(good, OUTBOUND_SECRET) },
      1003,
      '签名校验失败',
    ],
  ])('refuses %s with %i', (_, body, code, msg) => {
    expect(refusalOf(body)).toEqual({ code, msg, data: '' });
  });

  it('refuses data that does not decrypt with 1004, once the signature holds', () => {
    const body = withSignature(
      {
        appKey: 't_jy_elog',
        timestamp: String(NOW.getTime()),
        requestId: 'r2',
        data: 'bm90IGNpcGhlcg==',
      },
      INBOUND_SECRET,
    );
    expect(refusalOf(body)).toEqual({ code: 1004, msg: '解密失败', data: '' });
  });

  it('words business refusals 1005 and internal failures -1', () => {
    expect(
      jiangxiDialect.refuse('missing_business_field', '订单编号 orderNo不能为空', null, null, NOW)
        .body,
    ).toEqual({
      code: 1005,
      msg: '订单编号 orderNo不能为空',
      data: '',
    });
    expect(jiangxiDialect.refuse('refused', '订单不存在', null, null, NOW).body).toMatchObject({
      code: 1005,
    });
    expect(jiangxiDialect.refuse('internal', '系统繁忙', null, null, NOW).body).toMatchObject({
      code: -1,
    });
  });
});

const endpointNamed = (name: string) => {
  const found = jiangxiDialect.inbound.find((e) => e.name === name);
  if (!found) throw new Error(`no endpoint ${name}`);
  return found as unknown as {
    payload: {
      safeParse(v: unknown): {
        success: boolean;
        error?: { issues: { message: string }[] };
        data?: unknown;
      };
    };
    handle(p: unknown, c: InboundContext): Promise<unknown>;
  };
};

/** Payload changes each endpoint refuses, with the message naming the field. */
const BAD_PAYLOADS: Record<string, [Record<string, unknown>, string][]> = {
  'lg/apply': [
    [
      { insureCreditCode: CREDIT_BAD_CHECK },
      '投保方统一社会信用代码 insureCreditCode校验不通过（GB 32100-2015）',
    ],
    [
      { insureLegalIdCard: ID_BAD_CHECK },
      '投保方法人身份证号 insureLegalIdCard校验不通过（GB 11643-1999）',
    ],
    [{ applicantIdCard: ID_BAD_CHECK }, '经办人身份证 applicantIdCard校验不通过（GB 11643-1999）'],
    [{ tenderDeposit: '100000.001' }, '担保金额 tenderDeposit须为最多两位小数的金额'],
    [
      { depositEndDate: '2026-02-30 17:00:00' },
      '保证金缴纳截止时间 depositEndDate须为 yyyy-MM-dd HH:mm:ss 格式的有效时间',
    ],
    [{ productType: '3' }, '保函产品类型 productType取值错误，应为 1、2'],
    [{ applicantTel: '1380013800' }, '经办人联系电话 applicantTel须为 11 位手机号'],
    [{ orderNo: '' }, '订单编号 orderNo不能为空'],
  ],
  'lg/payPush': [
    [{ payAmount: '-1' }, '支付金额 payAmount须为最多两位小数的金额'],
    [{ payTime: '2026/03/20' }, '支付完成时间 payTime须为 yyyy-MM-dd HH:mm:ss 格式的有效时间'],
  ],
  'lg/queryInfo': [[{ elogNo: undefined }, '保函编号 elogNo不能为空']],
  'lg/revokePush': [[{ revokeOrigin: 'A3' }, '撤单来源 revokeOrigin取值错误，应为 A1、A2']],
  'lg/applyDelay': [
    [
      { insureCreditCode: CREDIT_BAD_CHECK },
      '投保方统一社会信用代码 insureCreditCode校验不通过（GB 32100-2015）',
    ],
  ],
  'lg/applyRefund': [
    [{ applicantIdCard: ID_BAD_CHECK }, '经办人身份证 applicantIdCard校验不通过（GB 11643-1999）'],
  ],
  'lg/payRefundPush': [[{ refundStatus: 3 }, '退款结果 refundStatus取值错误，应为 1、2']],
  'lg/applyClaim': [
    [
      { insuredCreditCode: CREDIT_BAD_CHECK },
      '受益方统一社会信用代码 insuredCreditCode校验不通过（GB 32100-2015）',
    ],
    [{ insuredBankNo: '62220000555566667777' }, '受益方银行账号 insuredBankNo不能超过 19 个字符'],
  ],
  'lg/logoutPush': [
    [
      { winBidderCreditCode: undefined },
      '系统销函类型为 0 或 1 时中标方统一社会信用代码 winBidderCreditCode不能为空',
    ],
    [
      { winBidderCreditCode: CREDIT_BAD_CHECK },
      '中标方统一社会信用代码 winBidderCreditCode校验不通过（GB 32100-2015）',
    ],
  ],
  'lg/applyInvoice': [
    [
      { invoiceTotalAmount: '801.00' },
      '开票总金额 invoiceTotalAmount 须等于订单列表 orderList 中订单金额之和',
    ],
    [{ invoiceType: 'A2' }, '增值税专用发票须填写开户银行 bankName'],
    [{ orderList: [] }, '订单列表 orderList 不能为空'],
  ],
};

describe('江西 payloads (3.1-3.17)', () => {
  it('has a schema for every inbound endpoint', () => {
    expect(jiangxiDialect.inbound.map((e) => e.name).sort()).toEqual(
      Object.keys(GOOD_PAYLOADS).sort(),
    );
  });

  for (const [name, good] of Object.entries(GOOD_PAYLOADS)) {
    it(`${name}: takes the guide's fields`, () => {
      const parsed = endpointNamed(name).payload.safeParse(good);
      expect(parsed.error?.issues).toBeUndefined();
    });
    it.each(BAD_PAYLOADS[name] ?? [])(`${name}: refuses %j`, (change, message) => {
      const parsed = endpointNamed(name).payload.safeParse({ ...good, ...change });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
    });
  }
});

const ORDER = {
  id: 41,
  sn: 'BH202603200001',
  type: 'bid_e',
  status: 2,
  ensureCompanyId: 3,
  projectName: '南昌市某道路工程施工',
  enterpriseName: '江西某建筑有限公司',
  ensureCompanyName: '某融资担保有限公司',
  bidBondAmount: '100000.00',
  premiumRate: '0.0050',
  premium: '500.00',
  rejectReason: null,
  payTime: null,
  letterUrl: null,
  letterNo: null,
  validFrom: null,
  validTo: null,
  issuedAt: null,
  verifyCode: null,
  beneficiaryCreditCode: CREDIT_2,
  platformId: 7,
  platformApplyNo: 'JX202603200001',
  payerAccountName: null,
  payerAccountNo: null,
  payerBankName: null,
  remark: '',
  createdAt: NOW,
  updatedAt: NOW,
} as unknown as OrderRow;

const ISSUED = {
  ...ORDER,
  status: 4,
  letterNo: 'TBBH2026000001',
  letterUrl: '/uploads/letters/2026/03/abc.pdf',
  validFrom: '2026-03-20',
  validTo: '2026-07-09',
  issuedAt: new Date('2026-03-20T06:30:00Z'),
  verifyCode: 'K7Q2M9',
} as OrderRow;

/** Actions that record their calls; `order` finds ORDER or ISSUED by number. */
function fakeActions(orders: Record<string, OrderRow> = { JX202603200001: ORDER }) {
  const calls: [string, ...unknown[]][] = [];
  const find = async (no: string) => {
    const found = orders[no];
    if (!found) throw new ActionRefusal('订单不存在');
    return found;
  };
  const actions: PlatformActions = {
    applyForLetter: async (application) => {
      calls.push(['applyForLetter', application]);
      return { order: ORDER, created: true };
    },
    order: find,
    orderByLetterNo: async (no) => find(no),
    withdraw: async (order, reason) => {
      calls.push(['withdraw', order.id, reason]);
      return 'cancelled';
    },
    endLetter: async () => 'ended',
    endLettersOfProject: async (key: string, filter: ProjectLetterFilter) => {
      calls.push(['endLettersOfProject', key, filter]);
      return 2;
    },
    recordPayment: async (order, payment) => {
      if (payment.amount !== order.premium) throw new ActionRefusal('支付金额与保费不符');
      calls.push(['recordPayment', payment]);
    },
    recordRefund: async (_, refund) => void calls.push(['recordRefund', refund]),
    requestSurrender: async (_, request) => (calls.push(['requestSurrender', request]), 1),
    raiseClaim: async (_, claim) => (calls.push(['raiseClaim', claim]), 1),
    openBids: async () => 'opened',
    postponeOpening: async (order, postponement) => (
      calls.push(['postponeOpening', order.id, postponement]),
      'covered'
    ),
    requestInvoice: async (order, request) => (
      calls.push(['requestInvoice', order.id, request]),
      1
    ),
  };
  return { actions, calls };
}

async function handle(name: string, payload: Record<string, unknown>, actions: PlatformActions) {
  const linked: number[] = [];
  const endpoint = endpointNamed(name);
  const parsed = endpoint.payload.safeParse(payload);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error?.issues));
  const context = {
    db: undefined as never,
    platform: platform(),
    actions,
    now: NOW,
    linkOrder: (id: number) => void linked.push(id),
    portalUrl: 'https://portal.example.cn',
    files: {
      storage: undefined as never,
      publicFileUrl: (key: string, days: number) => `https://api.example.cn/f/${key}?d=${days}`,
    },
  } satisfies InboundContext;
  try {
    return { answer: await endpoint.handle(parsed.data, context), linked };
  } catch (error) {
    if (error instanceof DialectRefusal) return { refusal: [error.kind, error.message], linked };
    throw error;
  }
}

describe('江西 handlers over the platform actions', () => {
  it('lg/apply: maps 3.1 onto an application and answers 受理中', async () => {
    const { actions, calls } = fakeActions();
    const result = await handle('lg/apply', APPLICATION, actions);
    expect(result.answer).toEqual({
      orderNo: 'JX202603200001',
      applyNo: 'AP202603200001',
      auditStatus: 1,
      auditOpinion: '已受理，待审核',
      auditDate: '2026-03-20 10:00:00',
    });
    expect(result.linked).toEqual([41]);
    expect(calls[0]?.[1]).toMatchObject({
      platformApplyNo: 'JX202603200001',
      productNo: 'P-001',
      enterprise: { name: '江西某建筑有限公司', creditCode: CREDIT, legalIdCard: ID_CARD },
      contact: { name: '李四', mobile: '13800138000' },
      project: {
        key: 'a1b2c3',
        number: 'JXNC-2026-001',
        bidBondAmount: '100000.00',
        deadline: new Date('2026-04-10T09:00:00Z'),
      },
      beneficiary: { name: '南昌市某建设单位', creditCode: CREDIT_2 },
    });
  });

  it('lg/payPush: records the payment; an amount not the premium is refused 1005 by the action', async () => {
    const { actions, calls } = fakeActions();
    const good = GOOD_PAYLOADS['lg/payPush']!;
    expect((await handle('lg/payPush', good, actions)).answer).toEqual({
      receiveResult: 'success',
    });
    expect(calls[0]?.[1]).toMatchObject({ amount: '500.00', tradeNo: 'T1', paidAt: NOW });
    expect((await handle('lg/payPush', { ...good, payAmount: '499.00' }, actions)).refusal).toEqual(
      ['refused', '支付金额与保费不符'],
    );
    expect((await handle('lg/payPush', { ...good, orderNo: 'JX0' }, actions)).refusal).toEqual([
      'refused',
      '订单不存在',
    ]);
  });

  it('lg/revokePush: withdraws before issue, refuses once issued', async () => {
    const { actions, calls } = fakeActions({ JX1: ORDER, JX2: ISSUED });
    const revoke = {
      revokeOrigin: 'A2',
      revokeReason: '支付超时',
      revokeTime: '2026-03-20 10:00:00',
    };
    expect((await handle('lg/revokePush', { ...revoke, orderNo: 'JX1' }, actions)).answer).toEqual({
      receiveResult: 'success',
    });
    expect(calls).toEqual([['withdraw', 41, '交易平台自动撤单：支付超时']]);
    expect((await handle('lg/revokePush', { ...revoke, orderNo: 'JX2' }, actions)).refusal).toEqual(
      ['refused', '保函已出具，无法撤单'],
    );
  });

  it('lg/applyRefund: a surrender after issue, a withdrawal before', async () => {
    const { actions, calls } = fakeActions({ JX1: ORDER, TBBH: ISSUED });
    const good = GOOD_PAYLOADS['lg/applyRefund']!;
    await handle('lg/applyRefund', { ...good, orderNo: 'TBBH', elogNo: 'TBBH2026000001' }, actions);
    await handle('lg/applyRefund', good, actions);
    expect(calls).toEqual([
      ['requestSurrender', { reason: '未参与投标', applicantName: '李四', attachments: [] }],
      ['withdraw', 41, '退函：未参与投标'],
    ]);
  });

  it('lg/applyRefund: the 退函申请书 (020) is the surrender proof, whatever its place', async () => {
    const { actions, calls } = fakeActions({ TBBH: ISSUED });
    const attachInfo = [
      { attachType: '999', attachName: '其他.pdf', attachUrl: 'https://ggzy.example.cn/a.pdf' },
      {
        attachType: '020',
        attachName: '退函申请书.pdf',
        attachUrl: 'https://ggzy.example.cn/b.pdf',
      },
    ];
    const refund = {
      ...GOOD_PAYLOADS['lg/applyRefund']!,
      orderNo: 'TBBH',
      elogNo: 'TBBH2026000001',
    };
    await handle('lg/applyRefund', { ...refund, attachInfo }, actions);
    const [[, request]] = calls as [[string, { attachments: Array<{ type: string }> }]];
    expect(request.attachments.map((a) => a.type)).toEqual(['020', '999']);
  });

  it('lg/applyClaim: a claim with its attachments typed by 4.3; another beneficiary is refused', async () => {
    const { actions, calls } = fakeActions({ JX1: ISSUED });
    const good = { ...GOOD_PAYLOADS['lg/applyClaim']!, elogNo: 'TBBH2026000001' };
    const attachInfo = [
      ...(GOOD_PAYLOADS['lg/applyClaim']!.attachInfo as unknown[]),
      { attachType: '718', attachName: '拒签证明.pdf', attachUrl: 'https://jx.example/d.pdf' },
      { attachType: '7x', attachUrl: 'https://jx.example/e.pdf' },
      { attachType: '717', attachName: '没有地址' },
    ];
    await handle('lg/applyClaim', { ...good, attachInfo }, actions);
    expect(calls[0]?.[1]).toMatchObject({
      claimant: '南昌市某建设单位',
      amount: '100000.00',
      bankAccountNo: '6222000055556666',
      attachments: [
        {
          type: '717',
          typeName: '索赔申请书',
          name: '索赔申请书.pdf',
          url: 'https://jx.example/c.pdf',
        },
        {
          type: '718',
          typeName: '违约事实证明',
          name: '拒签证明.pdf',
          url: 'https://jx.example/d.pdf',
        },
        {
          type: '999',
          typeName: '其他文件',
          name: 'https://jx.example/e.pdf',
          url: 'https://jx.example/e.pdf',
        },
      ],
    });
    expect(
      (await handle('lg/applyClaim', { ...good, insuredCreditCode: CREDIT }, actions)).refusal,
    ).toEqual(['refused', '受益方统一社会信用代码与保函不符']);
  });

  it('lg/logoutPush: ends the project letters logoutType names', async () => {
    const { actions, calls } = fakeActions();
    await handle('lg/logoutPush', GOOD_PAYLOADS['lg/logoutPush']!, actions);
    expect(calls[0]).toEqual([
      'endLettersOfProject',
      'a1b2c3',
      { which: 'others', winnerCreditCode: CREDIT_2, reason: '系统销函：中标结果公示 30 天' },
    ]);
  });

  it('lg/applyInvoice: one request per order; an amount other than the premium refuses them all', async () => {
    const second = { ...ORDER, id: 42, premium: '300.00' } as OrderRow;
    const { actions, calls } = fakeActions({ JX1: ORDER, JX2: second });
    const good = GOOD_PAYLOADS['lg/applyInvoice']!;
    expect((await handle('lg/applyInvoice', good, actions)).answer).toEqual({
      receiveResult: 'success',
    });
    expect(calls.map((c) => [c[1], (c[2] as { amount: string }).amount])).toEqual([
      [41, '500.00'],
      [42, '300.00'],
    ]);
    const wrong = {
      ...good,
      invoiceTotalAmount: '900.00',
      orderList: [
        { orderNo: 'JX1', orderPayAmount: '500.00' },
        { orderNo: 'JX2', orderPayAmount: '400.00' },
      ],
    };
    const before = calls.length;
    expect((await handle('lg/applyInvoice', wrong, actions)).refusal).toEqual([
      'refused',
      '订单 JX2 的订单金额与保费不符',
    ]);
    expect(calls.length).toBe(before);
    expect(
      (await handle('lg/applyInvoice', { ...good, invoiceTileType: 'A1' }, actions)).refusal?.[0],
    ).toBe('refused');
  });
});

describe('江西 outbound bodies (3.2, 3.4, 3.5, 3.11, 3.13, 3.15, 3.18, 3.19)', () => {
  const settings = jiangxiSettings.parse({ guarantorCreditCodes: { '3': CREDIT_2 } });
  const reviewedAt = new Date('2026-03-20T03:00:00Z');

  it('3.2 applyPush: approved with the real amounts, no payUrl under the platform cashier', () => {
    expect(
      applyPushBody({ order: ORDER, applyNo: 'AP1', reviewedAt, settings, payee: null }),
    ).toEqual({
      orderNo: 'JX202603200001',
      applyNo: 'AP1',
      auditStatus: 2,
      auditOpinion: '审核通过',
      auditDate: '2026-03-20 11:00:00',
      realElogAmount: '500.00',
      realElogRate: '0.0050',
      tenderDeposit: '100000.00',
      insuranceName: '某融资担保有限公司',
      insuranceCreditCode: CREDIT_2,
    });
  });

  it('3.2 applyPush: our cashier adds payUrl and receiveName; rejected says why; pending sends nothing', () => {
    const ours = jiangxiSettings.parse({
      cashier: 'guarantor',
      payPageUrl: 'https://portal.example.cn/orders/{sn}',
    });
    const payee = { accountName: '某融资担保有限公司', accountNo: '1', bankName: '建行' };
    expect(
      applyPushBody({ order: ORDER, applyNo: 'AP1', reviewedAt, settings: ours, payee }),
    ).toMatchObject({
      payUrl: 'https://portal.example.cn/orders/BH202603200001',
      receiveName: '某融资担保有限公司',
    });
    const rejected = { ...ORDER, status: 5, rejectReason: '资料不全' } as OrderRow;
    expect(
      applyPushBody({ order: rejected, applyNo: 'AP1', reviewedAt, settings, payee: null }),
    ).toEqual({
      orderNo: 'JX202603200001',
      applyNo: 'AP1',
      auditStatus: 3,
      auditOpinion: '资料不全',
      auditDate: '2026-03-20 11:00:00',
    });
    const pending = { ...ORDER, status: 1 } as OrderRow;
    expect(
      applyPushBody({ order: pending, applyNo: 'AP1', reviewedAt, settings, payee: null }),
    ).toBeNull();
  });

  it('3.5 lgResultPush: the letter, both days of its validity counted', () => {
    expect(
      lgResultPushBody(ISSUED, settings, { elogUrl: 'https://u/1', elogEncryptUrl: 'https://u/2' }),
    ).toEqual({
      orderNo: 'JX202603200001',
      elogNo: 'TBBH2026000001',
      insuranceName: '某融资担保有限公司',
      insuranceCreditCode: CREDIT_2,
      elogOutDate: '2026-03-20 14:30:00',
      elogUrl: 'https://u/1',
      elogEncryptUrl: 'https://u/2',
      tenderDeposit: '100000.00',
      insureStartDate: '2026-03-20 00:00:00',
      insureEndDate: '2026-07-09 23:59:59',
      insureDay: 112,
      validateCode: 'K7Q2M9',
    });
  });

  it('3.11 refundPush and 3.15 claimPush: the decision, nothing while pending', () => {
    const surrender = { status: 2, opinion: '已过开标时间', handledAt: reviewedAt } as never;
    expect(refundPushBody(ISSUED, 'R1', surrender)).toEqual({
      orderNo: 'JX202603200001',
      applyNo: 'R1',
      elogNo: 'TBBH2026000001',
      auditStatus: 3,
      auditOpinion: '已过开标时间',
      auditDate: '2026-03-20 11:00:00',
    });
    expect(refundPushBody(ISSUED, 'R1', { status: 0 } as never)).toBeNull();
    const claim = {
      status: 1,
      opinion: '',
      handledAt: reviewedAt,
      amount: '100000.00',
      payoutAmount: '80000.00',
    };
    expect(claimPushBody(ISSUED, 'C1', claim as never)).toMatchObject({
      auditStatus: 2,
      auditOpinion: '受理通过',
      realClaimAmount: '80000.00',
    });
  });

  const invoice = (over: Record<string, unknown> = {}) =>
    ({
      kind: 'normal',
      medium: 'electronic',
      amount: '500.00',
      remark: '',
      invoiceNo: '26360000000001',
      fileUrl: '/uploads/invoices/1.pdf',
      issuedAt: reviewedAt,
      updatedAt: reviewedAt,
      status: 1,
      voidReason: null,
      reversedAt: null,
      ...over,
    }) as never;

  it('3.18 invoicePush: sent once every invoice is issued', () => {
    const listed = [
      { orderNo: 'JX1', invoice: invoice({}), downloadUrl: 'https://u/i1' },
      {
        orderNo: 'JX2',
        invoice: invoice({ amount: '300.00', invoiceNo: '26360000000002' }),
        downloadUrl: 'https://u/i2',
      },
    ];
    const body = invoicePushBody('I1', listed, settings);
    expect(body).toMatchObject({ applyNo: 'I1', auditStatus: 2, invoiceTotalAmount: '800.00' });
    expect(body?.invoiceList?.[1]).toEqual({
      invoiceNo: '26360000000002',
      invoiceAmount: '300.00',
      invoiceType: 'A1',
      invoiceForm: 'B1',
      invoicePoint: '6.000000',
      invoiceContent: '*经纪代理服务*担保费',
      invoiceRemark: '',
      invoiceTime: '2026-03-20 11:00:00',
      invoiceDownloadUrl: 'https://u/i2',
      invoiceFileName: '26360000000002.pdf',
      orderList: [{ orderNo: 'JX2', orderInvoiceAmount: '300.00' }],
    });
    expect(
      invoicePushBody(
        'I1',
        [listed[0]!, { ...listed[1]!, invoice: invoice({ status: 0 }) }],
        settings,
      ),
    ).toBeNull();
  });

  it('3.18 invoicePush: an invoice reversed after issue still counts as issued, one voided before refuses', () => {
    const reversed = invoice({ status: 3, reversedAt: reviewedAt, voidReason: '退保退费' });
    expect(
      invoicePushBody('I1', [{ orderNo: 'JX1', invoice: reversed, downloadUrl: '' }], settings),
    ).toMatchObject({ auditStatus: 2, invoiceTotalAmount: '500.00' });
    const refused = invoice({ status: 3, issuedAt: null, voidReason: '抬头有误' });
    expect(
      invoicePushBody('I1', [{ orderNo: 'JX1', invoice: refused, downloadUrl: '' }], settings),
    ).toEqual({
      applyNo: 'I1',
      auditStatus: 3,
      auditOpinion: '抬头有误',
      auditDate: '2026-03-20 11:00:00',
    });
  });

  it('3.19 invoiceWriteBackPush: a full reversal of the order’s invoice, the red-letter file named by its number', () => {
    const reversed = invoice({
      status: 3,
      redInvoiceNo: '26360000000009',
      redAmount: '500.00',
      redFileUrl: '/uploads/invoices/red-1.pdf',
      reversedAt: new Date('2026-03-25T01:30:00Z'),
    });
    expect(invoiceWriteBackPushBody('JX1', reversed, 'https://u/red')).toEqual({
      invoiceNo: '26360000000001',
      invoiceAmount: '500.00',
      writeBackType: 2,
      writeBackAmount: '500.00',
      writeBackTime: '2026-03-25 09:30:00',
      writeBackDownloadUrl: 'https://u/red',
      writeBackFileName: '26360000000009.pdf',
      orderList: [{ orderNo: 'JX1', orderInvoiceAmount: '500.00' }],
    });
    const withoutFile = invoiceWriteBackPushBody(
      'JX1',
      invoice({ status: 3, reversedAt: reviewedAt }),
      '',
    );
    expect(withoutFile).toMatchObject({
      writeBackAmount: '500.00',
      writeBackDownloadUrl: '',
      writeBackFileName: '',
    });
    expect(withoutFile).not.toHaveProperty('newInvoiceInfo');
    expect(invoiceWriteBackPushBody('JX1', invoice({ status: 3 }), '')).toBeNull();
  });

  const payment = {
    id: 9,
    orderSn: 'BH202603200001',
    amount: '500.00',
    tradeNo: 'T-PAY-1',
    channel: 'sun',
    createdAt: reviewedAt,
    updatedAt: new Date('2026-03-21T02:00:00Z'),
  };
  const payee = {
    accountName: '某融资担保有限公司',
    accountNo: '3601000011',
    bankName: '建行南昌分行',
  };
  const paid = {
    ...ISSUED,
    payTime: reviewedAt,
    payerAccountName: '江西某建筑有限公司',
    payerAccountNo: '6222000011112222',
    payerBankName: '中国银行南昌分行',
  } as OrderRow;

  it('3.4 payPush: the premium we collected, payer and payee; a transfer by our pay log reference', () => {
    expect(payPushBody(paid, payment as never, payee)).toEqual({
      orderNo: 'JX202603200001',
      payAmount: '500.00',
      poundageAmount: '0.00',
      payTime: '2026-03-20 11:00:00',
      payTransNo: 'T-PAY-1',
      transChannel: 'sun',
      payerName: '江西某建筑有限公司',
      payerAccountNo: '6222000011112222',
      payerBankName: '中国银行南昌分行',
      payeeName: '某融资担保有限公司',
      payeeAccountNo: '3601000011',
      payeeBankName: '建行南昌分行',
    });
    const transfer = { ...payment, channel: 'offline', tradeNo: null };
    expect(payPushBody(ORDER, transfer as never, null)).toMatchObject({
      payTime: '2026-03-20 11:00:00',
      payTransNo: 'BH202603200001P9',
      transChannel: 'offline',
      payerName: '江西某建筑有限公司',
      payerAccountNo: '',
      payeeName: '某融资担保有限公司',
      payeeAccountNo: '',
    });
  });

  it('3.13 payRefundPush: the payment refunded, under its merchant refund number', () => {
    expect(payRefundPushBody(paid, payment as never, '投保方撤单：不再投标', payee)).toEqual({
      orderNo: 'JX202603200001',
      payTransNo: 'T-PAY-1',
      payAmount: '500.00',
      refundTransNo: 'BH202603200001R9',
      refundAmount: '500.00',
      poundageAmount: '0.00',
      refundReason: '投保方撤单：不再投标',
      refundTime: '2026-03-21 10:00:00',
      payerName: '江西某建筑有限公司',
      payerAccountNo: '6222000011112222',
      payerBankName: '中国银行南昌分行',
      payeeName: '某融资担保有限公司',
      payeeAccountNo: '3601000011',
      payeeBankName: '建行南昌分行',
    });
    expect(payRefundPushBody(paid, payment as never, '', null).refundReason).toBe('保费退款');
  });
});

describe('江西 send: a real platform on 127.0.0.1', () => {
  let fake: FakeJiangxiPlatform;
  let base = '';
  beforeAll(async () => {
    fake = await startFakeJiangxiPlatform();
    base = fake.url;
  });
  afterAll(() => fake.close());

  const message = {
    endpoint: 'jrapi/lg/applyPush',
    body: { orderNo: 'JX1', auditStatus: 2 },
    businessNo: 'JX1',
  };

  it('posts a signed, encrypted envelope with a fresh requestId, and reads the success', async () => {
    fake.mode = 'success';
    const first = await jiangxiDialect.send(message, platform({}, base), NOW);
    const second = await jiangxiDialect.send(message, platform({}, base), NOW);
    expect(first).toMatchObject({
      ok: true,
      httpStatus: 200,
      code: '0',
      data: { receiveResult: 'success' },
    });
    expect(second.ok).toBe(true);
    expect(fake.received[0]).toMatchObject({
      path: '/jrapi/lg/applyPush',
      business: { orderNo: 'JX1', auditStatus: 2 },
    });
    expect(fake.received[0]?.body.version).toBe('1.0.0');
    expect(fake.received[0]?.body.requestId).not.toBe(fake.received[1]?.body.requestId);
  });

  it.each([
    ['refuse', { ok: false, httpStatus: 200, code: '1005', message: '缺少业务必填参数' }],
    ['http500', { ok: false, httpStatus: 500, message: '交易平台应答 HTTP 500' }],
    ['garbage', { ok: false, httpStatus: 200, message: '交易平台应答不是 JSON' }],
    [
      'unconfirmed',
      { ok: false, httpStatus: 200, message: '交易平台未确认接收（receiveResult：fail）' },
    ],
  ] as const)('reads %s as a failure', async (which, expected) => {
    fake.mode = which;
    expect(await jiangxiDialect.send(message, platform({}, base), NOW)).toMatchObject(expected);
  });

  it('is refused 1003 when signed with another secret', async () => {
    fake.mode = 'success';
    const wrong = { ...platform({}, base), outboundSecret: INBOUND_SECRET };
    expect(await jiangxiDialect.send(message, wrong, NOW)).toMatchObject({
      ok: false,
      code: '1003',
      message: '签名校验失败',
    });
  });

  it('says so in Chinese when nothing listens', async () => {
    expect(
      await jiangxiDialect.send(message, platform({}, 'http://127.0.0.1:1'), NOW),
    ).toMatchObject({
      ok: false,
      httpStatus: null,
      message: '无法连接交易平台',
    });
  });
});
