// The picture of the e-seal (SES_ESPictrueInfo): the guarantor's uploaded seal image as it is, or,
// without one, the red round seal letter-seal.ts draws into the PDF, written as SVG.
import type { SealImage } from '../areas/issuing/letter-seal';
import type { SealPicture } from './e-seal';

/** Pixel size of a PNG (IHDR) or a JPEG (first SOFn marker); null when unreadable. */
export function imagePixels(image: SealImage): { width: number; height: number } | null {
  const bytes = image.bytes;
  if (image.kind === 'png')
    return bytes.length >= 24
      ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
      : null;
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame)
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    offset += 2 + length;
  }
  return null;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

/** drawRoundSeal's ring, name along the upper arc, star and purpose, on a 100 × 100 canvas. */
export function drawnSealSvg(companyName: string, purpose = '保函专用章'): string {
  const c = 50;
  const radius = 50;
  const chars = [...companyName];
  const maxSpan = (240 * Math.PI) / 180;
  const size = Math.min(radius * 0.26, (radius * 0.72 * maxSpan) / (chars.length * 1.1));
  const textRadius = radius * 0.86 - size / 2;
  const span = Math.min(maxSpan, (chars.length * size * 1.1) / textRadius);
  const glyphs = chars.map((char, i) => {
    const angle =
      Math.PI / 2 + span / 2 - (chars.length === 1 ? span / 2 : (i * span) / (chars.length - 1));
    const x = c + textRadius * Math.cos(angle);
    const y = c - textRadius * Math.sin(angle);
    const rotation = 90 - (angle * 180) / Math.PI;
    return `<text x="${x.toFixed(2)}" y="${y.toFixed(2)}" font-size="${size.toFixed(2)}" text-anchor="middle" dominant-baseline="central" transform="rotate(${rotation.toFixed(2)} ${x.toFixed(2)} ${y.toFixed(2)})">${escapeXml(char)}</text>`;
  });
  const star = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = (i % 2 === 0 ? 1 : 0.382) * radius * 0.24;
    return `${(c + r * Math.cos(angle)).toFixed(2)},${(c + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    '<g fill="#d11414" font-family="SimSun, 宋体, serif" fill-opacity="0.9">',
    `<circle cx="${c}" cy="${c}" r="${radius * 0.97}" fill="none" stroke="#d11414" stroke-width="${radius * 0.06}"/>`,
    ...glyphs,
    `<polygon points="${star}"/>`,
    `<text x="${c}" y="${c + radius * 0.55}" font-size="${radius * 0.16}" text-anchor="middle">${escapeXml(purpose)}</text>`,
    '</g></svg>',
  ].join('');
}

/** The picture fitted into the seal's square of `diameterMm`, keeping an image's proportions. */
export function sealPicture(
  seal: SealImage | null,
  companyName: string,
  diameterMm: number,
): SealPicture {
  const pixels = seal && imagePixels(seal);
  if (!seal || !pixels || !pixels.width || !pixels.height)
    return {
      type: 'SVG',
      data: Buffer.from(drawnSealSvg(companyName), 'utf8'),
      widthMm: diameterMm,
      heightMm: diameterMm,
    };
  const scale = diameterMm / Math.max(pixels.width, pixels.height);
  return {
    type: seal.kind === 'png' ? 'PNG' : 'JPG',
    data: seal.bytes,
    widthMm: pixels.width * scale,
    heightMm: pixels.height * scale,
  };
}
