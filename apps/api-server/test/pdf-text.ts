// The text drawn on a PDF's pages, for tests that check what a generated letter says. Our PDFs draw
// text with embedded subset fonts, as glyph ids in hex strings (`<0012003A> Tj`); each font's
// ToUnicode CMap (pdf-lib writes one `bfchar` line per glyph) maps them back to characters.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

const streamText = (doc: PDFDocument, object: PDFObject | undefined): string => {
  const stream = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
};

/** glyph id (4 hex digits) → the characters it stands for, from every font's ToUnicode map. */
function glyphMap(doc: PDFDocument, fonts: PDFDict | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const ref of fonts?.values() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    const cmap = streamText(doc, font.get(PDFName.of('ToUnicode')));
    for (const [, id, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
      const units = unicode!.match(/.{4}/g)!.map((h) => parseInt(h, 16));
      map.set(id!.toLowerCase(), String.fromCharCode(...units));
    }
  }
  return map;
}

/** Every page's drawn text, each text-showing operator's string on a line of its own. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    const glyphs = glyphMap(doc, fonts);
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const part of parts) {
      for (const [, hex] of streamText(doc, part).matchAll(/<([0-9a-fA-F]+)>\s*Tj/g))
        lines.push(
          hex!
            .match(/.{4}/g)!
            .map((id) => glyphs.get(id.toLowerCase()) ?? '?')
            .join(''),
        );
    }
  }
  return lines.join('\n');
}

export interface PlacedText {
  page: number;
  /** The text matrix's translation (points, origin bottom-left) and whether it is rotated. */
  x: number;
  y: number;
  rotated: boolean;
  text: string;
}

/** Every page's drawn strings with where each starts (pdf-lib writes one `… Tm <hex> Tj` per string). */
export async function pdfPlacedText(bytes: Uint8Array): Promise<PlacedText[]> {
  const doc = await PDFDocument.load(bytes);
  const placed: PlacedText[] = [];
  doc.getPages().forEach((page, index) => {
    const glyphs = glyphMap(doc, page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict));
    const contents = page.node.Contents();
    for (const part of contents instanceof PDFArray ? contents.asArray() : [contents]) {
      const runs = streamText(doc, part).matchAll(
        /(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) Tm\s*<([0-9a-fA-F]+)>\s*Tj/g,
      );
      for (const [, a, b, , , x, y, hex] of runs)
        placed.push({
          page: index,
          x: Number(x),
          y: Number(y),
          rotated: Number(a) !== 1 || Number(b) !== 0,
          text: hex!
            .match(/.{4}/g)!
            .map((id) => glyphs.get(id.toLowerCase()) ?? '?')
            .join(''),
        });
    }
  });
  return placed;
}
