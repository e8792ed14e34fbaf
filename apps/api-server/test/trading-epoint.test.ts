// The Epoint 4.0 dialect at unit level (docs/trading-platforms.md, dialect `epoint-4.0`): its
// signature rebuilt by hand, every refusal of openRequest, applydata opened through the digital
// envelope, each endpoint's payload, the handlers' mapping onto the platform actions, the outbound
// bodies, the letter upload round trip, and `send` against a real HTTP server. No database.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateSm2KeyPair } from '@bht/national-crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../src/db/rows';
import { demoCreditCode } from '../src/db/demo-credit-code';
import type { FileStorage } from '../src/providers/storage/file-storage';
import {
  DialectRefusal,
  type InboundContext,
  type OpenPlatform,
  type OutboundContext,
  type TradingPlatformRow,
} from '../src/areas/trading-platforms/dialect';
import { epointDialect } from '../src/areas/trading-platforms/dialects/epoint-4.0';
import { letterUpload } from '../src/areas/trading-platforms/dialects/epoint-4.0/outbound-letter';
import {
  invoiceNoticeBody,
  quitNoticeBody,
} from '../src/areas/trading-platforms/dialects/epoint-4.0/outbound-notices';
import { reviewNoticeBody } from '../src/areas/trading-platforms/dialects/epoint-4.0/outbound-review';
import { SEALED } from '../src/areas/trading-platforms/dialects/epoint-4.0/sealed-fields';
import { epointSettings } from '../src/areas/trading-platforms/dialects/epoint-4.0/settings';
import type { PlatformActions } from '../src/areas/trading-platforms/platform-actions';
import {
  epointSign,
  epointSigned,
  openUploadedLetter,
  sealedApplication as sealedFor,
  sealField,
} from './epoint-requests';

const NOW = new Date('2026-11-29T10:00:00Z');
/** NOW in China time, as Epoint writes it. */
const NOW_TEXT = '2026-11-29 18:00:00';
const ours = generateSm2KeyPair();
const theirs = generateSm2KeyPair();
const BIDDER_CODE = demoCreditCode(7);
const settings = epointSettings.parse({});

