// Which vendor serves each service: GET /healthz/providers answers platform operators only, and
// names vendors without any setting; <SERVICE>_VENDOR is checked at start (docs/providers.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createProviders } from '../src/providers';
import { companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const providersAs = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/healthz/providers',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /healthz/providers', () => {
  it('names the vendor of every service to an operator, and no setting', async () => {
    const res = await providersAs(await companyToken(t.app, 'platform_ops'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 1,
      msg: '',
      data: {
        sandbox_allowed: true,
        services: {
          sms: 'sandbox',
          ocr: 'sandbox',
          bank: 'sandbox',
          esign: 'sandbox',
          wechatpay: 'sandbox',
          alipay: 'sandbox',
          insurer: 'sandbox',
          mail: 'sandbox',
          storage: 'local',
        },
      },
    });
    expect(res.body).not.toContain(t.config.PAYMENT_CALLBACK_SECRET);
  });

  it('refuses anyone else in the envelope: 401 without a log-in or as an enterprise, 403 as a guarantor', async () => {
    for (const [token, status, code] of [
      [undefined, 401, -1],
      [await tokenFor(t.app, '13800000001'), 401, -1],
      [await companyToken(t.app, 'xinda_admin'), 403, -2],
    ] as const) {
      const res = await providersAs(token);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ code, data: null });
    }
  });
});

describe('choosing vendors at start', () => {
  it('refuses an unknown vendor with one line naming the variable and the choices', () => {
    expect(() => loadConfig({ ...process.env, SMS_VENDOR: 'pigeon' })).toThrow(
      /SMS_VENDOR: 未知的服务商 "pigeon"；可选：sandbox/,
    );
  });

  it('accepts off for bank and insurer, which production counts as chosen', () => {
    const config = loadConfig({ BANK_VENDOR: 'off', INSURER_VENDOR: 'off' });
    expect(config.VENDORS).toMatchObject({ bank: { vendor: 'off' }, insurer: { vendor: 'off' } });
    expect(() => createProviders({ ...config, SANDBOX_PROVIDERS: false }, t.database.db)).toThrow(
      /No real vendor is configured for: SMS_VENDOR, OCR_VENDOR, WECHATPAY_VENDOR, ALIPAY_VENDOR, ESIGN_VENDOR, MAIL_VENDOR\./,
    );
  });

  it('in production without the sandbox, names every service still without a real vendor', () => {
    const config = { ...t.config, SANDBOX_PROVIDERS: false };
    expect(() => createProviders(config, t.database.db)).toThrow(
      /No real vendor is configured for: SMS_VENDOR, OCR_VENDOR, WECHATPAY_VENDOR, ALIPAY_VENDOR, ESIGN_VENDOR, MAIL_VENDOR, BANK_VENDOR, INSURER_VENDOR\./,
    );
  });
});
