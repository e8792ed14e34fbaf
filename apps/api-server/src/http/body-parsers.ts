// Request bodies: JSON refused early when nested too deeply, multipart read into `request.body`
// with every parsing failure answered as bad input (400), never as a server error.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { jsonNestsDeeperThan } from './json-depth';

/** Deepest nesting of arrays and objects a JSON body may have; the contract's bodies need 3. */
export const JSON_MAX_DEPTH = 32;

const tooDeep = () =>
  new AppError(`请求内容嵌套层级过深（不能超过 ${JSON_MAX_DEPTH} 层）`, { status: 400 });
const malformedMultipart = () => new AppError('上传的表单数据不完整或格式不正确', { status: 400 });

/** Fastify's JSON parser (proto-poisoning checks kept), after a linear depth check of the text. */
function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, JSON_MAX_DEPTH)) return done(tooDeep(), undefined);
    return parse(request, body as string, done);
  });
}

/**
 * @fastify/multipart's parts gathered as `{ field: { value } | file part }` (its attachFieldsToBody
 * shape), files buffered so handlers can check their content. Its limit errors keep their 413;
 * anything else the parser throws is a malformed body. Fields must be text: a part declared as
 * JSON would be parsed without the depth check, and no form sends one.
 */
async function registerMultipart(app: FastifyInstance, limits: { fileSizeBytes: number }) {
  await app.register(multipart, {
    limits: { fileSize: limits.fileSizeBytes, files: 5, fields: 30 },
  });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    try {
      for await (const part of request.parts()) {
        request.body = part.fields;
        if (part.type === 'file') await part.toBuffer();
        else if (typeof part.value !== 'string') throw malformedMultipart();
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      throw error instanceof AppError || (status && status !== 500) ? error : malformedMultipart();
    }
  });
}

export async function registerBodyParsers(app: FastifyInstance, limits: { fileSizeBytes: number }) {
  registerJsonParser(app);
  await app.register(formbody);
  await registerMultipart(app, limits);
}
