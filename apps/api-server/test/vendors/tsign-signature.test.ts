// e签宝 request signing (worked example from e签宝's own signature tool) and callback verification.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyTsignCallback } from '../../src/providers/esign/tsign/callback-verification';
import {
  contentMd5,
  signedHeaders,
  signedUrl,
  stringToSign,
  tsignSignature,
} from '../../src/providers/esign/tsign/request-signature';

describe('e签宝 request signature', () => {
  // https://open.esign.cn/tools/signature ("签名计算步骤"): an empty RequestBody gives
  // Content-MD5 1B2M2Y8AsgTpgAmY7PhCfg==, and a GET of
  // /v1/signflows/1234567/executeUrl?accountId=438be8042d9843118cbca94f17dc with Accept */* and
  // Content-Type application/json;charset=UTF-8 is signed over the lines below (Date empty).
  // The page does not show the secret behind its signature value, so the HMAC step is checked
  // against an OpenSSL vector below instead.
  it('reproduces the worked example of e签宝 signature tool', () => {
    expect(contentMd5('')).toBe('1B2M2Y8AsgTpgAmY7PhCfg==');
    expect(
      stringToSign({
        method: 'GET',
        accept: '*/*',
        contentMd5: '1B2M2Y8AsgTpgAmY7PhCfg==',
        contentType: 'application/json;charset=UTF-8',
        date: '',
        url: '/v1/signflows/1234567/executeUrl?accountId=438be8042d9843118cbca94f17dc',
      }),
    ).toBe(
      'GET\n*/*\n1B2M2Y8AsgTpgAmY7PhCfg==\napplication/json;charset=UTF-8\n\n' +
        '/v1/signflows/1234567/executeUrl?accountId=438be8042d9843118cbca94f17dc',
    );
  });

  it('signs Base64(HmacSHA256(AppSecret, stringToSign))', () => {
    // Vector from OpenSSL: printf '<text>' | openssl dgst -sha256 -hmac s3cret -binary | base64
    const text = 'POST\n*/*\nabc\napplication/json; charset=UTF-8\n\n/v3/files/file-upload-url';
    expect(tsignSignature('s3cret', text)).toBe('GJJsmtdhGQhJubwISEgv17dknpVkZ3mFLq1IFmthXYc=');
  });

  it('puts the query parameters in ASCII key order, a bare key without value', () => {
    expect(signedUrl('/v3/sign-flow/abc/detail')).toBe('/v3/sign-flow/abc/detail');
    expect(signedUrl('/v3/x?orgId=2&Zeta=1&empty=&alpha=%E7%AD%BE')).toBe(
      '/v3/x?Zeta=1&alpha=签&empty&orgId=2',
    );
  });

  it('builds the documented header set; a GET carries no Content-MD5', () => {
    const body = JSON.stringify({ fileName: '保函.pdf' });
    const post = signedHeaders({
      appId: '7438000001',
      appSecret: 'secret',
      method: 'POST',
      url: '/v3/files/file-upload-url',
      body,
      timestampMs: 1_700_000_000_000,
    });
    expect(post).toEqual({
      Accept: '*/*',
      'X-Tsign-Open-App-Id': '7438000001',
      'X-Tsign-Open-Auth-Mode': 'Signature',
      'X-Tsign-Open-Ca-Timestamp': '1700000000000',
      'X-Tsign-Open-Ca-Signature': tsignSignature(
        'secret',
        `POST\n*/*\n${contentMd5(body)}\napplication/json; charset=UTF-8\n\n/v3/files/file-upload-url`,
      ),
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-MD5': contentMd5(body),
    });
    const get = signedHeaders({
      appId: '7438000001',
      appSecret: 'secret',
      method: 'GET',
      url: '/v3/sign-flow/f1/detail',
      timestampMs: 1_700_000_000_000,
    });
    expect(get['Content-MD5']).toBeUndefined();
    expect(get['X-Tsign-Open-Ca-Signature']).toBe(
      tsignSignature('secret', 'GET\n*/*\n\n\n\n/v3/sign-flow/f1/detail'),
    );
  });
});

describe('e签宝 callback verification', () => {
  const secret = 'callback-secret';
  const body = '{"action":"SIGN_FLOW_COMPLETE","signFlowId":"f1","signFlowStatus":"2"}';
  const now = 1_713_508_339_505;
  const sign = (timestamp: string, text = body) =>
    createHmac('sha256', secret).update(`${timestamp}${text}`).digest('hex');
  const headers = (timestamp: string, signature = sign(timestamp)) => ({
    'x-tsign-open-timestamp': timestamp,
    'x-tsign-open-signature': signature,
  });

  it('accepts hex(HmacSHA256(secret, timestamp + body)) within 15 minutes', () => {
    // Vector from OpenSSL: printf '<timestamp><body>' | openssl dgst -sha256 -hmac callback-secret
    expect(sign(String(now))).toBe(
      '5143eeb14885993490df496518300d2e9cd7fa57dc9610574bc8b30eaa1efa04',
    );
    expect(
      verifyTsignCallback({ appSecret: secret, headers: headers(String(now)), body, nowMs: now }),
    ).toEqual({ ok: true });
    const late = String(now - 14 * 60 * 1000);
    expect(
      verifyTsignCallback({
        appSecret: secret,
        headers: { 'X-Tsign-Open-TIMESTAMP': late, 'X-Tsign-Open-SIGNATURE': sign(late) },
        body: Buffer.from(body),
        nowMs: now,
      }).ok,
    ).toBe(true);
  });

  it('refuses a changed body, another secret, a stale or future timestamp, missing headers', () => {
    const check = (h: Record<string, string>, b = body) =>
      verifyTsignCallback({ appSecret: secret, headers: h, body: b, nowMs: now });
    expect(check(headers(String(now)), body.replace('f1', 'f2'))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('签名校验失败'),
    });
    const other = createHmac('sha256', 'other').update(`${now}${body}`).digest('hex');
    expect(check(headers(String(now), other)).ok).toBe(false);
    expect(check(headers(String(now), 'not-hex')).ok).toBe(false);
    for (const skew of [-16, 16]) {
      const stamp = String(now + skew * 60 * 1000);
      expect(check(headers(stamp))).toMatchObject({
        ok: false,
        reason: expect.stringContaining('15 分钟'),
      });
    }
    expect(check({}).ok).toBe(false);
  });
});
