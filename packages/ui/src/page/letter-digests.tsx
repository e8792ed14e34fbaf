// 文件摘要 of a letter's issued files, as both apps' order details show them: the SHA-256 and SM3
// of the PDF (and of the OFD once there is one), each monospace, wrapping and copyable, so a file
// at hand can be checked byte for byte. The shape is the contract's `letter_digests`
// (models.ts letterDigestsSchema). 复制 puts a digest on the clipboard and says 已复制 for a moment
// (Arco's copyable Typography brought its Tooltip, Popover and Input, 20 kB of gzip JS, to every
// order detail).
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { useEffect, useState } from 'react';
import { showError } from '../feedback/toast';

export interface LetterDigests {
  pdf_sha256: string;
  pdf_sm3: string | null;
  ofd_sha256: string | null;
  ofd_sm3: string | null;
}

const digestStyle = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
  overflowWrap: 'anywhere' as const,
  margin: 0,
};

const COPIED_FOR_MS = 2000;

function CopyButton({ label, text }: { label: string; text: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      type="text"
      size="mini"
      aria-label={`复制 ${label}`}
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => showError('复制失败，请手动选择摘要复制'),
        )
      }
    >
      <span aria-live="polite">{copied ? '已复制' : '复制'}</span>
    </Button>
  );
}

export function LetterDigestList({ digests }: { digests: LetterDigests }) {
  const rows = [
    ['PDF SHA-256', digests.pdf_sha256],
    ['PDF SM3', digests.pdf_sm3],
    ['OFD SHA-256', digests.ofd_sha256],
    ['OFD SM3', digests.ofd_sm3],
  ].filter((row): row is [string, string] => row[1] !== null);
  return (
    <dl style={{ margin: 0 }}>
      {rows.map(([label, digest]) => (
        <div key={label} style={{ marginBottom: 4 }}>
          <dt style={{ fontSize: 12, color: 'var(--color-text-3)' }}>{label}</dt>
          <dd style={{ margin: 0 }}>
            <span style={digestStyle} aria-label={`${label} 摘要`}>
              {digest}
            </span>
            <CopyButton label={`${label} 摘要`} text={digest} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
