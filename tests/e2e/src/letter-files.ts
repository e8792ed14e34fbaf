// An issued letter's PDF as a holder has it, and the verification code (查验码) printed on it.
import { expect } from 'vitest';
import { pdfReadings } from './pdf-text';
import { e2eUrls } from './provided-context';

/** The bytes of the letter PDF at `url` (a signed link, relative to the API or absolute). */
export async function letterPdf(url: string): Promise<Buffer> {
  const res = await fetch(url.startsWith('http') ? url : `${e2eUrls().apiUrl}${url}`);
  expect(res.ok).toBe(true);
  return Buffer.from(await res.arrayBuffer());
}

/** The verification code printed under the letter number. */
export function printedVerifyCode(pdf: Buffer): string {
  const code = pdfReadings(pdf)
    .map((reading) => /查验码[:：]([0-9A-Z]{6})/.exec(reading)?.[1])
    .find(Boolean);
  if (!code) throw new Error('no 查验码 on the letter');
  return code;
}
