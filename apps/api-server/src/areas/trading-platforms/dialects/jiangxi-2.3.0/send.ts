// Posting one message to the platform (2.3.1): a fresh requestId and timestamp per attempt, our
// outbound appKey, `data` and `signature` with the platform's secret. Its answer counts as a success
// only with `code` 0, a valid signature and a decrypted `receiveResult` of `success`.
import type { OpenPlatform, OutboundMessage, PlatformReply } from '../../dialect';
import { VERSION, answerEnvelope, decryptData, sealEnvelope, signEnvelope } from './codec';
import { settingsOf } from './platform-settings';

const TIMEOUT_MS = 15_000;

export const endpointUrl = (baseUrl: string, endpoint: string) =>
  `${baseUrl.replace(/\/+$/, '')}/${endpoint}`;

export async function send(
  message: OutboundMessage,
  platform: OpenPlatform,
  now: Date,
): Promise<PlatformReply> {
  const settings = settingsOf(platform);
  const secret = platform.outboundSecret;
  const sealed = sealEnvelope(
    message.body,
    { appKey: platform.row.outboundAppKey, secret },
    settings,
    now,
  );
  const fail = (
    httpStatus: number | null,
    text: string,
    logged: unknown = null,
    code: string | null = null,
  ) => ({ ok: false, httpStatus, code, message: text, logged }) satisfies PlatformReply;

  let response: Response;
  try {
    response = await fetch(endpointUrl(platform.row.baseUrl, message.endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ ...sealed, version: VERSION }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return fail(null, timedOut ? '交易平台应答超时' : '无法连接交易平台');
  }
  const raw = await response.text().catch(() => '');
  if (!response.ok)
    return fail(response.status, `交易平台应答 HTTP ${response.status}`, raw.slice(0, 500));
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fail(response.status, '交易平台应答不是 JSON', raw.slice(0, 500));
  }
  const parsed = answerEnvelope.safeParse(json);
  if (!parsed.success) return fail(response.status, '交易平台应答格式错误', json);
  const answer = parsed.data;
  const logged = { code: answer.code, msg: answer.msg, requestId: answer.requestId };
  if (answer.code !== 0)
    return fail(response.status, answer.msg || '交易平台拒绝', logged, String(answer.code));

  const { appKey, timestamp, requestId, signature } = answer;
  if (!appKey || !timestamp || !requestId || !signature)
    return fail(response.status, '交易平台应答缺少签名字段', logged, '0');
  const expected = signEnvelope(
    { appKey, timestamp, requestId, data: answer.data },
    secret,
    settings,
  );
  if (expected !== signature) return fail(response.status, '交易平台应答签名校验失败', logged, '0');
  let data: unknown;
  try {
    data = decryptData(answer.data, secret, settings);
  } catch {
    return fail(response.status, '交易平台应答解密失败', logged, '0');
  }
  const received = (data as { receiveResult?: unknown } | null)?.receiveResult;
  const reply = { httpStatus: response.status, code: '0', logged: { ...logged, data }, data };
  return received === 'success'
    ? { ...reply, ok: true, message: answer.msg || '成功' }
    : {
        ...reply,
        ok: false,
        message: `交易平台未确认接收（receiveResult：${String(received ?? '')}）`,
      };
}
