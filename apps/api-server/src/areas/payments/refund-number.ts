// The merchant refund number of a paid pay log row: one per payment, so a retried refund is the same
// refund (the channel answers a repeat with the refund it already made). Imports nothing, so the
// trading-platform dialects name the refund by it too (江西 3.13 refundTransNo).
export const outRefundNoOf = (row: { id: number; orderSn: string }) => `${row.orderSn}R${row.id}`;
