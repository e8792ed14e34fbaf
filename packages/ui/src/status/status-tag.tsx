// A compact coloured tag for a status name in tables, cards and summaries; the same tones as the
// StatusStamp graphic, so 待支付 is orange and 已出函 green wherever it appears.
import { Tag } from './tag';
import { statusTone, type StampTone } from './status-stamp';

const TAG_COLORS: Record<StampTone, string> = {
  pending: 'orange',
  processing: 'arcoblue',
  success: 'green',
  danger: 'red',
  muted: 'gray',
};

export interface StatusTagProps {
  label: string;
  tone?: StampTone;
  className?: string;
}

export function StatusTag({ label, tone, className }: StatusTagProps) {
  return (
    <Tag className={className} color={TAG_COLORS[statusTone(label, tone)]} bordered>
      {label}
    </Tag>
  );
}
