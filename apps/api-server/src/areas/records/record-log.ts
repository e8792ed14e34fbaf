// A request record's log as answered (recordLogSchema): the record_logs rows the writer
// (record-transitions.ts) left for record `id` of `machine`, oldest first, with each status's name.
// The caller finds the record in its scope first, so another tenant's record answers 404.
import { machineStatusText, type Machine, type recordLogSchema } from '@bht/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordLogs } from '../../db/schema';
import { toUnixSeconds } from '../../http/wire-format';

type RecordLogView = z.output<typeof recordLogSchema>;

export async function recordLogOf(db: Db, machine: Machine, id: number): Promise<RecordLogView[]> {
  const rows = await db
    .select()
    .from(recordLogs)
    .where(and(eq(recordLogs.recordKind, machine.kind), eq(recordLogs.recordId, id)))
    .orderBy(asc(recordLogs.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    from_status: row.fromStatus,
    from_text: machineStatusText(machine, row.fromStatus),
    to_status: row.toStatus,
    to_text: machineStatusText(machine, row.toStatus),
    operator_type: row.operatorType as RecordLogView['operator_type'],
    operator_name: row.operatorName,
    note: row.note,
    create_time: toUnixSeconds(row.createdAt),
  }));
}
