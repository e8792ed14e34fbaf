// 文件摘要 of a letter's issued files, as both apps' order details show them: the SHA-256 and SM3
// of the PDF (and of the OFD once there is one), each monospace, wrapping and copyable, so a file
// at hand can be checked byte for byte. The shape is the contract's `letter_digests`
// (models.ts letterDigestsSchema).
import { Typography } from '@arco-design/web-react';
import '@arco-design/web-react/es/Typography/style/css.js';

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
            <Typography.Text copyable style={digestStyle} aria-label={`${label} 摘要`}>
              {digest}
            </Typography.Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
