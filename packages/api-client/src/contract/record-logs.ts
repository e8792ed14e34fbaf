// A request record's log (record_logs, docs/state-machines.md "Request records"): one row per
// transition the record writer took, oldest first. The console shows it as 处理记录 on the desks'
// detail screens (surrenders, claims, invoices).
import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

export const recordLogSchema = z.object({
  id: idSchema,
  /** The machine's action ('approve', 'void'…). */
  action: z.string(),
  from_status: z.number().int(),
  from_text: z.string(),
  to_status: z.number().int(),
  to_text: z.string(),
  operator_type: z.enum(['enterprise', 'ensure_company', 'platform', 'system']),
  operator_name: z.string(),
  /** The action's name, then the note when there was one ('拒绝退保：材料不全'). */
  note: z.string(),
  create_time: timestampSchema,
});
