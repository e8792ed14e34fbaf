// e签宝 chosen by ESIGN_VENDOR=tsign, through the API's own calls: the enterprise's seal
// authorisation (/firm step 4) is signed by an automatic seal in an e签宝 flow on the local fake
// (real HTTP, every request's signature checked), the signed PDF stored is the one e签宝 served,
// a refusal reaches the user in the envelope and signs nothing, and the callback route accepts
// only e签宝's signed notifications.
import { createHash, createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { enterpriseAuthRecords, enterprises, signedDocuments, smsCodes } from '../../src/db/schema';
import { fileLinks } from '../../src/http/file-links';
import { TSIGN_CALLBACK_PATH } from '../../src/http/tsign-callback';
import type { AppError } from '../../src/http/app-error';
import { createProviders } from '../../src/providers';
import { TsignESignProvider } from '../../src/providers/esign/tsign-esign-provider';
import { readTsignSettings } from '../../src/providers/esign/tsign/settings';
import { LocalFileStorage } from '../../src/providers/storage/local-file-storage';
import { companyToken } from '../company-session';
import { AUTO_SIGN_NOT_AUTHORISED, TsignFake } from '../fakes/tsign-fake';
import { call, sandboxTexts } from '../session-client';
import { createTestApp, listenOnLoopback, type TestApp } from '../test-app';
import { enterpriseToken } from '../upload-helpers';

const APP_ID = '7438000002';
const APP_SECRET = 'tsign-app-secret-never-in-a-line';
const MAIN = '13800000002';
const fake = new TsignFake(APP_ID, APP_SECRET);
let t: TestApp;
let main: string;
let enterprise: { id: number; name: string; creditCode: string };

const tsignEnv = (baseUrl: string) => ({
  ESIGN_VENDOR: 'tsign',
  TSIGN_APP_ID: APP_ID,
  TSIGN_APP_SECRET: APP_SECRET,
  TSIGN_BASE_URL: baseUrl,
  // The route's public address; the tests point each flow at the listening app below.
  TSIGN_CALLBACK_URL: `http://127.0.0.1/api/esign/tsign/callback`,
  TSIGN_SIGN_POLL_MS: '10',
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const firm = (path: string, fields: Record<string, string> = {}) => call(t.app, path, main, fields);

/** Step 4 as the page does it: prepare, 获取验证码, sign with the code texted. */
async function prepareAndSign() {
  const prepared = (await firm('/api/firm/prepareAgreement')).json().data;
  // A new code may be texted once a minute: the previous one was sent long ago.
  await t.database.db
    .update(smsCodes)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(smsCodes.mobile, MAIN));
  await firm('/api/firm/sendAgreementCode', { sign_id: prepared.sign_id });
  const code = (await sandboxTexts(t, MAIN, 'sign'))[0]!.code;
  return {
    prepared,
    signed: await firm('/api/firm/signAgreement', { sign_id: prepared.sign_id, code }),
  };
}

/** The first flow the fake was asked to start. */
function firstFlow() {
  const [entry] = [...fake.flows];
  if (!entry) throw new Error('no flow started');
  return entry;
}

/** The enterprise's signed seal authorisation. */
const firstSigned = async () =>
  (
    await t.database.db
      .select()
      .from(signedDocuments)
      .where(and(eq(signedDocuments.ownerId, enterprise.id), eq(signedDocuments.status, 'signed')))
  )[0]!;

const documentRow = async (signId: string) =>
  (await t.database.db.select().from(signedDocuments).where(eq(signedDocuments.id, signId)))[0]!;

async function storedFile(url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: fileLinks(t.config)(url) });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

beforeAll(async () => {
  t = await createTestApp({ config: tsignEnv(await fake.start()) });
  const session = await enterpriseToken(t.database.db, MAIN);
  main = session.token;
  const db = t.database.db;
  [enterprise] = (await db
    .select({ id: enterprises.id, name: enterprises.name, creditCode: enterprises.creditCode })
    .from(enterprises)
    .where(eq(enterprises.id, session.enterpriseId))) as [typeof enterprise];
  // Steps 1-3 done (test/firm-flow.test.ts walks them through the API).
  await db.update(enterprises).set({ authStep: 3 }).where(eq(enterprises.id, enterprise.id));
  await db.insert(enterpriseAuthRecords).values({
    enterpriseId: enterprise.id,
    identityRole: 'legal',
    identityName: '陈志强',
    identityIdCard: '320102198503151230',
    authMobile: MAIN,
    bankName: '中国工商银行',
    bankAccountName: enterprise.name,
    bankAccountNo: '6222020200112233445',
    bankVerified: true,
  });
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

describe('ESIGN_VENDOR=tsign: the seal authorisation signed through e签宝', () => {
  it('a company that has not authorised automatic sealing: the envelope gives e签宝’s reason, nothing is signed', async () => {
    const { prepared, signed } = await prepareAndSign();
    expect(signed.statusCode).toBe(502);
    expect(signed.json()).toMatchObject({
      code: 0,
      msg: `电子签署未完成：e签宝拒绝了请求：${enterprise.name}未授权当前应用静默签署（错误码 ${AUTO_SIGN_NOT_AUTHORISED}）`,
    });
    expect(await documentRow(prepared.sign_id)).toMatchObject({
      provider: 'tsign',
      status: 'pending',
      signature: null,
    });
    const [row] = await t.database.db
      .select({ authStatus: enterprises.authStatus, authStep: enterprises.authStep })
      .from(enterprises)
      .where(eq(enterprises.id, enterprise.id));
    expect(row).toEqual({ authStatus: 0, authStep: 3 });
    expect(fake.flows.size).toBe(0);
  });

  it('once authorised: the draft goes up, a flow seals it automatically, the stored PDF is e签宝’s', async () => {
    fake.autoSignAuthorised.add(enterprise.creditCode);
    const { prepared, signed } = await prepareAndSign();
    expect(signed.json()).toMatchObject({ code: 1, data: { auth_status: 1, auth_step: 4 } });

    // The upload is the draft handed to the user, its MD5 checked by the fake's storage.
    const draft = await storedFile(prepared.agreement_url.split('?')[0]);
    const [signFlowId, flow] = firstFlow();
    expect(fake.files.get(flow.fileIds[0]!)).toEqual(draft);
    expect(flow.notifyUrl).toBe(tsignEnv('').TSIGN_CALLBACK_URL);
    expect(flow.body).toMatchObject({
      signers: [
        {
          signerType: 1,
          orgSignerInfo: {
            orgName: enterprise.name,
            orgInfo: { orgIDCardNum: enterprise.creditCode, orgIDCardType: 'CRED_ORG_USCC' },
          },
          signFields: [{ fileId: flow.fileIds[0], normalSignFieldConfig: { autoSign: true } }],
        },
      ],
    });
    // Polled until e签宝 completed the flow (the fake answers 签署中 once).
    const detailReads = fake.requests.filter((r) => r.path.endsWith(`${signFlowId}/detail`));
    expect(detailReads).toHaveLength(2);

    const row = await documentRow(prepared.sign_id);
    const bytes = await storedFile(row.signedUrl!);
    expect(bytes).toEqual(fake.signedBytes(flow.fileIds[0]!));
    expect(row).toMatchObject({
      provider: 'tsign',
      status: 'signed',
      digest: sha256(bytes),
      signature: `tsign:${signFlowId}:${sha256(bytes)}`,
    });
  });

  it('verifySignedDocument accepts the stored PDF, not a changed byte nor another flow’s signature', async () => {
    const row = await firstSigned();
    const bytes = await storedFile(row.signedUrl!);
    const { esign } = createProviders(t.config, t.database.db);
    expect(esign.name).toBe('tsign');
    expect(esign.verifySignedDocument(bytes, row)).toBe(true);
    const changed = Buffer.from(bytes);
    changed[10] = changed[10]! ^ 0x01;
    expect(esign.verifySignedDocument(changed, row)).toBe(false);
    const forged: typeof signedDocuments.$inferSelect = {
      ...row,
      // Another flow's binding names another digest: its last hex digit changed (never to itself).
      signature: row
        .signature!.replace(/^tsign:[^:]+:/, 'tsign:another-flow:')
        .replace(/.$/, (last) => (last === '0' ? '1' : '0')),
    };
    expect(esign.verifySignedDocument(bytes, forged)).toBe(false);
  });

  it('/healthz/providers names e签宝 as the e-signature vendor', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz/providers',
      headers: { authorization: `Bearer ${await companyToken(t.app, 'platform_ops')}` },
    });
    expect(res.json().data.services.esign).toBe('tsign');
    expect(res.body).not.toContain(APP_SECRET);
  });
});

