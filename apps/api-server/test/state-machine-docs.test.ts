// docs/state-machines.md shows each letter type's order table as rendered from LETTER_MACHINES,
// and each request record's machine from RECORD_MACHINES (src/areas/orders/machine-docs.ts). This
// fails when either generated block differs from the code; `cd apps/api-server && WRITE_DOCS=1 npx vitest run test/state-machine-docs.test.ts`
// rewrites the block instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_BEGIN,
  GENERATED_END,
  RECORDS_BEGIN,
  RECORDS_END,
  renderLetterMachines,
  renderRecordMachines,
  replaceGeneratedBlock,
} from '../src/areas/orders/machine-docs';
import { RECORD_MACHINES } from '../src/areas/records/record-machines';

const DOC = fileURLToPath(new URL('../../../docs/state-machines.md', import.meta.url));

describe('docs/state-machines.md', () => {
  it('shows every letter type’s table and every record’s machine exactly as the code declares them', () => {
    const doc = readFileSync(DOC, 'utf8');
    const expected = replaceGeneratedBlock(
      replaceGeneratedBlock(doc, renderLetterMachines()),
      renderRecordMachines(),
    );
    if (process.env.WRITE_DOCS === '1') writeFileSync(DOC, expected);
    else
      expect(
        doc,
        'run: cd apps/api-server && WRITE_DOCS=1 npx vitest run test/state-machine-docs.test.ts',
      ).toBe(expected);
  });

  it('renders each type with its statuses and transitions', () => {
    const block = renderLetterMachines();
    expect(block.startsWith(GENERATED_BEGIN) && block.endsWith(GENERATED_END)).toBe(true);
    for (const heading of [
      '#### 投标电子保函 (`bid_e`)',
      '#### 纸质投标保函 (`bid_paper`)',
      '#### 履约保函 (`performance`)',
      '#### 农民工工资保函 (`worker`)',
    ])
      expect(block).toContain(heading);
    expect(block).toContain('| `mail` | 寄出保函 | company | 待出函 | 10 待寄送 → 11 已寄出 | — |');
    expect(block).toContain(
      '| `void` | 作废 | company | 待出函 | 11 已寄出, 12 已签收 → 6 已作废 | 作废原因 |',
    );
    expect(block).toContain(
      '| `cancel` | 取消订单 | enterprise | — | 0 待签约, 1 待审核, 2 待支付 → 7 已取消 | — |',
    );
    expect(block).toContain('| 10 | 待寄送 | 待出函 |  |');
    expect(block).toContain('| 12 | 已签收 | 已出函 | yes |');
  });

  it('renders every record machine with its statuses and actions', () => {
    const block = renderRecordMachines();
    expect(block.startsWith(RECORDS_BEGIN) && block.endsWith(RECORDS_END)).toBe(true);
    for (const { machine } of RECORD_MACHINES) {
      expect(block).toContain(`#### ${machine.label} (\`${machine.kind}\``);
      for (const action of machine.actions)
        expect(block).toContain(`| \`${action.action}\` | ${action.label} |`);
    }
    expect(block).toContain('#### 退保申请 (`surrender`: `surrenders.status`)');
    expect(block).toContain(
      '| `refuse` | 拒绝退保 | company | 退保 | 0 待处理 → 2 已拒绝 | 处理意见 |',
    );
  });

  it('refuses a doc without the markers rather than writing the block somewhere', () => {
    expect(() => replaceGeneratedBlock('# State machines\n', renderLetterMachines())).toThrow(
      /markers/,
    );
    expect(() => replaceGeneratedBlock('# State machines\n', renderRecordMachines())).toThrow(
      /markers/,
    );
  });
});
