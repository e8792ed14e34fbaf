// The 江西 v2.3.0 envelope as the platform writes it, computed with node:crypto alone (not the
// dialect's code): SM4-CBC with the 16-character secret as key and IV, HMAC-SM3 over
// `appKey=…&data=…&requestId=…&timestamp=…`, both Base64 (docs/trading-platforms.md, 2.3.2-2.3.3).
// Shared by the dialect's unit test and its HTTP test.
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';

export const INBOUND_SECRET = 'InB0undSecret-16';
export const OUTBOUND_SECRET = 'OutB0undSecret16';

type Signed = { appKey: string; timestamp: string; requestId: string; data: string };

export const encrypt = (value: unknown, secret: string) => {
  const cipher = createCipheriv('sm4-cbc', Buffer.from(secret), Buffer.from(secret));
  return Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString(
    'base64',
  );
};

export const decrypt = (data: string, secret: string) => {
  const decipher = createDecipheriv('sm4-cbc', Buffer.from(secret), Buffer.from(secret));
  return JSON.parse(
    Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString(
      'utf8',
    ),
  ) as Record<string, unknown>;
};

export const sign = (f: Signed, secret: string) =>
  createHmac('sm3', secret)
    .update(`appKey=${f.appKey}&data=${f.data}&requestId=${f.requestId}&timestamp=${f.timestamp}`)
    .digest('base64');

/** The four signed fields with their signature and `version`, `data` as given (encrypted or not). */
export const withSignature = (fields: Signed, secret: string) => ({
  ...fields,
  signature: sign(fields, secret),
  version: '1.0.0',
});

export interface EnvelopeSender {
  appKey: string;
  secret: string;
  now: Date;
  requestId: string;
}

/** A signed request carrying `business` encrypted; `overrides` replace envelope fields after signing. */
export function signedEnvelope(
  business: unknown,
  { appKey, secret, now, requestId }: EnvelopeSender,
  overrides: Record<string, unknown> = {},
) {
  const fields = {
    appKey,
    timestamp: String(now.getTime()),
    requestId,
    data: encrypt(business, secret),
  };
  return { ...withSignature(fields, secret), ...overrides };
}
