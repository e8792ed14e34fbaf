// Rich text the API has already sanitised (a notice's body, docs/notices.md), shown as HTML. Its
// images are stored files (`/uploads/…`), so they get this app's image host like any other upload;
// the editor takes the host off again before it sends the HTML back.
import type { CSSProperties } from 'react';
import './rich-text.css';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `<img src="/uploads/…">` → `<img src="<host>/uploads/…">`. */
export function withImageHost(html: string, imageHost: string): string {
  const host = imageHost.replace(/\/+$/, '');
  return host ? html.replace(/(<img\b[^>]*?\ssrc=")\/uploads\//g, `$1${host}/uploads/`) : html;
}

/** The inverse of withImageHost: what the editor sends back names stored files by their path. */
export function withoutImageHost(html: string, imageHost: string): string {
  const host = imageHost.replace(/\/+$/, '');
  return host
    ? html.replace(
        new RegExp(`(<img\\b[^>]*?\\ssrc=")${escapeForRegExp(host)}/uploads/`, 'g'),
        '$1/uploads/',
      )
    : html;
}

/** Typography shared by the editor and the reader, so a notice looks the same in both. */
export const richTextStyle: CSSProperties = {
  lineHeight: 1.8,
  color: '#1d2129',
  overflowWrap: 'anywhere',
  wordBreak: 'break-word',
};

export interface RichTextContentProps {
  /** HTML sanitised by the server. */
  html: string;
  imageHost: string;
  'aria-label'?: string;
}

export function RichTextContent({ html, imageHost, 'aria-label': label }: RichTextContentProps) {
  return (
    <div
      className="bht-rich-text"
      aria-label={label}
      style={richTextStyle}
      // The server keeps only a whitelist of tags and attributes (no script, handlers or javascript: links).
      dangerouslySetInnerHTML={{ __html: withImageHost(html, imageHost) }}
    />
  );
}
