// Reading a generated PDF back in a test without a PDF library.
import { inflateSync } from 'node:zlib';

/** Whether the PDF mentions `text`, in a plain or a Flate-compressed object, as bytes or UTF-16BE hex. */
export function pdfMentions(pdf: Buffer, text: string): boolean {
  const hex = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
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
  return chunks.some((c) => c.includes(text) || c.toUpperCase().includes(hex));
}
