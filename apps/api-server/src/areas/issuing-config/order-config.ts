// What an order's documents use from the issuing configuration: the versions recorded on the
// order when it was created (orders.issuing_config), never the ones published since. An order
// without a recorded version of an item (made before the configuration existed, or before the
// company published a seal) gets the built-in wording and the seal of 机构信息.
import type { LetterType } from '@bht/api-client/contract';
import type { Db } from '../../db/client';
import type { LegalDocument } from '../../db/seed-documents';
import { entrustmentTemplate } from '../letters/entrust-contract-pdf';
import { findVersion } from './config-versions';
import type { OrderRow } from '../../db/rows';

type OrderConfigColumns = Pick<OrderRow, 'type' | 'ensureCompanyId' | 'issuingConfig'>;

const recorded = (db: Db, order: OrderConfigColumns, key: string) =>
  findVersion(db, order.ensureCompanyId, order.issuingConfig?.[key]);

/** The entrustment contract template the order signs: its recorded version's terms under the type's title. */
export async function orderContractTemplate(
  db: Db,
  order: OrderConfigColumns,
): Promise<LegalDocument> {
  const builtIn = await entrustmentTemplate(db, order.type as LetterType);
  const version = await recorded(db, order, `contract_${order.type}`);
  if (!version?.content) return builtIn;
  return { title: builtIn.title, version: `第 ${version.version} 版`, content: version.content };
}

export interface OrderLetterConfig {
  /** The recorded letter wording; undefined: the built-in one. */
  wordingTemplate?: string;
  /** The recorded seal image (a stored path); null: the seal of 机构信息. */
  sealUrl: string | null;
}

export async function orderLetterConfig(
  db: Db,
  order: OrderConfigColumns,
): Promise<OrderLetterConfig> {
  const [wording, seal] = await Promise.all([
    recorded(db, order, `letter_${order.type}`),
    recorded(db, order, 'seal'),
  ]);
  return { wordingTemplate: wording?.content ?? undefined, sealUrl: seal?.fileUrl ?? null };
}
