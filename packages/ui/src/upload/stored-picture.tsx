// A stored file shown where a picture is expected (a transfer voucher, a licence, a seal): scenes
// that take images also take PDFs, and a PDF in an <img> is a broken picture, so a PDF is a link
// that opens it in a new tab and an image stays a previewable picture.
import { Image } from '@arco-design/web-react';
import '@arco-design/web-react/es/Image/style/css.js';
import type { CSSProperties } from 'react';
import { resolveImageUrl } from '../layout/avatar-url';

/** Whether a stored path or signed link names a PDF: the extension of its path, query ignored. */
export function isPdfPath(path: string): boolean {
  return /\.pdf$/i.test(path.split(/[?#]/, 1)[0] ?? '');
}

export interface StoredPictureProps {
  /** The stored path or signed link, as answered. */
  path: string;
  imageHost: string;
  /** The picture's accessible name, e.g. 转账凭证. */
  alt: string;
  width: number;
  height: number;
  /** The link's text when the file is a PDF, e.g. 查看 PDF 凭证. */
  pdfLabel: string;
  style?: CSSProperties;
}

export function StoredPicture({
  path,
  imageHost,
  alt,
  width,
  height,
  pdfLabel,
  style,
}: StoredPictureProps) {
  const href = resolveImageUrl(path, imageHost);
  if (isPdfPath(path))
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {pdfLabel}
      </a>
    );
  return <Image src={href} alt={alt} width={width} height={height} style={style} />;
}
