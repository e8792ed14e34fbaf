// A production start with every real vendor (issue 25): NODE_ENV=production without the sandbox,
// each service's vendor pointed at its local fake, the signing settings given. The API starts as
// main.ts starts it (migrate, seed, buildApp, listen), names its vendors at /healthz/providers,
// registers no sandbox route and texts a log-in code through the SMS vendor; the same environment
// less one setting refuses with one line naming it and no secret; a service left on the sandbox
// refuses the start. docs/providers.md, "A production start, all vendors".
import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seed } from '../../src/db/seed';
import { signingCredentials } from '../../src/db/schema';
import { companyToken } from '../company-session';
import { startAlipayFake, type AlipayFake } from '../fakes/alipay-fake';
import { AliyunOcrFake } from '../fakes/aliyun-ocr-fake';
import { AliyunSmsFake } from '../fakes/aliyun-sms-fake';
import { SmtpFake } from '../fakes/smtp-fake';
import { TsignFake } from '../fakes/tsign-fake';
import { startWechatPayFakeWithEnv, type WechatPayFakeWithEnv } from '../fakes/wechatpay-fake-env';
import { productionSigning, type ProductionSigning } from '../production-signing';
import { createTestDatabase, postForm, type TestDatabase } from '../test-app';

const ALIPAY_FIXTURE = `${__dirname}/fixtures/alipay`;
const SMS_TEMPLATES = 'verification_code:SMS_100001,claim_notice:SMS_100002,order_push:SMS_100003';

/** The settings whose values must never show in a start-up line or a log line. */
const SECRET_SETTINGS = [
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_OCR_ACCESS_KEY_SECRET',
  'TSIGN_APP_SECRET',
  'WECHATPAY_MERCHANT_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHAT_OA_APP_SECRET',
  'ALIPAY_APP_PRIVATE_KEY',
  'SMTP_URL',
  'FILE_URL_SECRET',
  'SECRET_BOX_KEY',
  'SIGNING_CERTS_PASSWORD',
  'OFD_SM2_KEY_PEM',
] as const;

const SMS_ACCOUNT = {
  accessKeyId: 'LTAIproductionStart',
  accessKeySecret: 'aliyun-sms-secret-never-in-a-line',
};
const OCR_ACCOUNT = {
  accessKeyId: 'LTAIocrProductionStart',
  accessKeySecret: 'aliyun-ocr-secret-never-in-a-line',
};
const TSIGN_APP_SECRET = 'tsign-app-secret-never-in-a-line';
const tsign = new TsignFake('7438000003', TSIGN_APP_SECRET);
const smtp = new SmtpFake('invoices@example.com', 'smtp-password-never-in-a-line');
const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });

let sms: AliyunSmsFake;
let ocr: AliyunOcrFake;
let t: TestDatabase;
let signing: ProductionSigning;
let wechatpay: WechatPayFakeWithEnv;
let alipay: AlipayFake;
let uploadDir: string;
let env: Record<string, string>;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  // A production database: none of the sandbox credentials the test template carries.
  await t.database.db.delete(signingCredentials);
  uploadDir = mkdtempSync(join(tmpdir(), 'bht-production-uploads-'));
  [signing, wechatpay, alipay, sms, ocr] = await Promise.all([
    productionSigning(t.database.db),
    startWechatPayFakeWithEnv(),
    startAlipayFake({
      appId: '2021000122671081',
      appPublicKey: createPublicKey(readFileSync(`${ALIPAY_FIXTURE}/app-public-key.pem`, 'utf8')),
      alipayPrivateKey: alipayKeys.privateKey,
    }),
    AliyunSmsFake.start({
      ...SMS_ACCOUNT,
      signName: '保函通',
      templateCodes: ['SMS_100001', 'SMS_100002', 'SMS_100003'],
    }),
    AliyunOcrFake.start(OCR_ACCOUNT),
    smtp.start(),
  ]);
  env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    UPLOAD_DIR: uploadDir,
    PUBLIC_BASE_URL: 'https://api.example.cn',
    PORTAL_PUBLIC_URL: 'https://www.example.cn',
    CORS_ORIGINS: 'https://www.example.cn,https://console.example.cn',
    FILE_URL_SECRET: randomBytes(24).toString('hex'),
    ...signing.env,
    SMS_VENDOR: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: SMS_ACCOUNT.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: SMS_ACCOUNT.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: '保函通',
    ALIYUN_SMS_TEMPLATES: SMS_TEMPLATES,
    ALIYUN_SMS_ENDPOINT: sms.url,
    OCR_VENDOR: 'aliyun',
    ALIYUN_OCR_ACCESS_KEY_ID: OCR_ACCOUNT.accessKeyId,
    ALIYUN_OCR_ACCESS_KEY_SECRET: OCR_ACCOUNT.accessKeySecret,
    ALIYUN_OCR_ENDPOINT: ocr.url,
    ESIGN_VENDOR: 'tsign',
    TSIGN_APP_ID: tsign.appId,
    TSIGN_APP_SECRET,
    TSIGN_BASE_URL: await tsign.start(),
    TSIGN_CALLBACK_URL: 'https://api.example.cn/api/esign/tsign/callback',
    ...wechatpay.env,
    ALIPAY_VENDOR: 'alipay',
    ALIPAY_APP_ID: '2021000122671081',
    ALIPAY_APP_PRIVATE_KEY: `${ALIPAY_FIXTURE}/app-private-key.pem`,
    ALIPAY_PUBLIC_KEY: alipayKeys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    ALIPAY_NOTIFY_URL: 'https://api.example.cn/api/pay/alipay/notify',
    ALIPAY_GATEWAY: alipay.url,
    MAIL_VENDOR: 'smtp',
    SMTP_URL: smtp.url(),
    MAIL_FROM: '保函通 <invoices@example.com>',
    BANK_VENDOR: 'off',
    INSURER_VENDOR: 'off',
  };

  // As main.ts starts the API: configuration, migrations, seed (a no-op on a seeded database), app, listen.
  const config = loadConfig(env);
  await t.database.migrate();
  await seed(t.database.db, { history: config.SEED_HISTORY });
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n')));
  app = await buildApp({ config, database: t.database, logStream });
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
  await t?.dispose();
  await Promise.all([
    sms?.stop(),
    ocr?.stop(),
    tsign.stop(),
    smtp.stop(),
    wechatpay?.fake.close(),
    alipay?.close(),
  ]);
  signing?.dispose();
  if (uploadDir) rmSync(uploadDir, { recursive: true, force: true });
});

