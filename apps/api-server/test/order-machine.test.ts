// The order state machines, table-driven, for every letter type: every (status × action × actor)
// pair is checked against an expected copy written out here independently of the contract's
// tables (LETTER_MACHINES): allowed moves give the right target, every forbidden one is refused
// with the right kind and Chinese message (type, actor, permission, status, note), the actions
// offered match, and each console action needs the permission its endpoint declares.
import {
  companyHandleLetterStatus,
  companyHandleRefund,
  companyHandleReviewStatus,
  companyLetterSign,
  companyExpireTime,
  companyMailLetter,
  companyPayClaim,
  companyReLetterSign,
  findTransition,
  LETTER_MACHINES,
  LETTER_TYPES,
  ORDER_STATUS_TEXT,
  type LetterType,
  type OrderTransition,
} from '@bht/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  orderLogNote,
  transition,
  type OrderActor,
} from '../src/areas/orders/order-machine';

/** Every action some letter type knows: its name, who takes it, the console stage it needs, the note it requires. */
const RULES: Record<
  string,
  { label: string; actor: OrderActor; permission?: string; note?: string; desk?: boolean }
> = {
  sign: { label: '签署合同', actor: 'enterprise' },
  approve: { label: '审核通过', actor: 'ensure_company', permission: '待审核' },
  reject: { label: '审核驳回', actor: 'ensure_company', permission: '待审核', note: '驳回原因' },
  pay: { label: '在线支付', actor: 'system' },
  confirm_payment: { label: '确认线下收款', actor: 'ensure_company', permission: '待出函' },
  sign_letter: { label: '保函签章', actor: 'ensure_company', permission: '待出函' },
  re_sign_letter: {
    label: '重新签章',
    actor: 'ensure_company',
    permission: '待出函',
    note: '重新签章原因',
  },
  issue: { label: '出函', actor: 'ensure_company', permission: '待出函' },
  print_letter: { label: '生成打印件', actor: 'ensure_company', permission: '待出函' },
  re_print_letter: {
    label: '重新生成打印件',
    actor: 'ensure_company',
    permission: '待出函',
    note: '重新生成原因',
  },
  mail: { label: '寄出保函', actor: 'ensure_company', permission: '待出函' },
  confirm_receipt: { label: '确认签收', actor: 'enterprise' },
  void: { label: '作废', actor: 'ensure_company', permission: '待出函', note: '作废原因' },
  cancel: { label: '取消订单', actor: 'enterprise' },
  request_refund: { label: '申请退款', actor: 'enterprise', note: '退款原因' },
  approve_refund: { label: '同意退款', actor: 'ensure_company', permission: '待出函' },
  refuse_refund: {
    label: '拒绝退款',
    actor: 'ensure_company',
    permission: '待出函',
    note: '拒绝退款原因',
  },
  edit: { label: '修改申请', actor: 'enterprise' },
  expire: { label: '到期终止', actor: 'system' },
  // The unpaid-order job (docs/settings.md): left unsigned or unpaid past the guarantor's limit.
  expire_unpaid: { label: '超时未支付取消', actor: 'system' },
  // Taken by deciding a surrender request or recording a payout: never offered among the order's actions.
  surrender: { label: '同意退保', actor: 'ensure_company', permission: '退保', desk: true },
  pay_out: { label: '全额赔付', actor: 'ensure_company', permission: '理赔', desk: true },
  // Bid e-letters a trading platform pushed: it withdraws them (before or after payment) or cancels the letter.
  platform_cancel: { label: '交易平台撤单', actor: 'system' },
  platform_refund: { label: '交易平台撤单', actor: 'system' },
  platform_refunded: { label: '交易平台退款', actor: 'system' },
  platform_end: { label: '交易平台注销', actor: 'system' },
};
type Action = keyof typeof RULES;
/** from → to of each action a type has (an action missing here does not exist for that type). */
type Edges = Partial<Record<Action, Record<number, number>>>;

