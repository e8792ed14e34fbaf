// One order machinery, one table per letter type (docs/state-machines.md). Each letter type
// declares, as data, the statuses its orders go through (in the order its status tabs show them),
// the transitions (who may do what, from which status, with which console permission and which
// required note) and the statuses in which its letter is in force. The server enforces these
// tables (apps/api-server/src/areas/orders/order-machine.ts), both apps read them for tabs and
// actions, and a test renders docs/state-machines.md from them. Signing, payment, refund, cancel,
// the order log, lists, counters and the status poll all take the letter type as a parameter.
// No zod here, so route tables can import these names without weighing on the /login bundle.
import { defineMachine, type Machine, type MachineAction } from './machines';
import { OrderStatus, orderStatusText, type OrderStatusCode } from './order-status';

export const LETTER_TYPES = ['bid_e', 'bid_paper', 'performance', 'worker'] as const;
export type LetterType = (typeof LETTER_TYPES)[number];

/** The Chinese name of each letter type (type columns, filters, messages). */
export const LETTER_TYPE_TEXT: Readonly<Record<LetterType, string>> = {
  bid_e: '投标电子保函',
  bid_paper: '纸质投标保函',
  performance: '履约保函',
  worker: '农民工工资保函',
};

export type OrderActor = 'enterprise' | 'ensure_company' | 'system';

/** An order action: a machine action (machines.ts) of the order statuses, taken by the enterprise, the guarantor or the system. */
export interface OrderTransition extends MachineAction<OrderStatusCode, OrderActor> {
  /**
   * The after-issue record whose decision takes this transition (a surrender or a claim request):
   * it is taken on that desk, never offered among the order's own actions.
   */
  desk?: 'surrender' | 'claim';
}

export interface LetterMachine {
  type: LetterType;
  label: string;
  /** Every status an order of this type can be in, in the order the enterprise's status tabs show them. */
  statuses: readonly OrderStatusCode[];
  /** Statuses in which the letter is in force: the enterprise may download it, /verify shows it valid. */
  inForce: readonly OrderStatusCode[];
  /** Whether the guarantor seals the letter electronically (e-letters) or prints, seals and mails it (paper). */
  delivery: 'electronic' | 'mail';
  /** The type's table as a generic machine (kind 'order', record label 订单): its actions are the transitions. */
  machine: Machine<OrderStatusCode, OrderTransition>;
}

/** The generic machine of one letter type's statuses and transitions. */
const orderMachine = (
  statuses: readonly OrderStatusCode[],
  transitions: readonly OrderTransition[],
): Machine<OrderStatusCode, OrderTransition> =>
  defineMachine<OrderStatusCode, OrderTransition>({
    kind: 'order',
    label: '订单',
    statuses: Object.fromEntries(statuses.map((code) => [code, orderStatusText(code)])) as Record<
      OrderStatusCode,
      string
    >,
    actions: transitions,
  });

const S = OrderStatus;

type Rule = Omit<OrderTransition, 'from' | 'to'>;
const rule = (
  action: string,
  label: string,
  actor: OrderActor,
  permission: string | null = null,
  requiredNote: string | null = null,
): Rule => ({ action, label, actor, permission, requiredNote });
const edge = (r: Rule, from: readonly OrderStatusCode[], to: OrderStatusCode): OrderTransition => ({
  ...r,
  from,
  to,
});

// The rules every type shares; where they lead differs by type and is written in each table.
const SIGN = rule('sign', '签署合同', 'enterprise');
const APPROVE = rule('approve', '审核通过', 'ensure_company', '待审核');
const REJECT = rule('reject', '审核驳回', 'ensure_company', '待审核', '驳回原因');
const PAY = rule('pay', '在线支付', 'system');
const CONFIRM_PAYMENT = rule('confirm_payment', '确认线下收款', 'ensure_company', '待出函');
const SIGN_LETTER = rule('sign_letter', '保函签章', 'ensure_company', '待出函');
const RE_SIGN_LETTER = rule(
  're_sign_letter',
  '重新签章',
  'ensure_company',
  '待出函',
  '重新签章原因',
);
const ISSUE = rule('issue', '出函', 'ensure_company', '待出函');
const VOID = rule('void', '作废', 'ensure_company', '待出函', '作废原因');
const CANCEL = rule('cancel', '取消订单', 'enterprise');
// The unpaid-order job (docs/settings.md): an order left unsigned or unpaid longer than its
// guarantor's unpaid_expire_hours is cancelled by the system. 待审核 waits for the guarantor, so it never expires.
const EXPIRE_UNPAID = rule('expire_unpaid', '超时未支付取消', 'system');
const REQUEST_REFUND = rule('request_refund', '申请退款', 'enterprise', null, '退款原因');
const APPROVE_REFUND = rule('approve_refund', '同意退款', 'ensure_company', '待出函');
const REFUSE_REFUND = rule('refuse_refund', '拒绝退款', 'ensure_company', '待出函', '拒绝退款原因');
// Paper letters: the guarantor prints the letter PDF, seals it by hand and mails the original.
const PRINT_LETTER = rule('print_letter', '生成打印件', 'ensure_company', '待出函');
const RE_PRINT_LETTER = rule(
  're_print_letter',
  '重新生成打印件',
  'ensure_company',
  '待出函',
  '重新生成原因',
);
const MAIL = rule('mail', '寄出保函', 'ensure_company', '待出函');
const CONFIRM_RECEIPT = rule('confirm_receipt', '确认签收', 'enterprise');
// Performance and wage letters: the enterprise may change its application until the guarantor reviews it.
const EDIT = rule('edit', '修改申请', 'enterprise');
// After issue (docs/after-issue.md): a letter in force ends (履约终止) when its validity passes (the
// scheduled expiry job), when the guarantor approves its surrender (退保), or when claims paid out
// its whole guaranteed amount (理赔).
const EXPIRE = rule('expire', '到期终止', 'system');
const SURRENDER: Rule = {
  ...rule('surrender', '同意退保', 'ensure_company', '退保'),
  desk: 'surrender',
};
const PAY_OUT: Rule = { ...rule('pay_out', '全额赔付', 'ensure_company', '理赔'), desk: 'claim' };
// Orders a trading platform pushed (docs/trading-platforms.md): the platform withdraws the
// application (撤单, 放弃, 退保 before issue), refunds the premium it collected, or cancels a
// letter in force (注销).
const PLATFORM_CANCEL = rule('platform_cancel', '交易平台撤单', 'system');
const PLATFORM_REFUND = rule('platform_refund', '交易平台撤单', 'system');
const PLATFORM_REFUNDED = rule('platform_refunded', '交易平台退款', 'system');
const PLATFORM_END = rule('platform_end', '交易平台注销', 'system');

