// The Tencent Cloud SMS adapter over real HTTP against its local fake (test/fakes/tencent-sms-fake.ts):
// the settings reader, the SendSms request, and each Tencent Cloud error code's outcome.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsDeliveryError, type SmsMessage } from '../../src/providers/sms/sms-provider';
import {
  readTencentSmsSettings,
  TencentSmsProvider,
} from '../../src/providers/sms/tencent-sms-provider';
import { TencentSmsFake } from '../fakes/tencent-sms-fake';
import { settingsReader } from './settings-reading';

const { settingsOf, problemsOf } = settingsReader(readTencentSmsSettings);

const SECRET_ID = 'AKIDfakeSecretId0123456789';
const SECRET_KEY = 'fake-secret-key-do-not-log-0123';

const ENV = {
  TENCENT_SMS_SECRET_ID: SECRET_ID,
  TENCENT_SMS_SECRET_KEY: SECRET_KEY,
  TENCENT_SMS_SDK_APP_ID: '1400006666',
  TENCENT_SMS_SIGN_NAME: '保函通',
  TENCENT_SMS_TEMPLATES:
    'verification_code:123456(code,minutes), claim_notice:234567(company,letter_no,claim_sn,amount),order_push:345678(content)',
};

const CODE_MESSAGE: SmsMessage = {
  mobile: '13800138000',
  scene: 'login',
  text: '验证码 246810，5 分钟内有效',
  template: { name: 'verification_code', params: { code: '246810', minutes: '5' } },
};

describe('readTencentSmsSettings', () => {
  it('reads the settings with their defaults', () => {
    const settings = settingsOf(ENV);
    expect(settings).toMatchObject({
      secretId: SECRET_ID,
      sdkAppId: '1400006666',
      signName: '保函通',
      region: 'ap-guangzhou',
      endpoint: 'https://sms.tencentcloudapi.com',
      timeoutMs: 10_000,
    });
    expect(settings.templates).toEqual({
      verification_code: { id: '123456', params: ['code', 'minutes'] },
      claim_notice: { id: '234567', params: ['company', 'letter_no', 'claim_sn', 'amount'] },
      order_push: { id: '345678', params: ['content'] },
    });
  });

  it('reports one line per missing setting, naming it', () => {
    const problems = problemsOf({});
    expect(problems).toHaveLength(5);
    for (const name of [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATES',
    ])
      expect(problems.filter((line) => line.startsWith(`${name}: `))).toHaveLength(1);
  });

  it('reports malformed settings without their secret values', () => {
    const problems = problemsOf({
      ...ENV,
      TENCENT_SMS_SECRET_ID: 'not-a-secret-id-value',
      TENCENT_SMS_SECRET_KEY: 'has white space',
      TENCENT_SMS_SDK_APP_ID: 'app',
      TENCENT_SMS_REGION: 'Guangzhou',
      TENCENT_SMS_ENDPOINT: 'sms.tencentcloudapi.com',
      TENCENT_SMS_TIMEOUT_MS: '5s',
    });
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_REGION',
      'TENCENT_SMS_ENDPOINT',
      'TENCENT_SMS_TIMEOUT_MS',
    ]);
    for (const line of problems) {
      expect(line).not.toContain('not-a-secret-id-value');
      expect(line).not.toContain('has white space');
    }
  });

  it('requires every template, known names and the template’s own parameter names', () => {
    expect(problemsOf({ ...ENV, TENCENT_SMS_TEMPLATES: 'verification_code:1(code)' })).toEqual([
      'TENCENT_SMS_TEMPLATES: no template for claim_notice, order_push',
    ]);
    const problems = problemsOf({
      ...ENV,
      TENCENT_SMS_TEMPLATES:
        'verification_code:1(code,pin),claim_notice:2(amount,amount),order_push:3(content),welcome:4(),order_push=5',
    });
    expect(problems).toEqual([
      'TENCENT_SMS_TEMPLATES: verification_code parameters must be distinct names among code, minutes, got pin',
      'TENCENT_SMS_TEMPLATES: claim_notice parameters must be distinct names among letter_no, claim_sn, amount, company',
      'TENCENT_SMS_TEMPLATES: unknown template name welcome (verification_code, claim_notice, order_push)',
      'TENCENT_SMS_TEMPLATES: expected name:templateId(param,…), got "order_push=5"',
      'TENCENT_SMS_TEMPLATES: no template for verification_code, claim_notice',
    ]);
  });
});

