// The enterprise's postal address book (paper letters' originals and paper invoices are mailed to it).
import {
  addressAddHandler,
  addressDeleteHandler,
  addressEditHandler,
  addressListHandler,
} from './address-book';

export { findOwnAddress } from './address-book';

export const addressHandlers = [
  addressListHandler,
  addressAddHandler,
  addressEditHandler,
  addressDeleteHandler,
];
