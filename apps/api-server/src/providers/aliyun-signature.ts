// Aliyun OpenAPI signature V3 (ACS3-HMAC-SHA256), shared by the Aliyun adapters (SMS and OCR).
// Spec and worked example: https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
// (English: https://www.alibabacloud.com/help/en/sdk/product-overview/v3-request-structure-and-signature).
import { createHash, createHmac } from 'node:crypto';

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

export interface Acs3Request {
  method: string;
  /** The endpoint's host (with its port when not the default), as the HTTP client sends it. */
  host: string;
  /** '/' for RPC-style APIs; the API's path for ROA-style ones. */
  path: string;
  query: Record<string, string>;
  /** Extra headers to send and sign (content-type, other x-acs-*). */
  headers?: Record<string, string>;
  body?: Uint8Array;
  action: string;
  version: string;
  accessKeyId: string;
  accessKeySecret: string;
  nonce: string;
  date: Date;
}

export const sha256Hex = (data: Uint8Array | string) =>
  createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding as the V3 spec asks: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export function acs3Encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function acs3CanonicalQuery(query: Record<string, string>): string {
  return Object.entries(query)
    .map(([name, value]) => [acs3Encode(name), acs3Encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const canonicalPath = (path: string) => path.split('/').map(acs3Encode).join('/');

/** The x-acs-date format: ISO 8601 UTC to the second. */
export const acs3Date = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Headers that take part in the signature: host, content-type and every x-acs-*. */
const isSignedHeader = (name: string) =>
  name === 'host' || name === 'content-type' || name.startsWith('x-acs-');

export function acs3CanonicalRequest(request: Acs3Request): {
  canonicalRequest: string;
  signedHeaders: string;
  headers: Record<string, string>;
} {
  const headers: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ),
    host: request.host,
    'x-acs-action': request.action,
    'x-acs-version': request.version,
    'x-acs-date': acs3Date(request.date),
    'x-acs-signature-nonce': request.nonce,
    'x-acs-content-sha256': sha256Hex(request.body ?? new Uint8Array()),
  };
  const signed = Object.keys(headers).filter(isSignedHeader).sort();
  const canonicalHeaders = signed.map((name) => `${name}:${headers[name]!.trim()}\n`).join('');
  const signedHeaders = signed.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.path),
    acs3CanonicalQuery(request.query),
    canonicalHeaders,
    signedHeaders,
    headers['x-acs-content-sha256'],
  ].join('\n');
  return { canonicalRequest, signedHeaders, headers };
}

export const acs3StringToSign = (canonicalRequest: string) =>
  `${ACS3_ALGORITHM}\n${sha256Hex(canonicalRequest)}`;

export const acs3Signature = (secret: string, stringToSign: string) =>
  createHmac('sha256', secret).update(stringToSign).digest('hex');

/**
 * The headers to send with the request: the signed ones and Authorization. `host` is signed but
 * left out, as the HTTP client sends it from the URL.
 */
export function signAcs3Request(request: Acs3Request): Record<string, string> {
  const { canonicalRequest, signedHeaders, headers } = acs3CanonicalRequest(request);
  const signature = acs3Signature(request.accessKeySecret, acs3StringToSign(canonicalRequest));
  const toSend = Object.entries(headers).filter(([name]) => name !== 'host');
  return {
    ...Object.fromEntries(toSend),
    authorization: `${ACS3_ALGORITHM} Credential=${request.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