/** Every secret setting's value, and the SMTP password inside SMTP_URL on its own. */
const secretValues = () => [...SECRET_SETTINGS.map((name) => env[name]!), smtp.password];

describe('a production start with every real vendor', () => {
  it('starts without the sandbox and names every real vendor at /healthz/providers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/healthz/providers',
      headers: { authorization: `Bearer ${await companyToken(app, 'platform_ops')}` },
    });
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: {
        sandbox_allowed: false,
        services: {
          sms: 'aliyun',
          ocr: 'aliyun',
          bank: 'off',
          esign: 'tsign',
          wechatpay: 'wechatpay',
          alipay: 'alipay',
          insurer: 'off',
          mail: 'smtp',
          storage: 'local',
        },
      },
    });
  });

  it('registers no sandbox route', async () => {
    for (const [method, url] of [
      ['GET', '/api/sandbox/sms'],
      ['GET', '/api/sandbox/mail'],
      ['GET', '/api/sandbox/bank-deposit'],
      ['POST', '/api/sandbox/review-enterprise'],
      ['POST', '/api/sandbox/export-world'],
      ['GET', '/api/sandbox/cashier'],
      ['POST', '/api/sandbox/pay'],
    ] as const) {
      expect(app.hasRoute({ method, url })).toBe(false);
      expect((await app.inject({ method, url })).statusCode).toBe(404);
    }
    expect(app.printRoutes({ commonPrefix: false })).not.toContain('sandbox');
  });

  it('texts a log-in code through the SMS vendor; the code it carried is the one checked', async () => {
    const fields = { mobile: '13800000001', scene: 'login' };
    expect((await postForm(app, '/api/sms/send', fields)).json()).toMatchObject({ code: 1 });
    expect(sms.sent).toEqual([
      {
        PhoneNumbers: '13800000001',
        SignName: '保函通',
        TemplateCode: 'SMS_100001',
        TemplateParam: { code: expect.stringMatching(/^\d{6}$/), minutes: '5' },
      },
    ]);
    const code = sms.sent[0]!.TemplateParam.code!;
    expect((await postForm(app, '/api/sms/check', { ...fields, code })).json()).toMatchObject({
      code: 1,
      data: { ticket: expect.any(String) },
    });
  });

  it('logs no secret value', () => {
    expect(logLines.join('\n')).toContain('"msg":"Server listening');
    for (const value of secretValues()) expect(logLines.join('\n')).not.toContain(value);
  });
});

/** loadConfig's message for `env` (failing the test when it starts). */
function refusal(settings: Record<string, string | undefined>): string {
  try {
    loadConfig(settings);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('a production start missing one setting', () => {
  it.each([
    ['SMS_VENDOR=aliyun', 'ALIYUN_SMS_SIGN_NAME'],
    ['SMS_VENDOR=aliyun', 'ALIYUN_SMS_ACCESS_KEY_SECRET'],
    ['OCR_VENDOR=aliyun', 'ALIYUN_OCR_ACCESS_KEY_ID'],
    ['ESIGN_VENDOR=tsign', 'TSIGN_APP_SECRET'],
    ['ESIGN_VENDOR=tsign', 'TSIGN_CALLBACK_URL'],
    ['WECHATPAY_VENDOR=wechatpay', 'WECHATPAY_MCHID'],
    ['WECHATPAY_VENDOR=wechatpay', 'WECHATPAY_APIV3_KEY'],
    ['ALIPAY_VENDOR=alipay', 'ALIPAY_APP_ID'],
    ['ALIPAY_VENDOR=alipay', 'ALIPAY_APP_PRIVATE_KEY'],
    ['MAIL_VENDOR=smtp', 'SMTP_URL'],
    ['MAIL_VENDOR=smtp', 'MAIL_FROM'],
  ])('%s without %s: one line naming it, no secret', (choice, setting) => {
    const message = refusal({ ...env, [setting]: undefined });
    const [title, ...lines] = message.split('\n');
    expect(title).toBe('Invalid configuration:');
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^  ${choice}: ${setting}\\b`))]);
    for (const value of secretValues()) expect(message).not.toContain(value);
  });

  it('refuses a service left on the sandbox, naming its variable', async () => {
    const start = buildApp({
      config: loadConfig({ ...env, WECHATPAY_VENDOR: undefined }),
      database: t.database,
      logger: false,
    });
    await expect(start).rejects.toThrow(
      /^No real vendor is configured for: WECHATPAY_VENDOR\. Choose one per service/,
    );
  });
});
