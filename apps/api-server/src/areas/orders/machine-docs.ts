// docs/state-machines.md shows each letter type's order table, and each request record's machine
// (records/record-machines.ts), as markdown rendered from the contract's tables, each set between
// two markers, so the doc cannot drift from what the server enforces:
// test/state-machine-docs.test.ts fails when a block differs and rewrites it on request.
// Not part of the server's runtime (nothing in src/main.ts reaches it).
import {
  LETTER_MACHINES,
  machineStatusCodes,
  machineStatusText,
  statusRefusalOf,
  type Machine,
  type MachineAction,
  type MachineActor,
  LETTER_TYPES,
  orderStageOf,
  orderStatusText,
  type LetterMachine,
  type OrderActor,
} from '@bht/api-client/contract';
import { getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { RECORD_MACHINES, type RecordMachine } from '../records/record-machines';
import { RECORD_CHANGED } from '../records/record-transitions';

export const GENERATED_BEGIN =
  '<!-- BEGIN GENERATED: letter machines (cd apps/api-server && WRITE_DOCS=1 npx vitest run test/state-machine-docs.test.ts) -->';
export const GENERATED_END = '<!-- END GENERATED: letter machines -->';
export const RECORDS_BEGIN =
  '<!-- BEGIN GENERATED: record machines (cd apps/api-server && WRITE_DOCS=1 npx vitest run test/state-machine-docs.test.ts) -->';
export const RECORDS_END = '<!-- END GENERATED: record machines -->';

const ACTOR: Record<OrderActor | MachineActor, string> = {
  enterprise: 'enterprise',
  ensure_company: 'company',
  platform: 'platform',
  system: 'system',
};

const DELIVERY: Record<LetterMachine['delivery'], string> = {
  electronic:
    'electronic: the guarantor seals the e-letter and issues it; the enterprise downloads it',
  mail: 'mail: the guarantor prints the letter PDF (no e-seal), seals it by hand and mails the original; the enterprise confirms receipt',
};

const status = (code: number) => `${code} ${orderStatusText(code)}`;

function renderMachine(machine: LetterMachine): string {
  const inForce = new Set<number>(machine.inForce);
  const lines = [
    `#### ${machine.label} (\`${machine.type}\`)`,
    '',
    `Delivery — ${DELIVERY[machine.delivery]}. Letter in force at: ${machine.inForce.map(status).join(', ')}.`,
    '',
    '| status | name | console stage | letter in force |',
    '| ---: | --- | --- | --- |',
    ...machine.statuses.map(
      (code) =>
        `| ${code} | ${orderStatusText(code)} | ${orderStageOf(code) ?? '—'} | ${inForce.has(code) ? 'yes' : ''} |`,
    ),
    '',
    '| action | name | who | console permission | from → to | required note |',
    '| --- | --- | --- | --- | --- | --- |',
    ...machine.machine.actions.map(
      (t) =>
        `| \`${t.action}\` | ${t.label} | ${ACTOR[t.actor]} | ${t.permission ?? '—'} | ${t.from.map(status).join(', ')} → ${status(t.to)} | ${t.requiredNote ?? '—'} |`,
    ),
  ];
  return lines.join('\n');
}

/** Every letter type's tables, in LETTER_TYPES order, between the markers. */
export function renderLetterMachines(): string {
  const body = LETTER_TYPES.map((type) => renderMachine(LETTER_MACHINES[type])).join('\n\n');
  return `${GENERATED_BEGIN}\n\n${body}\n\n${GENERATED_END}`;
}

/**
 * Each action's 409 messages when the record is not in a status it starts from, statuses with
 * the same message together ('1 已开票, 2 推送失败: 发票已开具，不能重复开具').
 */
function refusalsOf(machine: Machine, action: MachineAction): string {
  const byMessage = new Map<string, number[]>();
  for (const code of machineStatusCodes(machine)) {
    if ((action.from as readonly number[]).includes(code)) continue;
    const message = statusRefusalOf(machine, code, action);
    byMessage.set(message, [...(byMessage.get(message) ?? []), code]);
  }
  const name = (code: number) => `${code} ${machineStatusText(machine, code)}`;
  return [...byMessage]
    .map(([message, codes]) => `${codes.map(name).join(', ')}: '${message}'`)
    .join('; ');
}

/** What the record's 409s say: one template, or each action's messages when they depend on both. */
function refusalLines(machine: Machine): string[] {
  const changed = `another request changed it first: 409 '${machine.changed ?? RECORD_CHANGED}'.`;
  if (typeof machine.statusRefusal !== 'function')
    return [
      `Not in the action's from status: 409 '${machine.statusRefusal ?? `${machine.label}当前状态为「{status}」，不能执行「{action}」`}'; ${changed}`,
    ];
  return [
    `Not in the action's from status: 409 with the action's message below; ${changed}`,
    '',
    ...machine.actions.map((a) => `- \`${a.action}\`: ${refusalsOf(machine, a) || '—'}`),
  ];
}

function renderRecordMachine({ machine, table, statusKey = 'status' }: RecordMachine): string {
  const name = (code: number) => `${code} ${machineStatusText(machine, code)}`;
  const column = (table as unknown as Record<string, PgColumn>)[statusKey]!.name;
  return [
    `#### ${machine.label} (\`${machine.kind}\`: \`${getTableName(table)}.${column}\`)`,
    '',
    ...refusalLines(machine),
    '',
    '| status | name |',
    '| ---: | --- |',
    ...machineStatusCodes(machine).map(
      (code) => `| ${code} | ${machineStatusText(machine, code)} |`,
    ),
    '',
    '| action | name | who | console permission | from → to | required note |',
    '| --- | --- | --- | --- | --- | --- |',
    ...machine.actions.map(
      (a) =>
        `| \`${a.action}\` | ${a.label} | ${ACTOR[a.actor]} | ${a.permission ?? '—'} | ${a.from.map(name).join(', ')} → ${name(a.to)} | ${a.requiredNote ?? '—'} |`,
    ),
  ].join('\n');
}

/** Every request record's machine, in RECORD_MACHINES order, between the record markers. */
export function renderRecordMachines(records: readonly RecordMachine[] = RECORD_MACHINES): string {
  const body = records.map(renderRecordMachine).join('\n\n');
  return `${RECORDS_BEGIN}\n\n${body}\n\n${RECORDS_END}`;
}

/**
 * `doc` with the generated block whose markers `block` starts and ends with (the letter machines'
 * or the record machines') replaced by `block`; throws when the doc lacks those markers.
 */
export function replaceGeneratedBlock(doc: string, block: string): string {
  const beginMarker = block.slice(0, block.indexOf('\n'));
  const endMarker = block.slice(block.lastIndexOf('\n') + 1);
  const begin = doc.indexOf(beginMarker);
  const end = doc.indexOf(endMarker);
  if (begin < 0 || end < begin)
    throw new Error(`docs/state-machines.md lacks the markers ${beginMarker} … ${endMarker}`);
  return doc.slice(0, begin) + block + doc.slice(end + endMarker.length);
}
