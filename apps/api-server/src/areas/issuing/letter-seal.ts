// The guarantor's seal on the letter: the seal image the company uploaded (机构信息 → 印章), or,
// when it has none, a red round seal drawn from its name and captioned as drawn by the system,
// so nobody mistakes it for an impression of the company's real seal.
import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { FileStorage } from '../../providers/storage/file-storage';
import { UPLOADS_PREFIX } from '../../http/file-links';

const SEAL_RED = rgb(0.82, 0.08, 0.08);
/** Five-pointed star of radius 1 centred on the origin, as an SVG path (y grows downwards in SVG). */
const STAR_PATH =
  Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const radius = i % 2 === 0 ? 1 : 0.382;
    return `${i === 0 ? 'M' : 'L'}${(radius * Math.cos(angle)).toFixed(4)},${(radius * Math.sin(angle)).toFixed(4)}`;
  }).join(' ') + ' Z';

export const DRAWN_SEAL_CAPTION = '（系统绘制印章，非实物印章影像）';

export type SealImage = { kind: 'png' | 'jpg'; bytes: Buffer };

/** The company's uploaded seal image when it is stored and is a PNG or JPEG, else null. */
export async function loadSealImage(
  storage: FileStorage,
  sealUrl: string,
): Promise<SealImage | null> {
  if (!sealUrl.startsWith(UPLOADS_PREFIX)) return null;
  const bytes = await storage.get(sealUrl.slice(UPLOADS_PREFIX.length));
  if (!bytes) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { kind: 'png', bytes };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { kind: 'jpg', bytes };
  return null;
}

export interface SealPlacement {
  /** Centre of the seal and its diameter, in points. */
  cx: number;
  cy: number;
  diameter: number;
}

/** Draws the uploaded seal image scaled into the seal's square, keeping its proportions. */
export async function drawSealImage(
  page: PDFPage,
  image: SealImage,
  { cx, cy, diameter }: SealPlacement,
): Promise<void> {
  const embedded =
    image.kind === 'png'
      ? await page.doc.embedPng(image.bytes)
      : await page.doc.embedJpg(image.bytes);
  const { width, height } = embedded.scaleToFit(diameter, diameter);
  page.drawImage(embedded, { x: cx - width / 2, y: cy - height / 2, width, height, opacity: 0.9 });
}

/** A red round seal: ring, the company name along the upper arc, a star, the purpose (保函专用章 unless told) below it. */
export function drawRoundSeal(
  page: PDFPage,
  font: PDFFont,
  companyName: string,
  { cx, cy, diameter }: SealPlacement,
  purpose = '保函专用章',
): void {
  const radius = diameter / 2;
  page.drawCircle({
    x: cx,
    y: cy,
    size: radius,
    borderColor: SEAL_RED,
    borderWidth: radius * 0.06,
    opacity: 0,
    borderOpacity: 0.9,
  });

  const chars = [...companyName];
  // The name runs along at most 240° of the upper arc, centred on the top, read clockwise.
  const maxSpan = (240 * Math.PI) / 180;
  const size = Math.min(radius * 0.26, (radius * 0.72 * maxSpan) / (chars.length * 1.1));
  const textRadius = radius * 0.86 - size / 2;
  const span = Math.min(maxSpan, (chars.length * size * 1.1) / textRadius);
  chars.forEach((char, i) => {
    const angle =
      Math.PI / 2 + span / 2 - (chars.length === 1 ? span / 2 : (i * span) / (chars.length - 1));
    const rotation = angle - Math.PI / 2;
    const width = font.widthOfTextAtSize(char, size);
    // Place the glyph's centre on the arc: pdf-lib rotates around the glyph's lower-left corner.
    const px = cx + textRadius * Math.cos(angle);
    const py = cy + textRadius * Math.sin(angle);
    const ox = (width / 2) * Math.cos(rotation) - size * 0.35 * Math.sin(rotation);
    const oy = (width / 2) * Math.sin(rotation) + size * 0.35 * Math.cos(rotation);
    page.drawText(char, {
      x: px - ox,
      y: py - oy,
      size,
      font,
      color: SEAL_RED,
      rotate: degrees((rotation * 180) / Math.PI),
    });
  });

  const starRadius = radius * 0.24;
  page.drawSvgPath(STAR_PATH, { x: cx, y: cy, scale: starRadius, color: SEAL_RED });
  const purposeSize = radius * 0.16;
  page.drawText(purpose, {
    x: cx - font.widthOfTextAtSize(purpose, purposeSize) / 2,
    y: cy - radius * 0.55,
    size: purposeSize,
    font,
    color: SEAL_RED,
  });
}
