// The console's order stages (spec §6 menu entries) as conditions on orders. Each stage is also
// the permission an account needs to open it (auth_json), like the stage actions in order-machine.ts.
// The order-management stages' statuses come from the contract (ORDER_STAGE_STATUSES), which the
// console also reads to place an order detail under its stage.
import type { letterStageSchema, stageSchema } from '@bht/api-client/contract';
import { LETTER_MACHINES, ORDER_STAGE_STATUSES, OrderStatus as S } from '@bht/api-client/contract';
import type { z } from 'zod';

export type Stage = z.output<typeof stageSchema>;
export type LetterStage = z.output<typeof letterStageSchema>;

/**
 * `statuses`: the order statuses the stage lists. `validity`: the letter-management stages split
 * letters given to the enterprise (issued e-letters, mailed or received paper ones) by their
 * validity (in force: valid_to not past; ended: ended (13), voided, or valid_to past and not yet
 * ended by the expiry job).
 */
export interface StageFilter {
  statuses: readonly number[];
  validity?: 'in_force' | 'ended';
}

/** Statuses in which some letter type's letter is in force (e-letters 4; paper 11, 12). */
const IN_FORCE = [...new Set(Object.values(LETTER_MACHINES).flatMap((machine) => machine.inForce))];

export const STAGE_FILTERS: Record<Stage, StageFilter> = {
  待签约: { statuses: ORDER_STAGE_STATUSES.待签约 },
  待审核: { statuses: ORDER_STAGE_STATUSES.待审核 },
  待支付: { statuses: ORDER_STAGE_STATUSES.待支付 },
  待出函: { statuses: ORDER_STAGE_STATUSES.待出函 },
  已出函: { statuses: ORDER_STAGE_STATUSES.已出函 },
  已驳回: { statuses: ORDER_STAGE_STATUSES.已驳回 },
};

/** Letter management (保函管理, getLetterList). */
export const LETTER_STAGE_FILTERS: Record<LetterStage, StageFilter> = {
  正常履约: { statuses: IN_FORCE, validity: 'in_force' },
  履约终止: { statuses: [...IN_FORCE, S.VOIDED, S.ENDED], validity: 'ended' },
};