describe('TsignESignProvider waiting for e签宝', () => {
  it('gives up after signWaitMs with a retryable reason; the next attempt takes up the same flow', async () => {
    const read = readTsignSettings(tsignEnv(fake.baseUrl));
    if (!('settings' in read)) throw new Error(read.problems.join('\n'));
    const storage = new LocalFileStorage(t.config.UPLOAD_DIR);
    const provider = new TsignESignProvider(
      { ...read.settings, signWaitMs: 50, signPollMs: 10 },
      t.database.db,
      storage,
    );
    const { signId } = await provider.prepare({
      kind: 'wait_test',
      ownerType: 'enterprise',
      ownerId: enterprise.id,
      signerMobile: MAIN,
      pdf: await storedFile((await documentRow((await firstSigned()).id)).draftUrl),
    });
    const flowsBefore = fake.flows.size;
    fake.automaticAfterReads = 1_000;
    try {
      const timedOut = await provider.sign({ signId, signerName: '', signedAt: new Date() }).then(
        () => undefined,
        (error: unknown) => error as AppError,
      );
      expect(timedOut).toMatchObject({
        status: 503,
        message: expect.stringMatching(/^电子签署未完成：e签宝在 1 秒内未完成自动盖章/),
      });
    } finally {
      fake.automaticAfterReads = 1;
    }
    expect(fake.flows.size).toBe(flowsBefore + 1);
    const signed = await provider.sign({ signId, signerName: '', signedAt: new Date() });
    expect(fake.flows.size).toBe(flowsBefore + 1);
    const [signFlowId] = [...fake.flows.keys()].slice(-1);
    expect(signed.signature).toBe(`tsign:${signFlowId}:${sha256(signed.bytes)}`);
  });
});

