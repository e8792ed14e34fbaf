// The platform over real HTTP: its pushes to a stub of our API (which checks them with
// node:crypto alone), its receiving endpoints (signatures refused, failures on demand), the
// letter file's upload, reassembled and decrypted, 开标 (baohanrestore) releasing the key of the
// sealed fields, and the letters of both kinds served for download.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sm2DecryptText, sm2Encrypt } from '@bht/national-crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEMO_EPOINT_PLATFORM, DEMO_JIANGXI_PLATFORM } from '../src/demo-defaults';
import { EPOINT_SM2 } from '../src/epoint/codec';
import { buildServer } from '../src/server';
import * as independent from './independent';

const bidder = {
  name: '江西赣建工程建设有限公司',
  creditCode: '91360102MA38XY2051',
  legalPerson: '李国华',
  legalIdCard: '360102197506120010',
  contactName: '陈晓燕',
  contactIdCard: '360102198803050025',
  mobile: '13907912345',
};

/** What the stub API received, by path, with the signature checked independently. */
const received: Array<{ path: string; verified: boolean; business: Record<string, unknown> }> = [];
let stub: Server;
let stubBase: string;
let fake: FastifyInstance;
let base: string;

/** Files the stub serves on GET (江西 elogUrl / elogEncryptUrl), by path. */
const stubFiles = new Map<string, Buffer>();

/** Epoint applications the stub received, `applydata` opened with the guarantor's key, by applyno. */
const epointApplications = new Map<string, Record<string, string>>();

/** The sealed fields of an application opened with a restore's key; null when the key fails. */
function openSealed(applyno: string, keyHex: string): Record<string, string> | null {
  const application = epointApplications.get(applyno);
  if (!application || !/^[0-9a-f]{32}$/i.test(keyHex)) return null;
  try {
    return Object.fromEntries(
      ['biaoduanno', 'biaoduanname', 'zbr', 'zbrorgnum'].map((name) => [
        name,
        independent
          .sm4(
            'sm4-ecb',
            'decrypt',
            Buffer.from(keyHex, 'hex'),
            null,
            Buffer.from(application[name]!, 'hex'),
          )
          .toString('utf8'),
      ]),
    );
  } catch {
    return null;
  }
}

/** A stand-in for our Epoint 4.6 handler: the key must open the sealed fields of 4.1. */
function stubRestore(body: Record<string, string>) {
  const opened = openSealed(body.applyno!, body.key ?? '');
  if (!opened) return { code: 0, message: '项目密钥错误，无法解密标段信息', data: {} };
  return { code: 1, message: '成功', data: {} };
}

function stubApi(request: IncomingMessage, body: Record<string, string>) {
  const path = request.url ?? '';
  if (path.startsWith('/open/jiangxi-2.3.0/sandbox-jx/lg/')) {
    const secret = DEMO_JIANGXI_PLATFORM.toUs.appSecret;
    const verified = independent.jiangxiSignature(body as never, secret) === body.signature;
    const business = independent.jiangxiDecrypt(body.data!, secret) as Record<string, unknown>;
    received.push({ path, verified, business });
    const answer = { orderNo: business.orderNo, applyNo: business.applyNo, auditStatus: '1' };
    return {
      code: 0,
      msg: '成功',
      ...independent.jiangxiEnvelope(
        answer,
        DEMO_JIANGXI_PLATFORM.toUs,
        Date.now(),
        body.requestId!,
      ),
    };
  }
  const verified = independent.epointSign(body, DEMO_EPOINT_PLATFORM.toUs.appSecret) === body.sign;
  received.push({ path, verified, business: body });
  if (path.endsWith('/baohanapply')) {
    const privateKey = DEMO_EPOINT_PLATFORM.guarantorSm2.privateKey;
    const key = Buffer.from(sm2DecryptText(body.digitalenvelope!, privateKey, EPOINT_SM2), 'hex');
    const plain = independent.sm4(
      'sm4-cbc',
      'decrypt',
      key,
      Buffer.alloc(16),
      Buffer.from(body.applydata!, 'base64'),
    );
    epointApplications.set(
      body.applyno!,
      JSON.parse(plain.toString('utf8')) as Record<string, string>,
    );
  }
  if (path.endsWith('/baohanrestore')) return stubRestore(body);
  return {
    code: 1,
    message: '成功',
    data: { redirecturl: 'http://127.0.0.1:5173/platform-apply?t=1' },
  };
}

