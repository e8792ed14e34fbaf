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

export function drawQrCode(page: PDFPage, text: string, { x, y, size }: QrPlacement): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + QUIET_ZONE * 2);
  const black = rgb(0, 0, 0);
  for (let row = 0; row < count; row += 1) {
    // One rectangle per horizontal run of dark modules keeps the page content small.
    let col = 0;
    while (col < count) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < count && modules.get(row, col)) col += 1;
      page.drawRectangle({
        x: x + (QUIET_ZONE + start) * unit,
        y: y + size - (QUIET_ZONE + row + 1) * unit,
        width: (col - start) * unit,
        height: unit,
        color: black,
      });
    }
  }
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
