// One signed call to an Aliyun OpenAPI (V3 signature, aliyun-signature.ts) over fetch, for every
// Aliyun adapter: the HTTP status and the JSON answer, or why no answer came (each adapter words
// the outcome for its own service).
import { randomBytes } from 'node:crypto';
import { acs3CanonicalQuery, signAcs3Request } from './aliyun-signature';

export interface AliyunCall {
  /** The API's endpoint (its origin; RPC-style APIs are called at '/'). */
  endpoint: URL;
  action: string;
  version: string;
  query?: Record<string, string>;
  body?: Uint8Array;
  contentType?: string;
  accessKeyId: string;
  accessKeySecret: string;
  timeoutMs: number;
}

export type AliyunAnswer =
  /** `answer` is the parsed JSON object, undefined when the body was none. */
  | { status: number; answer: Record<string, unknown> | undefined }
  | { failure: 'timeout' | 'unreachable'; message: string };

export async function callAliyun(call: AliyunCall): Promise<AliyunAnswer> {
  const query = call.query ?? {};
  const url = new URL('/', call.endpoint);
  url.search = acs3CanonicalQuery(query);
  const headers = signAcs3Request({
    method: 'POST',
    host: url.host,
    path: url.pathname,
    query,
    headers: call.contentType ? { 'content-type': call.contentType } : {},
    body: call.body,
    action: call.action,
    version: call.version,
    accessKeyId: call.accessKeyId,
    accessKeySecret: call.accessKeySecret,
    nonce: randomBytes(16).toString('hex'),
    date: new Date(),
  });
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      // A copy over its own ArrayBuffer: what fetch's BodyInit accepts in every lib setting.
      body: call.body && new Uint8Array(call.body),
      signal: AbortSignal.timeout(call.timeoutMs),
    });
    return { status: response.status, answer: jsonObject(await response.text()) };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { failure: timedOut ? 'timeout' : 'unreachable', message: (error as Error).message };
  }
}

function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