describe(`POST ${TSIGN_CALLBACK_PATH}`, () => {
  it('answers e签宝’s signed SIGN_FLOW_COMPLETE with success; a stale one is refused', async () => {
    const base = await listenOnLoopback(t);
    const [signFlowId, flow] = firstFlow();
    flow.notifyUrl = base + TSIGN_CALLBACK_PATH;
    expect(await fake.completeFlow(signFlowId)).toBe(200);
    expect(JSON.parse(fake.callbackAnswers.at(-1)!.body)).toEqual({ code: '200', msg: 'success' });

    expect(await fake.completeFlow(signFlowId, Date.now() - 20 * 60_000)).toBe(401);
    expect(JSON.parse(fake.callbackAnswers.at(-1)!.body)).toEqual({
      code: '401',
      msg: '回调时间戳不在 15 分钟有效期内，疑为重放',
    });
  });

  it('refuses a forged or unsigned notification', async () => {
    const body = JSON.stringify({
      action: 'SIGN_FLOW_COMPLETE',
      signFlowId: 'x',
      signFlowStatus: '2',
    });
    const timestamp = String(Date.now());
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: TSIGN_CALLBACK_PATH,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    const forged = await post({
      'x-tsign-open-timestamp': timestamp,
      'x-tsign-open-signature': createHmac('sha256', 'not-the-app-secret')
        .update(timestamp + body)
        .digest('hex'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      code: '401',
      msg: '回调签名校验失败：不是 e签宝用本应用密钥签发的通知',
    });
    expect((await post({})).statusCode).toBe(401);
  });
});

describe('ESIGN_VENDOR=tsign settings', () => {
  it('names each missing or malformed setting at start, and no secret', () => {
    let message = '';
    try {
      loadConfig({ ESIGN_VENDOR: 'tsign', TSIGN_APP_SECRET: APP_SECRET, TSIGN_SIGN_POLL_MS: '1' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^ {2}ESIGN_VENDOR=tsign: TSIGN_APP_ID: required/m);
    expect(message).toMatch(/^ {2}ESIGN_VENDOR=tsign: TSIGN_CALLBACK_URL: required/m);
    expect(message).toMatch(
      /^ {2}ESIGN_VENDOR=tsign: TSIGN_SIGN_POLL_MS: expected whole milliseconds/m,
    );
    expect(message).not.toContain(APP_SECRET);
  });
});
