// The 江西 v2.3.0 platform's side of the envelope (2.3.1 to 2.3.3, docs/trading-platforms.md, with
// the default settings), computed with node:crypto independently of the dialect's code: `data`
// under SM4-CBC with the called side's secret as key and IV, Base64; `signature` HMAC-SM3 over
// `appKey=…&data=…&requestId=…&timestamp=…`, Base64.
import { createCipheriv, createDecipheriv, createHmac, randomUUID } from 'node:crypto';

export const jiangxiEncrypt = (value: unknown, secret: string) => {
  const cipher = createCipheriv('sm4-cbc', Buffer.from(secret), Buffer.from(secret));
  return Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString(
    'base64',
  );
};

export const jiangxiDecrypt = (data: string, secret: string) => {
  const decipher = createDecipheriv('sm4-cbc', Buffer.from(secret), Buffer.from(secret));
  return JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
      'utf8',
    ),
  ) as Record<string, unknown>;
};

export type JiangxiSigned = { appKey: string; timestamp: string; requestId: string; data: string };

export const jiangxiSign = (f: JiangxiSigned, secret: string) =>
  createHmac('sm3', secret)
    .update(`appKey=${f.appKey}&data=${f.data}&requestId=${f.requestId}&timestamp=${f.timestamp}`)
    .digest('base64');

/** A request (or, with `code` and `msg` added, an answer) carrying `business`, signed and encrypted. */
export function jiangxiEnvelope(
  business: unknown,
  {
    appKey,
    secret,
    timestamp = String(Date.now()),
    requestId = randomUUID(),
  }: { appKey: string; secret: string; timestamp?: string; requestId?: string },
) {
  const fields = { appKey, timestamp, requestId, data: jiangxiEncrypt(business, secret) };
  return { ...fields, signature: jiangxiSign(fields, secret), version: '1.0.0' };
}
