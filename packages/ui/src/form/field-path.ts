// Field paths as Arco's Form writes them: `name`, `bank.account`, `parties[0].name` (also
// `parties.0.name`). Values live in one plain object; setting a path creates what is missing
// (an array where the next step is an index).

const stepsOf = (field: string): string[] =>
  field
    .replace(/\[(\w+)\]/g, '.$1')
    .split('.')
    .filter((step) => step !== '');

const isIndex = (step: string) => /^\d+$/.test(step);

export function getIn(target: unknown, field: string): unknown {
  let current = target;
  for (const step of stepsOf(field)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}

export function setIn(target: Record<string, unknown>, field: string, value: unknown): void {
  const steps = stepsOf(field);
  let current: Record<string, unknown> = target;
  steps.forEach((step, i) => {
    if (i === steps.length - 1) {
      current[step] = value;
      return;
    }
    const next = current[step];
    if (next === null || typeof next !== 'object') current[step] = isIndex(steps[i + 1]!) ? [] : {};
    current = current[step] as Record<string, unknown>;
  });
}

/** Plain objects and arrays copied all the way down; anything else (a File, a Date) as it is. */
export function cloneValue<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneValue) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  )
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, cloneValue(item)]),
    ) as T;
  return value;
}

/** The DOM id of a field's control, as Arco derives it (`parties[0].name` → `parties_0_name`). */
export const elementIdOf = (field: string, formId?: string) => {
  const id = field.replace(/[[.]/g, '_').replace(/\]/g, '');
  return formId ? `${formId}-${id}` : id;
};
