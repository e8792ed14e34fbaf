// Version 1 of each text item: today's built-in wording (docs/issuing-config.md). The contract
// terms are the platform's published entrustment template of the letter type; the letter wording
// is the type's built-in body (issuing/letter-wording.ts). The seal and the sample letter have no
// default: until one is published, letters carry the seal of 机构信息 and nothing is public.
import {
  ISSUING_CONFIG_ITEMS,
  type IssuingConfigKey,
  type LetterType,
} from '@bht/api-client/contract';
import type { Db } from '../../db/client';
import { LETTER_WORDING } from '../issuing/letter-wording';
import { entrustmentTemplate } from '../letters/entrust-contract-pdf';

/** The letter type of a contract or letter item ('contract_bid_e' → 'bid_e'), null for the seal and sample letter. */
export function itemLetterType(key: IssuingConfigKey): LetterType | null {
  const match = /^(?:contract|letter)_(.+)$/.exec(key);
  return match ? (match[1] as LetterType) : null;
}

/** The built-in content of a text item; null for the file items. */
export async function defaultContent(db: Db, key: IssuingConfigKey): Promise<string | null> {
  const type = itemLetterType(key);
  if (!type || ISSUING_CONFIG_ITEMS[key].kind !== 'text') return null;
  if (key.startsWith('contract_')) return (await entrustmentTemplate(db, type)).content;
  return LETTER_WORDING[type].template;
}