beforeAll(async () => {
  stub = createServer((request, response) => {
    if (request.method === 'GET') {
      const file = stubFiles.get(request.url ?? '');
      response.statusCode = file ? 200 : 404;
      return response.end(file ?? '');
    }
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(stubApi(request, JSON.parse(text) as Record<string, string>)));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  fake = buildServer(loadConfig({ SANDBOX_PLATFORM_API_BASE: stubBase })).app;
  base = await fake.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => stub.close(resolve));
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

const sectionGuid = 'c7a3e2b0-5f41-4d6a-9b1e-2a7f00000001';

async function apply(dialect: 'jiangxi' | 'epoint') {
  const { json } = await post('/api/applications', { dialect, sectionGuid, ...bidder });
  return json.application as { id: number; orderNo: string; applyNo: string; state: string };
}

const epointCall = (
  fields: Record<string, string>,
  secret: string = DEMO_EPOINT_PLATFORM.toPlatform.appSecret,
) => {
  const signed = {
    ...fields,
    appkey: DEMO_EPOINT_PLATFORM.toPlatform.appKey,
    timestamp: independent.chinaTimestamp(new Date()),
  };
  return { ...signed, sign: independent.epointSign(signed, secret) };
};

describe('the platform’s pushes to us', () => {
  it('sends an application in each dialect as documented, and refuses a bad credit code', async () => {
    const jx = await apply('jiangxi');
    expect(jx.state).toBe('受理中');
    expect(received.at(-1)).toMatchObject({
      path: '/open/jiangxi-2.3.0/sandbox-jx/lg/apply',
      verified: true,
      business: {
        orderNo: jx.orderNo,
        productNo: 'BHT-XD-TB-001',
        insureCreditCode: bidder.creditCode,
        tenderDeposit: '800000.00',
      },
    });
    const ep = await apply('epoint');
    expect(received.at(-1)).toMatchObject({
      path: '/open/epoint-4.0/sandbox-ep/baohanapply',
      verified: true,
      business: { applyno: ep.orderNo, platformcode: 'sandbox-ep' },
    });
    const bad = await post('/api/applications', {
      dialect: 'jiangxi',
      sectionGuid,
      ...bidder,
      creditCode: '91360102MA38XY2052',
    });
    expect(bad).toEqual({ status: 400, json: { message: '统一社会信用代码校验不通过，请核对' } });
  });
});

describe('延期', () => {
  it('asks us to postpone an issued letter’s opening by a week, in the 江西 dialect only', async () => {
    const { id, orderNo, applyNo } = await apply('jiangxi');
    const result = { orderNo, applyNo, elogNo: 'TBBH202611290001', elogUrl: '' };
    const credentials = DEMO_JIANGXI_PLATFORM.toPlatform;
    const pushed = await post(
      '/jrapi/lg/lgResultPush',
      independent.jiangxiEnvelope(result, credentials, Date.now(), 'req-result'),
    );
    expect(pushed.json).toMatchObject({ code: 0 });

    const delayed = await post(`/api/applications/${id}/delay`, {});
    expect(delayed.status).toBe(200);
    const sent = received.at(-1)!;
    expect(sent).toMatchObject({
      path: '/open/jiangxi-2.3.0/sandbox-jx/lg/applyDelay',
      verified: true,
      business: { orderNo, elogNo: 'TBBH202611290001', reason: '招标文件澄清，开标时间推迟 7 天' },
    });
    const applied = received.find(
      (r) => r.path.endsWith('/lg/apply') && r.business.orderNo === orderNo,
    )!;
    const week = (field: string) =>
      Date.parse(`${String(sent.business[field]).replace(' ', 'T')}+08:00`) -
      Date.parse(`${String(applied.business[field]).replace(' ', 'T')}+08:00`);
    expect([week('openBeginDate'), week('depositEndDate')]).toEqual([
      7 * 86_400_000,
      7 * 86_400_000,
    ]);

    const ep = await apply('epoint');
    expect(await post(`/api/applications/${ep.id}/delay`, {})).toMatchObject({ status: 400 });
  });
});

describe('the platform’s receiving endpoints', () => {
  it('refuse a bad signature without touching the application, and take a good one', async () => {
    const { orderNo, applyNo, id } = await apply('jiangxi');
    const credentials = DEMO_JIANGXI_PLATFORM.toPlatform;
    const push = {
      orderNo,
      applyNo,
      auditStatus: 2, // N1: numeric, as the guide types it
      realElogAmount: '4000.00',
      realElogRate: '0.0050',
    };
    const envelope = independent.jiangxiEnvelope(push, credentials, Date.now(), 'req-1');
    const forged = await post('/jrapi/lg/applyPush', {
      ...envelope,
      signature: envelope.signature.split('').reverse().join(''),
    });
    expect(forged.json).toEqual({ code: 1003, msg: '签名校验失败', data: '' });
    const state = async () =>
      (
        (await (await fetch(`${base}/api/state`)).json()) as {
          applications: Array<{ id: number; state: string; result: Record<string, unknown> }>;
        }
      ).applications.find((a) => a.id === id)!;
    expect((await state()).state).toBe('受理中');

    const accepted = await post('/jrapi/lg/applyPush', envelope);
    expect(accepted.json).toMatchObject({
      code: 0,
      requestId: 'req-1',
      appKey: credentials.appKey,
    });
    expect(accepted.json.signature).toBe(
      independent.jiangxiSignature(accepted.json as never, credentials.appSecret),
    );
    expect(independent.jiangxiDecrypt(String(accepted.json.data), credentials.appSecret)).toEqual({
      receiveResult: 'success',
    });
    expect(await state()).toMatchObject({ state: '已受理', result: { premium: '4000.00' } });

    const ep = await apply('epoint');
    const notice = {
      applyno: ep.orderNo,
      baohanno: 'TBBH202603130001',
      applystatus: '1',
      cost: '4000.00',
    };
    const wrongSecret = await post('/epoint/baohannotice', epointCall(notice, 'not-the-secret'));
    expect(wrongSecret.json).toEqual({ code: 0, message: '签名校验失败', data: {} });
    expect((await post('/epoint/baohannotice', epointCall(notice))).json).toMatchObject({
      code: 1,
    });
  });

  it('answer the next pushes with a failure when asked to', async () => {
    const { orderNo } = await apply('jiangxi');
    await post('/__fake/fail-next', { count: 1 });
    const push = () =>
      post(
        '/jrapi/lg/payPush',
        independent.jiangxiEnvelope(
          { orderNo, payAmount: '4000.00' },
          DEMO_JIANGXI_PLATFORM.toPlatform,
          Date.now(),
          randomBytes(8).toString('hex'),
        ),
      );
    expect((await push()).json).toEqual({ code: -1, msg: '沙箱平台按要求模拟失败', data: '' });
    expect((await push()).json).toMatchObject({ code: 0 });
  });
});

/** Our 4.4/4.5 for one file: encrypted, sliced, sent out of order, completed with `md5`. */
async function uploadLetter(
  common: { applyno: string; baohanno: string; filetype: string },
  letter: Buffer,
  md5: string = createHash('md5').update(letter).digest('hex'),
) {
  const download = await post('/epoint/downloadpublickey', epointCall({ applyno: common.applyno }));
  const publicKey = (download.json.data as { publickey: string }).publickey;
  expect(publicKey).toBe(DEMO_EPOINT_PLATFORM.platformSm2.publicKey);
  const [key, iv] = [randomBytes(16), randomBytes(16)];
  const encrypted = independent.sm4('sm4-cbc', 'encrypt', key, iv, letter);
  const slices = [0, 1024, 2048].map((start) =>
    encrypted.subarray(start, start + 1024).toString('base64'),
  );
  for (const index of [3, 1, 2]) {
    const sent = await post(
      '/epoint/uploadbaohanfile',
      epointCall({ ...common, index: String(index), baohanfile: slices[index - 1]! }),
    );
    expect(sent.json.code).toBe(1);
  }
  return post(
    '/epoint/baohanfilecompletenotice',
    epointCall({
      ...common,
      key: sm2Encrypt(key, publicKey, EPOINT_SM2),
      iv: sm2Encrypt(iv, publicKey, EPOINT_SM2),
      baohanfilemd5: md5,
    }),
  );
}

interface StateView {
  projects: Array<{ sections: Array<{ guid: string; openTime: string; openedAt: string | null }> }>;
  applications: Array<{
    id: number;
    dialect: string;
    state: string;
    section: { guid: string };
    result: Record<string, unknown>;
    opening: { at: string; kaibiaotime: string } | null;
    letterFiles: Array<Record<string, unknown>>;
    jiangxiLetters: Array<Record<string, unknown>>;
  }>;
}

const platformState = async () => (await (await fetch(`${base}/api/state`)).json()) as StateView;
const applicationState = async (id: number) =>
  (await platformState()).applications.find((a) => a.id === id)!;

describe('the Epoint letter file', () => {
  it('is reassembled from its slices, decrypted with the SM2-wrapped key and IV, checked and kept', async () => {
    const { orderNo, id } = await apply('epoint');
    const letter = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000)]);
    const common = { applyno: orderNo, baohanno: 'TBBH202603130002', filetype: '1' };
    expect((await uploadLetter(common, letter, '0'.repeat(32))).json).toEqual({
      code: 0,
      message: '保函文件摘要不符',
      data: {},
    });
    expect((await uploadLetter(common, letter)).json.code).toBe(1);

    const file = await fetch(`${base}/letters/${id}/1`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(letter);
  });

  it('is kept per filetype, 密文 and 明文, each served decrypted with its content type', async () => {
    const { orderNo, id } = await apply('epoint');
    const baohanno = 'TBBH202603130003';
    const encryptedLetter = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2500)]);
    // An OFD is a zip container.
    const plainLetter = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(2900)]);
    expect(
      (await uploadLetter({ applyno: orderNo, baohanno, filetype: '1' }, encryptedLetter)).json
        .code,
    ).toBe(1);
    expect(
      (await uploadLetter({ applyno: orderNo, baohanno, filetype: '2' }, plainLetter)).json.code,
    ).toBe(1);

    const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
    expect((await applicationState(id)).letterFiles).toEqual([
      expect.objectContaining({
        filetype: '1',
        kind: '密文保函',
        format: 'pdf',
        size: encryptedLetter.length,
        md5: md5(encryptedLetter),
        url: `/letters/${id}/1`,
      }),
      expect.objectContaining({
        filetype: '2',
        kind: '明文保函',
        format: 'ofd',
        size: plainLetter.length,
        md5: md5(plainLetter),
        url: `/letters/${id}/2`,
      }),
    ]);
    for (const [filetype, bytes, type] of [
      ['1', encryptedLetter, 'application/pdf'],
      ['2', plainLetter, 'application/ofd'],
    ] as const) {
      const file = await fetch(`${base}/letters/${id}/${filetype}`);
      expect(file.headers.get('content-type')).toBe(type);
      expect(file.headers.get('content-disposition')).toContain(`${baohanno}-${filetype}.`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    }
    expect((await fetch(`${base}/letters/${id}/3`)).status).toBe(404);
    const page = await (await fetch(base)).text();
    expect(page).toContain(md5(plainLetter));
    expect(page).toMatch(/密文保函<\/a>[\s\S]*明文保函<\/a>/);
  });
});

