// 保函版本 of a letter re-issued with the same number (docs/trading-platforms.md, "Sealed bids"), as
// both apps' order details show it: the current letter first (its number, validity, how many
// earlier versions it replaced and why the latest was), then each earlier letter, newest first
// (密文保函 or 原版本, validity, when and why it was replaced, its files and shortened SHA-256, the
// full digest in the title). Each side links to the other: 已替代 N 个早期版本 jumps to the list,
// 已由当前版本替代 back to the current letter. The shapes are the contract's `earlier_letters`
// (models.ts earlierLetterSchema); the cause labels are LETTER_REISSUE_CAUSES, handed in.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { useId, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { DateTime } from '../format/date-time';
import { Tag } from '../status/tag';
import type { LetterDigests } from './letter-digests';

export interface EarlierLetter<Cause extends string = string> {
  id: number;
  letter_no: string;
  /** 1: a 密文 letter, made before bid opening. */
  sealed: number;
  valid_from: string | null;
  valid_to: string | null;
  replaced_because: Cause;
  /** Unix seconds. */
  replaced_time: number;
  letter_url: string | null;
  letter_ofd_url: string | null;
  letter_digests: LetterDigests;
}

/** The order detail's letter fields this section reads (the contract's orderDetailSchema). */
export interface LetterWithVersions<Cause extends string = string> {
  letter_no: string | null;
  valid_from: string | null;
  valid_to: string | null;
  /** 1: a 密文 letter (the order is sealed until bid opening). */
  sealed_until_opening: number;
  /** The letters the current one replaced with the same number, newest first. */
  earlier_letters: ReadonlyArray<EarlierLetter<Cause>>;
}

export interface LetterVersionsSectionProps<Cause extends string> {
  order: LetterWithVersions<Cause>;
  /** What each cause reads (LETTER_REISSUE_CAUSES). */
  causes: Readonly<Record<Cause, string>>;
  /** A link to a stored file (each app resolves its file host). */
  fileLink: (path: string, text: string) => ReactNode;
  title?: string;
}

const validity = (from: string | null, to: string | null) =>
  from && to ? `${from} 至 ${to}` : '-';

/** A digest as its first and last 8 hex digits; the full one in the title. */
const shortDigest = (digest: string) =>
  digest.length > 20 ? `${digest.slice(0, 8)}…${digest.slice(-8)}` : digest;

const itemStyle: CSSProperties = {
  padding: '12px 0',
  borderTop: '1px solid var(--color-border-2)',
  scrollMarginTop: 72,
};
const headStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  marginBottom: 8,
};
const factsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: 12,
  rowGap: 4,
  margin: 0,
};
const labelStyle: CSSProperties = { color: 'var(--color-text-3)' };
const valueStyle: CSSProperties = { margin: 0, overflowWrap: 'anywhere' };
const digestStyle: CSSProperties = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 12,
};

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl style={factsStyle}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt style={labelStyle}>{label}</dt>
          <dd style={valueStyle}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Digest({ label, digest }: { label: string; digest: string }) {
  return (
    <span style={{ marginRight: 16, whiteSpace: 'nowrap' }}>
      {label}{' '}
      <code title={digest} style={digestStyle}>
        {shortDigest(digest)}
      </code>
    </span>
  );
}

export function LetterVersionsSection<Cause extends string>({
  order,
  causes,
  fileLink,
  title = '保函版本',
}: LetterVersionsSectionProps<Cause>) {
  // In-page targets of the links between the versions (not in the URL: the router keeps the hash).
  const base = `letter-versions-${useId().replace(/[^\w-]/g, '')}`;
  const earlier = order.earlier_letters;
  const sealed = order.sealed_until_opening === 1;
  const latest = earlier[0];
  if (!latest) return null;
  const currentId = `${base}-current`;
  const idOf = (letter: EarlierLetter<Cause>) => `${base}-${letter.id}`;
  const jump = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };
  const anchor = (id: string, text: string) => (
    <a href={`#${id}`} onClick={jump(id)}>
      {text}
    </a>
  );
  // After a 密文 letter, the current one (no longer sealed) is its 明文 letter.
  const currentKind = sealed
    ? '密文保函'
    : earlier.some((letter) => letter.sealed === 1)
      ? '明文保函'
      : null;
  const versions = earlier.length + 1;

  return (
    <Card title={title} bordered={false} style={{ marginBottom: 16 }}>
      <ol aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <li
          id={currentId}
          tabIndex={-1}
          aria-label="当前版本"
          style={{ ...itemStyle, borderTop: 0, paddingTop: 0 }}
        >
          <div style={headStyle}>
            <Tag size="small" color="green">
              当前版本
            </Tag>
            {currentKind && (
              <Tag size="small" color={sealed ? 'orange' : 'arcoblue'}>
                {currentKind}
              </Tag>
            )}
            <span style={labelStyle}>第 {versions} 版</span>
          </div>
          <Facts
            rows={[
              ['保函编号', order.letter_no ?? '-'],
              ['有效期', validity(order.valid_from, order.valid_to)],
              [
                '早期版本',
                <>
                  {anchor(idOf(latest), `已替代 ${earlier.length} 个早期版本`)}
                  （同一保函编号）；最近一次：{causes[latest.replaced_because]}（
                  <DateTime value={latest.replaced_time} />）
                </>,
              ],
            ]}
          />
        </li>
        {earlier.map((letter, index) => {
          const digests = letter.letter_digests;
          const files = [
            letter.letter_url && fileLink(letter.letter_url, '下载 PDF'),
            letter.letter_ofd_url && fileLink(letter.letter_ofd_url, '下载 OFD'),
          ].filter(Boolean);
          return (
            <li
              key={letter.id}
              id={idOf(letter)}
              tabIndex={-1}
              aria-label={`第 ${versions - 1 - index} 版`}
              style={itemStyle}
            >
              <div style={headStyle}>
                <Tag size="small" color={letter.sealed === 1 ? 'orange' : undefined}>
                  {letter.sealed === 1 ? '密文保函' : '原版本'}
                </Tag>
                <span style={labelStyle}>第 {versions - 1 - index} 版</span>
                <span>已由{anchor(currentId, '当前版本')}替代（同一保函编号）</span>
              </div>
              <Facts
                rows={[
                  ['保函编号', letter.letter_no],
                  ['有效期', validity(letter.valid_from, letter.valid_to)],
                  ['替换时间', <DateTime value={letter.replaced_time} />],
                  ['替换原因', causes[letter.replaced_because]],
                  [
                    '保函文件',
                    files.length ? (
                      <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 16 }}>
                        {files.map((link, at) => (
                          <span key={at}>{link}</span>
                        ))}
                      </span>
                    ) : (
                      '-'
                    ),
                  ],
                  [
                    'SHA-256',
                    <>
                      {digests.pdf_sha256 && <Digest label="PDF" digest={digests.pdf_sha256} />}
                      {digests.ofd_sha256 && <Digest label="OFD" digest={digests.ofd_sha256} />}
                    </>,
                  ],
                ]}
              />
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
