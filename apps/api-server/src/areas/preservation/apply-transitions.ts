// handleApply (submit, withdraw, issue, cancel as PRESERVATION_ACTIONS declares) and deleteApply
// (a draft or a cancelled application; soft: the row stays for the record). Each is one conditional
// UPDATE on the statuses it may start from, so of two concurrent moves one wins and the other
// answers 409.
import {
  companyDeleteApply,
  companyHandleApply,
  PRESERVATION_ACTIONS,
  PRESERVATION_DELETABLE,
  PreservationStatus,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { preservationApplies } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { applyView, findApply, liveApplyOf } from './apply-records';
import { NEEDS_ATTACHMENT, notInStatus, STATE_CHANGED } from './save-apply';

export const handleApplyHandler = implement(
  companyHandleApply,
  async ({ id, action }, { db, config, caller }) => {
    const move = PRESERVATION_ACTIONS[action];
    const from: readonly number[] = move.from;
    const { apply } = await findApply(db, caller.companyId, id);
    if (!from.includes(apply.status)) throw notInStatus(apply.status, move.text);
    if (action === 'submit' && apply.attachments.length === 0)
      throw fieldError('attachments', NEEDS_ATTACHMENT, 409);
    const now = new Date();
    const [moved] = await db
      .update(preservationApplies)
      .set({
        status: move.to,
        ...(move.to === PreservationStatus.SUBMITTED ? { submittedAt: now } : {}),
        ...(move.to === PreservationStatus.DRAFT ? { submittedAt: null } : {}),
        ...(move.to === PreservationStatus.ISSUED ? { issuedAt: now } : {}),
      })
      .where(
        and(
          eq(preservationApplies.id, id),
          liveApplyOf(caller.companyId),
          inArray(preservationApplies.status, [...from]),
        ),
      )
      .returning({ id: preservationApplies.id });
    if (!moved) throw conflict(STATE_CHANGED);
    return applyView(db, caller.companyId, id, fileLinks(config));
  },
);

export const deleteApplyHandler = implement(companyDeleteApply, async ({ id }, { db, caller }) => {
  const { apply } = await findApply(db, caller.companyId, id);
  if (!PRESERVATION_DELETABLE.includes(apply.status)) throw notInStatus(apply.status, '删除');
  const [deleted] = await db
    .update(preservationApplies)
    .set({ deletedAt: new Date() })
    .where(
      and(
        eq(preservationApplies.id, id),
        liveApplyOf(caller.companyId),
        inArray(preservationApplies.status, [...PRESERVATION_DELETABLE]),
      ),
    )
    .returning({ id: preservationApplies.id });
  if (!deleted) throw conflict(STATE_CHANGED);
  return null;
});
