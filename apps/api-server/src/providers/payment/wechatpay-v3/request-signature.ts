// Request signing for WeChat Pay API v3: SHA256 with RSA over the five-line message, sent as
// `Authorization: WECHATPAY2-SHA256-RSA2048 …`.
// https://pay.weixin.qq.com/doc/v3/merchant/4012365336 (签名生成)
import { createSign, randomBytes, type KeyObject } from 'node:crypto';

const AUTHORIZATION_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

export interface RequestToSign {
  method: string;
  /** Path and query exactly as sent, without the host: `/v3/pay/transactions/native`. */
  url: string;
  timestamp: string;
  nonce: string;
  /** The JSON body exactly as sent; '' for GET. */
  body: string;
}

/** Every line ends with `\n`, the last (body) one too, even when the body is empty. */
export function requestMessage({ method, url, timestamp, nonce, body }: RequestToSign): string {
  return `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function rsaSign(message: string, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export interface AuthorizationFields {
  mchid: string;
  nonce: string;
  signature: string;
  timestamp: string;
  serialNo: string;
}

export function authorizationHeader(fields: AuthorizationFields): string {
  const { mchid, nonce, signature, timestamp, serialNo } = fields;
  return `${AUTHORIZATION_SCHEMA} mchid="${mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${serialNo}"`;
}

/** 32 upper-case hex characters, the shape of WeChat's own examples. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function unixSeconds(now: Date): string {
  return String(Math.floor(now.getTime() / 1000));
}

export interface MerchantCredentials {
  mchid: string;
  serialNo: string;
  privateKey: KeyObject;
}

/** The Authorization header for one request, with a fresh nonce. */
export function signRequest(
  request: Omit<RequestToSign, 'timestamp' | 'nonce'>,
  merchant: MerchantCredentials,
  now: Date,
): string {
  const timestamp = unixSeconds(now);
  const nonce = newNonce();
  const signature = rsaSign(requestMessage({ ...request, timestamp, nonce }), merchant.privateKey);
  return authorizationHeader({
    mchid: merchant.mchid,
    nonce,
    signature,
    timestamp,
    serialNo: merchant.serialNo,
  });
}
