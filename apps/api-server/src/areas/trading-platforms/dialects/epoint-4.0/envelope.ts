// Opening a platform's request and wording our answers in Epoint's envelope: checks in the order
// docs/trading-platforms.md gives (appkey and platformcode, timestamp window, signature), then
// `applydata` opened with the key in `digitalenvelope`. Answers are always HTTP 200 with
// `{ code: 1 | 0, message, data }`.
import { z } from 'zod';
import {
  DialectRefusal,
  type DialectAnswer,
  type OpenPlatform,
  type OpenedRequest,
  type RefusalKind,
} from '../../dialect';
import {
  decryptApplyData,
  openDigitalEnvelope,
  parseEpointTime,
  signMatches,
  type EpointFields,
} from './codec';
import { epointSettings, type EpointSettings } from './settings';

/** The envelope fields of the platform's requests; everything else is the endpoint's payload. */
const ENVELOPE_FIELDS = ['appkey', 'timestamp', 'platformcode', 'sign'] as const;
/** Never written to the message log. */
const SECRET_FIELDS = new Set(['sign', 'applydata', 'digitalenvelope', 'key']);

export const epointEnvelope = {
  request: z
    .object({
      appkey: z.string().describe('平台的 appkey'),
      timestamp: z.string().describe('请求时间 yyyy-MM-dd HH:mm:ss（北京时间）'),
      platformcode: z.string().describe('平台编码'),
      sign: z.string().describe('报文摘要（SM3）'),
    })
    .catchall(z.string()),
  answer: z.object({
    code: z.union([z.literal(1), z.literal(0)]).describe('1 成功，0 失败'),
    message: z.string(),
    data: z.record(z.string(), z.unknown()),
  }),
};

const refusal = (kind: RefusalKind, message: string) => new DialectRefusal(kind, message);

/** A flat object of strings (numbers tolerated); anything nested is not an Epoint message. */
function flatFields(body: unknown): Record<string, string | number | null> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw refusal('missing_parameter', '请求报文须为 JSON 对象');
  for (const [name, value] of Object.entries(body))
    if (value !== null && typeof value !== 'string' && typeof value !== 'number')
      throw refusal('missing_parameter', `参数格式错误：${name}`);
  return body as Record<string, string | number | null>;
}

function envelopeField(fields: EpointFields, name: (typeof ENVELOPE_FIELDS)[number]): string {
  const value = fields[name];
  if (typeof value !== 'string' || value === '')
    throw refusal('missing_parameter', `缺少必填参数：${name}`);
  return value;
}

export function openEpointRequest(body: unknown, platform: OpenPlatform, now: Date): OpenedRequest {
  const settings = epointSettings.parse(platform.row.settings);
  const fields = flatFields(body);
  const [appkey, timestamp, platformcode, sign] = ENVELOPE_FIELDS.map((name) =>
    envelopeField(fields, name),
  ) as [string, string, string, string];

  if (appkey !== platform.row.inboundAppKey) throw refusal('unauthorised', '未授权的appkey');
  if (platformcode !== platform.row.code) throw refusal('unauthorised', '平台编码不符');
  const sentAt = parseEpointTime(timestamp);
  if (!sentAt) throw refusal('missing_parameter', '参数格式错误：timestamp');
  if (Math.abs(now.getTime() - sentAt.getTime()) > settings.timestampWindowSeconds * 1000)
    throw refusal('stale_timestamp', '请求时间超出允许范围');
  if (!signMatches(fields, sign, platform.inboundSecret, settings))
    throw refusal('bad_signature', '签名校验失败');

  const business = Object.fromEntries(
    Object.entries(fields).filter(
      ([name]) => !(ENVELOPE_FIELDS as readonly string[]).includes(name),
    ),
  );
  const logged = Object.fromEntries(
    Object.entries(fields).filter(([name]) => !SECRET_FIELDS.has(name)),
  );
  return { requestId: null, payload: openApplyData(business, platform, settings), logged };
}

/** Replaces `applydata` and `digitalenvelope` by the fields they carry; other payloads pass as they are. */
function openApplyData(
  business: Record<string, unknown>,
  platform: OpenPlatform,
  settings: EpointSettings,
): Record<string, unknown> {
  const { applydata, digitalenvelope, ...rest } = business;
  if (applydata === undefined) return business;
  if (typeof applydata !== 'string' || applydata === '')
    throw refusal('missing_parameter', '缺少必填参数：applydata');
  if (typeof digitalenvelope !== 'string' || digitalenvelope === '')
    throw refusal('missing_parameter', '缺少必填参数：digitalenvelope');
  if (!platform.sm2PrivateKey) throw refusal('undecryptable', '解密失败：未配置本平台的 SM2 密钥');
  let opened: Record<string, unknown>;
  try {
    const key = openDigitalEnvelope(digitalenvelope, platform.sm2PrivateKey, settings);
    opened = decryptApplyData(applydata, key, settings);
  } catch {
    throw refusal('undecryptable', '解密失败');
  }
  // The outer fields (applyno) win over anything of the same name inside.
  return { ...opened, ...rest };
}

const envelopeAnswer = (code: 1 | 0, message: string, data: unknown): DialectAnswer => ({
  status: 200,
  body: { code, message, data: data ?? {} },
});

export const epointAnswer = (data: unknown) => envelopeAnswer(1, '成功', data);

export const epointRefusal = (message: string) => envelopeAnswer(0, message, {});
