// Chinese text in generated PDFs: Noto Sans SC (GB 2312 set, SIL OFL, from the npm package
// @embedpdf/fonts-sc), embedded as a subset so a document carries only the glyphs it uses.
// pdf-lib's own fontkit fork writes broken subsets of CID-keyed CFF fonts such as Noto Sans CJK
// (poppler/FreeType reject them), so the maintained `fontkit` 2 is plugged in instead; it only
// lacks the stream-style `encodeStream()` pdf-lib calls, which the adapter below provides.
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const FONT_FILE = 'NotoSansHans-Regular.otf';

let fontBytes: Promise<Buffer> | undefined;

function loadFontBytes(): Promise<Buffer> {
  // The package's entry is dist/index.*; the fonts sit in fonts/ beside dist/.
  const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
  fontBytes ??= readFile(join(dirname(entry), '..', 'fonts', FONT_FILE));
  return fontBytes;
}

type StreamingSubset = fontkit.Subset & { encodeStream(): EventEmitter };

/** fontkit 2 with the `encodeStream()` that pdf-lib's subset embedder reads from. */
const fontkitForPdfLib = {
  create(bytes: Uint8Array) {
    const font = fontkit.create(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ) as fontkit.Font;
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset() as StreamingSubset;
      subset.encodeStream = () => {
        const stream = new EventEmitter();
        setImmediate(() => {
          try {
            stream.emit('data', subset.encode());
            stream.emit('end');
          } catch (error) {
            stream.emit('error', error);
          }
        });
        return stream;
      };
      return subset;
    };
    return font;
  },
};

/** Embeds the CJK font into `doc` (subset) and returns it for drawing. */
export async function embedCjkFont(doc: PDFDocument): Promise<PDFFont> {
  doc.registerFontkit(fontkitForPdfLib as unknown as Parameters<PDFDocument['registerFontkit']>[0]);
  return doc.embedFont(await loadFontBytes(), { subset: true });
}

/** The same font for measuring text outside a PDF (the OFD letter lays out its lines with it). */
export async function loadCjkFontkit(): Promise<fontkit.Font> {
  return fontkit.create(await loadFontBytes()) as fontkit.Font;
}