function platformRow(overrides: Partial<TradingPlatformRow> = {}): TradingPlatformRow {
  return {
    id: 1,
    code: 'EPT',
    name: '测试交易中心',
    dialect: 'epoint-4.0',
    enabled: true,
    baseUrl: 'http://127.0.0.1:9',
    inboundAppKey: 'EP-IN',
    inboundAppSecret: 'sealed',
    outboundAppKey: 'EP-OUT',
    outboundAppSecret: 'sealed',
    sm2PrivateKey: 'sealed',
    sm2PublicKey: ours.publicKey,
    platformPublicKey: theirs.publicKey,
    settings: {},
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
}

const openPlatform = (overrides: Partial<TradingPlatformRow> = {}): OpenPlatform => ({
  row: platformRow(overrides),
  inboundSecret: 'in-secret',
  outboundSecret: 'out-secret',
  sm2PrivateKey: ours.privateKey,
});

function signedRequest(fields: Record<string, string>, secret = 'in-secret') {
  const body = { appkey: 'EP-IN', timestamp: NOW_TEXT, platformcode: 'EPT', ...fields };
  return epointSigned(body, secret);
}

/** What the sandbox platform sends, wrapped with our SM2 key unless told otherwise. */
const sealedApplication = (data: object, publicKey = ours.publicKey) => sealedFor(data, publicKey);

const application = {
  biddername: '江苏测试建设有限公司',
  biddercode: BIDDER_CODE,
  biaoduanno: 'a3f09c11d2e4b5a6c7d8e9f0a1b2c3d4',
  biaoduanname: '9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e',
  bzjamount: '200000.00',
  zbr: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
};

function refusalOf(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DialectRefusal) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('the signature', () => {
  it('is SM3 over the sorted fields with `&appsecret=<secret>`, as rebuilt by hand', () => {
    const body = signedRequest({ applyno: 'A1', bak1: '' });
    expect(() => epointDialect.openRequest(body, openPlatform(), NOW)).not.toThrow();
  });

  it('can be HMAC-SM3 instead (sign.keying hmac)', () => {
    const fields = { appkey: 'EP-IN', timestamp: NOW_TEXT, platformcode: 'EPT', applyno: 'A1' };
    const content = `appkey=EP-IN&applyno=A1&platformcode=EPT&timestamp=${NOW_TEXT}`;
    const sign = createHmac('sm3', 'in-secret').update(content).digest('hex');
    const platform = openPlatform({ settings: { sign: { keying: 'hmac' } } });
    expect(() => epointDialect.openRequest({ ...fields, sign }, platform, NOW)).not.toThrow();
  });
});

describe('openRequest', () => {
  it('answers the business fields as payload and logs no signature, no ciphertext', () => {
    const body = signedRequest({ applyno: 'A1', ...sealedApplication(application) });
    const opened = epointDialect.openRequest(body, openPlatform(), NOW);
    expect(opened.requestId).toBeNull();
    expect(opened.payload).toEqual({ applyno: 'A1', ...application });
    expect(Object.keys(opened.logged).sort()).toEqual([
      'appkey',
      'applyno',
      'platformcode',
      'timestamp',
    ]);
  });

  const good = () => signedRequest({ applyno: 'A1', ...sealedApplication(application) });
  const resign = (body: Record<string, string>) => epointSigned(body, 'in-secret');
  const refusals: [string, () => unknown, string, string][] = [
    [
      'no appkey',
      () => {
        const { appkey: _, ...rest } = good();
        return rest;
      },
      'missing_parameter',
      '缺少必填参数：appkey',
    ],
    [
      'a nested field',
      () => ({ ...good(), applyno: { no: 1 } }),
      'missing_parameter',
      '参数格式错误：applyno',
    ],
    [
      "another platform's appkey",
      () => resign({ ...good(), appkey: 'OTHER' }),
      'unauthorised',
      '未授权的appkey',
    ],
    [
      'another platform code',
      () => resign({ ...good(), platformcode: 'XX' }),
      'unauthorised',
      '平台编码不符',
    ],
    [
      'a timestamp not yyyy-MM-dd HH:mm:ss',
      () => resign({ ...good(), timestamp: '1764410400000' }),
      'missing_parameter',
      '参数格式错误：timestamp',
    ],
    [
      'a timestamp 301 s old',
      () => resign({ ...good(), timestamp: '2026-11-29 17:54:59' }),
      'stale_timestamp',
      '请求时间超出允许范围',
    ],
    [
      'another secret',
      () => signedRequest({ applyno: 'A1' }, 'wrong-secret'),
      'bad_signature',
      '签名校验失败',
    ],
    [
      'a field changed after signing',
      () => ({ ...good(), applyno: 'A2' }),
      'bad_signature',
      '签名校验失败',
    ],
    [
      'an envelope for another key',
      () => signedRequest({ applyno: 'A1', ...sealedApplication(application, theirs.publicKey) }),
      'undecryptable',
      '解密失败',
    ],
    [
      'applydata that is not SM4 ciphertext',
      () => signedRequest({ ...sealedApplication(application), applydata: 'bm90IGNpcGhlcg==' }),
      'undecryptable',
      '解密失败',
    ],
  ];

  it.each(refusals)('refuses %s', (_, body, kind, message) => {
    expect(refusalOf(() => epointDialect.openRequest(body(), openPlatform(), NOW))).toEqual({
      kind,
      message,
    });
  });

  it('words answers and refusals in the envelope, HTTP 200', () => {
    const platform = openPlatform();
    expect(epointDialect.answer({ redirecturl: 'x' }, platform, null as never, NOW)).toEqual({
      status: 200,
      body: { code: 1, message: '成功', data: { redirecturl: 'x' } },
    });
    expect(epointDialect.refuse('bad_signature', '签名校验失败', null, null, NOW)).toEqual({
      status: 200,
      body: { code: 0, message: '签名校验失败', data: {} },
    });
  });
});

const endpointNamed = (name: string) => {
  const found = epointDialect.inbound.find((e) => e.name === name);
  if (!found) throw new Error(`no endpoint ${name}`);
  return found as unknown as (typeof epointDialect.inbound)[number] & {
    handle(payload: unknown, context: InboundContext): Promise<unknown>;
  };
};

describe('the payloads', () => {
  const wrongCheck = BIDDER_CODE.slice(0, 17) + (BIDDER_CODE[17] === '0' ? '1' : '0');
  const apply = { applyno: 'A1', ...application };
  const invoice = {
    applyno: 'A1',
    baohanno: 'BH1',
    biddername: '江苏测试建设有限公司',
    biddercode: BIDDER_CODE,
    amount: '500.00',
    type: '0',
  };
  const claim = {
    applyno: 'A1',
    baohanno: 'BH1',
    applyusername: '王五',
    applyuserphone: '13800138000',
  };
  const cases: [string, Record<string, unknown>, string | null][] = [
    ['baohanapply', apply, null],
    ['baohanapply', { ...apply, bzjamount: 200000 }, null],
    [
      'baohanapply',
      { ...apply, biddercode: wrongCheck },
      '参数格式错误：biddercode（统一社会信用代码校验不通过）',
    ],
    ['baohanapply', { ...apply, bzjamount: '-1' }, '参数格式错误：bzjamount'],
    ['baohanapply', { ...apply, zbr: undefined }, '缺少必填参数：zbr'],
    ['giveupapply', { applyno: 'A1' }, null],
    ['giveupapply', {}, '缺少必填参数：applyno'],
    ['quitapply', { applyno: 'A1', baohanno: 'BH1', reason: '项目终止' }, null],
    ['quitapply', { applyno: 'A1', baohanno: 'BH1', reason: '' }, '缺少必填参数：reason'],
    ['canclenotice', { applyno: 'A1' }, '缺少必填参数：baohanno'],
    ['claimsnotice', claim, null],
    [
      'claimsnotice',
      { ...claim, filelist: '[{"fileurl":"https://ggzy.example.cn/f/1.pdf"}]' },
      null,
    ],
    ['claimsnotice', { ...claim, filelist: '[{"url":"x"}]' }, '参数格式错误：filelist'],
    ['claimsnotice', { ...claim, applyuserphone: '0755-1234567' }, '参数格式错误：applyuserphone'],
    ['invoiceapply', invoice, null],
    ['invoiceapply', { ...invoice, type: '2' }, '参数格式错误：type'],
    [
      'invoiceapply',
      { ...invoice, type: '1', address: '南京市', phone: '025-1234567' },
      '缺少必填参数：bank',
    ],
    [
      'invoiceapply',
      { ...invoice, biddercode: wrongCheck },
      '参数格式错误：biddercode（统一社会信用代码校验不通过）',
    ],
  ];

  it.each(cases)('%s %j → %s', (name, input, error) => {
    const parsed = endpointNamed(name).payload.safeParse(input);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(error);
  });
});

const baseOrder = {
  id: 42,
  sn: 'BH202611290001',
  status: 2,
  projectName: SEALED,
  enterpriseName: '江苏测试建设有限公司',
  ensureCompanyName: '江苏信达融资担保有限公司',
  bidBondAmount: '200000.00',
  premiumRate: '0.0050',
  premium: '1000.00',
  paidOut: '50000.00',
  letterNo: 'XD2026110001',
  letterUrl: '/uploads/letters/2026/11/letter.pdf',
  letterOfdUrl: '/uploads/letters/2026/11/letter.ofd',
  beneficiary: null,
  beneficiaryCreditCode: null,
  platformId: 1,
  platformApplyNo: 'A1',
  sealedFields: { biaoduanno: 'c1', biaoduanname: 'c2', zbr: 'c3' },
  bidsOpenedAt: null,
  payerAccountName: '江苏测试建设有限公司',
  payerAccountNo: '6222020202020202',
};
const order = (overrides: Partial<OrderRow> = {}) => ({ ...baseOrder, ...overrides }) as OrderRow;

describe('the handlers', () => {
  function context(row: OrderRow) {
    const calls: [string, ...unknown[]][] = [];
    // Records the call's arguments after the order.
    const record =
      <Result>(name: string, result: Result) =>
      (...args: unknown[]) => {
        calls.push([name, ...args.slice(1)]);
        return Promise.resolve(result);
      };
    const actions: PlatformActions = {
      applyForLetter: (app) => {
        calls.push(['applyForLetter', app]);
        return Promise.resolve({ order: row, created: true });
      },
      order: () => Promise.resolve(row),
      orderByLetterNo: () => Promise.resolve(row),
      withdraw: record('withdraw', 'cancelled' as const),
      endLetter: record('endLetter', 'ended' as const),
      endLettersOfProject: record('endLettersOfProject', 0),
      recordPayment: record('recordPayment', undefined),
      recordRefund: record('recordRefund', undefined),
      requestSurrender: record('requestSurrender', 1),
      raiseClaim: record('raiseClaim', 1),
      openBids: record('openBids', 'opened' as const),
      postponeOpening: record('postponeOpening', 'covered' as const),
      requestInvoice: record('requestInvoice', 1),
    };
    const linked: number[] = [];
    const inbound = {
      db: null as never,
      platform: openPlatform(),
      actions,
      now: NOW,
      portalUrl: 'https://portal.example.cn',
      files: {
        storage: undefined as never,
        publicFileUrl: (key: string, days: number) => `https://api.example.cn/f/${key}?d=${days}`,
      },
      linkOrder: (id: number) => linked.push(id),
    } satisfies InboundContext;
    return { inbound, calls, linked };
  }
  const run = async (name: string, payload: Record<string, unknown>, row = order()) => {
    const { inbound, calls, linked } = context(row);
    const endpoint = endpointNamed(name);
    const answer = await endpoint.handle(endpoint.payload.parse(payload), inbound);
    return { answer, calls, linked };
  };
  const refusedWith = async (name: string, payload: Record<string, unknown>, row: OrderRow) =>
    run(name, payload, row).then(
      () => 'not refused',
      (error: DialectRefusal) => `${error.kind}: ${error.message}`,
    );

  it('baohanapply: a sealed project keyed by the section ciphertext, the redirect to the order', async () => {
    const { answer, calls, linked } = await run('baohanapply', { applyno: 'A1', ...application });
    expect(answer).toEqual({
      redirecturl: 'https://portal.example.cn/myLetter/detail?order_sn=BH202611290001',
    });
    expect(linked).toEqual([42]);
    expect(calls).toEqual([
      [
        'applyForLetter',
        {
          platformApplyNo: 'A1',
          productNo: '',
          enterprise: { name: application.biddername, creditCode: BIDDER_CODE },
          contact: {},
          project: {
            key: application.biaoduanno,
            name: SEALED,
            number: application.biaoduanno,
            bidSection: SEALED,
            tenderUnit: SEALED,
            bidBondAmount: '200000.00',
          },
          sealedFields: {
            biaoduanno: application.biaoduanno,
            biaoduanname: application.biaoduanname,
            zbr: application.zbr,
          },
        },
      ],
    ]);
  });

  it('giveupapply: cancels an unpaid order, refuses once paid', async () => {
    expect((await run('giveupapply', { applyno: 'A1' })).calls).toEqual([
      ['withdraw', '投标人在交易平台放弃申请'],
    ]);
    expect(await refusedWith('giveupapply', { applyno: 'A1' }, order({ status: 3 }))).toBe(
      'refused: 保函已进入出函流程，无法放弃',
    );
  });

  it('quitapply: withdraws before issue, asks for a surrender after; the letter number must match', async () => {
    const quit = { applyno: 'A1', baohanno: 'XD2026110001', reason: '项目终止' };
    expect((await run('quitapply', quit)).calls).toEqual([['withdraw', '项目终止']]);
    expect((await run('quitapply', quit, order({ status: 4 }))).calls).toEqual([
      [
        'requestSurrender',
        { reason: '项目终止', applicantName: '江苏测试建设有限公司', attachments: [] },
      ],
    ]);
    expect(await refusedWith('quitapply', { ...quit, baohanno: 'OTHER' }, order())).toBe(
      'refused: 保函编号与业务流水号不符',
    );
  });

  describe('baohanrestore', () => {
    // The platform's side, computed with node:crypto: SM4-ECB, PKCS#7, hex, under a 16-byte key.
    const key = randomBytes(16);
    const seal = (plain: string, under = key) => sealField(plain, under);
    const TENDERER_CODE = demoCreditCode(8);
    const plain = {
      biaoduanno: 'JXGC2026-001-01',
      biaoduanname: '南昌市红谷滩区学校新建工程施工一标段',
      zbr: '南昌市红谷滩区教育局',
      zbrorgnum: TENDERER_CODE,
    };
    const sealedOrder = (fields = plain, under = key) =>
      order({
        status: 4,
        sealedFields: Object.fromEntries(
          Object.entries(fields).map(([name, value]) => [name, seal(value, under)]),
        ),
      });
    const restore = {
      applyno: 'A1',
      baohanno: 'XD2026110001',
      kaibiaotime: '2026-12-10 09:30:00',
      key: key.toString('hex'),
    };

    it('decrypts the sealed fields with the key and opens the bids', async () => {
      const { answer, calls, linked } = await run('baohanrestore', restore, sealedOrder());
      expect(answer).toEqual({});
      expect(linked).toEqual([42]);
      expect(calls).toEqual([
        [
          'openBids',
          {
            openedAt: new Date('2026-12-10T01:30:00Z'),
            project: {
              number: plain.biaoduanno,
              name: plain.biaoduanname,
              bidSection: plain.biaoduanno,
              tenderUnit: plain.zbr,
            },
            beneficiary: { name: plain.zbr, creditCode: TENDERER_CODE },
          },
        ],
      ]);
    });

    it.each([
      [
        'another key',
        { key: randomBytes(16).toString('hex') },
        'refused: 解密失败：开标密钥无法解开项目信息',
      ],
      ['a key of the wrong length', { key: 'abc' }, 'refused: 解密失败：开标密钥无法解开项目信息'],
      ['another letter number', { baohanno: 'OTHER' }, 'refused: 保函编号与业务流水号不符'],
    ])('refuses %s and opens nothing', async (_, change, refusal) => {
      expect(await refusedWith('baohanrestore', { ...restore, ...change }, sealedOrder())).toBe(
        refusal,
      );
    });

    it('refuses an order with nothing sealed, and fields that do not fit our columns', async () => {
      expect(await refusedWith('baohanrestore', restore, order({ sealedFields: null }))).toBe(
        'refused: 该申请没有开标前保密的信息',
      );
      const tooLong = sealedOrder({ ...plain, biaoduanno: 'X'.repeat(129) });
      expect(await refusedWith('baohanrestore', restore, tooLong)).toBe(
        'refused: 还原的项目信息不合格式：参数格式错误：biaoduanno',
      );
    });

    it('takes a restore that names no letter number (sent before the platform learnt it)', async () => {
      const { baohanno: _, ...early } = restore;
      const { calls } = await run('baohanrestore', { ...early, baohanno: '' }, sealedOrder());
      expect(calls.map(([name]) => name)).toEqual(['openBids']);
    });

    it('takes a key given as 16 characters of text', async () => {
      const textKey = 'K'.repeat(16);
      const row = sealedOrder(plain, Buffer.from(textKey));
      const { calls } = await run('baohanrestore', { ...restore, key: textKey }, row);
      expect(calls.map(([name]) => name)).toEqual(['openBids']);
    });

    it('refuses a malformed opening time by name', () => {
      const endpoint = endpointNamed('baohanrestore');
      const parsed = endpoint.payload.safeParse({ ...restore, kaibiaotime: '2026/12/10' });
      expect(parsed.error?.issues[0]?.message).toBe('参数格式错误：kaibiaotime');
    });
  });

  it('canclenotice ends the letter', async () => {
    const { calls } = await run('canclenotice', { applyno: 'A1', baohanno: 'XD2026110001' });
    expect(calls).toEqual([['endLetter', '交易平台注销保函']]);
  });

  it('claimsnotice: the beneficiary is the payee, no amount claims what remains', async () => {
    const { calls } = await run(
      'claimsnotice',
      {
        applyno: 'A1',
        baohanno: 'XD2026110001',
        applyusername: '王五',
        applyuserphone: '13800138000',
        filelist: '[{"fileurl":"https://ggzy.example.cn/f/%E7%B4%A2%E8%B5%94.pdf"}]',
      },
      order({ status: 4, beneficiary: '南京市建设局', beneficiaryCreditCode: BIDDER_CODE }),
    );
    expect(calls).toEqual([
      [
        'raiseClaim',
        {
          claimant: '南京市建设局',
          claimantCreditCode: BIDDER_CODE,
          amount: '150000.00',
          reason: '交易平台发起索赔',
          bankAccountName: '南京市建设局',
          bankAccountNo: '',
          bankName: '',
          contactName: '王五',
          contactMobile: '13800138000',
          attachments: [
            { type: '', name: '索赔.pdf', url: 'https://ggzy.example.cn/f/%E7%B4%A2%E8%B5%94.pdf' },
          ],
        },
      ],
    ]);
  });

  it('invoiceapply: only for the premium', async () => {
    const invoice = {
      applyno: 'A1',
      baohanno: 'XD2026110001',
      biddername: '江苏测试建设有限公司',
      biddercode: BIDDER_CODE,
      amount: '1000',
      type: '0',
      email: 'cw@example.cn',
    };
    expect((await run('invoiceapply', invoice)).calls).toEqual([
      [
        'requestInvoice',
        {
          kind: 'normal',
          title: '江苏测试建设有限公司',
          taxNo: BIDDER_CODE,
          amount: '1000.00',
          email: 'cw@example.cn',
        },
      ],
    ]);
    expect(await refusedWith('invoiceapply', { ...invoice, amount: '999.99' }, order())).toBe(
      'refused: 开票金额须等于保费 1000.00 元',
    );
  });
});

describe('the outbound bodies', () => {
  const at = new Date('2026-11-29T02:30:00Z');

  it('baohannotice: approved with the payer account, rejected with our order number', () => {
    expect(reviewNoticeBody(order(), { approved: true, at }, settings)).toEqual({
      applyno: 'A1',
      baohanno: 'XD2026110001',
      instname: '江苏信达融资担保有限公司',
      generatetime: '2026-11-29 10:30:00',
      rate: '0.005',
      cost: '1000.00',
      applystatus: '1',
      payername: '江苏测试建设有限公司',
      payeraccount: '6222020202020202',
    });
    expect(reviewNoticeBody(order({ letterNo: null }), { approved: false, at }, settings)).toEqual(
      expect.objectContaining({ baohanno: 'BH202611290001', applystatus: '0' }),
    );
    // Without a recorded payer account: sent without one, unless the platform demands the 基本户.
    expect(
      reviewNoticeBody(order({ payerAccountNo: null }), { approved: true, at }, settings),
    ).not.toHaveProperty('payeraccount');
    const demanding = epointSettings.parse({ requirePayerAccount: true });
    expect(() =>
      reviewNoticeBody(order({ payerAccountNo: null }), { approved: true, at }, demanding),
    ).toThrow('平台要求基本户付款');
  });

  it('quitnotice and invoicenotice', () => {
    expect(quitNoticeBody(order(), { status: 1, handledAt: at }, NOW)).toEqual({
      applyno: 'A1',
      baohanno: 'XD2026110001',
      applystatus: '1',
      tuibaotime: '2026-11-29 10:30:00',
    });
    expect(quitNoticeBody(order(), { status: 0, handledAt: null }, NOW)).toBeNull();
    const link = (key: string, days: number) => `https://api.example.cn/f/${key}?d=${days}`;
    expect(
      invoiceNoticeBody(
        order(),
        { status: 1, invoiceNo: '26320000000012345678', fileUrl: '/uploads/invoices/1.pdf' },
        link,
      ),
    ).toEqual({
      baohanno: 'XD2026110001',
      applystatus: '1',
      invoiceno: '26320000000012345678',
      invoiceurl: 'https://api.example.cn/f/invoices/1.pdf?d=30',
    });
    expect(invoiceNoticeBody(order(), { status: 3, invoiceNo: null, fileUrl: null }, link)).toEqual(
      { baohanno: 'XD2026110001', applystatus: '0' },
    );
  });
});

/** A platform on 127.0.0.1 that checks our signature and answers by path. */
let server: Server;
let baseUrl = '';
const received: { path: string; body: Record<string, string>; signOk: boolean }[] = [];

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const path = request.url ?? '';
      const signOk = body.appkey === 'EP-OUT' && body.sign === epointSign(body, 'out-secret');
      received.push({ path, body, signOk });
      const json = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (!signOk) return json(200, { code: 0, message: '签名错误', data: {} });
      if (path.endsWith('/downloadpublickey'))
        return json(200, { code: 1, message: '', data: { publickey: theirs.publicKey.slice(2) } });
      if (path.endsWith('/refuse')) return json(200, { code: 0, message: '业务流水号不存在' });
      if (path.endsWith('/boom')) return json(500, { error: 'x' });
      if (path.endsWith('/html')) {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html>维护中</html>');
      }
      return json(200, { code: 1, message: '成功', data: {} });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/epoint/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('send', () => {
  const send = (endpoint: string) =>
    epointDialect.send({ endpoint, body: { applyno: 'A1' } }, openPlatform({ baseUrl }), NOW);

  it('signs with our outbound credentials; code 1 is the only success', async () => {
    expect(await send('baohannotice')).toMatchObject({ ok: true, httpStatus: 200, code: '1' });
    expect(received.at(-1)).toMatchObject({
      path: '/epoint/baohannotice',
      signOk: true,
      body: { applyno: 'A1', timestamp: NOW_TEXT },
    });
    expect(await send('refuse')).toMatchObject({
      ok: false,
      code: '0',
      message: '业务流水号不存在',
    });
    expect(await send('boom')).toMatchObject({
      ok: false,
      httpStatus: 500,
      message: '平台返回 HTTP 500',
    });
    expect(await send('html')).toMatchObject({
      ok: false,
      httpStatus: 200,
      message: '平台应答不是约定的 JSON 格式',
    });
  });

  it('answers ok:false when nothing listens', async () => {
    const platform = openPlatform({ baseUrl: 'http://127.0.0.1:9' });
    expect(await epointDialect.send({ endpoint: 'x', body: {} }, platform, NOW)).toMatchObject({
      ok: false,
      httpStatus: null,
      message: '无法连接平台',
    });
  });
});

describe('the letter upload', () => {
  it('fetches the public key once, then slices that reassemble and decrypt to the file', async () => {
    const letter = randomBytes(3000);
    const stored: unknown[] = [];
    const db = {
      update: () => ({
        set: (values: unknown) => ({ where: () => Promise.resolve(stored.push(values)) }),
      }),
    };
    const storage = {
      get: (key: string) => Promise.resolve(key === 'letters/2026/11/letter.ofd' ? letter : null),
    } as unknown as FileStorage;
    const platform = openPlatform({
      baseUrl,
      platformPublicKey: null,
      settings: { slice: { bytes: 1024 } },
    });
    const context: OutboundContext = {
      db: db as never,
      storage,
      platform,
      order: order({ status: 4 }),
      refId: null,
      now: NOW,
      publicFileUrl: () => '',
    };

    const messages = await epointDialect.outbound.issued!(context);

    expect(received.at(-1)).toMatchObject({ path: '/epoint/downloadpublickey', signOk: true });
    expect(stored).toEqual([{ platformPublicKey: theirs.publicKey }]);
    const slices = messages.filter((m) => m.endpoint === 'uploadbaohanfile');
    const complete = messages.at(-1)!;
    expect(complete.endpoint).toBe('baohanfilecompletenotice');
    expect(slices.map((m) => [m.body.index, m.body.filetype])).toEqual([
      ['1', '1'],
      ['2', '1'],
      ['3', '1'],
    ]);
    const opened = openUploadedLetter(
      slices.map((m) => String(m.body.baohanfile)),
      { key: String(complete.body.key), iv: String(complete.body.iv) },
      theirs.privateKey,
    );
    expect(opened).toEqual(letter);
    expect(complete.body).toMatchObject({
      applyno: 'A1',
      baohanno: 'XD2026110001',
      filetype: '1',
      baohanfilemd5: createHash('md5').update(letter).digest('hex'),
    });

    // The key is kept: the next letter goes without asking again.
    const asked = received.length;
    await letterUpload(context);
    expect(received.length).toBe(asked);
  });
});
