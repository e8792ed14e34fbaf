// Calling an export through HTTP and opening its file (docs/exports.md): the export tests' fixture.
import {
  EXPORT_TOTAL_ROWS_HEADER,
  XLSX_MIME,
  type ExportDefinition,
} from '@bht/api-client/contract';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nextIp } from './company-session';

/** The sheet's rows (header first) as arrays of cell values. */
export async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The export calls against the test's app (read when called: tests build it in beforeAll). */
export function exportCalls(app: () => FastifyInstance) {
  const exportCall = (
    definition: ExportDefinition,
    token: string | undefined,
    fields: Record<string, string> = {},
  ) =>
    app().inject({
      method: 'POST',
      url: definition.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      payload: new URLSearchParams(token ? { ...fields, token } : fields).toString(),
    });

  /** A successful export: its response, header row and data rows, the row count header matching the file. */
  async function exported(
    definition: ExportDefinition,
    token: string,
    fields: Record<string, string> = {},
  ) {
    const res = await exportCall(definition, token, fields);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    const rows = await sheetRows(res.rawPayload);
    expect(Number(res.headers[EXPORT_TOTAL_ROWS_HEADER.toLowerCase()])).toBe(rows.length - 1);
    return { res, header: rows[0]!, rows: rows.slice(1) };
  }

  return { exportCall, exported };
}
