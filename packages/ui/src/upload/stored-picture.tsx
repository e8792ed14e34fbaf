// A stored file shown where a picture is expected (a transfer voucher, a licence, a seal): scenes
// that take images also take PDFs, and a PDF in an <img> is a broken picture, so a PDF is a link
// that opens it in a new tab and an image stays a previewable picture: a thumbnail that opens the
// whole picture over the page (Esc, 关闭 or a click beside it closes). Arco's Image would bring its
// preview toolbar, Tooltip and Trigger (~17 kB gzip on each desk that shows a voucher).
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { resolveImageUrl } from '../layout/avatar-url';
import './stored-picture.css';

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
  return <PictureThumbnail href={href} alt={alt} width={width} height={height} style={style} />;
}

function PictureThumbnail({
  href,
  alt,
  width,
  height,
  style,
}: {
  href: string;
  alt: string;
  width: number;
  height: number;
  style?: CSSProperties;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="bht-picture"
        aria-label={`查看大图：${alt}`}
        style={{ width, height, ...style }}
        onClick={() => setOpen(true)}
      >
        <img src={href} alt={alt} width={width} height={height} />
      </button>
      {open && <PicturePreview href={href} alt={alt} onClose={close} />}
    </>
  );
}

function PicturePreview({
  href,
  alt,
  onClose,
}: {
  href: string;
  alt: string;
  onClose: () => void;
}) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  // On the body: inside a drawer (transformed), a fixed element would cover only the drawer.
  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      className="bht-picture-preview"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <img src={href} alt={alt} />
      <div className="bht-picture-preview-actions">
        <a href={href} target="_blank" rel="noopener noreferrer">
          在新标签页打开
        </a>
        <button ref={closeButton} type="button" onClick={onClose}>
          关闭
        </button>
      </div>
    </div>,
    document.body,
  );
}