/** Electronic letters: the guarantor seals the letter (3 → 3) and issues it (3 → 4). */
const ELECTRONIC: Edges = {
  sign: { 0: 1 },
  approve: { 1: 2 },
  reject: { 1: 5 },
  pay: { 2: 3 },
  confirm_payment: { 2: 3 },
  sign_letter: { 3: 3 },
  re_sign_letter: { 3: 3 },
  issue: { 3: 4 },
  void: { 4: 6 },
  cancel: { 0: 7, 1: 7, 2: 7 },
  expire_unpaid: { 0: 7, 2: 7 },
  request_refund: { 3: 8 },
  approve_refund: { 8: 9 },
  refuse_refund: { 8: 3 },
  expire: { 4: 13 },
  surrender: { 4: 13 },
  pay_out: { 4: 13 },
};
/** Bid e-letters: electronic, and what a trading platform does to the orders it pushed. */
const BID_ELECTRONIC: Edges = {
  ...ELECTRONIC,
  platform_cancel: { 0: 7, 1: 7, 2: 7 },
  platform_refund: { 3: 8 },
  platform_refunded: { 8: 9 },
  platform_end: { 4: 13 },
};
/** Performance and wage letters: electronic, and the enterprise edits its application until review (an edit after signing means signing again). */
const EDITABLE: Edges = { ...ELECTRONIC, edit: { 0: 0, 1: 0 } };
/** Paper letters: paid orders wait to be mailed (10), are mailed (11) and received (12); refunds only before mailing. */
const PAPER: Edges = {
  sign: { 0: 1 },
  approve: { 1: 2 },
  reject: { 1: 5 },
  pay: { 2: 10 },
  confirm_payment: { 2: 10 },
  print_letter: { 10: 10 },
  re_print_letter: { 10: 10 },
  mail: { 10: 11 },
  confirm_receipt: { 11: 12 },
  void: { 11: 6, 12: 6 },
  cancel: { 0: 7, 1: 7, 2: 7 },
  expire_unpaid: { 0: 7, 2: 7 },
  request_refund: { 10: 8 },
  approve_refund: { 8: 9 },
  refuse_refund: { 8: 10 },
  expire: { 11: 13, 12: 13 },
  surrender: { 11: 13, 12: 13 },
  pay_out: { 11: 13, 12: 13 },
};
const EXPECTED: Record<
  LetterType,
  {
    label: string;
    edges: Edges;
    statuses: number[];
    inForce: number[];
    delivery: 'electronic' | 'mail';
  }
> = {
  bid_e: {
    label: '投标电子保函',
    edges: BID_ELECTRONIC,
    statuses: [0, 1, 2, 3, 4, 13, 6, 7, 8, 9, 5],
    inForce: [4],
    delivery: 'electronic',
  },
  bid_paper: {
    label: '纸质投标保函',
    edges: PAPER,
    statuses: [0, 1, 2, 10, 11, 12, 13, 6, 7, 8, 9, 5],
    inForce: [11, 12],
    delivery: 'mail',
  },
  performance: {
    label: '履约保函',
    edges: EDITABLE,
    statuses: [0, 1, 2, 3, 4, 13, 6, 7, 8, 9, 5],
    inForce: [4],
    delivery: 'electronic',
  },
  worker: {
    label: '农民工工资保函',
    edges: EDITABLE,
    statuses: [0, 1, 2, 3, 4, 13, 6, 7, 8, 9, 5],
    inForce: [4],
    delivery: 'electronic',
  },
};

const TYPES = Object.keys(EXPECTED) as LetterType[];
const STATUSES = Array.from({ length: 14 }, (_, status) => status);
const ACTORS: OrderActor[] = ['enterprise', 'ensure_company', 'system'];
const ACTOR_TEXT: Record<OrderActor, string> = {
  enterprise: '投保企业',
  ensure_company: '担保机构',
  system: '系统',
};
const ALL = new Set(['*']);
const NONE = new Set<string>();
const NOTE = '资料不符，请核对';
const text = (status: number) => ORDER_STATUS_TEXT[status]!;

type Outcome = { ok: true; to: number } | { ok: false; kind: string; message: string };

/**
 * What the server must answer, from the expected tables: a type that lacks the action first, then
 * the actor, the permission (before the state, so an account without it learns nothing of the
 * order), the state, the note.
 */
