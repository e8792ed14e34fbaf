// Alipay settings from the environment. Keys and certificates may be PEM text, a path to a PEM
// file, or (keys only) the bare Base64 the Alipay key tool prints. Problems name the variable,
// never its value.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { pemText } from '../../pem-text';
import type { Env, SettingsReading } from '../../vendors';
import { certificateMode, type CertificateMode } from './certificates';

export const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

export interface AlipaySettings {
  appId: string;
  appPrivateKey: KeyObject;
  /** Verifies answers and notifications: ALIPAY_PUBLIC_KEY, or the key of ALIPAY_PUBLIC_CERT. */
  alipayPublicKey: KeyObject;
  /** Set in 公钥证书 mode. */
  certificates: Omit<CertificateMode, 'alipayPublicKey'> | null;
  notifyUrl: string;
  gateway: string;
  timeoutMs: number;
}

const BARE_BASE64 = /^[A-Za-z0-9+/=\s]{100,}$/;

function readPrivateKey(value: string): KeyObject {
  if (BARE_BASE64.test(value)) {
    const der = Buffer.from(value.replace(/\s/g, ''), 'base64');
    try {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    } catch {
      return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
    }
  }
  return createPrivateKey(pemText(value));
}

function readPublicKey(value: string): KeyObject {
  if (BARE_BASE64.test(value)) {
    const der = Buffer.from(value.replace(/\s/g, ''), 'base64');
    return createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
  return createPublicKey(pemText(value));
}

function isRsa(key: KeyObject): boolean {
  return key.asymmetricKeyType === 'rsa';
}

export function readAlipaySettings(env: Env): SettingsReading<AlipaySettings> {
  const problems: string[] = [];
  const value = (name: string): string => env[name]?.trim() ?? '';
  const required = (name: string): string => {
    const text = value(name);
    if (!text) problems.push(`${name}: 未设置`);
    return text;
  };

  const appId = required('ALIPAY_APP_ID');
  if (appId && !/^\d{16}$/.test(appId)) problems.push('ALIPAY_APP_ID: 应为 16 位数字的应用 APPID');

  let appPrivateKey: KeyObject | undefined;
  const privateKeyValue = required('ALIPAY_APP_PRIVATE_KEY');
  if (privateKeyValue) {
    try {
      appPrivateKey = readPrivateKey(privateKeyValue);
      if (!isRsa(appPrivateKey)) throw new Error('not RSA');
    } catch {
      appPrivateKey = undefined;
      problems.push(
        'ALIPAY_APP_PRIVATE_KEY: 无法读取 RSA2 应用私钥（PEM 内容、文件路径或密钥工具生成的 Base64）',
      );
    }
  }

  let alipayPublicKey: KeyObject | undefined;
  let certificates: AlipaySettings['certificates'] = null;
  const publicKeyValue = value('ALIPAY_PUBLIC_KEY');
  const certNames = ['ALIPAY_APP_CERT', 'ALIPAY_PUBLIC_CERT', 'ALIPAY_ROOT_CERT'] as const;
  const certValues = certNames.map(value);
  if (publicKeyValue && certValues.some(Boolean)) {
    problems.push(
      'ALIPAY_PUBLIC_KEY 与 ALIPAY_APP_CERT / ALIPAY_PUBLIC_CERT / ALIPAY_ROOT_CERT: 公钥模式与证书模式只能二选一',
    );
  } else if (publicKeyValue) {
    try {
      alipayPublicKey = readPublicKey(publicKeyValue);
      if (!isRsa(alipayPublicKey)) throw new Error('not RSA');
    } catch {
      problems.push(
        'ALIPAY_PUBLIC_KEY: 无法读取支付宝公钥（PEM 内容、文件路径或开放平台显示的 Base64）',
      );
    }
  } else if (certValues.some(Boolean)) {
    const texts = certNames.map((name, index) => {
      const given = certValues[index] ?? '';
      if (!given) {
        problems.push(`${name}: 证书模式下未设置`);
        return '';
      }
      try {
        const text = pemText(given);
        if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new Error('no certificate');
        return text;
      } catch {
        problems.push(`${name}: 无法读取证书（.crt 文件的 PEM 内容或路径）`);
        return '';
      }
    });
    const [appCert = '', alipayCert = '', rootCert = ''] = texts;
    if (appCert && alipayCert && rootCert) {
      try {
        const { alipayPublicKey: key, ...serials } = certificateMode(appCert, alipayCert, rootCert);
        if (!serials.alipayRootCertSn) throw new Error('no RSA root');
        alipayPublicKey = key;
        certificates = serials;
      } catch {
        problems.push(
          'ALIPAY_APP_CERT / ALIPAY_PUBLIC_CERT / ALIPAY_ROOT_CERT: 证书内容无法解析（需 appCertPublicKey、alipayCertPublicKey_RSA2、alipayRootCert 三个证书）',
        );
      }
    }
  } else {
    problems.push(
      'ALIPAY_PUBLIC_KEY 或 ALIPAY_APP_CERT / ALIPAY_PUBLIC_CERT / ALIPAY_ROOT_CERT: 至少配置一种支付宝验签方式',
    );
  }

  const notifyUrl = required('ALIPAY_NOTIFY_URL');
  if (notifyUrl && !/^https?:\/\/[^/?#]+\/[^?#]*$/.test(notifyUrl)) {
    problems.push('ALIPAY_NOTIFY_URL: 应为不带查询参数的 http(s) 地址');
  }
  const gateway = value('ALIPAY_GATEWAY') || DEFAULT_ALIPAY_GATEWAY;
  if (!/^https?:\/\/[^/?#]+\/[^?#]*$/.test(gateway)) {
    problems.push('ALIPAY_GATEWAY: 应为 https://openapi.alipay.com/gateway.do 这样的地址');
  }
  const timeoutText = value('ALIPAY_TIMEOUT_MS') || '10000';
  const timeoutMs = Number(timeoutText);
  if (!/^\d+$/.test(timeoutText) || timeoutMs < 1000 || timeoutMs > 60_000) {
    problems.push('ALIPAY_TIMEOUT_MS: 应为 1000 到 60000 之间的毫秒数');
  }

  if (problems.length > 0 || !appPrivateKey || !alipayPublicKey) return { problems };
  return {
    settings: {
      appId,
      appPrivateKey,
      alipayPublicKey,
      certificates,
      notifyUrl,
      gateway,
      timeoutMs,
    },
  };
}
