// The generic machine (src/contract/machines.ts) that the order tables and every request record
// are declared with: what checkAction refuses and in which order, what actionsFor offers, and
// that the order tables and the records' tables are well formed (every from/to a declared status).
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  checkAction,
  CLAIM_MACHINE,
  COMPANY_AUTH_MACHINE,
  companyAuthActions,
  defineMachine,
  ENTERPRISE_AUTH_MACHINE,
  INVOICE_MACHINE,
  LETTER_MACHINES,
  machineStatusCodes,
  PRESERVATION_MACHINE,
  SURRENDER_MACHINE,
  type Machine,
  type MachineAction,
} from '../src/contract';

type S = 0 | 1 | 2;
const TEST = defineMachine<S, MachineAction<S>>({
  kind: 'test',
  label: '测试申请',
  statuses: { 0: '待处理', 1: '已通过', 2: '已驳回' },
  actions: [
    {
      action: 'pass',
      label: '通过',
      actor: 'ensure_company',
      permission: '审核',
      requiredNote: null,
      from: [0],
      to: 1,
    },
    {
      action: 'reject',
      label: '驳回',
      actor: 'ensure_company',
      permission: '审核',
      requiredNote: '驳回原因',
      from: [0, 1],
      to: 2,
    },
    {
      action: 'reopen',
      label: '重新提交',
      actor: 'enterprise',
      permission: null,
      requiredNote: null,
      from: [2],
      to: 0,
    },
  ],
});
const ALL = new Set(['*']);

describe('checkAction', () => {
  it('checks the actor, then the permission, then the status, then the note', () => {
    expect(checkAction(TEST, 0, 'nope', 'ensure_company', ALL)).toEqual({
      ok: false,
      kind: 'unknown_action',
      message: '未知的测试申请操作「nope」',
    });
    expect(checkAction(TEST, 1, 'pass', 'enterprise', new Set())).toMatchObject({
      kind: 'actor',
      message: '「通过」只能由担保机构执行',
    });
    expect(checkAction(TEST, 1, 'pass', 'ensure_company', new Set(['理赔']))).toMatchObject({
      kind: 'permission',
      message: '没有「审核」权限，不能执行「通过」',
    });
    expect(checkAction(TEST, 2, 'reject', 'ensure_company', new Set(['审核']))).toMatchObject({
      kind: 'status',
      message: '测试申请当前状态为「已驳回」，不能执行「驳回」',
    });
    expect(checkAction(TEST, 1, 'reject', 'ensure_company', ALL, ' 否 ')).toMatchObject({
      kind: 'note',
      message: '请填写驳回原因（至少 2 个字）',
    });
    expect(checkAction(TEST, 1, 'reject', 'ensure_company', ALL, '材料不全')).toMatchObject({
      ok: true,
      to: 2,
      rule: { action: 'reject' },
    });
  });

  it('uses the machine’s own status refusal when it declares one', () => {
    const named = { ...TEST, statusRefusal: '测试当前为「{status}」，不能{action}' };
    expect(checkAction(named, 2, 'pass', 'ensure_company', ALL)).toMatchObject({
      kind: 'status',
      message: '测试当前为「已驳回」，不能通过',
    });
  });

  it('asks a refusal function for the message when it depends on the status and the action', () => {
    const named = {
      ...TEST,
      statusRefusal: (status: number, rule: MachineAction) => `${status}：${rule.action}`,
    };
    expect(checkAction(named, 2, 'pass', 'ensure_company', ALL)).toMatchObject({
      kind: 'status',
      message: '2：pass',
    });
    const desk = (status: number, action: string) =>
      checkAction(INVOICE_MACHINE, status, action, 'ensure_company', ALL, '作废原因');
    expect(desk(1, 'issue')).toMatchObject({ message: '发票已开具，不能重复开具' });
    expect(desk(3, 'void')).toMatchObject({ message: '发票申请已作废，不能重复作废' });
    expect(desk(0, 'resend')).toMatchObject({ message: '发票尚未开具，不能推送' });
    expect(checkAction(INVOICE_MACHINE, 1, 'modify', 'enterprise', ALL)).toMatchObject({
      message: '发票已开具或已作废，只有待开票的申请可以修改',
    });
  });
});