function expectedOutcome(
  type: LetterType,
  status: number,
  action: Action,
  actor: OrderActor,
  permissions: ReadonlySet<string>,
  note: string,
): Outcome {
  const rule = RULES[action]!;
  const edges = EXPECTED[type].edges[action];
  if (!edges)
    return {
      ok: false,
      kind: 'type',
      message: `${EXPECTED[type].label}订单不能执行「${rule.label}」`,
    };
  if (actor !== rule.actor)
    return {
      ok: false,
      kind: 'actor',
      message: `「${rule.label}」只能由${ACTOR_TEXT[rule.actor]}执行`,
    };
  if (rule.permission && !permissions.has('*') && !permissions.has(rule.permission)) {
    return {
      ok: false,
      kind: 'permission',
      message: `没有「${rule.permission}」权限，不能执行「${rule.label}」`,
    };
  }
  const to = edges[status];
  if (to === undefined)
    return {
      ok: false,
      kind: 'status',
      message: `订单当前状态为「${text(status)}」，不能执行「${rule.label}」`,
    };
  if (rule.note && note.trim().length < 2)
    return { ok: false, kind: 'note', message: `请填写${rule.note}（至少 2 个字）` };
  return { ok: true, to };
}

function actual(
  type: LetterType,
  status: number,
  action: string,
  actor: OrderActor,
  permissions: ReadonlySet<string>,
  note: string,
): Outcome {
  const result = transition(type, status, action, actor, permissions, note);
  if (!result.ok) return { ok: false, kind: result.kind, message: result.message };
  expect(result.transition.action).toBe(action);
  return { ok: true, to: result.to };
}

describe('the tables', () => {
  it('cover every letter type', () => {
    expect([...LETTER_TYPES].sort()).toEqual([...TYPES].sort());
  });

  it.each(TYPES)(
    '%s has exactly the expected actions, statuses, in-force statuses and delivery',
    (type) => {
      const machine = LETTER_MACHINES[type];
      const expected = EXPECTED[type];
      expect(machine.machine.actions.map((t) => t.action).sort()).toEqual(
        Object.keys(expected.edges).sort(),
      );
      expect([machine.type, machine.label, machine.delivery]).toEqual([
        type,
        expected.label,
        expected.delivery,
      ]);
      expect([...machine.statuses]).toEqual(expected.statuses);
      expect([...machine.inForce]).toEqual(expected.inForce);
      // Every status an action leads to or leaves from is one of the type's statuses (its tabs).
      for (const t of machine.machine.actions)
        for (const status of [...t.from, t.to])
          expect(machine.statuses, `${type} ${t.action}`).toContain(status);
    },
  );
});

// Every (type × status × action) pair, each with every actor, with and without permissions and note.
const pairs = TYPES.flatMap((type) =>
  STATUSES.flatMap((status) =>
    (Object.keys(RULES) as Action[]).map((action) => ({ type, status, action })),
  ),
);

describe.each(TYPES)('%s transitions', (type) => {
  it.each(pairs.filter((p) => p.type === type).map((p) => [text(p.status), p.action, p] as const))(
    '%s × %s',
    (_status, _action, { status, action }) => {
      for (const actor of ACTORS) {
        const stage = new Set(['dingdan', RULES[action]!.permission ?? '']);
        const wrongStage = new Set(['dingdan', '已驳回', '待签约']);
        for (const permissions of [ALL, NONE, stage, wrongStage]) {
          for (const note of [NOTE, '', '   ', '过', '过期']) {
            const where = `${type} ${status} ${action} by ${actor} with [${[...permissions].join(',')}], note '${note}'`;
            expect(actual(type, status, action, actor, permissions, note), where).toEqual(
              expectedOutcome(type, status, action, actor, permissions, note),
            );
          }
        }
      }
    },
  );

  it('offers exactly the actions the server accepts, for every status, actor and permission set', () => {
    for (const status of STATUSES) {
      for (const actor of ACTORS) {
        for (const permissions of [
          ALL,
          NONE,
          new Set(['待审核']),
          new Set(['待出函']),
          new Set(['dingdan', '待审核', '已出函']),
        ]) {
          const accepted = (Object.keys(RULES) as Action[]).filter(
            (action) =>
              !RULES[action]!.desk &&
              expectedOutcome(type, status, action, actor, permissions, NOTE).ok,
          );
          expect(
            new Set(availableActions(type, status, actor, permissions)),
            `${status} ${actor}`,
          ).toEqual(new Set(accepted));
        }
      }
    }
  });

  it('leaves rejected, voided, cancelled, refunded and ended orders final', () => {
    for (const status of [5, 6, 7, 9, 13])
      for (const actor of ACTORS) expect(availableActions(type, status, actor, ALL)).toEqual([]);
  });
});

