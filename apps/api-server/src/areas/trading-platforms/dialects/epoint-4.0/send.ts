// One call to the platform: `${baseUrl}/${endpoint}`, signed with our outbound credentials and a
// fresh timestamp, its answer `{ code, message, data }` read. Only code 1 is a success; a refusal,
// an HTTP error, an answer that is not JSON or no answer at all is `ok: false` with a Chinese reason.
import type { OpenPlatform, OutboundMessage, PlatformReply } from '../../dialect';
import { chinaDateTime } from '../../../../time/china-time';
import { epointSign } from './codec';
import { epointSettings } from './settings';

/** How long the platform has to answer one call. */
const TIMEOUT_MS = 20_000;
/** How much of an unreadable answer the message log keeps. */
const LOGGED_TEXT = 500;

export function signedBody(
  message: OutboundMessage,
  platform: OpenPlatform,
  now: Date,
): Record<string, unknown> {
  const settings = epointSettings.parse(platform.row.settings);
  const fields = {
    ...(message.body as Record<string, string>),
    appkey: platform.row.outboundAppKey,
    timestamp: chinaDateTime(now),
  };
  return { ...fields, sign: epointSign(fields, platform.outboundSecret, settings) };
}

const failure = (message: string, httpStatus: number | null, logged: unknown): PlatformReply => ({
  ok: false,
  httpStatus,
  code: null,
  message,
  logged,
});

export async function sendEpoint(
  message: OutboundMessage,
  platform: OpenPlatform,
  now: Date,
): Promise<PlatformReply> {
  const url = `${platform.row.baseUrl.replace(/\/+$/, '')}/${message.endpoint}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(signedBody(message, platform, now)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return failure(timedOut ? '平台应答超时' : '无法连接平台', null, null);
  }
  const text = await response.text().catch(() => '');
  if (!response.ok)
    return failure(`平台返回 HTTP ${response.status}`, response.status, text.slice(0, LOGGED_TEXT));
  const answer = parseAnswer(text);
  if (!answer)
    return failure('平台应答不是约定的 JSON 格式', response.status, text.slice(0, LOGGED_TEXT));
  const code = String(answer.code);
  const theirs = typeof answer.message === 'string' ? answer.message : '';
  return {
    ok: code === '1',
    httpStatus: response.status,
    code,
    message: theirs || (code === '1' ? '成功' : '平台未说明原因'),
    logged: answer,
    ...(code === '1' ? { data: answer.data } : {}),
  };
}

function parseAnswer(text: string): { code: unknown; message?: unknown; data?: unknown } | null {
  try {
    const answer: unknown = JSON.parse(text);
    if (typeof answer !== 'object' || answer === null || !('code' in answer)) return null;
    return answer;
  } catch {
    return null;
  }
}
