// The platforms' calls to us (docs/trading-platforms.md, "Inbound"): for every dialect and each of
// its inbound endpoints, POST /open/<dialect>/<platform code>/<endpoint name>. The body is kept as
// received (the signature covers it as sent), then read as JSON. The checks, in this order, each
// refusal worded by the dialect: the platform (by code and dialect, enabled) → the dialect's
// openRequest (appKey, timestamp window, signature, decryption) → a replayed request id (the first
// answer again, nothing done) → the endpoint's zod payload → its handler → the dialect's answer.
// Nothing is stored before openRequest has authenticated the request; from then on every request
// is one row of platform_messages (redacted), whatever its outcome.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { longLivedFileLink } from '../../http/file-links';
import type { FileStorage } from '../../providers/storage/file-storage';
import { tradingPlatforms } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  DialectRefusal,
  type Dialect,
  type DialectAnswer,
  type InboundEndpoint,
  type OpenedRequest,
  type OpenPlatform,
} from './dialect';
import { platformDialects } from './dialect-table';
import { createPlatformActions } from './create-platform-actions';
import { ActionRefusal } from './platform-actions';
import {
  answerCode,
  answerMessage,
  inboundByRequestId,
  updatePlatformMessage,
  writePlatformMessage,
} from './platform-log';
import { openPlatform } from './platform-secrets';
import { payloadRefusal } from './payload-refusal';

export interface PlatformInboundDeps {
  db: Db;
  storage: FileStorage;
  config: Pick<
    Config,
    'SECRET_BOX_KEY' | 'PORTAL_PUBLIC_URL' | 'FILE_URL_SECRET' | 'PUBLIC_BASE_URL'
  >;
}

export const UNKNOWN_PLATFORM = '未授权的交易平台';
export const NOT_JSON = '请求内容不是有效的 JSON';
export const REPLAY_IN_PROGRESS = '相同请求正在处理中，请稍后重试';
export const INTERNAL_ERROR = '系统繁忙，请稍后重试';

const send = (reply: FastifyReply, answer: DialectAnswer) =>
  reply
    .code(answer.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(answer.body));

async function findPlatform(db: Db, dialect: string, code: string) {
  const [row] = await db
    .select()
    .from(tradingPlatforms)
    .where(and(eq(tradingPlatforms.code, code), eq(tradingPlatforms.dialect, dialect)))
    .limit(1);
  return row?.enabled ? row : null;
}

/** Runs the endpoint on an authenticated request; returns the answer and the order it touched. */
async function handle(
  deps: PlatformInboundDeps,
  dialect: Dialect,
  endpoint: InboundEndpoint<never>,
  platform: OpenPlatform,
  opened: OpenedRequest,
  now: Date,
  log: FastifyBaseLogger,
): Promise<{
  answer: DialectAnswer;
  ok: boolean;
  orderId: number | null;
  businessNo: string | null;
}> {
  let orderId: number | null = null;
  let businessNo: string | null = null;
  const refuse = (kind: DialectRefusal['kind'], message: string) => ({
    answer: dialect.refuse(kind, message, platform, opened, now),
    ok: false,
    orderId,
    businessNo,
  });
  const parsed = endpoint.payload.safeParse(opened.payload);
  if (!parsed.success) {
    const { kind, message } = payloadRefusal(parsed.error, opened.payload);
    return refuse(kind, message);
  }
  const payload = parsed.data;
  businessNo = endpoint.businessNo?.(payload) ?? null;
  try {
    const data = await endpoint.handle(payload, {
      db: deps.db,
      platform,
      actions: createPlatformActions({ db: deps.db }, platform.row),
      now,
      linkOrder: (id) => {
        orderId = id;
      },
      portalUrl: deps.config.PORTAL_PUBLIC_URL,
      files: {
        storage: deps.storage,
        publicFileUrl: (key, days) =>
          longLivedFileLink(deps.config, deps.config.PUBLIC_BASE_URL, key, days, now.getTime()),
      },
    });
    return { answer: dialect.answer(data, platform, opened, now), ok: true, orderId, businessNo };
  } catch (error) {
    if (error instanceof ActionRefusal) return refuse('refused', error.message);
    if (error instanceof DialectRefusal) return refuse(error.kind, error.message);
    log.error(
      { err: error, dialect: dialect.name, endpoint: endpoint.name },
      'platform call failed',
    );
    return refuse('internal', INTERNAL_ERROR);
  }
}

