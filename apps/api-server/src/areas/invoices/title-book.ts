// The enterprise's invoice title book (/invoice/management, /api/invoice/*Title): shared by the
// enterprise's accounts with the 订单 permission (docs/invoices.md), at most MAX_TITLES entries,
// exactly one default while it has any, like the address book (addresses/enterprise-book.ts).
// An invoice snapshots its title when asked for, so editing or deleting an entry never changes an
// invoice. Another enterprise's entry is simply not found.
import {
  invoiceAddTitle,
  invoiceDeleteTitle,
  invoiceEditTitle,
  invoiceGetTitleList,
  type invoiceTitleFieldsSchema,
} from '@bht/api-client/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { invoiceTitles } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { assertOrderPermission } from '../orders/enterprise-order-access';
import { enterpriseBook } from '../addresses/enterprise-book';

export type TitleRow = typeof invoiceTitles.$inferSelect;

export const MAX_TITLES = 20;
export const TITLE_NOT_FOUND = '发票抬头不存在';

const ofEnterprise = (enterpriseId: number) => eq(invoiceTitles.enterpriseId, enterpriseId);

type TitleFields = Pick<
  TitleRow,
  'title' | 'taxNo' | 'bankName' | 'bankAccount' | 'address' | 'phone'
>;

/** The title's columns (a book entry's, or the snapshot an invoice keeps of one). */
export const titleColumns = ({
  title,
  taxNo,
  bankName,
  bankAccount,
  address,
  phone,
}: TitleFields): TitleFields => ({ title, taxNo, bankName, bankAccount, address, phone });

/** The title's fields as answered (a book entry, or an invoice's snapshot). */
export const titleFieldsView = (row: TitleFields) => ({
  title: row.title,
  tax_no: row.taxNo,
  bank_name: row.bankName,
  bank_account: row.bankAccount,
  address: row.address,
  phone: row.phone,
});

const toTitleView = (row: TitleRow) => ({
  id: row.id,
  ...titleFieldsView(row),
  is_default: row.isDefault === 1 ? 1 : 0,
});

const fieldsOf = (input: z.output<typeof invoiceTitleFieldsSchema>) => ({
  title: input.title,
  taxNo: input.tax_no,
  bankName: input.bank_name,
  bankAccount: input.bank_account,
  address: input.address,
  phone: input.phone,
});

/** Entry `id` of the enterprise's book, or 404 (another enterprise's entry included). */
export async function findOwnTitle(
  db: Db | Tx,
  enterpriseId: number,
  id: number,
): Promise<TitleRow> {
  const [row] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), ofEnterprise(enterpriseId)))
    .limit(1);
  if (!row) throw notFound(TITLE_NOT_FOUND);
  return row;
}

const book = enterpriseBook(
  invoiceTitles,
  'invoice-titles',
  MAX_TITLES,
  `最多保存 ${MAX_TITLES} 个发票抬头，请先删除不用的抬头`,
);

const bookWriter = (caller: EnterpriseCaller) => {
  assertOrderPermission(caller);
  return caller.enterpriseId;
};

export const getTitleListHandler = implement(
  invoiceGetTitleList,
  async (_input, { db, caller }) => {
    const rows = await db
      .select()
      .from(invoiceTitles)
      .where(ofEnterprise(bookWriter(caller)))
      .orderBy(desc(invoiceTitles.isDefault), desc(invoiceTitles.id));
    return rows.map(toTitleView);
  },
);

export const addTitleHandler = implement(invoiceAddTitle, async (input, { db, caller }) => {
  const enterpriseId = bookWriter(caller);
  const row = await db.transaction(async (tx) => {
    const total = await book.lockForAdd(tx, enterpriseId);
    const [added] = await tx
      .insert(invoiceTitles)
      .values({
        enterpriseId,
        ...fieldsOf(input),
        isDefault: total === 0 || input.is_default === 1 ? 1 : 0,
      })
      .returning();
    if (added!.isDefault === 1) await book.clearOtherDefaults(tx, enterpriseId, added!.id);
    return added!;
  });
  return toTitleView(row);
});

export const editTitleHandler = implement(invoiceEditTitle, async (input, { db, caller }) => {
  const enterpriseId = bookWriter(caller);
  const row = await db.transaction(async (tx) => {
    await book.lock(tx, enterpriseId);
    const before = await findOwnTitle(tx, enterpriseId, input.id);
    const [edited] = await tx
      .update(invoiceTitles)
      .set({
        ...fieldsOf(input),
        isDefault: input.is_default === 1 ? 1 : before.isDefault,
        updatedAt: new Date(),
      })
      .where(eq(invoiceTitles.id, before.id))
      .returning();
    if (edited!.isDefault === 1) await book.clearOtherDefaults(tx, enterpriseId, edited!.id);
    return edited!;
  });
  return toTitleView(row);
});

export const deleteTitleHandler = implement(invoiceDeleteTitle, async ({ id }, { db, caller }) => {
  const enterpriseId = bookWriter(caller);
  await db.transaction(async (tx) => {
    await book.lock(tx, enterpriseId);
    const [deleted] = await tx
      .delete(invoiceTitles)
      .where(and(eq(invoiceTitles.id, id), ofEnterprise(enterpriseId)))
      .returning();
    if (!deleted) throw notFound(TITLE_NOT_FOUND);
    await book.handOnDefault(tx, enterpriseId);
  });
  return null;
});
