// Qualification certificates (/certification, /certdetail, /upcertifi).
// Access: the main account and every sub-account of the enterprise may read, add, change and
// delete certificates. The spec lists certificates among what enterprise users "(main account
// or sub-account)" handle, and sub-accounts are the staff who prepare applications that need
// them; the contract therefore sets no permission, and every query is scoped to the enterprise.
import { deleteCertificateHandler } from './delete-certificate';
import { getCertificateDetailHandler, getCertificateListHandler } from './read-certificates';
import { saveCertificateHandler } from './save-certificate';

export const certificateHandlers = [
  getCertificateListHandler,
  getCertificateDetailHandler,
  saveCertificateHandler,
  deleteCertificateHandler,
];
