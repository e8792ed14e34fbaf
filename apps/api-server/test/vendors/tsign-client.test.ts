// The e签宝 V3 client over real HTTP against its local fake (test/fakes/tsign-fake.ts): settings,
// a whole flow from upload to signed-file download with the signed callback, and each failure.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyTsignCallback } from '../../src/providers/esign/tsign/callback-verification';
import { TsignClient } from '../../src/providers/esign/tsign/client';
import { TsignError } from '../../src/providers/esign/tsign/errors';
import { readTsignSettings, type TsignSettings } from '../../src/providers/esign/tsign/settings';
import { PARAMETER_ERROR, TsignFake } from '../fakes/tsign-fake';

const APP_ID = '7438000001';
const APP_SECRET = 'fake-app-secret-do-not-log-0123';
const PDF = new TextEncoder().encode('%PDF-1.7\n保函通 test contract\n%%EOF\n');

describe('readTsignSettings', () => {
  const env = {
    TSIGN_APP_ID: APP_ID,
    TSIGN_APP_SECRET: APP_SECRET,
    TSIGN_CALLBACK_URL: 'https://api.example.cn/callbacks/tsign',
  };

  it('reads the settings with their defaults', () => {
    expect(readTsignSettings(env)).toEqual({
      settings: {
        appId: APP_ID,
        appSecret: APP_SECRET,
        baseUrl: 'https://openapi.esign.cn',
        callbackUrl: 'https://api.example.cn/callbacks/tsign',
        timeoutMs: 10_000,
        signWaitMs: 20_000,
        signPollMs: 1_000,
      },
    });
    const sandbox = readTsignSettings({
      ...env,
      TSIGN_BASE_URL: 'https://smlopenapi.esign.cn/',
      TSIGN_TIMEOUT_MS: '5000',
    });
    expect(sandbox).toMatchObject({
      settings: { baseUrl: 'https://smlopenapi.esign.cn', timeoutMs: 5000 },
    });
  });

  it('reports one line per missing or malformed setting, never the secret', () => {
    expect(readTsignSettings({})).toEqual({
      problems: [
        expect.stringMatching(/^TSIGN_APP_ID: required/),
        expect.stringMatching(/^TSIGN_APP_SECRET: required/),
        expect.stringMatching(/^TSIGN_CALLBACK_URL: required/),
      ],
    });
    const read = readTsignSettings({
      TSIGN_APP_ID: 'abc',
      TSIGN_APP_SECRET: 'has space',
      TSIGN_BASE_URL: 'ftp://openapi.esign.cn',
      TSIGN_CALLBACK_URL: 'http://api.example.cn/cb',
      TSIGN_TIMEOUT_MS: '10s',
    });
    const problems = 'problems' in read ? read.problems : [];
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'TSIGN_APP_ID',
      'TSIGN_APP_SECRET',
      'TSIGN_BASE_URL',
      'TSIGN_CALLBACK_URL',
      'TSIGN_TIMEOUT_MS',
    ]);
    expect(problems.join('\n')).not.toContain('has space');
  });
});

