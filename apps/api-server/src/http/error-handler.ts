// Every failure answers with the envelope and a fitting HTTP status; unexpected errors are
// logged with their stack and never leaked.
import { ResponseCode } from '@bht/api-client/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error';

function sendError(reply: FastifyReply, status: number, msg: string, code: number = ResponseCode.ERROR, data: { fields: Record<string, string> } | null = null) {
  return reply.code(status).serializer(JSON.stringify).send({ code, msg, data });
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.status, error.message, error.code, error.fields ? { fields: error.fields } : null);
    }
    const status = (error as FastifyError).statusCode;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') return sendError(reply, 413, '上传的文件过大');
    if (status && status >= 400 && status < 500) return sendError(reply, status, '请求格式不正确');
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, '服务器繁忙，请稍后重试');
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, '接口不存在'));
}
