// Sealed bids over HTTP on the database (docs/trading-platforms.md, "The machinery", dialects
// `epoint-4.0` and `jiangxi-2.3.0`), with the sandbox platforms' demo registrations pointed at a
// fake platform on 127.0.0.1 that checks and takes our pushes, and every request to us signed and
// encrypted by the platform's side (epoint-requests.ts, jiangxi-envelope.ts):
// - Epoint: an application with sealed fields is kept 开标前保密 and its letter is a 密文 letter
//   (uploaded as filetype 1), and no plaintext reaches the message log, the order log, the app's
//   log, the console's export or the letter; 4.6 baohanrestore refuses a wrong key changing
//   nothing, opens the bids with the right one (the letter re-issued in clear with the same number,
//   the 密文 one kept and uploaded again as filetype 2), answers the same restore again without
//   doing anything and refuses a different one; a restore before the letter is made leaves the
//   letter to be made in clear; verification by number and by file before and after opening.
// - 江西: 3.8 applyDelay moves the project's dates; before issue nothing is sent until 3.5 brings
//   the letter made for the new dates; after issue a letter that no longer covers the bid validity
//   is re-issued with the same number and 3.9 delayPush carries it, one that still covers it is
//   sent as it is.
import {
  companyGetOrderDetail,
  companyHandleLetterStatus,
  companyHandleReviewStatus,
  companyLetterSign,
  exportCompanyOrders,
  ORDER_NOTE_ACTIONS,
  verifyLetter,
  verifyLetterFile,
  type EndpointDefinition,
} from '@bht/api-client/contract';
import {
  DEMO_EPOINT_PLATFORM as EP,
  DEMO_JIANGXI_PLATFORM as JX,
} from '@bht/sandbox-platform/demo-defaults';
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/app-jobs';
import { SEALED } from '../src/areas/issuing/bid-secrecy';
import { letterValidTo } from '../src/areas/issuing/letter-validity';
import { SEALED_LETTER_NOTE } from '../src/areas/issuing/letter-wording';
import { LETTER_REISSUE_JOB } from '../src/areas/issuing/reissue-letter';
import {
  PLATFORM_PUSH_JOB,
  platformPushJobKey,
} from '../src/areas/trading-platforms/platform-events';
import { demoCreditCode } from '../src/db/demo-credit-code';
import type { OrderRow } from '../src/db/rows';
import {
  earlierLetters,
  jobs,
  orderLogs,
  orders,
  platformMessages,
  projects,
  tradingPlatforms,
} from '../src/db/schema';
import { sandboxPlatformSeed, seedTradingPlatforms } from '../src/db/seed-trading-platforms';
import { runDueJobs, type JobHandlers } from '../src/jobs/job-queue';
import { createProviders } from '../src/providers';
import { chinaDateTime } from '../src/time/china-time';
import { advanceOrder, logInAccounts } from './company-order-fixtures';
import { callEndpoint, nextIp } from './company-session';
import {
  epointSign,
  epointSigned,
  epointTime,
  openUploadedLetter,
  sealedApplication,
  sealField,
} from './epoint-requests';
import { exportCalls } from './export-fixtures';
import { jobByKey } from './job-rows';
import { decrypt, sign, signedEnvelope } from './jiangxi-envelope';
import { chinaDay } from './letter-fixtures';
import { orderRow } from './order-fixtures';
import { pdfText } from './pdf-text';
import { createTestApp, postForm, type TestApp } from './test-app';
import { postFile } from './upload-helpers';

let t: TestApp;
let admin: string;
let handlers: JobHandlers;
/** What the app logged (LOG_LEVEL info), jobs included. */
const logLines: string[] = [];

/** What the fake platform took: the path, the body as sent and (江西) its decrypted business. */
interface Received {
  path: string;
  body: Record<string, string>;
  business: Record<string, unknown>;
}
const received: Received[] = [];
let platformServer: Server;

/** The platform's side of our calls: it checks our signature and takes every message. */
function answerOurCall(path: string, body: Record<string, string>) {
  if (path.startsWith('/epoint/')) {
    const signed =
      body.appkey === EP.toPlatform.appKey &&
      body.sign === epointSign(body, EP.toPlatform.appSecret);
    if (!signed) return { code: 0, message: '签名校验失败', data: {} };
    received.push({ path, body, business: body });
    return { code: 1, message: '成功', data: {} };
  }
  const signed =
    body.appKey === JX.toPlatform.appKey &&
    body.signature === sign(body as never, JX.toPlatform.appSecret);
  if (!signed) return { code: 1003, msg: '签名校验失败', data: '' };
  received.push({ path, body, business: decrypt(body.data!, JX.toPlatform.appSecret) });
  const answer = signedEnvelope(
    { receiveResult: 'success' },
    {
      appKey: body.appKey!,
      secret: JX.toPlatform.appSecret,
      now: new Date(),
      requestId: body.requestId!,
    },
  );
  return { code: 0, msg: 'success', ...answer };
}

