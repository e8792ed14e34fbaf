// The order state machine, table-driven: every (status × action) pair, actors, permissions,
// required notes, the actions offered, and the alignment with the contract's console permissions.
import {
  companyHandleLetterStatus,
  companyHandleReviewStatus,
  companyLetterSign,
  companyReLetterSign,
  ORDER_STATUS_TEXT,
} from '@bht/api-client/contract';
import { describe, expect, it } from 'vitest';
import {
  availableActions,
  ORDER_TRANSITIONS,
  orderLogNote,
  transition,
  type OrderActor,
  type OrderTransition,
} from '../src/areas/orders/order-machine';

/** The expected machine, written out independently of the implementation's table. */
const EXPECTED: Record<string, { label: string; actor: OrderActor; edges: Record<number, number>; note?: string }> = {
  sign: { label: '签署合同', actor: 'enterprise', edges: { 0: 1 } },
  approve: { label: '审核通过', actor: 'ensure_company', edges: { 1: 2 } },
  reject: { label: '审核驳回', actor: 'ensure_company', edges: { 1: 5 }, note: '驳回原因' },
  pay: { label: '在线支付', actor: 'system', edges: { 2: 3 } },
  confirm_payment: { label: '确认线下收款', actor: 'ensure_company', edges: { 2: 3 } },
  sign_letter: { label: '保函签章', actor: 'ensure_company', edges: { 3: 3 } },
  re_sign_letter: { label: '重新签章', actor: 'ensure_company', edges: { 3: 3 }, note: '重新签章原因' },
  issue: { label: '出函', actor: 'ensure_company', edges: { 3: 4 } },
  void: { label: '作废', actor: 'ensure_company', edges: { 4: 6 }, note: '作废原因' },
  cancel: { label: '取消订单', actor: 'enterprise', edges: { 0: 7, 1: 7, 2: 7 } },
  request_refund: { label: '申请退款', actor: 'enterprise', edges: { 3: 8 }, note: '退款原因' },
  approve_refund: { label: '同意退款', actor: 'ensure_company', edges: { 8: 9 } },
  refuse_refund: { label: '拒绝退款', actor: 'ensure_company', edges: { 8: 3 }, note: '拒绝退款原因' },
};
const STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const ACTORS: OrderActor[] = ['enterprise', 'ensure_company', 'system'];
const ALL = new Set(['*']);
const NONE = new Set<string>();
const NOTE = '资料不符，请核对';

const pairs = Object.entries(EXPECTED).flatMap(([action, rule]) => STATUSES.map((status) => ({ action, status, rule, to: rule.edges[status] })));

