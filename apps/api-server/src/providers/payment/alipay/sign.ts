// Alipay OpenAPI (gateway.do) RSA2 signatures: what is signed and how.
// Requests: https://opendocs.alipay.com/common/02kf5q (自行实现签名); responses and notifications:
// https://opendocs.alipay.com/common/02mse7 (自行实现验签). Rules match alipay-sdk-nodejs-all
// (src/util.ts `sign`, src/alipay.ts `getSignStr` / `checkNotifySign`).
import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** Every parameter except those excluded, non-empty, sorted by key, `k=v` joined by `&`. */
export function signContent(
  params: Record<string, string | undefined>,
  excluded: readonly string[] = ['sign'],
): string {
  return Object.keys(params)
    .filter((key) => !excluded.includes(key) && params[key])
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** RSA-SHA256 (RSA2), Base64. */
export function rsa2Sign(content: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The request's parameters plus `sign` over all of them. */
export function signRequestParams(
  params: Record<string, string>,
  privateKey: KeyObject,
): Record<string, string> {
  return { ...params, sign: rsa2Sign(signContent(params), privateKey) };
}

/**
 * The raw JSON text of `responseKey`'s object as it appears in the body: Alipay signs those exact
 * bytes (escapes such as `\/` included), so the text is cut out, never re-serialised.
 */
export function responseSignedText(body: string, responseKey: string): string | null {
  const keyAt = body.indexOf(`"${responseKey}"`);
  if (keyAt < 0) return null;
  const start = body.indexOf('{', keyAt + responseKey.length + 2);
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < body.length; i++) {
    const char = body[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return body.slice(start, i + 1);
  }
  return null;
}

/**
 * An async notification's fields: the content excludes `sign` and `sign_type`
 * (https://opendocs.alipay.com/open/270/105902 异步通知验签).
 */
export function verifyNotificationFields(
  fields: Record<string, string>,
  publicKey: KeyObject,
): boolean {
  const signature = fields.sign;
  if (!signature) return false;
  return rsa2Verify(signContent(fields, ['sign', 'sign_type']), signature, publicKey);
}
