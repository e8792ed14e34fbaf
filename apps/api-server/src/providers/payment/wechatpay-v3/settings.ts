// WeChat Pay API v3 settings from the environment. A key or certificate may be given as PEM text or
// as a path to a PEM file. Problems name the variable, never its value.
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pemText } from '../../pem-text';
import { normaliseSerial, type PlatformKeys } from './response-verification';

const DEFAULT_WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com';

export interface WechatPaySettings {
  mchid: string;
  appid: string;
  merchantSerialNo: string;
  merchantPrivateKey: KeyObject;
  apiV3Key: Buffer;
  /** Certificate serials and/or the `PUB_KEY_ID_…` id, each with its public key. */
  platformKeys: PlatformKeys;
  notifyUrl: string;
  baseUrl: string;
}

type Env = Record<string, string | undefined>;

function pemBlocks(text: string, label: string): string[] {
  const pattern = new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----`, 'g');
  return text.match(pattern) ?? [];
}

/** Several certificates: one PEM bundle, or paths separated by commas. */
function certificateTexts(value: string): string {
  if (value.includes('-----BEGIN')) return pemText(value);
  return value
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
}

export function readWechatPaySettings(
  env: Env,
): { settings: WechatPaySettings } | { problems: string[] } {
  const problems: string[] = [];
  const required = (name: string): string => {
    const value = env[name]?.trim() ?? '';
    if (!value) problems.push(`${name}: 未设置`);
    return value;
  };

  const mchid = required('WECHATPAY_MCHID');
  if (mchid && !/^\d{8,12}$/.test(mchid))
    problems.push('WECHATPAY_MCHID: 商户号应为 8 到 12 位数字');
  const appid = required('WECHATPAY_APPID');
  if (appid && !/^wx[0-9a-f]{16}$/.test(appid)) {
    problems.push('WECHATPAY_APPID: 应为 wx 开头的 18 位 AppID');
  }
  const merchantSerialNo = required('WECHATPAY_MERCHANT_SERIAL_NO').toUpperCase();
  if (merchantSerialNo && !/^[0-9A-F]{8,40}$/.test(merchantSerialNo)) {
    problems.push('WECHATPAY_MERCHANT_SERIAL_NO: 商户 API 证书序列号应为十六进制字符串');
  }

  let merchantPrivateKey: KeyObject | undefined;
  const privateKeyValue = required('WECHATPAY_MERCHANT_PRIVATE_KEY');
  if (privateKeyValue) {
    try {
      merchantPrivateKey = createPrivateKey(pemText(privateKeyValue));
      if (merchantPrivateKey.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    } catch {
      merchantPrivateKey = undefined;
      problems.push(
        'WECHATPAY_MERCHANT_PRIVATE_KEY: 无法读取 RSA 私钥（应为 apiclient_key.pem 的内容或文件路径）',
      );
    }
  }

  const apiV3KeyValue = required('WECHATPAY_APIV3_KEY');
  const apiV3Key = Buffer.from(apiV3KeyValue, 'utf8');
  if (apiV3KeyValue && apiV3Key.length !== 32) {
    problems.push('WECHATPAY_APIV3_KEY: APIv3 密钥应为 32 字节');
  }

  const platformKeys = new Map<string, KeyObject>();
  const publicKeyId = env.WECHATPAY_PLATFORM_PUBLIC_KEY_ID?.trim() ?? '';
  const publicKeyValue = env.WECHATPAY_PLATFORM_PUBLIC_KEY?.trim() ?? '';
  if (publicKeyId || publicKeyValue) {
    if (!/^PUB_KEY_ID_\w+$/.test(publicKeyId)) {
      problems.push('WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 应为 PUB_KEY_ID_ 开头的微信支付公钥 ID');
    }
    try {
      const key = createPublicKey(pemText(publicKeyValue));
      if (publicKeyId) platformKeys.set(publicKeyId, key);
    } catch {
      problems.push(
        'WECHATPAY_PLATFORM_PUBLIC_KEY: 无法读取微信支付公钥（pub_key.pem 的内容或文件路径）',
      );
    }
  }
  const certificatesValue = env.WECHATPAY_PLATFORM_CERTIFICATES?.trim() ?? '';
  if (certificatesValue) {
    try {
      const blocks = pemBlocks(certificateTexts(certificatesValue), 'CERTIFICATE');
      if (blocks.length === 0) throw new Error('no certificate');
      for (const block of blocks) {
        const certificate = new X509Certificate(block);
        platformKeys.set(normaliseSerial(certificate.serialNumber), certificate.publicKey);
      }
    } catch {
      problems.push(
        'WECHATPAY_PLATFORM_CERTIFICATES: 无法读取平台证书（PEM 内容或以逗号分隔的文件路径）',
      );
    }
  }
  if (!publicKeyId && !publicKeyValue && !certificatesValue) {
    problems.push(
      'WECHATPAY_PLATFORM_PUBLIC_KEY_ID / WECHATPAY_PLATFORM_PUBLIC_KEY 或 WECHATPAY_PLATFORM_CERTIFICATES: 至少配置一种微信支付验签密钥',
    );
  }

  const notifyUrl = required('WECHATPAY_NOTIFY_URL');
  if (notifyUrl && !/^https:\/\/[^/?#]+\/[^?#]*$/.test(notifyUrl)) {
    problems.push('WECHATPAY_NOTIFY_URL: 应为不带查询参数的 https 地址');
  }
  const baseUrl = (env.WECHATPAY_BASE_URL?.trim() || DEFAULT_WECHATPAY_BASE_URL).replace(
    /\/+$/,
    '',
  );
  if (!/^https?:\/\/[^/?#]+$/.test(baseUrl)) {
    problems.push('WECHATPAY_BASE_URL: 应为 https://api.mch.weixin.qq.com 这样的地址，不带路径');
  }

  if (problems.length > 0 || !merchantPrivateKey) return { problems };
  return {
    settings: {
      mchid,
      appid,
      merchantSerialNo,
      merchantPrivateKey,
      apiV3Key,
      platformKeys,
      notifyUrl,
      baseUrl,
    },
  };
}
