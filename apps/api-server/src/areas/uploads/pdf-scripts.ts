// Whether a PDF carries JavaScript or automatic actions, which a viewer may run on opening: the
// names /JavaScript, /JS and /AA anywhere in its objects (an /OpenAction that runs a script names
// /JavaScript and /JS). Names are compared after decoding their #xx escapes (/J#61vaScript), and
// Flate-compressed streams (object streams hide whole objects) are inflated and searched too.
import { inflateSync } from 'node:zlib';

const SCRIPT_NAMES = new Set(['JavaScript', 'JS', 'AA']);

/** A PDF name: a slash and the regular characters after it (delimiters and white space end it). */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const HEX_ESCAPE = /#([0-9A-Fa-f]{2})/g;
const STREAM = /(?<!end)stream\r?\n/g;
/** Inflated bytes searched per file, against decompression bombs. */
const MAX_INFLATED = 20 * 1024 * 1024;

const namesScript = (text: string) =>
  Array.from(text.matchAll(NAME), (m) =>
    m[1]!.replace(HEX_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  ).some((name) => SCRIPT_NAMES.has(name));

/** The stream bodies that inflate (zlib data), within the overall budget. */
function* inflatedStreams(bytes: Buffer, text: string): Generator<string> {
  let budget = MAX_INFLATED;
  for (const match of text.matchAll(STREAM)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0 || budget <= 0) return;
    try {
      const body = inflateSync(bytes.subarray(start, end), { maxOutputLength: budget });
      budget -= body.length;
      yield body.toString('latin1');
    } catch {
      // Not Flate data (an image, another filter) or over the budget: its raw bytes were searched.
    }
  }
}

export function pdfCarriesScript(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  if (namesScript(text)) return true;
  for (const body of inflatedStreams(bytes, text)) if (namesScript(body)) return true;
  return false;
}