describe('actionsFor', () => {
  it('offers the actions of the actor, from the status, with the permissions, in table order', () => {
    expect(actionsFor(TEST, 0, 'ensure_company', ALL)).toEqual(['pass', 'reject']);
    expect(actionsFor(TEST, 1, 'ensure_company', new Set(['审核']))).toEqual(['reject']);
    expect(actionsFor(TEST, 0, 'ensure_company', new Set())).toEqual([]);
    expect(actionsFor(TEST, 2, 'enterprise', new Set())).toEqual(['reopen']);
    expect(actionsFor(TEST, 0, 'enterprise', new Set())).toEqual([]);
  });

  it('offers what the record desks offered by hand', () => {
    const desk = (machine: Machine, status: number, permission: string) =>
      actionsFor(machine, status, 'ensure_company', new Set([permission]));
    expect(desk(SURRENDER_MACHINE, 0, '退保')).toEqual(['approve', 'refuse']);
    expect(desk(SURRENDER_MACHINE, 1, '退保')).toEqual([]);
    expect(desk(CLAIM_MACHINE, 0, '理赔')).toEqual(['accept', 'reject']);
    expect(desk(CLAIM_MACHINE, 1, '理赔')).toEqual(['reject', 'pay']);
    expect(desk(CLAIM_MACHINE, 3, '理赔')).toEqual([]);
    expect(desk(PRESERVATION_MACHINE, 1, 'jigou')).toEqual(['withdraw', 'issue', 'cancel']);
    expect(desk(INVOICE_MACHINE, 0, 'fapiao')).toEqual(['issue', 'void']);
    expect(desk(INVOICE_MACHINE, 2, 'fapiao')).toEqual(['resend', 'void']);
    expect(desk(INVOICE_MACHINE, 3, 'fapiao')).toEqual([]);
    // The invoice desk has its own permission (docs/company-auth.md): 订单 alone offers nothing.
    expect(desk(INVOICE_MACHINE, 0, 'dingdan')).toEqual([]);
    expect(actionsFor(INVOICE_MACHINE, 0, 'enterprise', new Set())).toEqual(['modify']);
    expect(actionsFor(INVOICE_MACHINE, 1, 'enterprise', new Set())).toEqual([]);
    // The platform's reviews: 通过 and 驳回 while 审核中; the company's own moves with jigou.
    expect(actionsFor(ENTERPRISE_AUTH_MACHINE, 1, 'platform', new Set())).toEqual([
      'approve',
      'reject',
    ]);
    expect(actionsFor(ENTERPRISE_AUTH_MACHINE, -1, 'enterprise', new Set())).toEqual(['restart']);
    expect(companyAuthActions(1, 'operator')).toEqual(['approve', 'reject']);
    expect(companyAuthActions(2, 'operator')).toEqual([]);
    expect(companyAuthActions(0, 'company')).toEqual(['save', 'submit']);
    expect(companyAuthActions(-1, 'company')).toEqual(['reset']);
  });
});

describe('the declared machines', () => {
  const machines: Machine[] = [
    ...Object.values(LETTER_MACHINES).map((letter) => letter.machine),
    SURRENDER_MACHINE,
    CLAIM_MACHINE,
    PRESERVATION_MACHINE,
    INVOICE_MACHINE,
    ENTERPRISE_AUTH_MACHINE,
    COMPANY_AUTH_MACHINE,
  ];
  it('lead only from and to statuses they declare, each action name once', () => {
    for (const machine of machines) {
      const codes = new Set(machineStatusCodes(machine));
      for (const action of machine.actions) {
        for (const from of action.from)
          expect(codes.has(from), `${action.action} from ${from}`).toBe(true);
        expect(codes.has(action.to), `${action.action} to ${action.to}`).toBe(true);
      }
      const names = machine.actions.map((a) => a.action);
      expect(new Set(names).size, machine.kind).toBe(names.length);
    }
  });

  it('express each letter type’s order table unchanged', () => {
    for (const letter of Object.values(LETTER_MACHINES)) {
      expect(machineStatusCodes(letter.machine)).toEqual(
        [...letter.statuses].sort((a, b) => a - b),
      );
    }
  });
});
