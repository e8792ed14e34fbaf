// Order statuses of every letter type (docs/state-machines.md; each type's table in order-machines.ts
// says which it uses) and the one Chinese name of each. Every
// label of an order's status reads ORDER_STATUS_TEXT: the server's status_text and messages, the
// portal's tabs and phone lists, tags, stamps and the order log. The console's order-management
// stages are queues with names of their own (spec §4, §6: also permissions); a stage may list
// several statuses, and orderStageOf tells which stage an order is in.
// No zod here, so route tables can import these names without weighing on the /login bundle.

export const OrderStatus = {
  PENDING_SIGN: 0, // 待签约
  PENDING_REVIEW: 1, // 待审核 (contract signed)
  PENDING_PAYMENT: 2, // 待支付
  DRAFTING: 3, // 出函中 (paid; the console's 待出函 stage)
  ISSUED: 4, // 已出函
  REJECTED: 5, // 已驳回
  VOIDED: 6, // 已作废
  CANCELLED: 7, // 已取消
  REFUND_REVIEW: 8, // 退款审核
  REFUNDED: 9, // 退款成功
  TO_MAIL: 10, // 待寄送 (paper letter paid; the guarantor prints, seals and mails the original)
  MAILED: 11, // 已寄出 (courier and tracking number recorded)
  RECEIVED: 12, // 已签收 (the enterprise confirmed receipt)
  ENDED: 13, // 履约终止 (the letter's obligation ended: validity passed, surrendered or paid out in full; orders.end_reason says which)
} as const;

export type OrderStatusCode = (typeof OrderStatus)[keyof typeof OrderStatus];

export const ORDER_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待签约',
  1: '待审核',
  2: '待支付',
  3: '出函中',
  4: '已出函',
  5: '已驳回',
  6: '已作废',
  7: '已取消',
  8: '退款审核',
  9: '退款成功',
  10: '待寄送',
  11: '已寄出',
  12: '已签收',
  13: '履约终止',
};

/** The status's Chinese name ('待支付'), or '状态 n' for a code the contract does not name. */
export const orderStatusText = (status: number): string =>
  ORDER_STATUS_TEXT[status] ?? `状态 ${status}`;

const S = OrderStatus;

/** The console's order-management stages (订单管理) and the statuses each lists, for every letter type. */
export const ORDER_STAGE_STATUSES = {
  待签约: [S.PENDING_SIGN],
  待审核: [S.PENDING_REVIEW],
  待支付: [S.PENDING_PAYMENT],
  // The issuing desk also decides refund requests of paid, unissued orders.
  // Paper letters wait here to be printed and mailed (待寄送).
  待出函: [S.DRAFTING, S.REFUND_REVIEW, S.TO_MAIL],
  // Ended letters stay findable on the issuing desk; letter management (/ordermang) is where they are worked.
  已出函: [S.ISSUED, S.VOIDED, S.MAILED, S.RECEIVED, S.ENDED],
  已驳回: [S.REJECTED],
} as const satisfies Record<string, readonly OrderStatusCode[]>;

export type OrderStage = keyof typeof ORDER_STAGE_STATUSES;

/** The stage that lists an order in `status`; none for 已取消 and 退款成功 (no desk works on them). */
export function orderStageOf(status: number): OrderStage | undefined {
  return (Object.keys(ORDER_STAGE_STATUSES) as OrderStage[]).find((stage) =>
    (ORDER_STAGE_STATUSES[stage] as readonly number[]).includes(status),
  );
}
