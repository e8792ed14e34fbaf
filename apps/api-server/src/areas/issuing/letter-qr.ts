// The verification QR code drawn into the letter as vector squares (sharp at any zoom, no image),
// plus a link annotation over it so the code is also clickable in a PDF reader.
import { PDFString, rgb, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

export interface QrPlacement {
  /** Lower-left corner and side of the square the code (with its quiet zone) occupies, in points. */
  x: number;
  y: number;
  size: number;
}

/** Modules of white border the QR standard asks for around the symbol. */
const QUIET_ZONE = 4;

/** One horizontal run of dark modules: row, first column and column past the end, in modules. */
export interface QrRun {
  row: number;
  start: number;
  end: number;
}

/**
 * The code of `text` as runs of dark modules (one rectangle each keeps the page content small),
 * with the module count across including the quiet zone on both sides.
 */
export function qrDarkRuns(text: string): { runs: QrRun[]; width: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const runs: QrRun[] = [];
  for (let row = 0; row < count; row += 1) {
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col += 1;
      runs.push({ row: row + QUIET_ZONE, start: start + QUIET_ZONE, end: col + QUIET_ZONE });
    }
  }
  return { runs, width: count + QUIET_ZONE * 2 };
}

export function drawQrCode(page: PDFPage, text: string, { x, y, size }: QrPlacement): void {
  const { runs, width } = qrDarkRuns(text);
  const unit = size / width;
  const black = rgb(0, 0, 0);
  for (const { row, start, end } of runs)
    page.drawRectangle({
      x: x + start * unit,
      y: y + size - (row + 1) * unit,
      width: (end - start) * unit,
      height: unit,
      color: black,
    });
  addLink(page, text, { x, y, size });
}

function addLink(page: PDFPage, url: string, { x, y, size }: QrPlacement): void {
  const context = page.doc.context;
  const annotation = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: [x, y, x + size, y + size],
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
    }),
  );
  page.node.addAnnot(annotation);
}