describe('TencentSmsProvider against the fake SendSms', () => {
  const fake = new TencentSmsFake(SECRET_ID, SECRET_KEY);
  let baseUrl = '';
  const provider = () => new TencentSmsProvider(settingsOf(ENV), baseUrl);

  beforeAll(async () => {
    baseUrl = await fake.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.mode = { kind: 'ok' };
    fake.messages.length = 0;
  });

  it('sends the template id, sign name, ordered parameters and the +86 number', async () => {
    await provider().send(CODE_MESSAGE);
    await provider().send({
      mobile: '13900139000',
      scene: 'claim',
      text: '…',
      template: {
        name: 'claim_notice',
        params: { letter_no: 'BH2026001', claim_sn: 'LP-7', amount: '1,000.00', company: '甲公司' },
      },
    });
    expect(fake.messages).toEqual([
      {
        PhoneNumberSet: ['+8613800138000'],
        SmsSdkAppId: '1400006666',
        SignName: '保函通',
        TemplateId: '123456',
        TemplateParamSet: ['246810', '5'],
      },
      {
        PhoneNumberSet: ['+8613900139000'],
        SmsSdkAppId: '1400006666',
        SignName: '保函通',
        TemplateId: '234567',
        TemplateParamSet: ['甲公司', 'BH2026001', 'LP-7', '1,000.00'],
      },
    ]);
  });

  it('a wrong SecretKey is a refusal telling to check the key pair, without the key', async () => {
    const wrong = new TencentSmsProvider(
      settingsOf({ ...ENV, TENCENT_SMS_SECRET_KEY: 'another-secret-key' }),
      baseUrl,
    );
    const error = await wrong.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    const reason = (error as SmsDeliveryError).reason;
    expect(reason).toContain('TENCENT_SMS_SECRET_ID');
    expect(reason).toContain('TENCENT_SMS_SECRET_KEY');
    expect(reason).not.toContain('another-secret-key');
    expect(fake.messages).toEqual([]);
  });

  it('a request signed more than five minutes ago is refused (clock out of sync)', async () => {
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now - 6 * 60_000);
    try {
      await expect(provider().send(CODE_MESSAGE)).rejects.toThrow(/校准服务器时钟/);
    } finally {
      clock.mockRestore();
    }
  });

  const refusals: [string, RegExp][] = [
    ['LimitExceeded.PhoneNumberDailyLimit', /单日上限/],
    ['InvalidParameterValue.IncorrectPhoneNumber', /手机号格式错误/],
    ['FailedOperation.InsufficientBalanceInSmsPackage', /套餐包余量不足/],
    ['FailedOperation.SignatureIncorrectOrUnapproved', /TENCENT_SMS_SIGN_NAME/],
    ['FailedOperation.TemplateIncorrectOrUnapproved', /TENCENT_SMS_TEMPLATES/],
    ['FailedOperation.PhoneNumberInBlacklist', /免打扰名单/],
    ['UnauthorizedOperation.SmsSdkAppIdVerifyFail', /TENCENT_SMS_SDK_APP_ID/],
    ['FailedOperation.SomethingNew', /错误码 FailedOperation\.SomethingNew/],
  ];
  for (const [code, reason] of refusals)
    it(`${code} in SendStatusSet is a refusal (not retried)`, async () => {
      fake.mode = { kind: 'status', code };
      const error = await provider()
        .send(CODE_MESSAGE)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect((error as SmsDeliveryError).reason).toMatch(reason);
    });

  for (const [code, reason] of [
    ['AuthFailure.SecretIdNotFound', /TENCENT_SMS_SECRET_ID/],
    ['AuthFailure.SignatureFailure', /TENCENT_SMS_SECRET_KEY/],
    ['FailedOperation.InsufficientBalanceInSmsPackage', /套餐包余量不足/],
  ] as const)
    it(`${code} as Response.Error is a refusal (not retried)`, async () => {
      fake.mode = { kind: 'error', code };
      const error = await provider()
        .send(CODE_MESSAGE)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsDeliveryError);
      expect((error as SmsDeliveryError).reason).toMatch(reason);
    });

  const retried: [TencentSmsFake['mode'], RegExp][] = [
    [{ kind: 'status', code: 'LimitExceeded.PhoneNumberThirtySecondLimit' }, /30 秒/],
    [{ kind: 'error', code: 'RequestLimitExceeded' }, /RequestLimitExceeded/],
    [{ kind: 'error', code: 'InternalError' }, /暂时不可用/],
    [{ kind: 'status', code: 'InternalError.Timeout' }, /暂时不可用/],
    [{ kind: 'http', status: 502 }, /HTTP 502/],
  ];
  for (const [mode, message] of retried)
    it(`${JSON.stringify(mode)} is retried (a plain Error)`, async () => {
      fake.mode = mode;
      const error = await provider()
        .send(CODE_MESSAGE)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SmsDeliveryError);
      expect((error as Error).message).toMatch(message);
    });

  it('no answer within the timeout is retried', async () => {
    fake.mode = { kind: 'hang' };
    const impatient = new TencentSmsProvider(
      settingsOf({ ...ENV, TENCENT_SMS_TIMEOUT_MS: '200' }),
      baseUrl,
    );
    const error = await impatient.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(/200 ms 内未应答/);
  });

  it('an unreachable endpoint is retried', async () => {
    const closed = new TencentSmsProvider(settingsOf(ENV), 'http://127.0.0.1:1');
    const error = await closed.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toMatch(/无法连接/);
  });
});
