// A claim's status where the records and the detail show it: 已驳回 as the stamp of spec §4 (the
// shared StatusStamp), the others as the coloured tag of the same tone.
import { ClaimStatus } from '@bht/api-client';
import { StatusStamp, StatusTag } from '@bht/ui';

export function ClaimStatusMark({
  status,
  label,
  size = 52,
}: {
  status: number;
  label: string;
  size?: number;
}) {
  return status === ClaimStatus.REJECTED ? (
    <StatusStamp label={label} size={size} />
  ) : (
    <StatusTag label={label} />
  );
}
