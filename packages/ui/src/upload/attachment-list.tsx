// Stored files to download (a notice's, a preservation application's, a claim's attachments): each
// under the name it was uploaded with, opened through the link the answer gave (signed when
// private), prefixed with the image host like every /uploads path; a file a trading platform typed
// (索赔申请书, 违约事实证明…) shows its type before its name.
import type { ReactNode } from 'react';
import { resolveImageUrl } from '../layout/avatar-url';
import type { UploadedItem } from './file-upload';

export interface AttachmentListProps {
  files: readonly (UploadedItem & { type?: string })[];
  imageHost: string;
  /** What shows when there is no file. */
  empty?: ReactNode;
  /** The list's accessible name. */
  label?: string;
}

export function AttachmentList({
  files,
  imageHost,
  empty = '-',
  label = '附件',
}: AttachmentListProps) {
  if (files.length === 0) return <>{empty}</>;
  return (
    <ul aria-label={label} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {files.map((file) => (
        <li key={file.url} style={{ padding: '2px 0', overflowWrap: 'anywhere' }}>
          {file.type && <span style={{ color: 'var(--color-text-3)' }}>{file.type}：</span>}
          <a
            href={resolveImageUrl(file.url, imageHost)}
            target="_blank"
            rel="noopener noreferrer"
            download={file.name}
          >
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
