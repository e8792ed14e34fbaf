// handleApply (submit, withdraw, issue, cancel: PRESERVATION_MACHINE's transitions, taken through
// record-transitions.ts with a record_logs row) and deleteApply (a draft or a cancelled
// application; soft: the row stays for the record, its status unchanged). Each is one conditional
// UPDATE on the statuses it may start from, so of two concurrent moves one wins and the other
// answers 409.
import {
  companyDeleteApply,
  companyHandleApply,
  PRESERVATION_DELETABLE,
  PRESERVATION_MACHINE,
  PreservationStatus,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { preservationApplies } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { applyView, findApply, liveApplyOf } from './apply-records';
import { NEEDS_ATTACHMENT, notInStatus, STATE_CHANGED } from './save-apply';
import { companyOperator } from '../company-orders/company-operator';
import { checkRecordAction, transitionRecord } from '../records/record-transitions';

/** The columns a move sets besides status, by the status it leads to. */
const STAMPS = (to: number, now: Date) => ({
  ...(to === PreservationStatus.SUBMITTED ? { submittedAt: now } : {}),
  ...(to === PreservationStatus.DRAFT ? { submittedAt: null } : {}),
  ...(to === PreservationStatus.ISSUED ? { issuedAt: now } : {}),
});

export const handleApplyHandler = implement(
  companyHandleApply,
  async ({ id, action }, { db, config, caller }) => {
    const { apply } = await findApply(db, caller.companyId, id);
    const operator = await companyOperator(db, caller);
    const checked = checkRecordAction(PRESERVATION_MACHINE, apply.status, { operator, action });
    if (action === 'submit' && apply.attachments.length === 0)
      throw fieldError('attachments', NEEDS_ATTACHMENT, 409);
    await db.transaction((tx) =>
      transitionRecord(tx, {
        machine: PRESERVATION_MACHINE,
        table: preservationApplies,
        id,
        action,
        operator,
        set: STAMPS(checked.to, new Date()),
        guard: liveApplyOf(caller.companyId),
      }),
    );
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
