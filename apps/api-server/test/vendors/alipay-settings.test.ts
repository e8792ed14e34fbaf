// readAlipaySettings: one problem line per missing or malformed variable, never a secret.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ALIPAY_GATEWAY,
  readAlipaySettings,
} from '../../src/providers/payment/alipay/settings';
import { settingsReader } from './settings-reading';

const { settingsOf, problemsOf } = settingsReader(readAlipaySettings);
const fixturePath = (name: string) => join(__dirname, 'fixtures', 'alipay', name);
const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');
/** The bare Base64 that Alipay's key tool prints and the console shows. */
const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s/g, '');

const publicKeyMode = {
  ALIPAY_APP_ID: '2021000122671080',
  ALIPAY_APP_PRIVATE_KEY: fixture('app-private-key.pem'),
  ALIPAY_PUBLIC_KEY: fixture('alipay-public-key.pem'),
  ALIPAY_NOTIFY_URL: 'https://api.example.cn/api/payments/alipay/notify',
};
const certificateMode = {
  ALIPAY_APP_ID: '2021001161683774',
  ALIPAY_APP_PRIVATE_KEY: fixturePath('app-private-key.pem'),
  ALIPAY_APP_CERT: fixturePath('appCertPublicKey_2021001161683774.crt'),
  ALIPAY_PUBLIC_CERT: fixturePath('alipayCertPublicKey_RSA2.crt'),
  ALIPAY_ROOT_CERT: fixturePath('alipayRootCert.crt'),
  ALIPAY_NOTIFY_URL: 'https://api.example.cn/api/payments/alipay/notify',
};

describe('readAlipaySettings', () => {
  it('reads public key mode with defaults for the gateway and the timeout', () => {
    const settings = settingsOf(publicKeyMode);
    expect(settings).toMatchObject({
      appId: '2021000122671080',
      certificates: null,
      gateway: DEFAULT_ALIPAY_GATEWAY,
      timeoutMs: 10_000,
    });
    expect(settings.alipayPublicKey.asymmetricKeyType).toBe('rsa');
  });

  it('takes keys as the bare Base64 of the key tool, or as file paths', () => {
    const dir = mkdtempSync(join(tmpdir(), 'alipay-'));
    writeFileSync(join(dir, 'alipayPublicKey_RSA2.txt'), fixture('alipay-public-key.pem'));
    const settings = settingsOf({
      ...publicKeyMode,
      ALIPAY_APP_PRIVATE_KEY: bare(fixture('app-private-key.pem')),
      ALIPAY_PUBLIC_KEY: join(dir, 'alipayPublicKey_RSA2.txt'),
      ALIPAY_GATEWAY: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
      ALIPAY_TIMEOUT_MS: '5000',
    });
    expect(settings.gateway).toBe('https://openapi-sandbox.dl.alipaydev.com/gateway.do');
    expect(settings.timeoutMs).toBe(5000);
    expect(
      settingsOf({ ...publicKeyMode, ALIPAY_PUBLIC_KEY: bare(fixture('alipay-public-key.pem')) }),
    ).toBeTruthy();
  });

  it('reads certificate mode: the SNs, and the Alipay key from its certificate', () => {
    const settings = settingsOf(certificateMode);
    expect(settings.certificates).toEqual({
      appCertSn: '866efef280dec9137a87d047ac446315',
      alipayRootCertSn: '687b59193f3f462dd5336e5abf83c5d8_02941eef3187dddf3d3b83462e1dfcf6',
      alipayCertSn: '7513daaaa48aa3ba2e4018d84402479c',
    });
  });

  it('names every missing setting', () => {
    expect(problemsOf({})).toEqual([
      'ALIPAY_APP_ID: 未设置',
      'ALIPAY_APP_PRIVATE_KEY: 未设置',
      'ALIPAY_PUBLIC_KEY 或 ALIPAY_APP_CERT / ALIPAY_PUBLIC_CERT / ALIPAY_ROOT_CERT: 至少配置一种支付宝验签方式',
      'ALIPAY_NOTIFY_URL: 未设置',
    ]);
  });

  it('names malformed settings without showing their values', () => {
    const secret =
      'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQDsecretsecretsecretsecretsecretsecretsecretsecretsecretsecretsecret';
    const problems = problemsOf({
      ALIPAY_APP_ID: 'wx1234',
      ALIPAY_APP_PRIVATE_KEY: secret,
      ALIPAY_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nnot a key\n-----END PUBLIC KEY-----',
      ALIPAY_NOTIFY_URL: 'https://api.example.cn/notify?order=1',
      ALIPAY_GATEWAY: 'openapi.alipay.com',
      ALIPAY_TIMEOUT_MS: '10s',
    });
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'ALIPAY_APP_ID',
      'ALIPAY_APP_PRIVATE_KEY',
      'ALIPAY_PUBLIC_KEY',
      'ALIPAY_NOTIFY_URL',
      'ALIPAY_GATEWAY',
      'ALIPAY_TIMEOUT_MS',
    ]);
    expect(problems.join('\n')).not.toContain('secret');
  });

  it('refuses both modes at once, and an incomplete certificate trio', () => {
    expect(
      problemsOf({ ...certificateMode, ALIPAY_PUBLIC_KEY: publicKeyMode.ALIPAY_PUBLIC_KEY }),
    ).toEqual([
      'ALIPAY_PUBLIC_KEY 与 ALIPAY_APP_CERT / ALIPAY_PUBLIC_CERT / ALIPAY_ROOT_CERT: 公钥模式与证书模式只能二选一',
    ]);
    expect(problemsOf({ ...certificateMode, ALIPAY_ROOT_CERT: '' })).toEqual([
      'ALIPAY_ROOT_CERT: 证书模式下未设置',
    ]);
    expect(
      problemsOf({ ...certificateMode, ALIPAY_PUBLIC_CERT: fixturePath('alipay-public-key.pem') }),
    ).toEqual(['ALIPAY_PUBLIC_CERT: 无法读取证书（.crt 文件的 PEM 内容或路径）']);
  });
});
