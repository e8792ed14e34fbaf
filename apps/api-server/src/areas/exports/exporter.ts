// What an exportable list brings to the export machinery (docs/exports.md): its declaration in the
// contract (path, the list's filters, caller kind and permission, file title), the columns of its
// sheet, and how to count and read its rows for the caller with the list's own scope and filters.
import type { ExportDefinition } from '@bht/api-client/contract';
import type { z } from 'zod';
import type { HandlerContext } from '../../http/implement';
import type { XlsxColumn } from './xlsx-stream';

export interface Exporter<D extends ExportDefinition = ExportDefinition, Row = unknown> {
  definition: D;
  /** What follows the title in the file name (e.g. the stage), if anything. */
  subtitle?: (filters: z.output<D['request']>) => string | undefined;
  columns: readonly XlsxColumn<Row>[];
  /**
   * Checks what the list checks beyond the declared permission (e.g. the stage's own permission)
   * and answers how many rows the file will hold; throws the list's error (403, 400) otherwise.
   */
  count: (
    filters: z.output<D['request']>,
    ctx: HandlerContext<D['list']['auth']>,
  ) => Promise<number>;
  /** The rows, batch by batch, in the list's order. */
  rows: (
    filters: z.output<D['request']>,
    ctx: HandlerContext<D['list']['auth']>,
  ) => AsyncIterable<Row[]>;
}

/** Typed at the list's definition; kept in one registry of every list. */
export const exporter = <D extends ExportDefinition, Row>(e: Exporter<D, Row>) =>
  e as unknown as Exporter;

/** The page an exporter's count asks its list for: the list's own total for the filters, one row read. */
export const COUNT_PAGE = { page: 1, limit: 1 };

/** Columns many lists share. */
export const moneyColumn = <Row>(header: string, value: (row: Row) => string): XlsxColumn<Row> => ({
  header,
  width: 16,
  value: (row) => Number(value(row)),
});
