// The Aliyun SMS adapter over real HTTP against its local fake (test/fakes/aliyun-sms-fake.ts),
// and its settings reader.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { acs3CanonicalQuery, signAcs3Request } from '../../src/providers/aliyun-signature';
import { AliyunSmsProvider } from '../../src/providers/sms/aliyun-sms-provider';
import { readAliyunSmsSettings } from '../../src/providers/sms/aliyun-sms-settings';
import { SmsDeliveryError, type SmsMessage } from '../../src/providers/sms/sms-provider';
import { AliyunSmsFake } from '../fakes/aliyun-sms-fake';
import { settingsReader } from './settings-reading';

const { settingsOf, problemsOf } = settingsReader(readAliyunSmsSettings);

const SECRET = 'fake-secret-4mK9xQ';

const ENV = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-fake-id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
  ALIYUN_SMS_SIGN_NAME: '保函通',
  ALIYUN_SMS_TEMPLATES:
    'verification_code:SMS_100001, claim_notice:SMS_100002,order_push:SMS_100003',
};

const CODE_MESSAGE: SmsMessage = {
  mobile: '13800138000',
  scene: 'login',
  text: '您的验证码为 123456，5 分钟内有效。',
  template: { name: 'verification_code', params: { code: '123456', minutes: '5' } },
};

describe('readAliyunSmsSettings', () => {
  it('reads the settings, with the default endpoint and timeout', () => {
    expect(settingsOf(ENV)).toEqual({
      accessKeyId: 'LTAI-fake-id',
      accessKeySecret: SECRET,
      signName: '保函通',
      templates: {
        verification_code: 'SMS_100001',
        claim_notice: 'SMS_100002',
        order_push: 'SMS_100003',
      },
      endpoint: 'https://dysmsapi.aliyuncs.com',
      timeoutMs: 10_000,
    });
    expect(
      settingsOf({
        ...ENV,
        ALIYUN_SMS_ENDPOINT: 'https://dysmsapi.ap-southeast-1.aliyuncs.com',
        ALIYUN_SMS_TIMEOUT_MS: '3000',
      }),
    ).toMatchObject({ endpoint: 'https://dysmsapi.ap-southeast-1.aliyuncs.com', timeoutMs: 3000 });
  });

  it('names every missing setting, one line each', () => {
    expect(problemsOf({})).toEqual([
      expect.stringMatching(/^ALIYUN_SMS_ACCESS_KEY_ID: required/),
      expect.stringMatching(/^ALIYUN_SMS_ACCESS_KEY_SECRET: required/),
      expect.stringMatching(/^ALIYUN_SMS_SIGN_NAME: required/),
      expect.stringMatching(/^ALIYUN_SMS_TEMPLATES: required/),
    ]);
  });

  it.each([
    [
      'verification_code:SMS_1,claim_notice:SMS_2',
      ['ALIYUN_SMS_TEMPLATES: no template code for order_push'],
    ],
    [
      'verification_code:SMS_1,claim_notice:SMS_2,order_push:SMS_3,welcome:SMS_4',
      [
        'ALIYUN_SMS_TEMPLATES: an entry names no template (verification_code, claim_notice, order_push)',
      ],
    ],
    [
      'verification_code:1234,claim_notice:SMS_2,order_push:SMS_3',
      [
        "ALIYUN_SMS_TEMPLATES: verification_code must be followed by ':' and an Aliyun template code (SMS_ and digits)",
        'ALIYUN_SMS_TEMPLATES: no template code for verification_code',
      ],
    ],
    [
      'verification_code:SMS_1,verification_code:SMS_9,claim_notice:SMS_2,order_push:SMS_3',
      ['ALIYUN_SMS_TEMPLATES: verification_code is given twice'],
    ],
  ])('reports malformed ALIYUN_SMS_TEMPLATES %s', (templates, problems) => {
    expect(problemsOf({ ...ENV, ALIYUN_SMS_TEMPLATES: templates })).toEqual(problems);
  });

  it('reports a malformed endpoint and timeout, and no line carries the secret', () => {
    const problems = problemsOf({
      ...ENV,
      ALIYUN_SMS_ENDPOINT: `ftp://${SECRET}`,
      ALIYUN_SMS_TIMEOUT_MS: '0',
    });
    expect(problems).toEqual([
      'ALIYUN_SMS_ENDPOINT: expected an http(s) URL such as https://dysmsapi.aliyuncs.com',
      'ALIYUN_SMS_TIMEOUT_MS: expected whole milliseconds from 100 to 120000',
    ]);
    expect(
      problemsOf({ ...ENV, ALIYUN_SMS_TEMPLATES: `${SECRET}:${SECRET}` }).join('\n'),
    ).not.toContain(SECRET);
  });
});

