// Every failure answers with the envelope and a fitting HTTP status; unexpected errors are
// logged with their stack and never leaked.
import { ResponseCode } from '@bht/api-client/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .serializer(JSON.stringify)
        .send({ code: error.code, msg: error.message, data: error.fields ? { fields: error.fields } : null });
    }
    const status = (error as FastifyError).statusCode;
    if (status === 413 || (error as FastifyError).code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).serializer(JSON.stringify).send({ code: ResponseCode.ERROR, msg: '上传的文件过大', data: null });
    }
    if (status && status >= 400 && status < 500) {
      return reply.code(status).serializer(JSON.stringify).send({ code: ResponseCode.ERROR, msg: '请求格式不正确', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).serializer(JSON.stringify).send({ code: ResponseCode.ERROR, msg: '服务器繁忙，请稍后重试', data: null });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ code: ResponseCode.ERROR, msg: '接口不存在', data: null }),
  );
}