beforeAll(async () => {
  platformServer = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const answer = answerOurCall(request.url ?? '', JSON.parse(text) as Record<string, string>);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => platformServer.listen(0, '127.0.0.1', resolve));
  const platformUrl = `http://127.0.0.1:${(platformServer.address() as AddressInfo).port}`;
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({
    config: {
      PUSH_DELIVERY_AFTER_RESPONSE: 'false',
      LOG_LEVEL: 'info',
      SANDBOX_PLATFORM_URL: platformUrl,
    },
    logStream,
  });
  // The sandbox's two platforms, with its public demo values, both taken by 江苏信达.
  await seedTradingPlatforms(t.database.db, sandboxPlatformSeed(t.config)!);
  // The demo centre's demand for the bidder's basic account is trading-pay-terms' subject.
  await t.database.db
    .update(tradingPlatforms)
    .set({ settings: {} })
    .where(eq(tradingPlatforms.code, EP.code));
  admin = (await logInAccounts(t, { companies: ['xinda_admin'] })).xinda_admin!;
  handlers = jobHandlers(
    t.database.db,
    createProviders(t.config, t.database.db),
    t.config,
    t.app.log,
  );
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => platformServer.close(resolve));
});

/** Runs the due re-issue and push jobs (and the jobs they queue) until none is left; none fails. */
async function runJobs() {
  for (;;) {
    const run = await runDueJobs(t.database.db, handlers, t.app.log, {
      kinds: [LETTER_REISSUE_JOB, PLATFORM_PUSH_JOB],
    });
    expect([run.retried, run.dead]).toEqual([0, 0]);
    if (run.done === 0) return;
  }
}

const { exported } = exportCalls(() => t.app);

async function desk(endpoint: EndpointDefinition, fields: Record<string, string>) {
  const res = await callEndpoint(t.app, endpoint, admin, fields);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json().data as Record<string, unknown>;
}
const approve = (sn: string) =>
  desk(companyHandleReviewStatus, { order_sn: sn, action: 'approve', reason: '' });
const sealLetter = (sn: string) => desk(companyLetterSign, { order_sn: sn });
const issueLetter = (sn: string) =>
  desk(companyHandleLetterStatus, { order_sn: sn, action: 'issue', note: '' });

interface EarlierLetterView {
  sealed: number;
  letter_no: string;
  replaced_because: string;
  letter_url: string;
  letter_digests: { pdf_sha256: string };
}
const consoleDetail = async (sn: string) =>
  (await desk(companyGetOrderDetail, { order_sn: sn })) as {
    project_name: string;
    letter_url: string;
    sealed_until_opening: number;
    earlier_letters: EarlierLetterView[];
  };

async function download(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}
/** The letter PDF's drawn text without the line breaks and blanks of its layout. */
const letterText = async (bytes: Buffer) => (await pdfText(bytes)).replace(/\s+/g, '');
const NOTE = SEALED_LETTER_NOTE.replace(/\s+/g, '');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const orderOf = async (platformCode: string, applyNo: string): Promise<OrderRow> => {
  const [platform] = await t.database.db
    .select()
    .from(tradingPlatforms)
    .where(eq(tradingPlatforms.code, platformCode));
  const [order] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.platformId, platform!.id), eq(orders.platformApplyNo, applyNo)));
  return order!;
};
const projectOf = async (order: OrderRow) =>
  (await t.database.db.select().from(projects).where(eq(projects.id, order.projectId)))[0]!;
const logsOf = (order: OrderRow) =>
  t.database.db
    .select()
    .from(orderLogs)
    .where(eq(orderLogs.orderId, order.id))
    .orderBy(asc(orderLogs.id));
const earlierOf = (order: OrderRow) =>
  t.database.db
    .select()
    .from(earlierLetters)
    .where(eq(earlierLetters.orderId, order.id))
    .orderBy(asc(earlierLetters.id));
const reissueJobsOf = (order: OrderRow) =>
  t.database.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, LETTER_REISSUE_JOB), like(jobs.dedupeKey, `letter-reissue:${order.id}:%`)),
    );
/** The id of the order's latest log row of `action`. */
const logIdOf = async (order: OrderRow, action: string) =>
  (await logsOf(order)).filter((log) => log.action === action).at(-1)!.id;

const receivedFor = (field: 'applyno' | 'orderNo', value: string) =>
  received.filter((message) => message.business[field] === value);

/** Today plus `days` at `time`, China time. */
const chinaAt = (days: number, time: string) => new Date(`${chinaDay(days)}T${time}:00+08:00`);

