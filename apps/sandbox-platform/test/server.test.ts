// The platform over real HTTP: its pushes to a stub of our API (which checks them with
// node:crypto alone), its receiving endpoints (signatures refused, failures on demand) and the
// letter file's upload, reassembled and decrypted.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sm2Encrypt } from '@bht/national-crypto';
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
let fake: FastifyInstance;
let base: string;

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
  return {
    code: 1,
    message: '成功',
    data: { redirecturl: 'http://127.0.0.1:5173/platform-apply?t=1' },
  };
}

beforeAll(async () => {
  stub = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(stubApi(request, JSON.parse(text) as Record<string, string>)));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  fake = buildServer(loadConfig({ SANDBOX_PLATFORM_API_BASE: apiBase })).app;
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

describe('the Epoint letter file', () => {
  it('is reassembled from its slices, decrypted with the SM2-wrapped key and IV, checked and kept', async () => {
    const { orderNo, id } = await apply('epoint');
    const download = await post('/epoint/downloadpublickey', epointCall({ applyno: orderNo }));
    const publicKey = (download.json.data as { publickey: string }).publickey;
    expect(publicKey).toBe(DEMO_EPOINT_PLATFORM.platformSm2.publicKey);

    const letter = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3000)]);
    const [key, iv] = [randomBytes(16), randomBytes(16)];
    const encrypted = independent.sm4('sm4-cbc', 'encrypt', key, iv, letter);
    const slices = [0, 1024, 2048].map((start) =>
      encrypted.subarray(start, start + 1024).toString('base64'),
    );
    const common = { applyno: orderNo, baohanno: 'TBBH202603130002', filetype: '1' };
    for (const index of [3, 1, 2]) {
      const sent = await post(
        '/epoint/uploadbaohanfile',
        epointCall({ ...common, index: String(index), baohanfile: slices[index - 1]! }),
      );
      expect(sent.json.code).toBe(1);
    }
    const complete = (md5: string) =>
      post(
        '/epoint/baohanfilecompletenotice',
        epointCall({
          ...common,
          key: sm2Encrypt(key, publicKey, EPOINT_SM2),
          iv: sm2Encrypt(iv, publicKey, EPOINT_SM2),
          baohanfilemd5: md5,
        }),
      );
    expect((await complete('0'.repeat(32))).json).toEqual({
      code: 0,
      message: '保函文件摘要不符',
      data: {},
    });
    expect((await complete(createHash('md5').update(letter).digest('hex'))).json.code).toBe(1);

    const file = await fetch(`${base}/letters/${id}/1`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(letter);
  });
});
