// POST or GET /api/export/<name> (docs/exports.md): the list's rows as an .xlsx file, streamed.
// The request goes through what the list's own call goes through (admitRequest, register-endpoints.ts):
// the caller first (401, the list's permission 403), then the list's filters with its request schema
// (400 naming the field), then the list's own checks (e.g. the stage's permission); all of these
// answer the usual JSON envelope before any byte of the file. Then the headers (file name, row
// count) and the workbook, written batch by batch while the client reads it.
import { PassThrough } from 'node:stream';
import { EXPORT_TOTAL_ROWS_HEADER, XLSX_MIME } from '@bht/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { HandlerContext } from '../../http/implement';
import { admitRequest } from '../../http/register-endpoints';
import type { Providers } from '../../providers';
import { fileDate } from './cells';
import type { Exporter } from './exporter';
import { writeXlsx } from './xlsx-stream';

/** attachment with an ASCII fallback and the Chinese name in RFC 5987 form (every browser reads filename*). */
export function contentDisposition(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerExportRoutes(
  app: FastifyInstance,
  deps: { db: Db; config: Config; providers: Providers },
  exporters: readonly Exporter[],
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const exporter of exporters) {
    const { definition } = exporter;
    // The list's endpoint with the export's request: its id names the fields (field-labels.ts).
    const endpoint = { ...definition.list, request: definition.request };
    for (const method of ['POST', 'GET'] as const) {
      typed.route({
        method,
        url: definition.path,
        schema: {
          summary: `导出 Excel：${definition.title}（筛选条件同 ${definition.list.path}） / Export the list as .xlsx`,
          tags: ['exports'],
          ...(method === 'GET'
            ? { querystring: definition.request }
            : { body: definition.request }),
        },
        validatorCompiler: () => (data) => ({ value: data }),
        handler: async (request, reply) => {
          const { input, caller, files } = await admitRequest(deps, endpoint, request);
          const filters = input as never;
          const ctx = {
            ...deps,
            request,
            reply,
            caller,
            files,
          } as unknown as HandlerContext<never>;
          const total = await exporter.count(filters, ctx);

          const date = fileDate();
          const name = [definition.title, exporter.subtitle?.(filters), date]
            .filter(Boolean)
            .join('-');
          const body = new PassThrough();
          // The client went away (cancelled): stop reading the database.
          reply.raw.on('close', () => {
            if (!reply.raw.writableFinished) body.destroy();
          });
          writeXlsx(body, definition.title, exporter.columns, exporter.rows(filters, ctx)).catch(
            (error: unknown) => {
              request.log.error(
                { err: error, export: definition.name },
                'export failed while streaming',
              );
              body.destroy(error as Error);
            },
          );
          return reply
            .header('content-type', XLSX_MIME)
            .header(
              'content-disposition',
              contentDisposition(`${definition.name}-${date}.xlsx`, `${name}.xlsx`),
            )
            .header(EXPORT_TOTAL_ROWS_HEADER, String(total))
            .header('cache-control', 'no-store')
            .send(body);
        },
      });
    }
  }
}
