import { Tag } from '@bht/ui';
import { expiryFlag, type Certificate } from './certificate-expiry';

/** The expiry date with its 已过期 / 即将到期 tag. */
export function CertificateExpiry({ certificate }: { certificate: Certificate }) {
  const flag = expiryFlag(certificate);
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      {certificate.expire_date}
      {flag && (
        <Tag size="small" color={flag.color}>
          {flag.text}
        </Tag>
      )}
    </span>
  );
}
