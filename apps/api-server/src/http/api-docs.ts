// The OpenAPI document (/docs/json) and its browsable page (/docs), from the contract's zod
// schemas; registered only when config.API_DOCS is on (default: outside production).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '保函通 API',
        version: '1.0.0',
        description: 'Envelope `{code,msg,data}`; see docs/api-conventions.md.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