describe('开标 (Epoint baohanrestore)', () => {
  const restores = () => received.filter((r) => r.path.endsWith('/baohanrestore'));

  it('sends the letter number, the opening time and the key that opens the sealed fields, signed', async () => {
    const { id, orderNo } = await apply('epoint');

    // Before a letter number: sent all the same (our API must answer an out-of-order restore).
    expect(await fetch(base).then((r) => r.text())).toContain('开标（尚无保函编号）');
    const early = await post(`/api/applications/${id}/open`, {});
    expect(early.status).toBe(200);
    expect(restores().at(-1)).toMatchObject({
      verified: true,
      business: { applyno: orderNo, baohanno: '', platformcode: 'sandbox-ep' },
    });

    const baohanno = 'TBBH202603130004';
    const notice = { applyno: orderNo, baohanno, applystatus: '1', cost: '4000.00' };
    expect((await post('/epoint/baohannotice', epointCall(notice))).json.code).toBe(1);

    const opened = await post(`/api/applications/${id}/open`, {});
    expect(opened.json.push).toMatchObject({ ok: true });
    const { business, verified } = restores().at(-1)!;
    expect(verified).toBe(true);
    const section = (await platformState()).projects
      .flatMap((p) => p.sections)
      .find((s) => s.guid === sectionGuid)!;
    const kaibiaotime = independent.chinaTimestamp(new Date(section.openTime));
    expect(business).toMatchObject({ applyno: orderNo, baohanno, kaibiaotime });
    expect(business.key).toMatch(/^[0-9a-f]{32}$/);
    expect(openSealed(orderNo, String(business.key))).toEqual({
      biaoduanno: 'JXGC2026-0311-01',
      biaoduanname: '南昌市红谷滩区九龙湖片区道路提升改造工程（施工一标段）',
      zbr: '南昌市红谷滩城市投资集团有限公司',
      zbrorgnum: '91360100MA35K2Q15J',
    });
    expect(await applicationState(id)).toMatchObject({
      opening: { kaibiaotime },
      result: { opening: `已开标（开标时间 ${kaibiaotime}）` },
    });

    // 错误密钥开标: another key, which our API refuses; the application stays opened as it was.
    const wrong = await post(`/api/applications/${id}/openWrongKey`, {});
    expect(wrong).toMatchObject({ status: 200, json: { push: { ok: false } } });
    const sent = restores().at(-1)!.business;
    expect(sent).toMatchObject({ applyno: orderNo, baohanno, kaibiaotime });
    expect(sent.key).toMatch(/^[0-9a-f]{32}$/);
    expect(sent.key).not.toBe(business.key);
    expect((await applicationState(id)).result.opening).toBe(
      '错误密钥开标：保函平台已拒绝（项目密钥错误，无法解密标段信息）',
    );

    const jx = await apply('jiangxi');
    expect(await post(`/api/applications/${jx.id}/open`, {})).toEqual({
      status: 400,
      json: { message: '开标不适用于该交易平台' },
    });
  });

  it('opens a 标段: a restore to each of its Epoint applications with a letter number', async () => {
    const guid = 'c7a3e2b0-5f41-4d6a-9b1e-2a7f00000005';
    expect(await post(`/api/sections/${guid}/open`, {})).toEqual({
      status: 400,
      json: { message: '该标段暂无已收到保函编号的新点申请' },
    });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const { json } = await post('/api/applications', {
        dialect: 'epoint',
        sectionGuid: guid,
        ...bidder,
      });
      const { id, orderNo } = json.application as { id: number; orderNo: string };
      ids.push(id);
      if (n < 3) {
        const notice = { applyno: orderNo, baohanno: `TBBH20260313010${n}`, applystatus: '1' };
        expect((await post('/epoint/baohannotice', epointCall(notice))).json.code).toBe(1);
      }
    }
    const before = restores().length;
    const opened = await post(`/api/sections/${guid}/open`, {});
    expect(opened.status).toBe(200);
    expect(opened.json.pushes).toEqual([
      { applicationId: ids[0], push: expect.objectContaining({ ok: true }) },
      { applicationId: ids[1], push: expect.objectContaining({ ok: true }) },
    ]);
    expect(
      restores()
        .slice(before)
        .map((r) => r.business.baohanno),
    ).toEqual(['TBBH202603130101', 'TBBH202603130102']);
    const state = await platformState();
    expect(
      state.projects.flatMap((p) => p.sections).find((s) => s.guid === guid)!.openedAt,
    ).toEqual(expect.any(String));
    expect(ids.map((id) => state.applications.find((a) => a.id === id)!.opening !== null)).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('江西 letters', () => {
  it('links both the 明文 and 密文 letters of 3.5 and 3.9, and serves the 密文 one decrypted', async () => {
    const { id, orderNo, applyNo } = await apply('jiangxi');
    const secret = DEMO_JIANGXI_PLATFORM.toPlatform.appSecret;
    const encrypt = (bytes: Buffer) =>
      independent.sm4('sm4-cbc', 'encrypt', Buffer.from(secret), Buffer.from(secret), bytes);
    const issued = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1500)]);
    const reissued = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1700)]);
    stubFiles.set(`/files/${orderNo}.pdf`, issued);
    stubFiles.set(`/files/${orderNo}-encrypted.bin`, encrypt(issued));
    stubFiles.set(`/files/${orderNo}-2-encrypted.bin`, encrypt(reissued));
    const credentials = DEMO_JIANGXI_PLATFORM.toPlatform;
    const push = (name: string, business: Record<string, unknown>) =>
      post(
        `/jrapi/lg/${name}`,
        independent.jiangxiEnvelope(
          business,
          credentials,
          Date.now(),
          randomBytes(8).toString('hex'),
        ),
      );

    expect((await fetch(`${base}/jiangxi-letters/${id}/issued`)).status).toBe(404);
    const result = {
      orderNo,
      applyNo,
      elogNo: 'TBBH202603130201',
      elogUrl: `${stubBase}/files/${orderNo}.pdf`,
      elogEncryptUrl: `${stubBase}/files/${orderNo}-encrypted.bin`,
    };
    expect((await push('lgResultPush', result)).json).toMatchObject({ code: 0 });
    const delay = {
      orderNo,
      applyNo,
      elogNo: 'TBBH202603130201',
      auditStatus: 2,
      auditOpinion: '同意延期',
      auditDate: '2026-03-14 10:00:00',
      elogUrl: `${stubBase}/files/${orderNo}-2.pdf`,
      elogEncryptUrl: `${stubBase}/files/${orderNo}-2-encrypted.bin`,
      insureStartDate: '2026-03-14 00:00:00',
      insureEndDate: '2026-07-31 23:59:59',
    };
    expect((await push('delayPush', delay)).json).toMatchObject({ code: 0 });

    expect((await applicationState(id)).jiangxiLetters).toEqual([
      {
        source: 'issued',
        elogNo: result.elogNo,
        elogUrl: result.elogUrl,
        elogEncryptUrl: result.elogEncryptUrl,
        decryptedUrl: `/jiangxi-letters/${id}/issued`,
      },
      {
        source: 'delayed',
        elogNo: delay.elogNo,
        elogUrl: delay.elogUrl,
        elogEncryptUrl: delay.elogEncryptUrl,
        decryptedUrl: `/jiangxi-letters/${id}/delayed`,
      },
    ]);
    for (const [source, bytes] of [
      ['issued', issued],
      ['delayed', reissued],
    ] as const) {
      const file = await fetch(`${base}/jiangxi-letters/${id}/${source}`);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await file.arrayBuffer())).toEqual(bytes);
    }
    const page = await (await fetch(base)).text();
    for (const text of [
      '保函文件（明文）',
      '保函文件（密文）',
      '下载并解密密文保函',
      '延期后明文保函',
      '下载并解密延期后密文保函',
      '延期通过（auditStatus 2）；意见：同意延期',
    ])
      expect(page).toContain(text);

    // A 密文 file that does not decrypt (not whole blocks) is reported, not served.
    stubFiles.set(`/files/${orderNo}-encrypted.bin`, Buffer.alloc(65, 1));
    const refused = await fetch(`${base}/jiangxi-letters/${id}/issued`);
    expect(refused.status).toBe(502);
    expect(((await refused.json()) as { message: string }).message).toContain('解密失败');
  });
});
