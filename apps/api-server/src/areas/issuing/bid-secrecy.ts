// Bid secrecy (docs/trading-platforms.md, "Sealed bids"): a trading platform may send the bid
// section, its name and the tenderer encrypted until bid opening. The order keeps the ciphertexts
// (orders.sealed_fields) and shows this placeholder until the platform releases their key.
import type { OrderRow } from '../../db/rows';

/** What the project name, bid section and tenderer say while they are sealed. */
export const SEALED = '开标前保密';

/** Whether the order's letter must still be a 密文 letter: sealed fields, bids not yet opened. */
export const isSealedUntilOpening = (order: Pick<OrderRow, 'sealedFields' | 'bidsOpenedAt'>) =>
  order.sealedFields !== null && order.bidsOpenedAt === null;
