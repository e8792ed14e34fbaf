// A document prepared for signing with a texted code (the firm's seal-authorisation agreement, the
// apply wizard's guarantee contract): inline on wide screens, a link on phones (their browsers
// rarely show a PDF inline), and the document digest the e-signature binds.
import { resolveImageUrl } from '@bht/ui';
import { runtimeConfig } from './api';

export interface PreparedDocumentProps {
  /** The document's name without 《》, e.g. 委托担保合同. */
  name: string;
  url: string;
  digest: string;
  narrow: boolean;
}

export function PreparedDocument({ name, url, digest, narrow }: PreparedDocumentProps) {
  const href = resolveImageUrl(url, runtimeConfig.imageHost);
  return (
    <section aria-label={name} style={{ marginBottom: 16 }}>
      {!narrow && (
        <iframe
          src={href}
          title={name}
          style={{ width: '100%', height: 480, border: '1px solid #e5e6eb', borderRadius: 4 }}
        />
      )}
      <p style={{ margin: '8px 0 0' }}>
        <a href={href} target="_blank" rel="noreferrer">
          {narrow ? `查看《${name}》` : `在新窗口打开《${name}》`}
        </a>
      </p>
      <p
        style={{
          margin: '4px 0 0',
          fontSize: 12,
          color: 'var(--color-text-3)',
          wordBreak: 'break-all',
        }}
      >
        文件摘要：{digest}
      </p>
    </section>
  );
}
