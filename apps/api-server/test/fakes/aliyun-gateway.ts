// Aliyun's OpenAPI gateway as the local fakes need it: the checks it makes on every request before
// the API runs (AccessKey, date, nonce, the ACS3-HMAC-SHA256 signature recomputed from the bytes
// received, body hash included, then the API named) and its error shape
// ({RequestId, HostId, Code, Message, Recommend}). Shared by every Aliyun fake.
// Signature: https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface GatewayAccount {
  accessKeyId: string;
  accessKeySecret: string;
}

export type GatewayRefusal = { status: number; Code: string; Message: string };

const MAX_CLOCK_SKEW_MS = 15 * 60_000;
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const SIGNATURE_DOES_NOT_MATCH: GatewayRefusal = {
  status: 400,
  Code: 'SignatureDoesNotMatch',
  Message: 'Specified signature does not match our calculation.',
};
const ACCESS_KEY_NOT_FOUND: GatewayRefusal = {
  status: 400,
  Code: 'InvalidAccessKeyId.NotFound',
  Message: 'Specified access key is not found.',
};
const TIMESTAMP_EXPIRED: GatewayRefusal = {
  status: 400,
  Code: 'InvalidTimeStamp.Expired',
  Message: 'Specified time stamp or date value is expired.',
};
const API_NOT_FOUND: GatewayRefusal = {
  status: 404,
  Code: 'InvalidApi.NotFound',
  Message: 'Specified api is not found,please check your url and method.',
};
const NONCE_USED: GatewayRefusal = {
  status: 400,
  Code: 'SignatureNonceUsed',
  Message: 'Specified signature nonce was used already.',
};

/** One account's gateway: remembers nonces, and knows the APIs (`Action@Version`) it serves. */
export class AliyunGateway {
  private readonly nonces = new Set<string>();

  constructor(
    private readonly account: GatewayAccount,
    private readonly apis: readonly string[],
    /** The HostId its errors name (the API's endpoint host). */
    private readonly hostId: string,
  ) {}

  /** Answers `refusal` in the gateway's error shape. */
  refuse(res: ServerResponse, refusal: GatewayRefusal): void {
    gatewayError(res, refusal, this.hostId);
  }

  /** The refusal for this request, or undefined when the gateway lets it through. */
  check(req: IncomingMessage, body: Buffer): GatewayRefusal | undefined {
    const match =
      /^ACS3-HMAC-SHA256 Credential=([^,]*),SignedHeaders=([^,]*),Signature=([0-9a-f]*)$/.exec(
        req.headers.authorization ?? '',
      );
    if (!match) return SIGNATURE_DOES_NOT_MATCH;
    const [, keyId, signedHeaders = '', signature] = match;
    if (keyId !== this.account.accessKeyId) return ACCESS_KEY_NOT_FOUND;
    const date = Date.parse(String(req.headers['x-acs-date']));
    if (Number.isNaN(date) || Math.abs(Date.now() - date) > MAX_CLOCK_SKEW_MS)
      return TIMESTAMP_EXPIRED;
    const nonce = String(req.headers['x-acs-signature-nonce'] ?? '');
    if (!nonce || this.nonces.has(nonce)) return NONCE_USED;
    this.nonces.add(nonce);
    const names = signedHeaders.split(';');
    const mustSign = Object.keys(req.headers).filter(
      (name) => name === 'host' || name === 'content-type' || name.startsWith('x-acs-'),
    );
    if (mustSign.some((name) => !names.includes(name))) return SIGNATURE_DOES_NOT_MATCH;
    if (req.headers['x-acs-content-sha256'] !== sha256Hex(body)) return SIGNATURE_DOES_NOT_MATCH;
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = [...url.searchParams]
      .map(([name, value]) => [rfc3986(name), rfc3986(value)])
      .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const canonicalHeaders = names
      .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
      .join('');
    const canonicalRequest = [
      req.method,
      url.pathname,
      query,
      canonicalHeaders,
      signedHeaders,
      req.headers['x-acs-content-sha256'],
    ].join('\n');
    const expected = createHmac('sha256', this.account.accessKeySecret)
      .update(`ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`)
      .digest('hex');
    if (expected !== signature) return SIGNATURE_DOES_NOT_MATCH;
    const api = `${req.headers['x-acs-action']}@${req.headers['x-acs-version']}`;
    return this.apis.includes(api) ? undefined : API_NOT_FOUND;
  }
}

/** An error answer in the gateway's shape (also what the APIs behind it answer on failure). */
function gatewayError(
  res: ServerResponse,
  { status, Code, Message }: GatewayRefusal,
  hostId: string,
): void {
  answer(res, status, {
    Code,
    Message,
    Recommend: `https://api.aliyun.com/troubleshoot?q=${Code}`,
    HostId: hostId,
  });
}

/** A JSON answer with its RequestId, as every Aliyun API answers. */
export function answer(res: ServerResponse, status: number, body: Record<string, string>): void {
  res
    .writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
    .end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
}
