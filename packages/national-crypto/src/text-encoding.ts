// How national-cryptography inputs and outputs are written as text. Platform documents differ
// (hex in either case, Base64, a secret used as its UTF-8 bytes), so every caller names the form.

/** How bytes travel as text: lower-case hex, upper-case hex, or standard Base64. */
export type TextEncoding = 'hex' | 'HEX' | 'base64';

/** How a key or IV given as text turns into bytes: hex digits, Base64, or the text's UTF-8 bytes. */
export type KeyTextForm = 'hex' | 'base64' | 'utf8';

export function encodeBytes(bytes: Uint8Array, encoding: TextEncoding): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (encoding === 'base64') return buffer.toString('base64');
  const hex = buffer.toString('hex');
  return encoding === 'HEX' ? hex.toUpperCase() : hex;
}

/** Decodes text written in `encoding`; refuses characters outside it (Buffer would skip them). */
export function decodeText(text: string, encoding: TextEncoding): Buffer {
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
      throw new Error('not Base64 text');
    }
    return Buffer.from(text, 'base64');
  }
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(text)) throw new Error('not hex text');
  return Buffer.from(text, 'hex');
}

/** A key or IV: raw bytes as they are, text decoded by its form. */
export function keyBytes(value: Uint8Array | string, form: KeyTextForm): Buffer {
  if (typeof value !== 'string') return Buffer.from(value);
  return form === 'utf8' ? Buffer.from(value, 'utf8') : decodeText(value, form);
}