/** The ways a letter in force (`inForce`) ends; every type has them. */
const endings = (inForce: readonly OrderStatusCode[]) =>
  [
    edge(EXPIRE, inForce, S.ENDED),
    edge(SURRENDER, inForce, S.ENDED),
    edge(PAY_OUT, inForce, S.ENDED),
  ] as const;

const UNPAID = [S.PENDING_SIGN, S.PENDING_REVIEW, S.PENDING_PAYMENT] as const;
/** The unpaid statuses in which the enterprise is the one to act (sign, pay): the ones the unpaid-order job cancels. */
export const UNPAID_EXPIRABLE = [S.PENDING_SIGN, S.PENDING_PAYMENT] as const;

/** Sign, review, pay; then the guarantor seals the e-letter and issues it. */
const electronicTransitions = [
  edge(SIGN, [S.PENDING_SIGN], S.PENDING_REVIEW),
  edge(APPROVE, [S.PENDING_REVIEW], S.PENDING_PAYMENT),
  edge(REJECT, [S.PENDING_REVIEW], S.REJECTED),
  edge(PAY, [S.PENDING_PAYMENT], S.DRAFTING),
  edge(CONFIRM_PAYMENT, [S.PENDING_PAYMENT], S.DRAFTING),
  edge(SIGN_LETTER, [S.DRAFTING], S.DRAFTING),
  edge(RE_SIGN_LETTER, [S.DRAFTING], S.DRAFTING),
  edge(ISSUE, [S.DRAFTING], S.ISSUED),
  edge(VOID, [S.ISSUED], S.VOIDED),
  edge(CANCEL, UNPAID, S.CANCELLED),
  edge(EXPIRE_UNPAID, UNPAID_EXPIRABLE, S.CANCELLED),
  edge(REQUEST_REFUND, [S.DRAFTING], S.REFUND_REVIEW),
  edge(APPROVE_REFUND, [S.REFUND_REVIEW], S.REFUNDED),
  edge(REFUSE_REFUND, [S.REFUND_REVIEW], S.DRAFTING),
  ...endings([S.ISSUED]),
] as const satisfies readonly OrderTransition[];

const electronicStatuses = [
  S.PENDING_SIGN,
  S.PENDING_REVIEW,
  S.PENDING_PAYMENT,
  S.DRAFTING,
  S.ISSUED,
  S.ENDED,
  S.VOIDED,
  S.CANCELLED,
  S.REFUND_REVIEW,
  S.REFUNDED,
  S.REJECTED,
] as const;

/** Bid e-letters: the e-letter's flow, and a trading platform's withdrawal and cancellation. */
const bidElectronicTransitions = [
  ...electronicTransitions,
  edge(PLATFORM_CANCEL, UNPAID, S.CANCELLED),
  edge(PLATFORM_REFUND, [S.DRAFTING], S.REFUND_REVIEW),
  edge(PLATFORM_REFUNDED, [S.REFUND_REVIEW], S.REFUNDED),
  edge(PLATFORM_END, [S.ISSUED], S.ENDED),
] as const satisfies readonly OrderTransition[];

/**
 * Performance (履约) and migrant-worker wage (农民工工资) letters: the e-letter's flow, and the
 * application stays editable until the guarantor reviews it. An edit after signing takes the order
 * back to 待签约: the signed entrustment contract printed the old terms, so it is signed again.
 */
const editableTransitions = [
  ...electronicTransitions,
  edge(EDIT, [S.PENDING_SIGN, S.PENDING_REVIEW], S.PENDING_SIGN),
] as const satisfies readonly OrderTransition[];

