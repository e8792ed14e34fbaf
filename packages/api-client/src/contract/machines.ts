// One way to declare a record's state machine (docs/state-machines.md): the statuses it goes
// through (code → Chinese name) and its actions (who may take each, with which console
// permission, from which statuses, to which one, with which required note). The order tables
// (order-machines.ts) and every request record (surrenders, claims…) are declared with it; the
// server's one writer of a record's status enforces the table (apps/api-server/src/areas/records/
// record-transitions.ts), `actionsFor` answers what a screen offers, and a test renders
// docs/state-machines.md from the tables. No zod here, so route tables may import it cheaply.

/** Who takes an action: the enterprise, the guarantor's console, the platform's operators, or a job or callback. */
export type MachineActor = 'enterprise' | 'ensure_company' | 'platform' | 'system';

export interface MachineAction<S extends number = number, A extends MachineActor = MachineActor> {
  action: string;
  /** Chinese name, used in messages and the record's log. */
  label: string;
  from: readonly S[];
  to: S;
  actor: A;
  /** Console permission (spec §6 stage name) a company account needs; null when none is needed. */
  permission: string | null;
  /** Name of the note the action requires (at least 2 characters), or null when a note is optional. */
  requiredNote: string | null;
}

export interface Machine<S extends number = number, T extends MachineAction<S> = MachineAction<S>> {
  /** The record kind, as stored in record_logs.record_kind ('surrender', 'claim'…). */
  kind: string;
  /** Chinese name of the record ('退保申请'). */
  label: string;
  /** Every status, code → Chinese name (an object with integer keys: enumerated by ascending code). */
  statuses: Readonly<Record<S, string>>;
  actions: readonly T[];
  /**
   * The 409 message when the record is not in a status the action starts from: a template with
   * `{status}` (the status's name) and `{action}` (the action's name) filled in, or the message
   * as a function of the record's status and the action when it depends on both; by default
   * '<label>当前状态为「{status}」，不能执行「{action}」'.
   */
  statusRefusal?: string | ((status: number, rule: MachineAction) => string);
  /** The 409 message when another request changed the record first; by default '该申请已被他人处理，请刷新后重试'. */
  changed?: string;
}

/** Declares a machine; the identity at run time, it checks the table's shape at compile time. */
export const defineMachine = <S extends number, const T extends MachineAction<S>>(
  machine: Machine<S, T>,
): Machine<S, T> => machine;

/** The Chinese name of each actor, for messages ('「同意退保」只能由担保机构执行'). */
export const MACHINE_ACTOR_TEXT: Readonly<Record<MachineActor, string>> = {
  enterprise: '投保企业',
  ensure_company: '担保机构',
  platform: '平台',
  system: '系统',
};

/** The status name of `code` in `machine`, or the code itself when the table lacks it. */
export const machineStatusText = (machine: Machine, code: number): string =>
  (machine.statuses as Readonly<Record<number, string>>)[code] ?? String(code);

/** The codes of `machine`'s statuses, ascending. */
export const machineStatusCodes = (machine: Machine): number[] =>
  Object.keys(machine.statuses).map(Number);

/** '*' grants everything (spec §6); an action with a permission needs it. */
export const actionPermitted = (rule: MachineAction, permissions: ReadonlySet<string>): boolean =>
  rule.permission === null || permissions.has('*') || permissions.has(rule.permission);

/** The rule of `action` in `machine`, if it has one. */
export const findAction = <S extends number, T extends MachineAction<S>>(
  machine: Machine<S, T>,
  action: string,
): T | undefined => machine.actions.find((a) => a.action === action);

/** The actions `actor` with `permissions` may take on a record of `machine` in `status`, in table order. */
export function actionsFor<S extends number, T extends MachineAction<S>>(
  machine: Machine<S, T>,
  status: number,
  actor: MachineActor,
  permissions: ReadonlySet<string>,
): T['action'][] {
  return machine.actions
    .filter(
      (a) =>
        a.actor === actor &&
        (a.from as readonly number[]).includes(status) &&
        actionPermitted(a, permissions),
    )
    .map((a) => a.action);
}

/** The 409 message of `rule` on a record of `machine` in `status`, which the action does not start from. */
export function statusRefusalOf(machine: Machine, status: number, rule: MachineAction): string {
  const refusal =
    machine.statusRefusal ?? `${machine.label}当前状态为「{status}」，不能执行「{action}」`;
  if (typeof refusal === 'function') return refusal(status, rule);
  return refusal
    .replace('{status}', machineStatusText(machine, status))
    .replace('{action}', rule.label);
}

export type MachineRefusal = {
  /** unknown_action and actor are programming errors; permission → 403; status → 409; note → 400. */
  kind: 'unknown_action' | 'actor' | 'permission' | 'status' | 'note';
  message: string;
};

export type MachineCheck<T extends MachineAction = MachineAction> =
  { ok: true; to: T['to']; rule: T } | ({ ok: false } & MachineRefusal);

/** Checks one action on a record of `machine` in `status`: authorisation first, then the state, then the note. */
export function checkAction<S extends number, T extends MachineAction<S>>(
  machine: Machine<S, T>,
  status: number,
  action: string,
  actor: MachineActor,
  permissions: ReadonlySet<string>,
  note = '',
): MachineCheck<T> {
  const rule = findAction(machine, action);
  if (!rule)
    return {
      ok: false,
      kind: 'unknown_action',
      message: `未知的${machine.label}操作「${action}」`,
    };
  if (rule.actor !== actor)
    return {
      ok: false,
      kind: 'actor',
      message: `「${rule.label}」只能由${MACHINE_ACTOR_TEXT[rule.actor]}执行`,
    };
  if (!actionPermitted(rule, permissions))
    return {
      ok: false,
      kind: 'permission',
      message: `没有「${rule.permission}」权限，不能执行「${rule.label}」`,
    };
  if (!(rule.from as readonly number[]).includes(status))
    return { ok: false, kind: 'status', message: statusRefusalOf(machine, status, rule) };
  if (rule.requiredNote !== null && note.trim().length < 2)
    return { ok: false, kind: 'note', message: `请填写${rule.requiredNote}（至少 2 个字）` };
  return { ok: true, to: rule.to, rule };
}
