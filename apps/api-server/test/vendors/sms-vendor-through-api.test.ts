// A real SMS vendor chosen by SMS_VENDOR, through the API's own calls: POST /api/sms/send texts the
// code through the Tencent Cloud or Aliyun adapter to its local fake (real HTTP, signature checked),
// the code it carried passes /api/sms/check, and a refusal is kept on the code's job with its reason.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { smsCodes } from '../../src/db/schema';
import { smsCodeJobKey } from '../../src/areas/sms/sms-code-job';
import { AliyunSmsFake } from '../fakes/aliyun-sms-fake';
import { TencentSmsFake } from '../fakes/tencent-sms-fake';
import { jobByKey } from '../job-rows';
import { createTestApp, postForm, type TestApp } from '../test-app';

const SECRET_KEY = 'tencent-secret-key-never-in-a-line';
const fake = new TencentSmsFake('AKIDthroughTheApi000000000', SECRET_KEY);
let t: TestApp;

const tencentEnv = (endpoint: string) => ({
  SMS_VENDOR: 'tencent',
  TENCENT_SMS_SECRET_ID: fake.secretId,
  TENCENT_SMS_SECRET_KEY: SECRET_KEY,
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: '保函通',
  TENCENT_SMS_TEMPLATES:
    'verification_code:100001(code,minutes),claim_notice:100002(letter_no,claim_sn,amount,company),order_push:100003(content)',
  TENCENT_SMS_ENDPOINT: endpoint,
});

beforeAll(async () => {
  t = await createTestApp({ config: tencentEnv(await fake.start()) });
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const send = (app: TestApp, mobile: string) =>
  postForm(
    app.app,
    '/api/sms/send',
    { mobile, scene: 'register' },
    { 'x-forwarded-for': '10.9.0.1' },
  );

const checkCode = (app: TestApp, mobile: string, code: string) =>
  postForm(app.app, '/api/sms/check', { mobile, scene: 'register', code });

describe('SMS_VENDOR=tencent', () => {
  it('texts the code with the verification template; the code it carried is the one checked', async () => {
    expect((await send(t, '13900000901')).json()).toMatchObject({ code: 1 });
    const [sent] = fake.messages.filter((m) => m.PhoneNumberSet[0] === '+8613900000901');
    expect(sent).toMatchObject({
      TemplateId: '100001',
      SignName: '保函通',
      SmsSdkAppId: '1400006666',
    });
    const [code, minutes] = sent!.TemplateParamSet;
    expect(code).toMatch(/^\d{6}$/);
    expect(minutes).toBe('5');
    expect((await checkCode(t, '13900000901', code!)).json()).toMatchObject({
      code: 1,
      data: { ticket: expect.any(String) },
    });
  });

  it('keeps a refused text on its job with the vendor’s reason, and still answers the user', async () => {
    fake.mode = { kind: 'status', code: 'InvalidParameterValue.IncorrectPhoneNumber' };
    try {
      expect((await send(t, '13900000902')).json()).toMatchObject({ code: 1 });
    } finally {
      fake.mode = { kind: 'ok' };
    }
    const [row] = await t.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobile, '13900000902'));
    expect(await jobByKey(t.database.db, smsCodeJobKey(row!.id))).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '手机号格式错误，腾讯云无法发送：请核对手机号',
    });
  });
});

describe('SMS_VENDOR=aliyun', () => {
  it('texts the code with the verification template code and its JSON parameters', async () => {
    const aliyun = await AliyunSmsFake.start({
      accessKeyId: 'LTAIthroughTheApi',
      accessKeySecret: SECRET_KEY,
      signName: '保函通',
      templateCodes: ['SMS_100001', 'SMS_100002', 'SMS_100003'],
    });
    const app = await createTestApp({
      config: {
        SMS_VENDOR: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAIthroughTheApi',
        ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET_KEY,
        ALIYUN_SMS_SIGN_NAME: '保函通',
        ALIYUN_SMS_TEMPLATES:
          'verification_code:SMS_100001,claim_notice:SMS_100002,order_push:SMS_100003',
        ALIYUN_SMS_ENDPOINT: aliyun.url,
      },
    });
    try {
      expect((await send(app, '13900000903')).json()).toMatchObject({ code: 1 });
      expect(aliyun.sent).toEqual([
        {
          PhoneNumbers: '13900000903',
          SignName: '保函通',
          TemplateCode: 'SMS_100001',
          TemplateParam: { code: expect.stringMatching(/^\d{6}$/), minutes: '5' },
        },
      ]);
      const code = aliyun.sent[0]!.TemplateParam.code!;
      expect((await checkCode(app, '13900000903', code)).json()).toMatchObject({ code: 1 });
    } finally {
      await app.close();
      await aliyun.stop();
    }
  });
});

describe('SMS_VENDOR settings at start', () => {
  it('names each missing setting on its own line, and no secret', () => {
    let message = '';
    try {
      loadConfig({ SMS_VENDOR: 'tencent', TENCENT_SMS_SECRET_KEY: SECRET_KEY });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const setting of [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATES',
    ])
      expect(message).toMatch(new RegExp(`^  SMS_VENDOR=tencent: ${setting}`, 'm'));
    expect(message).not.toContain(SECRET_KEY);
  });
});