describe('refusals', () => {
  it('gives the message of the spec example', () => {
    expect(transition('bid_e', 4, 'approve', 'ensure_company', ALL)).toMatchObject({
      ok: false,
      message: '订单当前状态为「已出函」，不能执行「审核通过」',
    });
  });

  it('refuses an action of another letter type, whatever the status and the caller', () => {
    expect(transition('bid_e', 3, 'mail', 'ensure_company', ALL)).toEqual({
      ok: false,
      kind: 'type',
      message: '投标电子保函订单不能执行「寄出保函」',
    });
    expect(transition('bid_paper', 3, 'issue', 'ensure_company', ALL)).toEqual({
      ok: false,
      kind: 'type',
      message: '纸质投标保函订单不能执行「出函」',
    });
    expect(transition('bid_paper', 10, 'sign_letter', 'ensure_company', NONE)).toEqual({
      ok: false,
      kind: 'type',
      message: '纸质投标保函订单不能执行「保函签章」',
    });
    expect(transition('worker', 11, 'confirm_receipt', 'enterprise', NONE)).toEqual({
      ok: false,
      kind: 'type',
      message: '农民工工资保函订单不能执行「确认签收」',
    });
  });

  it('does not void a paid letter that was never issued or mailed: that money goes back through a refund', () => {
    expect(transition('bid_e', 3, 'void', 'ensure_company', ALL, NOTE)).toMatchObject({
      ok: false,
      kind: 'status',
    });
    expect(transition('bid_e', 3, 'request_refund', 'enterprise', NONE, NOTE)).toMatchObject({
      ok: true,
      to: 8,
    });
    expect(transition('bid_paper', 10, 'void', 'ensure_company', ALL, NOTE)).toMatchObject({
      ok: false,
      kind: 'status',
      message: '订单当前状态为「待寄送」，不能执行「作废」',
    });
    expect(transition('bid_paper', 10, 'request_refund', 'enterprise', NONE, NOTE)).toMatchObject({
      ok: true,
      to: 8,
    });
  });

  it('refuses a refund once the original is mailed', () => {
    for (const status of [11, 12]) {
      expect(transition('bid_paper', status, 'request_refund', 'enterprise', NONE, NOTE)).toEqual({
        ok: false,
        kind: 'status',
        message: `订单当前状态为「${text(status)}」，不能执行「申请退款」`,
      });
    }
  });

  it('refuses an unknown action and unknown statuses', () => {
    for (const type of TYPES) {
      expect(transition(type, 0, 'delete', 'enterprise', ALL)).toEqual({
        ok: false,
        kind: 'unknown_action',
        message: '未知的订单操作「delete」',
      });
      expect(availableActions(type, 42, 'enterprise', ALL)).toEqual([]);
    }
  });

  it('checks the permission before the state, so an unauthorised account learns nothing of the order', () => {
    expect(transition('bid_e', 9, 'approve', 'ensure_company', NONE)).toMatchObject({
      kind: 'permission',
    });
    expect(transition('bid_paper', 12, 'mail', 'ensure_company', NONE)).toMatchObject({
      kind: 'permission',
    });
  });
});