const electronic = (type: LetterType, transitions: readonly OrderTransition[]): LetterMachine => ({
  type,
  label: LETTER_TYPE_TEXT[type],
  statuses: electronicStatuses,
  inForce: [S.ISSUED],
  delivery: 'electronic',
  machine: orderMachine(electronicStatuses, transitions),
});

const paperStatuses = [
  S.PENDING_SIGN,
  S.PENDING_REVIEW,
  S.PENDING_PAYMENT,
  S.TO_MAIL,
  S.MAILED,
  S.RECEIVED,
  S.ENDED,
  S.VOIDED,
  S.CANCELLED,
  S.REFUND_REVIEW,
  S.REFUNDED,
  S.REJECTED,
] as const;

/** Sign, review, pay; then the guarantor prints, seals and mails the original; the enterprise confirms receipt. */
const paperTransitions = [
  edge(SIGN, [S.PENDING_SIGN], S.PENDING_REVIEW),
  edge(APPROVE, [S.PENDING_REVIEW], S.PENDING_PAYMENT),
  edge(REJECT, [S.PENDING_REVIEW], S.REJECTED),
  edge(PAY, [S.PENDING_PAYMENT], S.TO_MAIL),
  edge(CONFIRM_PAYMENT, [S.PENDING_PAYMENT], S.TO_MAIL),
  edge(PRINT_LETTER, [S.TO_MAIL], S.TO_MAIL),
  edge(RE_PRINT_LETTER, [S.TO_MAIL], S.TO_MAIL),
  edge(MAIL, [S.TO_MAIL], S.MAILED),
  edge(CONFIRM_RECEIPT, [S.MAILED], S.RECEIVED),
  edge(VOID, [S.MAILED, S.RECEIVED], S.VOIDED),
  edge(CANCEL, UNPAID, S.CANCELLED),
  edge(EXPIRE_UNPAID, UNPAID_EXPIRABLE, S.CANCELLED),
  edge(REQUEST_REFUND, [S.TO_MAIL], S.REFUND_REVIEW),
  edge(APPROVE_REFUND, [S.REFUND_REVIEW], S.REFUNDED),
  edge(REFUSE_REFUND, [S.REFUND_REVIEW], S.TO_MAIL),
  ...endings([S.MAILED, S.RECEIVED]),
] as const satisfies readonly OrderTransition[];

export const LETTER_MACHINES: Readonly<Record<LetterType, LetterMachine>> = {
  bid_e: electronic('bid_e', bidElectronicTransitions),
  bid_paper: {
    type: 'bid_paper',
    label: LETTER_TYPE_TEXT.bid_paper,
    statuses: paperStatuses,
    inForce: [S.MAILED, S.RECEIVED],
    delivery: 'mail',
    machine: orderMachine(paperStatuses, paperTransitions),
  },
  performance: electronic('performance', editableTransitions),
  worker: electronic('worker', editableTransitions),
};

/** Every action name any type knows (the union of the tables). */
export type OrderAction =
  | (typeof bidElectronicTransitions)[number]['action']
  | (typeof editableTransitions)[number]['action']
  | (typeof paperTransitions)[number]['action'];

export const isLetterType = (value: string): value is LetterType =>
  (LETTER_TYPES as readonly string[]).includes(value);

/** The machine of `type`; an unknown type is a programming error (orders.type is written only from LETTER_TYPES). */
export function letterMachine(type: string): LetterMachine {
  if (!isLetterType(type)) throw new Error(`unknown letter type: ${type}`);
  return LETTER_MACHINES[type];
}

/** The rule of `action` in `type`'s table, if the type has that action. */
export const findTransition = (type: string, action: string): OrderTransition | undefined =>
  letterMachine(type).machine.actions.find((t) => t.action === action);

/** Whether a letter of `type` in `status` is in force (downloadable by the enterprise, valid at /verify). */
export const isLetterInForce = (type: string, status: number): boolean =>
  (letterMachine(type).inForce as readonly number[]).includes(status);

/**
 * Order log entries that are not transitions (the status stays), with their labels: bid opening
 * and a postponed opening on a trading platform, and the letter re-issued with the same number
 * they may cause (docs/trading-platforms.md, "Sealed bids").
 */
export const ORDER_NOTE_ACTIONS = {
  platform_open_bids: '交易平台开标',
  platform_postpone: '交易平台开标延期',
  reissue_letter: '重新出具保函',
} as const;
export type OrderNoteAction = keyof typeof ORDER_NOTE_ACTIONS;

/** Why a letter was replaced by one with the same number (earlier_letters.replaced_because). */
export const LETTER_REISSUE_CAUSES = {
  bid_opened: '开标后出具明文保函',
  opening_postponed: '开标延期，延长有效期',
} as const;
export type LetterReissueCause = keyof typeof LETTER_REISSUE_CAUSES;

/** The label of an order log action: its transition's, or a note action's. */
export const orderLogActionLabel = (type: string, action: string): string =>
  findTransition(type, action)?.label ?? ORDER_NOTE_ACTIONS[action as OrderNoteAction] ?? action;
