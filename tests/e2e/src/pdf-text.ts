// Reading a generated PDF back in a test without a PDF library.
import { inflateSync } from 'node:zlib';

/** The PDF's objects as text: the file itself and every Flate stream inflated. */
function pdfChunks(pdf: Buffer): string[] {
  const chunks = [pdf.toString('latin1')];
  const streams = /(?<!end)stream\r?\n/g;
  for (let match = streams.exec(chunks[0]!); match; match = streams.exec(chunks[0]!)) {
    const start = match.index + match[0].length;
    const end = pdf.indexOf('endstream', start);
    try {
      chunks.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream (images, fonts in other encodings)
    }
  }
  return chunks;
}

/** Whether the PDF mentions `text`, in a plain or a Flate-compressed object, as bytes or UTF-16BE hex. */
export function pdfMentions(pdf: Buffer, text: string): boolean {
  const hex = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  return pdfChunks(pdf).some((c) => c.includes(text) || c.toUpperCase().includes(hex));
}

/**
 * The text drawn on the PDF's pages, blanks removed, once read through each embedded font's map.
 * Our letters draw text with embedded subset fonts, as glyph ids in hex strings (`<0012003A> Tj`);
 * each font's ToUnicode CMap (one `<glyph> <unicode>` line per glyph) maps them back. Without
 * parsing which page uses which font, every drawn string is read through each font's map in turn:
 * a line drawn in one font reads right in that font's reading.
 */
export function pdfReadings(pdf: Buffer): string[] {
  const chunks = pdfChunks(pdf);
  const drawn = chunks.flatMap((c) => [...c.matchAll(/<([0-9a-fA-F]+)>\s*Tj/g)].map((m) => m[1]!));
  return chunks
    .filter((c) => c.includes('begincmap'))
    .map((cmap) => {
      const glyphs = new Map<string, string>();
      for (const [, id, unicode] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
        glyphs.set(
          id!.toLowerCase(),
          String.fromCharCode(...unicode!.match(/.{4}/g)!.map((h) => parseInt(h, 16))),
        );
      }
      return drawn
        .map((hex) =>
          (hex.match(/.{4}/g) ?? []).map((id) => glyphs.get(id.toLowerCase()) ?? '\u0000').join(''),
        )
        .join('')
        .replace(/\s+/g, '');
    });
}

/** Whether the text drawn on the PDF's pages says `text` (blanks ignored: wrapped lines drop them) in one font. */
export function pdfSays(pdf: Buffer, text: string): boolean {
  const wanted = text.replace(/\s+/g, '');
  return pdfReadings(pdf).some((reading) => reading.includes(wanted));
}
