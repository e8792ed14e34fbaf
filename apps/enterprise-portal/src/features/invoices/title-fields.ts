// An entry of the title book as the calls take it, apart from its form (title-form-modal.tsx) so
// the book's page can make an entry the default without loading the form.
import type { invoiceAddTitle, RequestOf, ResponseOf } from '@bht/api-client';

export type InvoiceTitle = ResponseOf<typeof invoiceAddTitle>;
export type TitleValues = RequestOf<typeof invoiceAddTitle>;

/** The fields an entry is saved with (also used to make an entry the default). */
export const titleFields = ({
  title,
  tax_no,
  bank_name,
  bank_account,
  address,
  phone,
  is_default,
}: InvoiceTitle): TitleValues => ({
  title,
  tax_no,
  bank_name,
  bank_account,
  address,
  phone,
  is_default,
});
