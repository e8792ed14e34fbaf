// The paper letter's receiving address: an entry of the applying enterprise's address book,
// snapshotted onto the order (receiver_name / receiver_mobile / receiver_address) so later edits of
// the book never redirect a letter. Another enterprise's entry is a field error, like a missing one.
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../http/app-error';
import { findOwnAddress } from '../addresses';
import type { NewOrder } from '../../db/rows';

export const ADDRESS_UNKNOWN = '收件地址不存在，请从地址簿中重新选择';

export async function receiverSnapshot(
  db: Db,
  { receiver_address_id }: { receiver_address_id: number },
  enterpriseId: number,
): Promise<Partial<NewOrder>> {
  return addressSnapshot(db, enterpriseId, receiver_address_id, 'receiver_address_id');
}

/** Entry `id` of the enterprise's book as receiver columns; unknown or another enterprise's → field error on `field` (paper invoices too). */
export async function addressSnapshot(
  db: Db,
  enterpriseId: number,
  id: number,
  field: string,
): Promise<{ receiverName: string; receiverMobile: string; receiverAddress: string }> {
  const entry = await findOwnAddress(db, enterpriseId, id).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw fieldError(field, ADDRESS_UNKNOWN);
    throw error;
  });
  return {
    receiverName: entry.name,
    receiverMobile: entry.mobile,
    receiverAddress: `${entry.region} ${entry.address}`,
  };
}