describe('order transitions', () => {
  it('has exactly the expected actions', () => {
    expect(ORDER_TRANSITIONS.map((t) => t.action).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(pairs.map((p) => [ORDER_STATUS_TEXT[p.status], p.action, p.to === undefined ? '拒绝' : ORDER_STATUS_TEXT[p.to], p] as const))(
    '%s × %s → %s',
    (_from, _action, _to, { action, status, rule, to }) => {
      const result = transition(status, action, rule.actor, ALL, NOTE);
      if (to === undefined) {
        expect(result).toEqual({ ok: false, kind: 'status', message: `订单当前状态为「${ORDER_STATUS_TEXT[status]}」，不能执行「${rule.label}」` });
      } else {
        expect(result).toMatchObject({ ok: true, to, transition: { action } });
      }
    },
  );

  it('gives the message of the spec example', () => {
    expect(transition(4, 'approve', 'ensure_company', ALL)).toMatchObject({ ok: false, message: '订单当前状态为「已出函」，不能执行「审核通过」' });
  });

  it('leaves rejected, voided, cancelled and refunded orders final', () => {
    for (const status of [5, 6, 7, 9]) for (const actor of ACTORS) expect(availableActions(status, actor, ALL)).toEqual([]);
  });

  it('does not void a paid letter that was never issued: that money goes back through a refund', () => {
    expect(transition(3, 'void', 'ensure_company', ALL, NOTE)).toMatchObject({ ok: false, kind: 'status' });
    expect(transition(3, 'request_refund', 'enterprise', NONE, NOTE)).toMatchObject({ ok: true, to: 8 });
  });

  it('refuses an unknown action', () => {
    expect(transition(0, 'delete', 'enterprise', ALL)).toEqual({ ok: false, kind: 'unknown_action', message: '未知的订单操作「delete」' });
    expect(availableActions(42, 'enterprise', ALL)).toEqual([]);
  });
});

describe('actors', () => {
  const wrong = Object.entries(EXPECTED).flatMap(([action, rule]) => ACTORS.filter((a) => a !== rule.actor).map((actor) => [action, actor, rule] as const));
  it.each(wrong)('%s is refused to %s', (action, actor, rule) => {
    const from = Number(Object.keys(rule.edges)[0]);
    const who = { enterprise: '投保企业', ensure_company: '担保机构', system: '系统' }[rule.actor];
    expect(transition(from, action, actor, ALL, NOTE)).toEqual({ ok: false, kind: 'actor', message: `「${rule.label}」只能由${who}执行` });
  });
});

describe('console permissions', () => {
  const companyActions = Object.entries(EXPECTED).filter(([, r]) => r.actor === 'ensure_company');

  it.each(companyActions)('%s needs its stage permission or *', (action, rule) => {
    const from = Number(Object.keys(rule.edges)[0]);
    const stage = ORDER_TRANSITIONS.find((t) => t.action === action)!.permission!;
    expect(transition(from, action, 'ensure_company', NONE, NOTE)).toEqual({ ok: false, kind: 'permission', message: `没有「${stage}」权限，不能执行「${rule.label}」` });
    expect(transition(from, action, 'ensure_company', new Set(['dingdan', '已驳回', '待签约']), NOTE)).toMatchObject({ ok: false, kind: 'permission' });
    expect(transition(from, action, 'ensure_company', new Set(['dingdan', stage]), NOTE)).toMatchObject({ ok: true });
  });

  it('checks the permission before the state, so an unauthorised account learns nothing of the order', () => {
    expect(transition(9, 'approve', 'ensure_company', NONE)).toMatchObject({ kind: 'permission' });
  });

  it('asks nothing of enterprise and system actions', () => {
    expect(transition(0, 'sign', 'enterprise', NONE)).toMatchObject({ ok: true, to: 1 });
    expect(transition(2, 'pay', 'system', NONE)).toMatchObject({ ok: true, to: 3 });
  });

  it('uses the permission each console endpoint declares, for every action it carries', () => {
    const carriers: Array<[{ permission?: string }, string[]]> = [
      [companyHandleReviewStatus, [...companyHandleReviewStatus.request.shape.action.options]],
      [companyHandleLetterStatus, [...companyHandleLetterStatus.request.shape.action.options]],
      [companyLetterSign, ['sign_letter']],
      [companyReLetterSign, ['re_sign_letter']],
    ];
    for (const [endpoint, actions] of carriers) {
      for (const action of actions) expect(ORDER_TRANSITIONS.find((t) => t.action === action)?.permission, action).toBe(endpoint.permission);
    }
  });
});

describe('required notes', () => {
  const withNote = Object.entries(EXPECTED).filter(([, r]) => r.note);
  it.each(withNote)('%s needs a note of at least 2 characters', (action, rule) => {
    const from = Number(Object.keys(rule.edges)[0]);
    for (const note of ['', '   ', '过']) {
      expect(transition(from, action, rule.actor, ALL, note)).toEqual({ ok: false, kind: 'note', message: `请填写${rule.note}（至少 2 个字）` });
    }
    expect(transition(from, action, rule.actor, ALL, '过期')).toMatchObject({ ok: true });
  });

  it.each(Object.entries(EXPECTED).filter(([, r]) => !r.note))('%s takes an optional note', (action, rule) => {
    expect(transition(Number(Object.keys(rule.edges)[0]), action, rule.actor, ALL)).toMatchObject({ ok: true });
  });
});

describe('availableActions', () => {
  const review = new Set(['dingdan', '待审核', '已出函']); // xinda_review in the seed
  it.each([
    [0, 'enterprise', NONE, ['sign', 'cancel']],
    [1, 'enterprise', NONE, ['cancel']],
    [2, 'enterprise', NONE, ['cancel']],
    [3, 'enterprise', NONE, ['request_refund']],
    [4, 'enterprise', NONE, []],
    [8, 'enterprise', NONE, []],
    [0, 'ensure_company', ALL, []],
    [1, 'ensure_company', ALL, ['approve', 'reject']],
    [1, 'ensure_company', review, ['approve', 'reject']],
    [2, 'ensure_company', ALL, ['confirm_payment']],
    [3, 'ensure_company', ALL, ['sign_letter', 're_sign_letter', 'issue']],
    [3, 'ensure_company', review, []],
    [4, 'ensure_company', ALL, ['void']],
    [4, 'ensure_company', review, []],
    [8, 'ensure_company', new Set(['待出函']), ['approve_refund', 'refuse_refund']],
    [2, 'system', NONE, ['pay']],
    [3, 'system', NONE, []],
  ] as const)('status %i, %s %o → %o', (status, actor, permissions, actions) => {
    expect(availableActions(status, actor, permissions)).toEqual(actions);
  });
});

describe('orderLogNote', () => {
  const rule = (action: string) => ORDER_TRANSITIONS.find((t) => t.action === action) as OrderTransition;
  it('records the action, and the note after it when given', () => {
    expect(orderLogNote(rule('approve'))).toBe('审核通过');
    expect(orderLogNote(rule('reject'), '  资质证书已过期 ')).toBe('审核驳回：资质证书已过期');
  });
});