async function receive(
  deps: PlatformInboundDeps,
  dialect: Dialect,
  endpoint: InboundEndpoint<never>,
  code: string,
  text: string,
  log: FastifyBaseLogger,
): Promise<DialectAnswer> {
  const now = new Date();
  const row = await findPlatform(deps.db, dialect.name, code);
  if (!row) return dialect.refuse('unauthorised', UNKNOWN_PLATFORM, null, null, now);
  const platform = openPlatform(deps.config, row);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return dialect.refuse('missing_parameter', NOT_JSON, platform, null, now);
  }
  let opened: OpenedRequest;
  try {
    opened = dialect.openRequest(body, platform, now);
  } catch (error) {
    if (!(error instanceof DialectRefusal)) throw error;
    return dialect.refuse(error.kind, error.message, platform, null, now);
  }

  // Authenticated: from here every request is logged. A request id is claimed first, so a replay
  // (even one arriving while the first is still being handled) never runs the endpoint twice.
  const logged = { ...opened.logged, payload: opened.payload };
  const base = { platformId: row.id, direction: 'in', endpoint: endpoint.name, ok: false };
  let messageId: number;
  try {
    messageId = (
      await writePlatformMessage(deps.db, { ...base, requestId: opened.requestId, body: logged })
    ).id;
  } catch (error) {
    if (!(opened.requestId && isUniqueViolation(error))) throw error;
    const first = await inboundByRequestId(deps.db, row.id, opened.requestId);
    if (first?.answer !== null && first?.answer !== undefined)
      return { status: first.httpStatus ?? 200, body: first.answer };
    return dialect.refuse('internal', REPLAY_IN_PROGRESS, platform, opened, now);
  }

  const outcome = await handle(deps, dialect, endpoint, platform, opened, now, log);
  await updatePlatformMessage(deps.db, messageId, {
    orderId: outcome.orderId,
    businessNo: outcome.businessNo,
    httpStatus: outcome.answer.status,
    ok: outcome.ok,
    resultCode: answerCode(outcome.answer.body),
    resultMessage: answerMessage(outcome.answer.body),
    answer: outcome.answer.body,
  });
  return outcome.answer;
}

/** The endpoint's entry in the OpenAPI document: the dialect's envelopes, the decrypted payload described. */
function routeSchema(dialect: Dialect, endpoint: InboundEndpoint<never>) {
  let payload = '';
  try {
    payload = JSON.stringify(
      z.toJSONSchema(endpoint.payload, { io: 'input', unrepresentable: 'any' }),
      null,
      2,
    );
  } catch {
    payload = '（见 docs/trading-platforms.md）';
  }
  return {
    tags: [`交易平台 · ${dialect.label}`],
    summary: endpoint.summary,
    description: `${dialect.label}：\`${endpoint.name}\`。路径中的 code 为交易平台编码。请求与应答为该对接规范的报文信封；解密后的业务数据（payload）：\n\n\`\`\`json\n${payload}\n\`\`\``,
    params: z.object({ code: z.string() }),
    body: dialect.envelope.request,
    response: { 200: dialect.envelope.answer },
  };
}

/** Registers every dialect's inbound endpoints (the process's dialect table, dialect-table.ts). */
export function registerPlatformInbound(app: FastifyInstance, deps: PlatformInboundDeps): void {
  void app.register(async (scope) => {
    // The signature covers the body as sent: keep it as text, whatever its type; the schemas
    // only describe the envelopes in the OpenAPI document.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.setValidatorCompiler(() => (value) => ({ value }));
    scope.setSerializerCompiler(() => (value) => JSON.stringify(value));
    for (const dialect of Object.values(platformDialects()))
      for (const endpoint of dialect.inbound)
        scope.post(
          `/open/${dialect.name}/:code/${endpoint.name}`,
          { schema: routeSchema(dialect, endpoint) },
          async (request, reply) => {
            const { code } = request.params as { code: string };
            const text = typeof request.body === 'string' ? request.body : '';
            return send(reply, await receive(deps, dialect, endpoint, code, text, request.log));
          },
        );
  });
}
