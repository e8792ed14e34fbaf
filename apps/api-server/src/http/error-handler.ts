// Every failure answers with the envelope and a fitting HTTP status; unexpected errors are
// logged with their stack and never leaked.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ResponseCode } from '@bht/api-client/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';

function sendError(
  reply: FastifyReply,
  status: number,
  msg: string,
  code: number = ResponseCode.ERROR,
  data: { fields: Record<string, string> } | null = null,
) {
  return reply.code(status).serializer(JSON.stringify).send({ code, msg, data });
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** PostgreSQL refusing a character (NUL: 22021 character_not_in_repertoire, 22P05 untranslatable_character). */
const UNSTORABLE_CHARACTER = new Set(['22021', '22P05']);

/** Whether `error` or one of its causes (Drizzle wraps the driver's error) is PostgreSQL refusing a character. */
function isUnstorableCharacter(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return (
    (typeof code === 'string' && UNSTORABLE_CHARACTER.has(code)) ||
    isUnstorableCharacter(cause, depth + 1)
  );
}

/** Chinese messages for the errors Fastify and its plugins raise before a handler runs. */
function frameworkMessage(error: FastifyError, limits: ErrorLimits): string {
  switch (error.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return `上传的文件过大（不能超过 ${limits.uploadMaxMb} MB）`;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `请求内容过大（不能超过 ${megabytes(limits.bodyLimitBytes)}）`;
    case 'FST_FILES_LIMIT':
      return '一次上传的文件过多';
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return '表单字段过多';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型';
    default:
      return error.statusCode === 413
        ? `请求内容过大（不能超过 ${megabytes(limits.bodyLimitBytes)}）`
        : '请求格式不正确';
  }
}

export interface ErrorLimits {
  /** Fastify's bodyLimit for non-file bodies. */
  bodyLimitBytes: number;
  uploadMaxMb: number;
}

export function installErrorHandling(app: FastifyInstance, limits: ErrorLimits) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(
        reply,
        error.status,
        error.message,
        error.code,
        error.fields ? { fields: error.fields } : null,
      );
    }
    // The request schemas refuse control characters; should one reach PostgreSQL anyway, it is the input's fault.
    if (isUnstorableCharacter(error)) return sendError(reply, 400, '提交的内容包含无法保存的字符');
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500)
      return sendError(reply, status, frameworkMessage(error as FastifyError, limits));
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, '服务器繁忙，请稍后重试');
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, '接口不存在'));
}

/** Node's HTTP parser errors, answered before Fastify sees a request. */
const CLIENT_ERRORS: Record<string, [status: number, msg: string]> = {
  HPE_HEADER_OVERFLOW: [431, '请求头或地址过长'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, '请求超时，请重试'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (headers or URL too long, bad
 * syntax, timeout) still gets the envelope, written on the socket since there is no request object.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, msg] = CLIENT_ERRORS[error.code ?? ''] ?? [400, '请求格式不正确'];
  const body = JSON.stringify({ code: ResponseCode.ERROR, msg, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
