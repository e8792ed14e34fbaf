// Writes an .xlsx file row by row to a stream (exceljs' streaming WorkbookWriter): each row is
// committed as soon as it is added, so the memory held is one batch of rows, whatever the file's
// size. The writer waits for the reader when the stream is full, and stops when it is closed
// (the client cancelled). Every value goes through inertCell: no text becomes a formula.
import type { Writable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import { inertCell } from './cells';

export interface XlsxColumn<Row> {
  header: string;
  /** Column width in characters. */
  width: number;
  value: (row: Row) => string | number | null;
}

export async function writeXlsx<Row>(
  out: Writable,
  sheetName: string,
  columns: readonly XlsxColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column, i) => ({
    header: column.header,
    key: String(i),
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    if (out.destroyed) return;
    for (const row of rows)
      sheet.addRow(columns.map((column) => inertCell(column.value(row)))).commit();
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  sheet.commit();
  await workbook.commit();
}
