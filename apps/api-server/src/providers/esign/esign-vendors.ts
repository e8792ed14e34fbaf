// The e-signature vendors ESIGN_VENDOR may name (docs/providers.md). An e-signature provider needs
// the database and the file storage besides its settings, so each vendor makes a factory of them.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../storage/file-storage';
import { vendor, type Vendor } from '../vendors';
import type { ESignProvider } from './esign-provider';
import { TsignESignProvider } from './tsign-esign-provider';
import { readTsignSettings } from './tsign/settings';

/** What every e-signature provider works with. */
export interface ESignContext {
  db: Db;
  storage: FileStorage;
  log?: FastifyBaseLogger;
}

export type ESignFactory = (context: ESignContext) => ESignProvider;

export const ESIGN_VENDORS: Record<string, Vendor<ESignFactory>> = {
  tsign: vendor(
    readTsignSettings,
    (settings) =>
      ({ db, storage, log }) =>
        new TsignESignProvider(settings, db, storage, log),
  ),
};
