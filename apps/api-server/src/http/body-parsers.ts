// Request bodies: JSON refused early when nested too deeply, forms, multipart.
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { jsonNestsDeeperThan } from './json-depth';

/** Deepest nesting of arrays and objects a JSON body may have; the contract's bodies need 3. */
export const JSON_MAX_DEPTH = 32;

const tooDeep = () =>
  new AppError(`请求内容嵌套层级过深（不能超过 ${JSON_MAX_DEPTH} 层）`, { status: 400 });

/** Fastify's JSON parser (proto-poisoning checks kept), after a linear depth check of the text. */
function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, JSON_MAX_DEPTH)) return done(tooDeep(), undefined);
    return parse(request, body as string, done);
  });
}

async function registerMultipart(app: FastifyInstance, limits: { fileSizeBytes: number }) {
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: limits.fileSizeBytes, files: 5, fields: 30 },
    onFile: async (part) => {
      // Buffer the upload so the handler can check its content (magic bytes) before storing it.
      (part as unknown as { _buf: Buffer })._buf = await part.toBuffer();
    },
  });
}

export async function registerBodyParsers(app: FastifyInstance, limits: { fileSizeBytes: number }) {
  registerJsonParser(app);
  await app.register(formbody);
  await registerMultipart(app, limits);
}
