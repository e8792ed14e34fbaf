// The prepared guarantee contract: inline on wide screens, a link on phones (their browsers rarely
// show a PDF inline), and the document digest the e-signature binds.
import type { prepareSign, ResponseOf } from '@bht/api-client';
import { resolveImageUrl } from '@bht/ui';
import { runtimeConfig } from '../../app/api';

export const CONTRACT_TITLE = '《委托担保合同》';

export function ContractDocument({ prepared, narrow }: { prepared: ResponseOf<typeof prepareSign>; narrow: boolean }) {
  const url = resolveImageUrl(prepared.contract_url, runtimeConfig.imageHost);
  return (
    <section aria-label="委托担保合同" style={{ marginBottom: 16 }}>
      {!narrow && <iframe src={url} title="委托担保合同" style={{ width: '100%', height: 480, border: '1px solid #e5e6eb', borderRadius: 4 }} />}
      <p style={{ margin: '8px 0 0' }}>
        <a href={url} target="_blank" rel="noreferrer">
          {narrow ? `查看${CONTRACT_TITLE}` : `在新窗口打开${CONTRACT_TITLE}`}
        </a>
      </p>
      <p style={{ margin: '4px 0 0', fontSize: 12, color: '#86909C', wordBreak: 'break-all' }}>文件摘要：{prepared.digest}</p>
    </section>
  );
}
