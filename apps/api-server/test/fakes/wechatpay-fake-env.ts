// The WeChat Pay fake with fresh keys, and the environment of an API process pointed at it
// (WECHATPAY_VENDOR=wechatpay): what a test or a browser story needs to start both in-process and
// pay a Native QR code end to end (`fake.sendNotificationsTo(apiNotifyUrl)` once the API listens,
// then `fake.payCodeUrl(codeUrl)`). Keys are PEM text in the variables; nothing touches the disk.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { startWechatPayFake, type WechatPayFake } from './wechatpay-fake';

export const FAKE_WECHATPAY = {
  mchid: '1900009191',
  appid: 'wx8888888888888888',
  merchantSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  publicKeyId: 'PUB_KEY_ID_0119000091912025010100000000000001',
  /** The notify_url WeChat would be given; the fake posts to `notifyTo` instead. */
  notifyUrl: 'https://api.example.test/api/pay/wechatpay/notify',
} as const;

export interface WechatPayFakeWithEnv {
  fake: WechatPayFake;
  /** The API's environment: every WeChat Pay and web authorisation setting, for the fake. */
  env: Record<string, string>;
}

/** Starts the fake; `notifyTo` is the API's /api/pay/wechatpay/notify over http, when known. */
export async function startWechatPayFakeWithEnv(
  options: { notifyTo?: string } = {},
): Promise<WechatPayFakeWithEnv> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const apiV3Key = randomBytes(16).toString('hex');
  const oaAppSecret = randomBytes(16).toString('hex');
  const fake = await startWechatPayFake({
    mchid: FAKE_WECHATPAY.mchid,
    appid: FAKE_WECHATPAY.appid,
    merchantSerialNo: FAKE_WECHATPAY.merchantSerialNo,
    merchantPublicKey: merchant.publicKey,
    apiV3Key: Buffer.from(apiV3Key),
    platformKeys: [{ serial: FAKE_WECHATPAY.publicKeyId, privateKey: platform.privateKey }],
    oaAppSecret,
    ...(options.notifyTo ? { notifyTo: options.notifyTo } : {}),
  });
  const pem = (key: typeof merchant.privateKey) =>
    key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString();
  return {
    fake,
    env: {
      WECHATPAY_VENDOR: 'wechatpay',
      WECHATPAY_MCHID: FAKE_WECHATPAY.mchid,
      WECHATPAY_APPID: FAKE_WECHATPAY.appid,
      WECHATPAY_MERCHANT_SERIAL_NO: FAKE_WECHATPAY.merchantSerialNo,
      WECHATPAY_MERCHANT_PRIVATE_KEY: pem(merchant.privateKey),
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: FAKE_WECHATPAY.publicKeyId,
      WECHATPAY_PLATFORM_PUBLIC_KEY: pem(platform.publicKey),
      WECHATPAY_NOTIFY_URL: FAKE_WECHATPAY.notifyUrl,
      WECHATPAY_BASE_URL: fake.url,
      WECHAT_OA_APP_SECRET: oaAppSecret,
      WECHAT_OAUTH_BASE_URL: fake.url,
    },
  };
}
