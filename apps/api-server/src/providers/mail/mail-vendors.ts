// The mail vendors MAIL_VENDOR may name (docs/providers.md). An adapter also needs the file storage
// its attachments are read from, which exists only once the providers are made: a vendor makes a
// function of the storage.
import { vendor, type Vendor } from '../vendors';
import type { FileStorage } from '../storage/file-storage';
import type { MailProvider } from './mail-provider';
import { SmtpMailProvider } from './smtp-mail-provider';
import { readSmtpMailSettings } from './smtp-mail-settings';

/** A mail adapter, given the file storage of its attachments. */
export type MailAdapter = (storage: FileStorage) => MailProvider;

export const MAIL_VENDORS: Record<string, Vendor<MailAdapter>> = {
  smtp: vendor(
    readSmtpMailSettings,
    (settings) => (storage) => new SmtpMailProvider(settings, storage),
  ),
};