describe('TsignClient against the fake', () => {
  const fake = new TsignFake(APP_ID, APP_SECRET);
  const callbacks: {
    status: number;
    body: string;
    check: ReturnType<typeof verifyTsignCallback>;
  }[] = [];
  let receiver: Server;
  let settings: TsignSettings;
  let client: TsignClient;

  beforeAll(async () => {
    const baseUrl = await fake.start();
    fake.autoSignAuthorised.add('org-1');
    // Our callback endpoint, as the adapter will do it: verify, then 200 or 401.
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const check = verifyTsignCallback({
          appSecret: APP_SECRET,
          headers: request.headers,
          body,
        });
        const status = check.ok ? 200 : 401;
        callbacks.push({ status, body, check });
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ code: status }));
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const read = readTsignSettings({
      TSIGN_APP_ID: APP_ID,
      TSIGN_APP_SECRET: APP_SECRET,
      TSIGN_CALLBACK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks/tsign`,
      TSIGN_TIMEOUT_MS: '300',
    });
    if (!('settings' in read)) throw new Error(read.problems.join('\n'));
    settings = read.settings;
    client = new TsignClient(settings, { baseUrl });
  });

  afterAll(async () => {
    await fake.stop();
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });

  beforeEach(() => {
    fake.mode = { kind: 'ok' };
    callbacks.length = 0;
  });

  const failure = async (promise: Promise<unknown>): Promise<TsignError> => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TsignError);
    return error as TsignError;
  };

  it('runs a flow: upload, create, sign URL, callback on completion, signed file', async () => {
    const { fileId } = await client.uploadFile({ fileName: '担保合同.pdf', bytes: PDF });
    expect(fake.files.get(fileId)).toEqual(Buffer.from(PDF));

    const { signFlowId } = await client.createSignFlowByFile({
      title: '保函担保合同',
      docs: [{ fileId, fileName: '担保合同.pdf' }],
      signers: [
        {
          kind: 'person',
          mobile: '13800138000',
          name: '张三',
          fields: [{ fileId, page: 1, x: 400, y: 200 }],
        },
        {
          kind: 'org',
          orgName: '某担保公司',
          orgId: 'org-1',
          autoSign: true,
          fields: [{ fileId, page: 1, x: 200, y: 200 }],
        },
      ],
    });
    const created = fake.flows.get(signFlowId);
    expect(created?.notifyUrl).toBe(settings.callbackUrl);
    expect(created?.body).toMatchObject({
      signers: [
        {
          signerType: 0,
          psnSignerInfo: { psnAccount: '13800138000', psnInfo: { psnName: '张三' } },
        },
        {
          signerType: 1,
          orgSignerInfo: { orgId: 'org-1' },
          signFields: [
            { normalSignFieldConfig: { autoSign: true, signFieldPosition: { positionPage: '1' } } },
          ],
        },
      ],
    });

    expect(await client.getSignFlowDetail(signFlowId)).toMatchObject({ signFlowStatus: 1 });
    const page = await client.getSignUrl(signFlowId, { mobile: '13800138000' });
    expect(page.url).toContain(signFlowId);
    expect((await failure(client.getSignedFiles(signFlowId))).code).toBe(PARAMETER_ERROR);

    expect(await fake.completeFlow(signFlowId)).toBe(200);
    expect(callbacks).toHaveLength(1);
    expect(callbacks[0]?.check).toEqual({ ok: true });
    expect(JSON.parse(callbacks[0]?.body ?? '{}')).toMatchObject({
      action: 'SIGN_FLOW_COMPLETE',
      signFlowId,
    });

    expect(await client.getSignFlowDetail(signFlowId)).toMatchObject({ signFlowStatus: 2 });
    const [signed] = await client.getSignedFiles(signFlowId);
    expect(signed?.fileId).toBe(fileId);
    expect(Buffer.from(await client.download(signed?.downloadUrl ?? ''))).toEqual(
      fake.signedBytes(fileId),
    );
  });

  it('our callback endpoint refuses a stale callback', async () => {
    const { fileId } = await client.uploadFile({ fileName: 'a.pdf', bytes: PDF });
    const { signFlowId } = await client.createSignFlowByFile({
      title: 't',
      docs: [{ fileId, fileName: 'a.pdf' }],
      signers: [{ kind: 'org', orgName: '某公司', transactorMobile: '13900139000', fields: [] }],
    });
    expect(await fake.completeFlow(signFlowId, Date.now() - 16 * 60 * 1000)).toBe(401);
  });

  it('the fake storage refuses bytes that do not match the announced Content-MD5', async () => {
    const before = fake.requests.length;
    await client.uploadFile({ fileName: 'a.pdf', bytes: PDF });
    const put = fake.requests.slice(before).find((r) => r.method === 'PUT');
    const response = await fetch(`${fake.baseUrl}${put?.path ?? ''}`, {
      method: 'PUT',
      headers: { 'Content-MD5': 'AAAAAAAAAAAAAAAAAAAAAA==', 'Content-Type': 'application/pdf' },
      body: PDF,
    });
    expect(response.status).toBe(400);
  });

  it('maps a wrong secret, a stale clock and an unknown app to final gateway refusals', async () => {
    const wrongSecret = new TsignClient(
      { ...settings, appSecret: 'other' },
      { baseUrl: fake.baseUrl },
    );
    const signature = await failure(wrongSecret.getSignFlowDetail('x'));
    expect(signature).toMatchObject({ code: 401, retryable: false });
    expect(signature.reason).toContain('签名校验失败');
    expect(signature.reason).not.toContain('other');

    const slowClock = new TsignClient(settings, {
      baseUrl: fake.baseUrl,
      now: () => Date.now() - 16 * 60 * 1000,
    });
    expect((await failure(slowClock.getSignFlowDetail('x'))).reason).toContain('15 分钟');

    const otherApp = new TsignClient(
      { ...settings, appId: '7438999999' },
      { baseUrl: fake.baseUrl },
    );
    expect((await failure(otherApp.getSignFlowDetail('x'))).reason).toContain('应用无效');
  });

  it('maps a business error to a final refusal with e签宝 message', async () => {
    const error = await failure(client.getSignFlowDetail('missing'));
    expect(error).toMatchObject({ code: PARAMETER_ERROR, retryable: false });
    expect(error.reason).toContain('签署流程不存在');
  });

  it('retries later after a 5xx or no answer', async () => {
    fake.mode = { kind: 'http', status: 502 };
    expect(await failure(client.getSignFlowDetail('x'))).toMatchObject({
      code: 502,
      retryable: true,
    });
    fake.mode = { kind: 'hang' };
    const timeout = await failure(client.getSignFlowDetail('x'));
    expect(timeout).toMatchObject({ retryable: true });
    expect(timeout.reason).toContain('300 毫秒内没有应答');
  });
});
