// docs/state-machines.md shows each letter type's order table as markdown rendered from the
// contract's LETTER_MACHINES, between two markers, so the doc cannot drift from what the server
// enforces: test/state-machine-docs.test.ts fails when the block differs and rewrites it on request.
// Not part of the server's runtime (nothing in src/main.ts reaches it).
import {
  LETTER_MACHINES,
  LETTER_TYPES,
  orderStageOf,
  orderStatusText,
  type LetterMachine,
  type OrderActor,
} from '@bht/api-client/contract';

export const GENERATED_BEGIN =
  '<!-- BEGIN GENERATED: letter machines (cd apps/api-server && WRITE_DOCS=1 npx vitest run test/state-machine-docs.test.ts) -->';
export const GENERATED_END = '<!-- END GENERATED: letter machines -->';

const ACTOR: Record<OrderActor, string> = {
  enterprise: 'enterprise',
  ensure_company: 'company',
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
    ...machine.transitions.map(
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

/** `doc` with its generated block (markers included) replaced by `block`; throws when the markers are missing. */
export function replaceGeneratedBlock(doc: string, block: string): string {
  const begin = doc.indexOf(GENERATED_BEGIN);
  const end = doc.indexOf(GENERATED_END);
  if (begin < 0 || end < begin)
    throw new Error(
      `docs/state-machines.md lacks the markers ${GENERATED_BEGIN} … ${GENERATED_END}`,
    );
  return doc.slice(0, begin) + block + doc.slice(end + GENERATED_END.length);
}
