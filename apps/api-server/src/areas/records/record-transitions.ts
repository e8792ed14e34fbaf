// The one writer of a request record's status (docs/state-machines.md, "Request records"): a
// surrender, a claim… changes status only here. Inside the caller's transaction it reads the
// record's status, checks the action against the record's machine (contract machines.ts: actor,
// permission, from status, required note), updates the row only if it is still in the status it
// was read in (`WHERE id = ? AND status = <from>`: of two concurrent decisions one wins, the other
// answers 409), writes a record_logs row and sends the caller's messages.
import {
  checkAction,
  type Machine,
  type MachineActor,
  type MachineRefusal,
} from '@bht/api-client/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { recordLogs } from '../../db/schema';
import { conflict, fieldError, forbidden, notFound, type AppError } from '../../http/app-error';

/** What a lost race answers when the machine names no message of its own. */
export const RECORD_CHANGED = '该申请已被他人处理，请刷新后重试';

export interface RecordOperator {
  type: MachineActor;
  /** Account id; null for the system. */
  id: number | null;
  name: string;
  permissions: ReadonlySet<string>;
}

/** A table whose rows are a machine's records: an id, a status column and an update time. */
export type RecordTable = PgTable & { id: PgColumn; updatedAt: PgColumn };
/** A record table whose status column is `status`. */
export type StatusTable = RecordTable & { status: PgColumn };

export interface RecordCheck {
  operator: RecordOperator;
  action: string;
  note?: string;
  /** The request field the note came from, for the field-level error (default 'note'). */
  noteField?: string;
  /** The request field a 409 names as well (the record's id field), when the screen shows it there. */
  conflictField?: string;
}

const conflictOf = (message: string, field: string | undefined) =>
  conflict(message, field ? { [field]: message } : undefined);

function refusal(
  refused: MachineRefusal,
  { noteField = 'note', conflictField }: RecordCheck,
): AppError {
  if (refused.kind === 'permission') return forbidden(refused.message);
  if (refused.kind === 'status') return conflictOf(refused.message, conflictField);
  if (refused.kind === 'note') return fieldError(noteField, refused.message);
  // Wrong actor or unknown action: the endpoint passed the wrong constant.
  throw new Error(refused.message);
}

/**
 * The machine's answer for `action` on a record in `status`, or the refusal as an AppError (403,
 * 409, 400 on the note field). transitionRecord runs it; a handler with checks of its own (a
 * date, an amount) runs it first, so a decided record answers 409 before any of them.
 */
export function checkRecordAction(machine: Machine, status: number, check: RecordCheck) {
  const { operator, action, note = '' } = check;
  const checked = checkAction(machine, status, action, operator.type, operator.permissions, note);
  if (!checked.ok) throw refusal(checked, check);
  return checked;
}

/** The log's note: the action, then the user's note when there is one ('拒绝退保：材料不全'). */
export function recordLogNote(label: string, note = ''): string {
  const text = note.trim();
  return (text ? `${label}：${text}` : label).slice(0, 300);
}

export interface RecordTransition<T extends RecordTable> extends RecordCheck {
  machine: Machine;
  table: T;
  /** The key of the table's status column when it is not `status` ('authStatus'). */
  statusKey?: keyof T['$inferSelect'] & string;
  id: number;
  /** Columns the transition sets besides status and update time (handler, opinion…). */
  set?: PgUpdateSetSource<T>;
  /** Extra condition of the conditional UPDATE. */
  guard?: SQL;
  /** The transition's messages, sent in the same transaction once the row changed. */
  notify?: (tx: Tx, updated: T['$inferSelect']) => Promise<void>;
}

/**
 * Takes `action` on record `id` of `machine` inside the caller's transaction; returns the row as
 * updated. 404 when the record does not exist (the caller scopes it first), then the check's
 * refusals, then 409 when another request changed the record since it was read.
 */
export async function transitionRecord<T extends RecordTable>(
  tx: Tx,
  request: RecordTransition<T>,
): Promise<T['$inferSelect']> {
  const { machine, table, id, action, operator, note = '', statusKey = 'status' } = request;
  const status = (table as unknown as Record<string, PgColumn>)[statusKey]!;
  const [current] = (await tx
    .select({ status })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1)) as { status: number }[];
  if (!current) throw notFound(`${machine.label}不存在`);
  const checked = checkRecordAction(machine, current.status, request);

  const [updated] = (await tx
    .update(table)
    .set({
      ...request.set,
      [statusKey]: checked.to,
      updatedAt: new Date(),
    } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(status, current.status), request.guard))
    .returning()) as T['$inferSelect'][];
  if (!updated) throw conflictOf(machine.changed ?? RECORD_CHANGED, request.conflictField);

  await tx.insert(recordLogs).values({
    recordKind: machine.kind,
    recordId: id,
    action,
    fromStatus: current.status,
    toStatus: checked.to,
    operatorType: operator.type,
    operatorId: operator.id,
    operatorName: operator.name,
    note: recordLogNote(checked.rule.label, note),
  });
  await request.notify?.(tx, updated);
  return updated;
}
