// A round seal-style stamp drawn in SVG, so it stays crisp at any size (spec §2: status stamps).
export type StampTone = 'pending' | 'processing' | 'success' | 'danger' | 'muted';

const TONES: Record<StampTone, string> = {
  pending: '#FF7D00',
  processing: '#165DFF',
  success: '#00B42A',
  danger: '#F53F3F',
  muted: '#86909C',
};

/** Default tone for the product's status names. */
export const STATUS_TONES: Record<string, StampTone> = {
  待处理: 'pending',
  待签约: 'pending',
  待审核: 'pending',
  待支付: 'pending',
  处理中: 'processing',
  出函中: 'processing',
  待出函: 'processing',
  退款审核: 'processing',
  已出函: 'success',
  退款成功: 'success',
  已驳回: 'danger',
  已作废: 'muted',
  // Invoices (发票)
  待开票: 'pending',
  已开票: 'success',
  推送失败: 'danger',
  已取消: 'muted',
  // After issue: the letter's end, surrender requests (退保) and claims (理赔)
  履约终止: 'muted',
  已同意: 'success',
  已拒绝: 'danger',
  待受理: 'pending',
  已受理: 'processing',
  已赔付: 'success',
};

/** A status's tone: the one given, else the product's default for the name, else processing. */
export const statusTone = (label: string, tone?: StampTone): StampTone =>
  tone ?? STATUS_TONES[label] ?? 'processing';

export interface StatusStampProps {
  label: string;
  tone?: StampTone;
  size?: number;
  className?: string;
}

export function StatusStamp({ label, tone, size = 72, className }: StatusStampProps) {
  const color = TONES[statusTone(label, tone)];
  const fontSize = label.length > 3 ? 15 : 18;
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 100 100"
      role="img"
      aria-label={`状态：${label}`}
      style={{ transform: 'rotate(-15deg)' }}
    >
      <circle cx="50" cy="50" r="46" fill="none" stroke={color} strokeWidth="4" />
      <circle cx="50" cy="50" r="39" fill="none" stroke={color} strokeWidth="1.5" />
      <text
        x="50"
        y="50"
        textAnchor="middle"
        dominantBaseline="central"
        fill={color}
        fontSize={fontSize}
        fontWeight="700"
        letterSpacing="1"
      >
        {label}
      </text>
    </svg>
  );
}
