// Every request record's machine with the table that stores its records, in the order
// docs/state-machines.md shows them. A record kind whose status goes through transitionRecord
// (record-transitions.ts) is listed here, so the doc's generated block and its drift test cover it.
import {
  CLAIM_MACHINE,
  COMPANY_AUTH_MACHINE,
  ENTERPRISE_AUTH_MACHINE,
  INVOICE_MACHINE,
  PRESERVATION_MACHINE,
  SURRENDER_MACHINE,
  type Machine,
} from '@bht/api-client/contract';
import {
  claims,
  enterprises,
  ensureCompanies,
  invoices,
  preservationApplies,
  surrenders,
} from '../../db/schema';
import type { RecordTable } from './record-transitions';

export interface RecordMachine {
  machine: Machine;
  table: RecordTable;
  /** The key of the table's status column when it is not `status`. */
  statusKey?: string;
}

export const RECORD_MACHINES: readonly RecordMachine[] = [
  { machine: SURRENDER_MACHINE, table: surrenders },
  { machine: CLAIM_MACHINE, table: claims },
  { machine: PRESERVATION_MACHINE, table: preservationApplies },
  { machine: INVOICE_MACHINE, table: invoices },
  { machine: ENTERPRISE_AUTH_MACHINE, table: enterprises, statusKey: 'authStatus' },
  { machine: COMPANY_AUTH_MACHINE, table: ensureCompanies, statusKey: 'authStatus' },
];