describe('console permissions', () => {
  it('uses the permission each console endpoint declares, for every action it carries, in every type', () => {
    const carriers: Array<[{ permission?: string }, string[]]> = [
      [companyHandleReviewStatus, [...companyHandleReviewStatus.request.shape.action.options]],
      [companyHandleLetterStatus, [...companyHandleLetterStatus.request.shape.action.options]],
      [companyHandleRefund, [...companyHandleRefund.request.shape.action.options]],
      [companyLetterSign, ['sign_letter', 'print_letter']],
      [companyReLetterSign, ['re_sign_letter', 're_print_letter']],
      [companyMailLetter, ['mail']],
      [companyExpireTime, ['surrender']],
      [companyPayClaim, ['pay_out']],
    ];
    const carried = new Set(carriers.flatMap(([, actions]) => actions));
    for (const type of TYPES) {
      for (const rule of LETTER_MACHINES[type].machine.actions)
        if (rule.actor === 'ensure_company')
          expect(carried, `${type} ${rule.action} has no console endpoint`).toContain(rule.action);
      for (const [endpoint, actions] of carriers) {
        for (const action of actions) {
          const rule = findTransition(type, action);
          if (rule) expect(rule.permission, `${type} ${action}`).toBe(endpoint.permission);
        }
      }
    }
  });
});

describe('availableActions, by example', () => {
  const review = new Set(['dingdan', '待审核', '已出函']); // xinda_review in the seed
  it.each([
    ['bid_e', 0, 'enterprise', NONE, ['sign', 'cancel']],
    ['bid_e', 3, 'enterprise', NONE, ['request_refund']],
    ['bid_e', 1, 'ensure_company', review, ['approve', 'reject']],
    ['bid_e', 3, 'ensure_company', ALL, ['sign_letter', 're_sign_letter', 'issue']],
    ['bid_e', 3, 'ensure_company', review, []],
    ['bid_e', 4, 'ensure_company', ALL, ['void']],
    ['bid_e', 8, 'ensure_company', new Set(['待出函']), ['approve_refund', 'refuse_refund']],
    ['bid_e', 2, 'system', NONE, ['pay', 'expire_unpaid', 'platform_cancel']],
    ['bid_paper', 0, 'enterprise', NONE, ['sign', 'cancel']],
    ['bid_paper', 2, 'ensure_company', ALL, ['confirm_payment']],
    ['bid_paper', 2, 'system', NONE, ['pay', 'expire_unpaid']],
    ['bid_paper', 10, 'enterprise', NONE, ['request_refund']],
    ['bid_paper', 10, 'ensure_company', ALL, ['print_letter', 're_print_letter', 'mail']],
    ['bid_paper', 10, 'ensure_company', review, []],
    ['bid_paper', 11, 'enterprise', NONE, ['confirm_receipt']],
    ['bid_paper', 11, 'ensure_company', ALL, ['void']],
    ['bid_paper', 12, 'enterprise', NONE, []],
    ['bid_paper', 12, 'ensure_company', ALL, ['void']],
    ['bid_paper', 8, 'ensure_company', new Set(['待出函']), ['approve_refund', 'refuse_refund']],
    ['bid_paper', 3, 'ensure_company', ALL, []],
    ['bid_e', 1, 'enterprise', NONE, ['cancel']],
    ['performance', 0, 'enterprise', NONE, ['sign', 'cancel', 'edit']],
    ['performance', 1, 'enterprise', NONE, ['cancel', 'edit']],
    ['performance', 2, 'enterprise', NONE, ['cancel']],
    ['worker', 1, 'enterprise', NONE, ['cancel', 'edit']],
    ['worker', 3, 'enterprise', NONE, ['request_refund']],
    ['worker', 1, 'ensure_company', review, ['approve', 'reject']],
  ] as const)('%s status %i, %s %o → %o', (type, status, actor, permissions, actions) => {
    expect(availableActions(type, status, actor, permissions)).toEqual(actions);
  });
});

describe('orderLogNote', () => {
  const rule = (type: LetterType, action: string) =>
    findTransition(type, action) as OrderTransition;
  it('records the action, and the note after it when given', () => {
    expect(orderLogNote(rule('bid_e', 'approve'))).toBe('审核通过');
    expect(orderLogNote(rule('bid_e', 'reject'), '  资质证书已过期 ')).toBe(
      '审核驳回：资质证书已过期',
    );
    expect(orderLogNote(rule('bid_paper', 'mail'), '顺丰速运 SF1234567890')).toBe(
      '寄出保函：顺丰速运 SF1234567890',
    );
  });
});
