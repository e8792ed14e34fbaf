// Tencent Cloud API 3.0 request signing, "签名方法 v3" (TC3-HMAC-SHA256):
// https://cloud.tencent.com/document/api/213/30654. A JSON POST to `/` with no query string; the
// signed headers are content-type, host and x-tc-action. Shared by every Tencent Cloud adapter (the
// service, host, action and version are the caller's).
import { createHash, createHmac } from 'node:crypto';

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';
export const TC3_SIGNED_HEADERS = 'content-type;host;x-tc-action';

export interface Tc3Credentials {
  secretId: string;
  secretKey: string;
}

export interface Tc3Request {
  /** The product, as in its host name and the credential scope: `sms`, `cvm`, … */
  service: string;
  /** The Host header the request goes out with (the fake's `127.0.0.1:port` in tests). */
  host: string;
  action: string;
  version: string;
  region?: string;
  /** The JSON body, exactly as sent. */
  payload: string;
  /** Unix seconds; also the X-TC-Timestamp header. */
  timestamp: number;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const hmacSha256 = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data, 'utf8').digest();

/** Header keys and values lowercased and trimmed, in ASCII order of the key (the document's rule). */
export function tc3CanonicalRequest(host: string, action: string, payload: string): string {
  const canonicalHeaders =
    `content-type:${TC3_CONTENT_TYPE}\n` +
    `host:${host.trim().toLowerCase()}\n` +
    `x-tc-action:${action.trim().toLowerCase()}\n`;
  return ['POST', '/', '', canonicalHeaders, TC3_SIGNED_HEADERS, sha256Hex(payload)].join('\n');
}

/** The UTC date of the timestamp: a local (UTC+8) date fails every night after midnight. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

export function tc3CredentialScope(timestamp: number, service: string): string {
  return `${tc3Date(timestamp)}/${service}/tc3_request`;
}

export function tc3StringToSign(
  timestamp: number,
  credentialScope: string,
  canonicalRequest: string,
): string {
  return [TC3_ALGORITHM, timestamp, credentialScope, sha256Hex(canonicalRequest)].join('\n');
}

// The derived keys, one step each, so the document's published intermediate keys can be checked.
export const tc3SecretDate = (secretKey: string, date: string) =>
  hmacSha256(`TC3${secretKey}`, date);
export const tc3SecretService = (secretDate: Buffer, service: string) =>
  hmacSha256(secretDate, service);
export const tc3SecretSigning = (secretService: Buffer) => hmacSha256(secretService, 'tc3_request');

export const tc3Signature = (secretSigning: Buffer, stringToSign: string) =>
  createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');

export function tc3Authorization(secretId: string, credentialScope: string, signature: string) {
  return `${TC3_ALGORITHM} Credential=${secretId}/${credentialScope}, SignedHeaders=${TC3_SIGNED_HEADERS}, Signature=${signature}`;
}

/** The headers to send the request with, Authorization included. */
export function signTc3Request(
  credentials: Tc3Credentials,
  request: Tc3Request,
): Record<string, string> {
  const scope = tc3CredentialScope(request.timestamp, request.service);
  const stringToSign = tc3StringToSign(
    request.timestamp,
    scope,
    tc3CanonicalRequest(request.host, request.action, request.payload),
  );
  const secretSigning = tc3SecretSigning(
    tc3SecretService(
      tc3SecretDate(credentials.secretKey, tc3Date(request.timestamp)),
      request.service,
    ),
  );
  return {
    Authorization: tc3Authorization(
      credentials.secretId,
      scope,
      tc3Signature(secretSigning, stringToSign),
    ),
    'Content-Type': TC3_CONTENT_TYPE,
    Host: request.host,
    'X-TC-Action': request.action,
    'X-TC-Timestamp': String(request.timestamp),
    'X-TC-Version': request.version,
    ...(request.region ? { 'X-TC-Region': request.region } : {}),
  };
}
