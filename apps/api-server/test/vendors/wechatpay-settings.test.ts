// readWechatPaySettings: one problem line per missing or malformed variable, never a secret.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWechatPaySettings } from '../../src/providers/payment/wechatpay-v3/settings';

const fixture = (name: string) => join(__dirname, 'fixtures', name);
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const merchantPem = merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const publicKeyPem = merchant.publicKey.export({ type: 'spki', format: 'pem' }).toString();
const APIV3_KEY = 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';

const valid = {
  WECHATPAY_MCHID: '1900007291',
  WECHATPAY_APPID: 'wxd678efb567b06787',
  WECHATPAY_MERCHANT_SERIAL_NO: '408b07e79b8269fec3d5d3e6ab8ed163a6a380db',
  WECHATPAY_MERCHANT_PRIVATE_KEY: merchantPem,
  WECHATPAY_APIV3_KEY: APIV3_KEY,
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114232134912410000000000000000000',
  WECHATPAY_PLATFORM_PUBLIC_KEY: publicKeyPem,
  WECHATPAY_PLATFORM_CERTIFICATES: fixture('wechatpay-platform-cert.pem'),
  WECHATPAY_NOTIFY_URL: 'https://api.example.cn/api/payments/wechatpay/notify',
};

describe('readWechatPaySettings', () => {
  it('reads PEM text or files, and holds both the certificate and the public key by serial', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wechatpay-'));
    writeFileSync(join(dir, 'apiclient_key.pem'), merchantPem);
    const result = readWechatPaySettings({
      ...valid,
      WECHATPAY_MERCHANT_PRIVATE_KEY: join(dir, 'apiclient_key.pem'),
    });
    if (!('settings' in result)) throw new Error(result.problems.join('\n'));
    const { settings } = result;
    expect(settings.merchantSerialNo).toBe('408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB');
    expect(settings.apiV3Key.length).toBe(32);
    expect([...settings.platformKeys.keys()].sort()).toEqual([
      'BE2A2344B984167B',
      'PUB_KEY_ID_0114232134912410000000000000000000',
    ]);
    expect(settings.baseUrl).toBe('https://api.mch.weixin.qq.com');
  });

  it('accepts either kind of platform key alone, and a certificate bundle as text', () => {
    const onlyKey = readWechatPaySettings({ ...valid, WECHATPAY_PLATFORM_CERTIFICATES: undefined });
    expect('settings' in onlyKey).toBe(true);
    const onlyCertificates = readWechatPaySettings({
      ...valid,
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: '',
      WECHATPAY_PLATFORM_PUBLIC_KEY: '',
      WECHATPAY_PLATFORM_CERTIFICATES: readFileSync(fixture('wechatpay-platform-cert.pem'), 'utf8'),
      WECHATPAY_BASE_URL: 'http://127.0.0.1:9999/',
    });
    if (!('settings' in onlyCertificates)) throw new Error(onlyCertificates.problems.join('\n'));
    expect([...onlyCertificates.settings.platformKeys.keys()]).toEqual(['BE2A2344B984167B']);
    expect(onlyCertificates.settings.baseUrl).toBe('http://127.0.0.1:9999');
  });

  it('names every missing variable once', () => {
    const result = readWechatPaySettings({});
    expect('problems' in result && result.problems).toEqual([
      'WECHATPAY_MCHID: 未设置',
      'WECHATPAY_APPID: 未设置',
      'WECHATPAY_MERCHANT_SERIAL_NO: 未设置',
      'WECHATPAY_MERCHANT_PRIVATE_KEY: 未设置',
      'WECHATPAY_APIV3_KEY: 未设置',
      'WECHATPAY_PLATFORM_PUBLIC_KEY_ID / WECHATPAY_PLATFORM_PUBLIC_KEY 或 WECHATPAY_PLATFORM_CERTIFICATES: 至少配置一种微信支付验签密钥',
      'WECHATPAY_NOTIFY_URL: 未设置',
    ]);
  });

  it('reports malformed values without echoing them', () => {
    const secrets = {
      WECHATPAY_MERCHANT_PRIVATE_KEY:
        '-----BEGIN PRIVATE KEY-----\nc2VjcmV0LWtleS1tYXRlcmlhbA==\n-----END PRIVATE KEY-----',
      WECHATPAY_APIV3_KEY: 'short-secret-apiv3',
    };
    const result = readWechatPaySettings({
      ...valid,
      ...secrets,
      WECHATPAY_MCHID: 'abc',
      WECHATPAY_APPID: 'not-an-appid',
      WECHATPAY_MERCHANT_SERIAL_NO: 'zz-serial',
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'KEY1',
      WECHATPAY_PLATFORM_PUBLIC_KEY: 'not a key',
      WECHATPAY_PLATFORM_CERTIFICATES:
        '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----',
      WECHATPAY_NOTIFY_URL: 'http://api.example.cn/notify?x=1',
      WECHATPAY_BASE_URL: 'ftp://example/path',
    });
    if (!('problems' in result)) throw new Error('expected problems');
    expect(result.problems.map((line) => line.split(':')[0])).toEqual([
      'WECHATPAY_MCHID',
      'WECHATPAY_APPID',
      'WECHATPAY_MERCHANT_SERIAL_NO',
      'WECHATPAY_MERCHANT_PRIVATE_KEY',
      'WECHATPAY_APIV3_KEY',
      'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
      'WECHATPAY_PLATFORM_PUBLIC_KEY',
      'WECHATPAY_PLATFORM_CERTIFICATES',
      'WECHATPAY_NOTIFY_URL',
      'WECHATPAY_BASE_URL',
    ]);
    const text = result.problems.join('\n');
    expect(text).not.toContain('c2VjcmV0');
    expect(text).not.toContain(secrets.WECHATPAY_APIV3_KEY);
  });

  it('reports a private key file that does not exist', () => {
    const result = readWechatPaySettings({
      ...valid,
      WECHATPAY_MERCHANT_PRIVATE_KEY: '/nonexistent/apiclient_key.pem',
    });
    expect('problems' in result && result.problems).toEqual([
      'WECHATPAY_MERCHANT_PRIVATE_KEY: 无法读取 RSA 私钥（应为 apiclient_key.pem 的内容或文件路径）',
    ]);
  });
});
