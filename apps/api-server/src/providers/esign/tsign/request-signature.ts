// e签宝 OpenAPI request signing ("签名鉴权", HmacSHA256):
//   stringToSign = HTTPMethod \n Accept \n Content-MD5 \n Content-Type \n Date \n Url
// where an empty Accept/Content-MD5/Content-Type/Date still contributes its "\n", Url is the path
// plus the query parameters sorted by key in ASCII order (no "?" when there are none), and
// X-Tsign-Open-Ca-Signature = Base64(HmacSHA256(AppSecret, stringToSign)).
// Sources: https://open.esign.cn/doc/opendoc/saasapi-std/fsf57g (request headers, 15-minute
// timestamp), https://open.esign.cn/docs/wk/接口文档/开始前必读/请求签名鉴权.html (concatenation,
// Content-MD5) and the worked example of https://open.esign.cn/tools/signature.
import { createHash, createHmac } from 'node:crypto';

export const TSIGN_ACCEPT = '*/*';
export const TSIGN_JSON = 'application/json; charset=UTF-8';

/** Base64 of the 128-bit MD5 of the body bytes (also what an upload URL's PUT must carry). */
export function contentMd5(body: string | Uint8Array): string {
  return createHash('md5').update(body).digest('base64');
}

/**
 * The Url part: path, then "?" and the query parameters sorted by key (ASCII), as key=value, a key
 * without a value as the bare key. Values are signed decoded, as the gateway sees them.
 */
export function signedUrl(pathAndQuery: string): string {
  const [path = '', query = ''] = pathAndQuery.split(/\?(.*)/s);
  const pairs = [...new URLSearchParams(query)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([key, value]) => (value ? `${key}=${value}` : key)).join('&')}`;
}

export interface SignatureParts {
  method: string;
  accept: string;
  contentMd5: string;
  contentType: string;
  /** The Date header, which we do not send: ''. */
  date: string;
  /** Path with query, as in the request line. */
  url: string;
}

export function stringToSign(parts: SignatureParts): string {
  return [
    parts.method.toUpperCase(),
    parts.accept,
    parts.contentMd5,
    parts.contentType,
    parts.date,
    signedUrl(parts.url),
  ].join('\n');
}

export function tsignSignature(appSecret: string, text: string): string {
  return createHmac('sha256', appSecret).update(text, 'utf8').digest('base64');
}

export interface RequestToSign {
  appId: string;
  appSecret: string;
  method: 'GET' | 'POST';
  /** Path with query, e.g. /v3/sign-flow/abc/detail. */
  url: string;
  /** The exact JSON text sent; undefined for a request without a body. */
  body?: string;
  timestampMs: number;
}

/** The headers of a signed request; a GET without a body sends no Content-MD5 / Content-Type. */
export function signedHeaders(request: RequestToSign): Record<string, string> {
  const hasBody = request.body !== undefined;
  const md5 = hasBody ? contentMd5(request.body ?? '') : '';
  const contentType = hasBody ? TSIGN_JSON : '';
  const signature = tsignSignature(
    request.appSecret,
    stringToSign({
      method: request.method,
      accept: TSIGN_ACCEPT,
      contentMd5: md5,
      contentType,
      date: '',
      url: request.url,
    }),
  );
  return {
    Accept: TSIGN_ACCEPT,
    'X-Tsign-Open-App-Id': request.appId,
    'X-Tsign-Open-Auth-Mode': 'Signature',
    'X-Tsign-Open-Ca-Timestamp': String(request.timestampMs),
    'X-Tsign-Open-Ca-Signature': signature,
    ...(hasBody ? { 'Content-Type': contentType, 'Content-MD5': md5 } : {}),
  };
}