describe('Epoint 4.0: a sealed application, its 密文 letter and bid opening', () => {
  const BIDDER = { name: '江西赣鄱建设工程有限公司', code: demoCreditCode(7301) };
  /** The bid section's fields in clear, known only to the platform until opening. */
  const SECRET = {
    biaoduanno: 'JXGC2026-017-03',
    biaoduanname: '赣江新区儒乐湖学校新建工程施工三标段',
    zbr: '赣江新区社会发展局',
    zbrorgnum: demoCreditCode(7302),
  };
  /** The application's sealed-field key (fixed, so a wrong key's refusal is reproducible). */
  const KEY = Buffer.from('6f1d2c3b4a5948372615f4e3d2c1b0a9', 'hex');
  const WRONG_KEY = '00112233445566778899aabbccddeeff';
  const KAIBIAO = epointTime(chinaAt(3, '09:30'));

  const sealAll = (plain: Record<string, string>, key: Buffer) =>
    Object.fromEntries(Object.entries(plain).map(([name, value]) => [name, sealField(value, key)]));

  async function epoint(name: string, fields: Record<string, string>) {
    const body = epointSigned(
      {
        appkey: EP.toUs.appKey,
        timestamp: epointTime(new Date()),
        platformcode: EP.code,
        ...fields,
      },
      EP.toUs.appSecret,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/open/epoint-4.0/${EP.code}/${name}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { code: 0 | 1; message: string; data: Record<string, unknown> };
  }

  /** 4.1 with the section's fields sealed under `key`; the order it made. */
  async function apply(applyno: string, plain: Record<string, string>, key: Buffer) {
    const sealed = sealAll(plain, key);
    const application = {
      biddername: BIDDER.name,
      biddercode: BIDDER.code,
      bzjamount: '200000.00',
    };
    const answer = await epoint('baohanapply', {
      applyno,
      ...sealedApplication({ ...application, ...sealed }, EP.guarantorSm2.publicKey),
    });
    const order = await orderOf(EP.code, applyno);
    expect(answer).toEqual({
      code: 1,
      message: '成功',
      data: { redirecturl: `${t.config.PORTAL_PUBLIC_URL}/myLetter/detail?order_sn=${order.sn}` },
    });
    return { order, sealed };
  }

  const restore = (applyno: string, baohanno: string, key: string) =>
    epoint('baohanrestore', { applyno, baohanno, kaibiaotime: KAIBIAO, key });

  /** What the platform received of the letter uploads for `applyno`, by file type. */
  function uploadsFor(applyno: string) {
    const messages = receivedFor('applyno', applyno).filter((m) =>
      ['/epoint/uploadbaohanfile', '/epoint/baohanfilecompletenotice'].includes(m.path),
    );
    const files = new Map<string, { file: Buffer; md5: string }>();
    let slices: string[] = [];
    for (const { path, body } of messages) {
      if (path === '/epoint/uploadbaohanfile') {
        slices.push(body.baohanfile!);
        continue;
      }
      const file = openUploadedLetter(
        slices,
        { key: body.key!, iv: body.iv! },
        EP.platformSm2.privateKey,
      );
      files.set(body.filetype!, { file, md5: body.baohanfilemd5! });
      slices = [];
    }
    return { types: messages.map((m) => m.body.filetype), files };
  }

  let sealedOrder: OrderRow;
  let sealedFields: Record<string, string>;
  let cipherPdf: Buffer;

  it('keeps the fields sealed: the order says 开标前保密, its letter is a 密文 letter uploaded as filetype 1', async () => {
    const { order, sealed } = await apply('EP-SB-1', SECRET, KEY);
    sealedFields = sealed;
    expect(order).toMatchObject({
      status: 1,
      projectName: SEALED,
      beneficiary: null,
      sealedFields: sealed,
      bidsOpenedAt: null,
    });
    expect(Object.keys(sealed).sort()).toEqual(['biaoduanname', 'biaoduanno', 'zbr', 'zbrorgnum']);
    expect(await projectOf(order)).toMatchObject({
      name: SEALED,
      tenderUnit: SEALED,
      bidSection: SEALED,
      platformKey: sealed.biaoduanno,
    });

    await approve(order.sn);
    await advanceOrder(t, order.sn, 3);
    const made = await sealLetter(order.sn);
    await issueLetter(order.sn);
    await runJobs();
    sealedOrder = await orderRow(t, order.sn);
    expect(sealedOrder).toMatchObject({ status: 4, letterNo: expect.stringMatching(/^TBBH/) });

    const detail = await consoleDetail(order.sn);
    expect(detail).toMatchObject({
      project_name: SEALED,
      sealed_until_opening: 1,
      earlier_letters: [],
    });
    cipherPdf = await download(made.letter_url as string);
    expect(sha256(cipherPdf)).toBe(sealedOrder.letterDigest);
    const text = await letterText(cipherPdf);
    expect(text).toContain(NOTE);
    // The project number is the section number's ciphertext.
    expect(text).toContain(sealed.biaoduanno);

    // 4.2 with the letter number, then the 密文 letter (the OFD) in slices and its key, filetype 1.
    expect(receivedFor('applyno', 'EP-SB-1')[0]).toMatchObject({
      path: '/epoint/baohannotice',
      body: { applystatus: '1', baohanno: sealedOrder.letterNo },
    });
    const { types, files } = uploadsFor('EP-SB-1');
    expect(new Set(types)).toEqual(new Set(['1']));
    const upload = files.get('1')!;
    expect(sha256(upload.file)).toBe(sealedOrder.letterOfdSha256);
    expect(createHash('md5').update(upload.file).digest('hex')).toBe(upload.md5);
  });

  it('lets no plaintext of the sealed fields out: message log, order log, app log, export, letter', async () => {
    const { rows } = await exported(exportCompanyOrders, admin, { stage: '已出函' });
    const row = rows.find((r) => r[0] === sealedOrder.sn);
    expect(row?.[2]).toBe(SEALED);
    const places = {
      platform_messages: JSON.stringify(await t.database.db.select().from(platformMessages)),
      order_logs: JSON.stringify(await t.database.db.select().from(orderLogs)),
      app_log: logLines.join(''),
      export: JSON.stringify(rows),
      console_detail: JSON.stringify(await consoleDetail(sealedOrder.sn)),
      letter: await letterText(cipherPdf),
    };
    // The log did record the traffic: the scan reads something.
    expect(places.app_log).toContain(`/open/epoint-4.0/${EP.code}/baohanapply`);
    for (const [place, text] of Object.entries(places))
      for (const secret of Object.values(SECRET)) expect(text, place).not.toContain(secret);
  });

  it('verifies the number before opening: valid, sealed until opening, the project still 开标前保密', async () => {
    const res = await postForm(
      t.app,
      verifyLetter.path,
      { letter_no: sealedOrder.letterNo! },
      { 'x-forwarded-for': nextIp() },
    );
    expect(res.json().data).toMatchObject({
      letter_no: sealedOrder.letterNo,
      genuine: true,
      valid: true,
      status_text: '有效',
      project_name: SEALED,
      sealed_until_opening: true,
    });
  });

  it('refuses a wrong key and changes nothing', async () => {
    const before = {
      order: await orderRow(t, sealedOrder.sn),
      project: await projectOf(sealedOrder),
      logs: await logsOf(sealedOrder),
    };
    expect(await restore('EP-SB-1', sealedOrder.letterNo!, WRONG_KEY)).toEqual({
      code: 0,
      message: '解密失败：开标密钥无法解开项目信息',
      data: {},
    });
    expect({
      order: await orderRow(t, sealedOrder.sn),
      project: await projectOf(sealedOrder),
      logs: await logsOf(sealedOrder),
    }).toEqual(before);
    expect(await reissueJobsOf(sealedOrder)).toEqual([]);
  });

  let clearPdf: Buffer;

  it('opens the bids with the right key: the order and project in clear, the letter re-issued in clear with the same number and uploaded as filetype 2', async () => {
    expect(await restore('EP-SB-1', sealedOrder.letterNo!, KEY.toString('hex'))).toEqual({
      code: 1,
      message: '成功',
      data: {},
    });
    const openedAt = new Date(`${KAIBIAO.replace(' ', 'T')}+08:00`);
    const logId = await logIdOf(sealedOrder, 'platform_open_bids');
    expect(
      await jobByKey(t.database.db, `letter-reissue:${sealedOrder.id}:${logId}`),
    ).toMatchObject({ kind: LETTER_REISSUE_JOB, state: 'queued' });
    await runJobs();

    const order = await orderRow(t, sealedOrder.sn);
    expect(order).toMatchObject({
      status: 4,
      projectName: SECRET.biaoduanname,
      beneficiary: SECRET.zbr,
      beneficiaryCreditCode: SECRET.zbrorgnum,
      bidsOpenedAt: expect.any(Date),
      letterNo: sealedOrder.letterNo,
      verifyCode: sealedOrder.verifyCode,
      validTo: letterValidTo(openedAt),
    });
    expect(order.letterDigest).not.toBe(sealedOrder.letterDigest);
    expect(order.letterUrl).not.toBe(sealedOrder.letterUrl);
    expect(await projectOf(order)).toMatchObject({
      number: SECRET.biaoduanno,
      name: SECRET.biaoduanname,
      bidSection: SECRET.biaoduanno,
      tenderUnit: SECRET.zbr,
      bidOpenTime: openedAt,
      deadline: openedAt,
    });

    // The 密文 letter stays on record with its files and digests.
    const [earlier, ...more] = await earlierOf(order);
    expect(more).toEqual([]);
    expect(earlier).toMatchObject({
      letterNo: sealedOrder.letterNo,
      sealed: 1,
      letterUrl: sealedOrder.letterUrl,
      letterDigest: sealedOrder.letterDigest,
      letterSm3: sealedOrder.letterSm3,
      letterOfdUrl: sealedOrder.letterOfdUrl,
      letterOfdSha256: sealedOrder.letterOfdSha256,
      validFrom: sealedOrder.validFrom,
      validTo: sealedOrder.validTo,
      replacedBecause: 'bid_opened',
    });
    const logs = (await logsOf(order)).filter((log) => log.action in ORDER_NOTE_ACTIONS);
    expect(logs.map((log) => [log.action, log.note])).toEqual([
      ['platform_open_bids', `交易平台开标：开标时间 ${KAIBIAO}，开标前保密的项目信息已还原`],
      [
        'reissue_letter',
        `重新出具保函：开标后出具明文保函，保函编号 ${order.letterNo} 不变，有效期至 ${order.validTo}`,
      ],
    ]);

    const detail = await consoleDetail(order.sn);
    expect(detail).toMatchObject({
      project_name: SECRET.biaoduanname,
      sealed_until_opening: 0,
      earlier_letters: [
        {
          letter_no: order.letterNo,
          sealed: 1,
          replaced_because: 'bid_opened',
          letter_digests: { pdf_sha256: sealedOrder.letterDigest },
        },
      ],
    });
    expect(await download(detail.earlier_letters[0]!.letter_url)).toEqual(cipherPdf);
    clearPdf = await download(detail.letter_url);
    expect(sha256(clearPdf)).toBe(order.letterDigest);
    const text = await letterText(clearPdf);
    expect(text).not.toContain(NOTE);
    for (const value of [SECRET.biaoduanname, SECRET.zbr, order.letterNo!])
      expect(text).toContain(value);

    // The 明文 letter uploaded again, filetype 2, answering the `issued` event of the re-issue.
    expect(
      await jobByKey(t.database.db, platformPushJobKey(order.id, 'issued', earlier!.id)),
    ).toMatchObject({ state: 'done' });
    const { types, files } = uploadsFor('EP-SB-1');
    expect(types.at(-1)).toBe('2');
    expect(new Set(types)).toEqual(new Set(['1', '2']));
    expect(sha256(files.get('2')!.file)).toBe(order.letterOfdSha256);
    expect(order.letterOfdSha256).not.toBe(sealedOrder.letterOfdSha256);
  });

  it('answers the same restore again with success and does nothing more', async () => {
    const counts = async () => ({
      earlier: (await earlierOf(sealedOrder)).length,
      jobs: (await reissueJobsOf(sealedOrder)).length,
      logs: (await logsOf(sealedOrder)).length,
      received: received.length,
    });
    const before = await counts();
    const order = await orderRow(t, sealedOrder.sn);
    expect(await restore('EP-SB-1', sealedOrder.letterNo!, KEY.toString('hex'))).toMatchObject({
      code: 1,
    });
    await runJobs();
    expect(await counts()).toEqual(before);
    expect(await orderRow(t, sealedOrder.sn)).toEqual(order);
  });

  it.each([
    ['another section name and tenderer', { biaoduanname: '另一标段名称', zbr: '另一招标人' }],
    ['another tenderer credit code', { zbrorgnum: demoCreditCode(7303) }],
  ])('refuses a later restore that opens %s', async (_, change) => {
    // Fields the platform would have sealed otherwise, under another key that opens them.
    const otherKey = Buffer.from('a0b1c2d3e4f5061728394a5b6c7d8e9f', 'hex');
    const order = await orderRow(t, sealedOrder.sn);
    await t.database.db
      .update(orders)
      .set({ sealedFields: sealAll({ ...SECRET, ...change }, otherKey) })
      .where(eq(orders.id, order.id));
    try {
      expect(await restore('EP-SB-1', order.letterNo!, otherKey.toString('hex'))).toEqual({
        code: 0,
        message: '开标还原的信息与此前还原的不一致',
        data: {},
      });
      expect(await reissueJobsOf(order)).toHaveLength(1);
      expect(await orderRow(t, order.sn)).toMatchObject({
        projectName: order.projectName,
        beneficiary: order.beneficiary,
        beneficiaryCreditCode: order.beneficiaryCreditCode,
        letterUrl: order.letterUrl,
      });
    } finally {
      await t.database.db
        .update(orders)
        .set({ sealedFields: sealedFields })
        .where(eq(orders.id, order.id));
    }
  });

  it('verifies the files after opening: the 密文 one replaced with the same number, the 明文 one current', async () => {
    const order = await orderRow(t, sealedOrder.sn);
    const verifyFile = async (bytes: Buffer) => {
      const res = await postFile(
        t.app,
        verifyLetterFile.path,
        { name: '保函.pdf', bytes },
        nextIp(),
      );
      expect(res.statusCode).toBe(200);
      return res.json().data as Record<string, unknown>;
    };
    const letter = {
      letter_no: order.letterNo,
      genuine: true,
      valid: true,
      project_name: SECRET.biaoduanname,
      sealed_until_opening: false,
    };
    const cipher = await verifyFile(cipherPdf);
    expect(cipher).toMatchObject({
      verdict: 'genuine',
      ours: true,
      unmodified: true,
      sha256: sealedOrder.letterDigest,
      letter,
      replaced: { sealed: true, because_text: '开标后出具明文保函' },
    });
    expect(cipher.verdict_text).toContain('密文保函');
    expect(await verifyFile(clearPdf)).toMatchObject({
      verdict: 'genuine',
      sha256: order.letterDigest,
      letter,
      replaced: null,
    });
  });

  it('takes a restore before the letter is made: the fields restored, no re-issue, the letter then made and uploaded in clear', async () => {
    const plain = {
      biaoduanno: 'JXGC2026-018-01',
      biaoduanname: '赣江新区直管区道路提升工程施工一标段',
      zbr: '赣江新区城市建设局',
    };
    const key = Buffer.from('1f2e3d4c5b6a79881f2e3d4c5b6a7988', 'hex');
    const { order: applied } = await apply('EP-SB-2', plain, key);
    await approve(applied.sn);
    const approved = await orderRow(t, applied.sn);
    expect(approved).toMatchObject({ status: 2, letterUrl: null });

    expect(await restore('EP-SB-2', approved.letterNo!, key.toString('hex'))).toEqual({
      code: 1,
      message: '成功',
      data: {},
    });
    expect(await orderRow(t, applied.sn)).toMatchObject({
      projectName: plain.biaoduanname,
      beneficiary: plain.zbr,
      beneficiaryCreditCode: null,
      bidsOpenedAt: expect.any(Date),
      letterNo: approved.letterNo,
    });
    expect(await projectOf(approved)).toMatchObject({
      name: plain.biaoduanname,
      number: plain.biaoduanno,
      tenderUnit: plain.zbr,
    });
    expect(await reissueJobsOf(approved)).toEqual([]);

    await advanceOrder(t, applied.sn, 3);
    const made = await sealLetter(applied.sn);
    const text = await letterText(await download(made.letter_url as string));
    expect(text).not.toContain(NOTE);
    expect(text).toContain(plain.biaoduanname);
    expect(text).toContain(plain.zbr);
    await issueLetter(applied.sn);
    await runJobs();
    const issued = await orderRow(t, applied.sn);
    expect(issued).toMatchObject({
      status: 4,
      validTo: letterValidTo(new Date(`${KAIBIAO.replace(' ', 'T')}+08:00`)),
    });
    expect(await earlierOf(issued)).toEqual([]);
    const { types, files } = uploadsFor('EP-SB-2');
    expect(new Set(types)).toEqual(new Set(['2']));
    expect(sha256(files.get('2')!.file)).toBe(issued.letterOfdSha256);
  });
});

describe('江西 v2.3.0: a postponed opening', () => {
  const BIDDER = { name: '江西洪城路桥建设有限公司', code: demoCreditCode(7311) };
  const ID_CARD = '11010519491231002X';

  async function jiangxi(name: string, business: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/open/jiangxi-2.3.0/${JX.code}/lg/${name}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        signedEnvelope(business, {
          appKey: JX.toUs.appKey,
          secret: JX.toUs.appSecret,
          now: new Date(),
          requestId: randomUUID(),
        }),
      ),
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { code: number; msg: string; data: string };
    expect(answer, answer.msg).toMatchObject({ code: 0 });
    return decrypt(answer.data, JX.toUs.appSecret);
  }

  /** 3.1 for project `guid` opening in 10 days, approved on the desk and paid by the platform (3.3). */
  async function paidApplication(orderNo: string) {
    const answer = await jiangxi('apply', {
      orderNo,
      applyNo: `${orderNo}-A`,
      productNo: JX.productNo,
      productType: '2',
      productRate: '0.015000',
      elogAmount: '1500.00',
      projectGuid: `guid-${orderNo}`,
      projectName: `南昌市青山湖区排水管网改造工程（${orderNo}）`,
      projectNo: `JXNC-${orderNo}`,
      tenderDeposit: '100000.00',
      depositStartDate: chinaDateTime(new Date()),
      depositEndDate: chinaDateTime(chinaAt(10, '09:00')),
      openBeginDate: chinaDateTime(chinaAt(10, '09:30')),
      elogTemplateNo: 'JXTB2025000001',
      elogTemplateName: '江西省投标保函（通用）',
      insuredName: '南昌市青山湖区住房和城乡建设局',
      insuredCreditCode: demoCreditCode(7312),
      insureName: BIDDER.name,
      insureCreditCode: BIDDER.code,
      insureLegalName: '张三',
      insureLegalIdCard: ID_CARD,
      insureAddress: '南昌市青山湖区',
      applicantName: '李四',
      applicantIdCard: ID_CARD,
      applicantTel: '13907911234',
      attachInfo: [],
    });
    expect(answer).toMatchObject({ orderNo, auditStatus: 1 });
    const order = await orderOf(JX.code, orderNo);
    await approve(order.sn);
    expect(
      await jiangxi('payPush', {
        orderNo,
        payAmount: order.premium,
        poundageAmount: '0.00',
        payTime: chinaDateTime(new Date()),
        payTransNo: `LS-${orderNo}`,
        transChannel: '网银支付',
        payerName: BIDDER.name,
        payerAccountNo: '3605010100000001',
        payerBankName: '中国建设银行南昌分行',
        payeeName: order.ensureCompanyName,
        payeeAccountNo: '3200000000000001',
        payeeBankName: '中国工商银行南京分行',
      }),
    ).toEqual({ receiveResult: 'success' });
    return orderRow(t, order.sn);
  }

  let delays = 0;
  /** 3.8: the opening moved to `openAt` (the deposit deadline half an hour before). */
  function postpone(order: OrderRow, openAt: Date) {
    delays += 1;
    return jiangxi('applyDelay', {
      orderNo: order.platformApplyNo,
      applyNo: `${order.platformApplyNo}-D${delays}`,
      elogNo: order.letterNo,
      projectGuid: `guid-${order.platformApplyNo}`,
      projectName: order.projectName,
      projectNo: `JXNC-${order.platformApplyNo}`,
      tenderDeposit: '100000.00',
      depositStartDate: chinaDateTime(new Date()),
      depositEndDate: chinaDateTime(new Date(openAt.getTime() - 1800_000)),
      openBeginDate: chinaDateTime(openAt),
      insureName: BIDDER.name,
      insureCreditCode: BIDDER.code,
      applicantName: '李四',
      applicantIdCard: ID_CARD,
      applicantTel: '13907911234',
      reason: '招标文件澄清，开标时间推迟',
      attachInfo: [],
    });
  }

  const delayPushesFor = (order: OrderRow) =>
    receivedFor('orderNo', order.platformApplyNo!).filter((m) => m.path === '/jrapi/lg/delayPush');

  it('before issue: the dates move, nothing is sent until the letter made for them is issued', async () => {
    const order = await paidApplication('JX-SB-1');
    expect(order).toMatchObject({ status: 3, letterUrl: null, letterNo: expect.any(String) });
    const openAt = chinaAt(17, '09:30');
    expect(await postpone(order, openAt)).toEqual({ receiveResult: 'success' });
    expect(await projectOf(order)).toMatchObject({
      bidOpenTime: openAt,
      deadline: new Date(openAt.getTime() - 1800_000),
    });
    const [log] = (await logsOf(order)).filter((l) => l.action === 'platform_postpone');
    expect(log?.note).toBe(
      `交易平台开标延期：开标时间延至 ${chinaDateTime(openAt)}：招标文件澄清，开标时间推迟`,
    );
    expect(await reissueJobsOf(order)).toEqual([]);
    const key = platformPushJobKey(order.id, 'opening_postponed', log!.id);
    expect(await jobByKey(t.database.db, key)).toMatchObject({ state: 'queued' });
    await runJobs();
    // No letter yet: the push has nothing to say (3.9 carries a letter).
    expect(await jobByKey(t.database.db, key)).toMatchObject({ state: 'done' });
    expect(delayPushesFor(order)).toEqual([]);

    // Sealed, not issued: a postponement re-issues the draft, still nothing sent before issue.
    await sealLetter(order.sn);
    const draft = await orderRow(t, order.sn);
    expect(draft.validTo).toBe(letterValidTo(openAt));
    const later = chinaAt(24, '09:30');
    await postpone(draft, later);
    await runJobs();
    const redrafted = await orderRow(t, order.sn);
    expect(redrafted).toMatchObject({ status: 3, validTo: letterValidTo(later) });
    expect(await earlierOf(draft)).toMatchObject([
      { sealed: 0, replacedBecause: 'opening_postponed', validTo: draft.validTo },
    ]);
    expect(delayPushesFor(order)).toEqual([]);

    // 3.5 brings the letter made for the new dates.
    await issueLetter(order.sn);
    await runJobs();
    const issued = await orderRow(t, order.sn);
    const results = receivedFor('orderNo', 'JX-SB-1').filter(
      (m) => m.path === '/jrapi/lg/lgResultPush',
    );
    expect(results.map((m) => m.business)).toEqual([
      expect.objectContaining({
        elogNo: order.letterNo,
        insureEndDate: `${letterValidTo(later)} 23:59:59`,
        elogUrl: expect.stringContaining(issued.letterUrl!),
      }),
    ]);
    expect(delayPushesFor(order)).toEqual([]);
  });

  it('after issue: a letter that no longer covers the bid validity is re-issued with the same number and sent in 3.9; one that does is sent as it is', async () => {
    const paid = await paidApplication('JX-SB-2');
    await sealLetter(paid.sn);
    await issueLetter(paid.sn);
    await runJobs();
    const issued = await orderRow(t, paid.sn);
    expect(issued.validTo).toBe(letterValidTo(chinaAt(10, '09:30')));

    const openAt = chinaAt(20, '09:30');
    expect(await postpone(issued, openAt)).toEqual({ receiveResult: 'success' });
    const postponeLog = await logIdOf(issued, 'platform_postpone');
    expect(
      await jobByKey(t.database.db, `letter-reissue:${issued.id}:${postponeLog}`),
    ).toMatchObject({ state: 'queued' });
    await runJobs();
    const reissued = await orderRow(t, paid.sn);
    expect(reissued).toMatchObject({
      status: 4,
      letterNo: issued.letterNo,
      verifyCode: issued.verifyCode,
      validTo: letterValidTo(openAt),
    });
    expect(reissued.letterDigest).not.toBe(issued.letterDigest);
    expect(await earlierOf(issued)).toMatchObject([
      {
        letterNo: issued.letterNo,
        sealed: 0,
        letterUrl: issued.letterUrl,
        letterDigest: issued.letterDigest,
        validTo: issued.validTo,
        replacedBecause: 'opening_postponed',
      },
    ]);
    expect((await logsOf(issued)).at(-1)).toMatchObject({
      action: 'reissue_letter',
      note: `重新出具保函：开标延期，延长有效期，保函编号 ${issued.letterNo} 不变，有效期至 ${reissued.validTo}`,
    });
    expect(
      await jobByKey(
        t.database.db,
        platformPushJobKey(issued.id, 'opening_postponed', postponeLog),
      ),
    ).toMatchObject({ state: 'done' });
    expect(delayPushesFor(issued).map((m) => m.business)).toEqual([
      expect.objectContaining({
        orderNo: 'JX-SB-2',
        applyNo: `JX-SB-2-D${delays}`,
        elogNo: issued.letterNo,
        auditStatus: 2,
        auditOpinion: `同意延期，已按新的开标时间重新出具保函（保函编号不变，有效期至 ${reissued.validTo}）`,
        insureEndDate: `${reissued.validTo} 23:59:59`,
        elogUrl: expect.stringContaining(reissued.letterUrl!),
        validateCode: issued.verifyCode,
      }),
    ]);
    // The replaced letter's file still verifies as ours, replaced with the same number.
    const earlierFile = await postFile(
      t.app,
      verifyLetterFile.path,
      {
        name: '保函.pdf',
        bytes: await download((await consoleDetail(paid.sn)).earlier_letters[0]!.letter_url),
      },
      nextIp(),
    );
    expect(earlierFile.json().data).toMatchObject({
      verdict: 'genuine',
      sha256: issued.letterDigest,
      replaced: { sealed: false, because_text: '开标延期，延长有效期' },
    });

    // Later the same day: the letter still covers it.
    const sameDay = chinaAt(20, '15:00');
    expect(await postpone(reissued, sameDay)).toEqual({ receiveResult: 'success' });
    await runJobs();
    expect(await reissueJobsOf(issued)).toHaveLength(1);
    expect(await earlierOf(issued)).toHaveLength(1);
    expect(await orderRow(t, paid.sn)).toMatchObject({
      letterUrl: reissued.letterUrl,
      letterDigest: reissued.letterDigest,
      validTo: reissued.validTo,
    });
    expect(await projectOf(issued)).toMatchObject({ bidOpenTime: sameDay });
    expect(delayPushesFor(issued).map((m) => m.business)).toEqual([
      expect.anything(),
      expect.objectContaining({
        applyNo: `JX-SB-2-D${delays}`,
        elogNo: issued.letterNo,
        auditStatus: 2,
        auditOpinion: `同意延期，原保函有效期（至 ${reissued.validTo}）已覆盖新的开标时间`,
        insureEndDate: `${reissued.validTo} 23:59:59`,
        elogUrl: expect.stringContaining(reissued.letterUrl!),
      }),
    ]);
  });
});

it('logs each push the platform took once', async () => {
  const [logged] = await t.database.db
    .select({ n: count() })
    .from(platformMessages)
    .where(eq(platformMessages.direction, 'out'));
  expect(logged?.n).toBe(received.length);
});
