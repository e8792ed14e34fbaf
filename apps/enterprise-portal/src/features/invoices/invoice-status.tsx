// An invoice's status where lists and the detail show it: 待开票 and 已作废 as the stamp of spec §4
// (the shared StatusStamp), the others as the coloured tag of the same tone.
import { InvoiceStatus } from '@bht/api-client';
import { StatusStamp, StatusTag } from '@bht/ui';

const STAMPED: readonly number[] = [InvoiceStatus.PENDING, InvoiceStatus.VOIDED];

export function InvoiceStatusMark({ status, label }: { status: number; label: string }) {
  return STAMPED.includes(status) ? (
    <StatusStamp label={label} size={52} />
  ) : (
    <StatusTag label={label} />
  );
}