describe('AliyunSmsProvider against the fake', () => {
  let fake: AliyunSmsFake;
  let provider: AliyunSmsProvider;

  beforeAll(async () => {
    fake = await AliyunSmsFake.start({
      accessKeyId: ENV.ALIYUN_SMS_ACCESS_KEY_ID,
      accessKeySecret: SECRET,
      signName: '保函通',
      templateCodes: ['SMS_100001', 'SMS_100002', 'SMS_100003'],
    });
    provider = new AliyunSmsProvider(
      settingsOf({ ...ENV, ALIYUN_SMS_TIMEOUT_MS: '300' }),
      fake.url,
    );
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.behaviour = { kind: 'normal' };
  });

  it('sends the template code, sign name and parameters, signed', async () => {
    await provider.send(CODE_MESSAGE);
    await provider.send({
      mobile: '13900139000',
      scene: 'claim',
      text: '…',
      template: {
        name: 'claim_notice',
        params: {
          letter_no: 'BH-2026-0001',
          claim_sn: 'LP 01',
          amount: '10,000.00',
          company: '某某建设（集团）有限公司',
        },
      },
    });
    expect(fake.sent.slice(-2)).toEqual([
      {
        PhoneNumbers: '13800138000',
        SignName: '保函通',
        TemplateCode: 'SMS_100001',
        TemplateParam: { code: '123456', minutes: '5' },
      },
      {
        PhoneNumbers: '13900139000',
        SignName: '保函通',
        TemplateCode: 'SMS_100002',
        TemplateParam: {
          letter_no: 'BH-2026-0001',
          claim_sn: 'LP 01',
          amount: '10,000.00',
          company: '某某建设（集团）有限公司',
        },
      },
    ]);
  });

  // A wrong key is a configuration fault, not a passing one: every retry would be refused alike,
  // so it is a delivery refusal whose reason sends the operator to the AccessKey settings.
  it('a wrong secret is refused by the fake: a refusal that names the AccessKey, never the key', async () => {
    const wrong = new AliyunSmsProvider(
      settingsOf({ ...ENV, ALIYUN_SMS_ACCESS_KEY_SECRET: 'not-the-secret' }),
      fake.url,
    );
    const error = await wrong.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).reason).toContain('ALIYUN_SMS_ACCESS_KEY_SECRET');
    expect((error as SmsDeliveryError).reason).not.toContain('not-the-secret');
    const unknownId = new AliyunSmsProvider(
      settingsOf({ ...ENV, ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-other' }),
      fake.url,
    );
    await expect(unknownId.send(CODE_MESSAGE)).rejects.toThrow(/找不到该 AccessKey ID/);
  });

  it('refuses what Aliyun itself refuses: unknown sign name, template, malformed number', async () => {
    const unsigned = new AliyunSmsProvider(
      settingsOf({ ...ENV, ALIYUN_SMS_SIGN_NAME: '未审核签名' }),
      fake.url,
    );
    await expect(unsigned.send(CODE_MESSAGE)).rejects.toThrow(
      new SmsDeliveryError(
        '短信签名未通过审核或不存在，请在阿里云短信控制台检查签名（ALIYUN_SMS_SIGN_NAME）',
      ),
    );
    await expect(provider.send({ ...CODE_MESSAGE, mobile: '12345' })).rejects.toThrow(
      new SmsDeliveryError('手机号码格式不正确，阿里云拒绝发送，请核对号码'),
    );
  });

  it.each([
    ['isv.MOBILE_NUMBER_ILLEGAL', '手机号码格式不正确'],
    ['isv.BUSINESS_LIMIT_CONTROL', '被阿里云按号码限流'],
    ['isv.DAY_LIMIT_CONTROL', '日发送量限额'],
    ['isv.MONTH_LIMIT_CONTROL', '月发送量限额'],
    ['isv.AMOUNT_NOT_ENOUGH', '余额不足，请充值'],
    ['isv.OUT_OF_SERVICE', '已停机'],
    ['isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量的值'],
    ['isv.TEMPLATE_PARAMS_ILLEGAL', '模板变量的值不符合'],
    ['isv.PARAM_LENGTH_LIMIT', '超出长度限制'],
    ['isv.SMS_SIGNATURE_ILLEGAL', '请在阿里云短信控制台检查签名'],
    ['isv.SIGN_STATE_ILLEGAL', '签名状态'],
    ['isv.SMS_SIGN_ILLEGAL', '签名被禁止使用'],
    ['isv.SMS_SIGNATURE_SCENE_ILLEGAL', '改用通用签名'],
    ['isv.SMS_TEMPLATE_ILLEGAL', '检查模板 CODE'],
    ['isv.BLACK_KEY_CONTROL_LIMIT', '黑名单管控'],
    ['isv.SMS_CONTENT_ILLEGAL', '禁止发送的内容'],
    ['isv.DENY_IP_RANGE', '中国内地服务器'],
    ['isv.PRODUCT_UN_SUBSCRIPT', '未开通短信服务'],
    ['isv.PRODUCT_UNSUBSCRIBE', '未开通短信服务'],
    ['isv.ACCOUNT_NOT_EXISTS', '阿里云账号不存在'],
    ['isv.ACCOUNT_ABNORMAL', '账号异常'],
    ['isp.RAM_PERMISSION_DENY', 'AliyunDysmsFullAccess'],
    ['SignatureDoesNotMatch', 'ALIYUN_SMS_ACCESS_KEY_SECRET'],
    ['InvalidAccessKeyId.NotFound', 'ALIYUN_SMS_ACCESS_KEY_ID'],
    ['InvalidAccessKeyId.Inactive', '已被禁用'],
    ['InvalidTimeStamp.Expired', '校准服务器时钟'],
    ['isv.SOMETHING_NEW', '错误码 isv.SOMETHING_NEW'],
  ])('%s is a delivery refusal: %s', async (code, reason) => {
    fake.behaviour = { kind: 'code', code };
    const error = await provider.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect((error as SmsDeliveryError).reason).toContain(reason);
    expect((error as SmsDeliveryError).reason).not.toContain(SECRET);
  });

  it.each([
    ['Throttling.User', 400],
    ['Throttling.Api', 400],
    ['isp.SYSTEM_ERROR', 200],
    ['SignatureNonceUsed', 400],
    ['ServiceUnavailable', 503],
    ['InternalError', 500],
  ])('%s (HTTP %i) is retried: a plain Error', async (code, status) => {
    fake.behaviour = { kind: 'code', code, status };
    const error = await provider.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SmsDeliveryError);
    expect((error as Error).message).toContain(code);
  });

  it('a 503 page, a hang past the timeout and a closed port are retried', async () => {
    fake.behaviour = { kind: 'unavailable' };
    const unavailable = await provider.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(unavailable).not.toBeInstanceOf(SmsDeliveryError);
    expect((unavailable as Error).message).toBe(
      '阿里云短信接口返回了无法识别的应答（HTTP 503），稍后自动重试',
    );

    fake.behaviour = { kind: 'hang' };
    const hang = await provider.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(hang).not.toBeInstanceOf(SmsDeliveryError);
    expect((hang as Error).message).toBe('阿里云短信接口 300 毫秒内无应答，稍后自动重试');

    const closed = new AliyunSmsProvider(settingsOf(ENV), 'http://127.0.0.1:1');
    const refused = await closed.send(CODE_MESSAGE).catch((e: unknown) => e);
    expect(refused).not.toBeInstanceOf(SmsDeliveryError);
    expect((refused as Error).message).toMatch(/^无法连接阿里云短信接口/);
  });

  describe('the fake checks requests as Aliyun does', () => {
    const QUERY = {
      PhoneNumbers: '13800138000',
      SignName: '保函通',
      TemplateCode: 'SMS_100001',
      TemplateParam: '{"code":"1","minutes":"5"}',
    };
    const post = (
      overrides: Partial<Parameters<typeof signAcs3Request>[0]>,
      sentQuery: Record<string, string> = QUERY,
    ) => {
      const url = new URL(fake.url);
      const headers = signAcs3Request({
        method: 'POST',
        host: url.host,
        path: '/',
        query: QUERY,
        action: 'SendSms',
        version: '2017-05-25',
        accessKeyId: ENV.ALIYUN_SMS_ACCESS_KEY_ID,
        accessKeySecret: SECRET,
        nonce: crypto.randomUUID(),
        date: new Date(),
        ...overrides,
      });
      url.search = acs3CanonicalQuery(sentQuery);
      return fetch(url, { method: 'POST', headers });
    };
    const errorShape = (Code: string) => ({
      RequestId: expect.any(String),
      HostId: 'dysmsapi.aliyuncs.com',
      Code,
      Message: expect.any(String),
      Recommend: expect.any(String),
    });

    it("accepts a well-signed request with Aliyun's success shape", async () => {
      const response = await post({});
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        RequestId: expect.any(String),
        Code: 'OK',
        Message: 'OK',
        BizId: expect.any(String),
      });
    });

    it('rejects a stale x-acs-date, a reused nonce, another API and a request changed after signing', async () => {
      const stale = await post({ date: new Date(Date.now() - 16 * 60_000) });
      expect(stale.status).toBe(400);
      expect(await stale.json()).toEqual(errorShape('InvalidTimeStamp.Expired'));

      const nonce = crypto.randomUUID();
      expect((await post({ nonce })).status).toBe(200);
      expect(await (await post({ nonce })).json()).toEqual(errorShape('SignatureNonceUsed'));

      const otherApi = await post({ action: 'SendBatchSms' });
      expect(otherApi.status).toBe(404);
      expect(await otherApi.json()).toEqual(errorShape('InvalidApi.NotFound'));

      const tampered = await post({}, { ...QUERY, PhoneNumbers: '13900139000' });
      expect(tampered.status).toBe(400);
      expect(await tampered.json()).toEqual(errorShape('SignatureDoesNotMatch'));
    });
  });
});
