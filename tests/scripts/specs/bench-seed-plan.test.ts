// The API benchmark's seed (tooling/scripts/bench-api-seed.mjs) writes orders as the API would have
// left them: each path of its plan must be a walk of the letter type's machine in the contract, and
// its times must agree with the background jobs, so the benchmark data follows the product when a
// status or a transition changes instead of silently drifting from it.
import {
  LETTER_MACHINES,
  UNPAID_EXPIRABLE,
} from '../../../packages/api-client/src/contract/order-machines';
import { OrderStatus } from '../../../packages/api-client/src/contract/order-status';
import { describe, expect, it } from 'vitest';
import {
  ACTION_HOURS,
  ACTIONS,
  actionTarget,
  LETTER_DAYS,
  SEED_PLAN,
  seedPlanRows,
  UNPAID_EXPIRE_HOURS,
} from '../../../tooling/scripts/bench-api-seed.mjs';

type SeededType = keyof typeof SEED_PLAN;
type Action = keyof typeof ACTIONS;
const types = Object.keys(SEED_PLAN) as SeededType[];

describe.each(types)('the %s orders the benchmark seeds', (type) => {
  const machine = LETTER_MACHINES[type];
  const plan = SEED_PLAN[type];

  it('cover every status of the type once, with shares adding up to 1', () => {
    expect(plan.map((row) => row.status).sort((a, b) => a - b)).toEqual(
      [...machine.statuses].sort((a, b) => a - b),
    );
    for (const row of plan) expect(row.share).toBeGreaterThan(0);
    expect(plan.reduce((sum, row) => sum + row.share, 0)).toBeCloseTo(1, 9);
  });

  it.each(plan.map((row) => [row.status, row] as const))(
    'reach status %i by transitions of the machine, taken by their actors, logged with their labels',
    (status, row) => {
      const [first, ...rest] = row.path as Action[];
      expect(first).toBe('create');
      let current: number = actionTarget('create', type);
      for (const action of rest) {
        const transition = machine.machine.actions.find(
          (t) => t.action === action && (t.from as readonly number[]).includes(current),
        );
        expect(transition, `${action} from ${current}`).toBeDefined();
        expect(actionTarget(action, type)).toBe(transition!.to);
        expect(ACTIONS[action].actor).toBe(transition!.actor);
        const note = ACTIONS[action].note;
        if (transition!.requiredNote)
          expect(note).toMatch(new RegExp(`^${transition!.label}：.{2,}`));
        else expect(note).toBe(transition!.label);
        current = transition!.to;
      }
      expect(current).toBe(status);
    },
  );

  it.each(plan.map((row) => [row.status, row] as const))(
    'date status %i so that no step lies in the future and the jobs would change nothing',
    (status, row) => {
      const hours = row.path.map((action) => ACTION_HOURS[action as Action]);
      expect(hours).toEqual([...hours].sort((a, b) => a - b));
      const youngest = row.age[0]!;
      const oldest = row.age[1]!;
      expect(youngest).toBeGreaterThan(hours.at(-1)!);
      expect(oldest).toBeGreaterThan(youngest);
      // The unpaid-order job cancels these after the guarantor's limit.
      if ((UNPAID_EXPIRABLE as readonly number[]).includes(status))
        expect(oldest).toBeLessThan(UNPAID_EXPIRE_HOURS);
      // Letters in force are within their validity (a day's margin for the time zone)...
      if ((machine.inForce as readonly number[]).includes(status))
        expect(oldest).toBeLessThan((LETTER_DAYS - 1) * 24);
      // ...and the expiry job ended the older ones the day after their last day.
      if (status === OrderStatus.ENDED) {
        expect(ACTION_HOURS.expire).toBeGreaterThanOrEqual((LETTER_DAYS + 1) * 24);
        expect(youngest).toBeGreaterThanOrEqual(ACTION_HOURS.expire + 24);
      }
    },
  );
});

describe('seedPlanRows', () => {
  it('gives each status its steps as parallel arrays, each step starting where the last ended', () => {
    const rows = seedPlanRows();
    expect(rows).toHaveLength(types.reduce((n, type) => n + SEED_PLAN[type].length, 0));
    for (const row of rows) {
      expect(row.froms[0]).toBeNull();
      expect(row.froms.slice(1)).toEqual(row.tos.slice(0, -1));
      expect(row.tos.at(-1)).toBe(row.status);
      for (const list of [row.tos, row.actors, row.system_names, row.hours, row.notes])
        expect(list).toHaveLength(row.actions.length);
    }
  });
});
