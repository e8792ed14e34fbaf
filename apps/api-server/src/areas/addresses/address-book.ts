// The enterprise's postal address book (/api/address/*; the portal's /invoice/adders): shared by
// the enterprise's accounts, at most MAX_ADDRESSES entries, exactly one default while it has any
// (the first entry becomes the default; choosing another default clears the old one in the same
// transaction; deleting the default hands it to the newest remaining entry; unticking the default
// on itself keeps it, since a default is changed by choosing another). Paper letters snapshot an
// entry onto the order (receiver_* columns), so editing or deleting it never changes an order.
// Another enterprise's entry is simply not found.
import {
  addressAdd,
  addressDelete,
  addressEdit,
  addressGetList,
  MAX_ADDRESSES,
} from '@bht/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { enterpriseAddresses } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { enterpriseBook } from './enterprise-book';

type AddressRow = typeof enterpriseAddresses.$inferSelect;

export const ADDRESS_NOT_FOUND = '收件地址不存在';

const toAddressView = (row: AddressRow) =>
  ({
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    region: row.region,
    address: row.address,
    is_default: row.isDefault === 1 ? 1 : 0,
  }) as const;

const ofEnterprise = (enterpriseId: number) => eq(enterpriseAddresses.enterpriseId, enterpriseId);

/** Entry `id` of the enterprise's book, or 404 (another enterprise's entry included). */
export async function findOwnAddress(
  db: Db | Tx,
  enterpriseId: number,
  id: number,
): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(enterpriseAddresses)
    .where(and(eq(enterpriseAddresses.id, id), ofEnterprise(enterpriseId)))
    .limit(1);
  if (!row) throw notFound(ADDRESS_NOT_FOUND);
  return row;
}

const book = enterpriseBook(
  enterpriseAddresses,
  'address-book',
  MAX_ADDRESSES,
  `最多保存 ${MAX_ADDRESSES} 个收件地址，请先删除不用的地址`,
);

const fieldsOf = (input: { name: string; mobile: string; region: string; address: string }) => ({
  name: input.name,
  mobile: input.mobile,
  region: input.region,
  address: input.address,
});

export const addressListHandler = implement(addressGetList, async (_input, { db, caller }) => {
  const rows = await db
    .select()
    .from(enterpriseAddresses)
    .where(ofEnterprise(caller.enterpriseId))
    .orderBy(desc(enterpriseAddresses.isDefault), desc(enterpriseAddresses.id));
  return rows.map(toAddressView);
});

export const addressAddHandler = implement(addressAdd, async (input, { db, caller }) => {
  const { enterpriseId } = caller;
  const row = await db.transaction(async (tx) => {
    const total = await book.lockForAdd(tx, enterpriseId);
    const [added] = await tx
      .insert(enterpriseAddresses)
      .values({
        enterpriseId,
        ...fieldsOf(input),
        isDefault: total === 0 || input.is_default === 1 ? 1 : 0,
      })
      .returning();
    if (added!.isDefault === 1) await book.clearOtherDefaults(tx, enterpriseId, added!.id);
    return added!;
  });
  return toAddressView(row);
});

export const addressEditHandler = implement(addressEdit, async (input, { db, caller }) => {
  const { enterpriseId } = caller;
  const row = await db.transaction(async (tx) => {
    await book.lock(tx, enterpriseId);
    const before = await findOwnAddress(tx, enterpriseId, input.id);
    const [edited] = await tx
      .update(enterpriseAddresses)
      .set({
        ...fieldsOf(input),
        isDefault: input.is_default === 1 ? 1 : before.isDefault,
        updatedAt: new Date(),
      })
      .where(eq(enterpriseAddresses.id, before.id))
      .returning();
    if (edited!.isDefault === 1) await book.clearOtherDefaults(tx, enterpriseId, edited!.id);
    return edited!;
  });
  return toAddressView(row);
});

export const addressDeleteHandler = implement(addressDelete, async ({ id }, { db, caller }) => {
  const { enterpriseId } = caller;
  await db.transaction(async (tx) => {
    await book.lock(tx, enterpriseId);
    const [deleted] = await tx
      .delete(enterpriseAddresses)
      .where(and(eq(enterpriseAddresses.id, id), ofEnterprise(enterpriseId)))
      .returning();
    if (!deleted) throw notFound(ADDRESS_NOT_FOUND);
    await book.handOnDefault(tx, enterpriseId);
  });
  return null;
});
