// Our order number ↔ WeChat's out_trade_no. Each payment attempt is its own WeChat order
// (`<order_sn>_<8 hex>`, at most 32 characters of [0-9A-Za-z_-|*]), so a new attempt never
// collides with an earlier prepay of another amount or payer; the order number is what precedes
// the last `_` (ours contain none).
import { randomBytes } from 'node:crypto';

const OUT_TRADE_NO = /^([0-9A-Za-z]{1,23})_[0-9a-f]{8}$/;

export function newOutTradeNo(orderSn: string): string {
  if (!/^[0-9A-Za-z]{1,23}$/.test(orderSn)) {
    throw new Error(`order number ${orderSn} cannot be a WeChat out_trade_no prefix`);
  }
  return `${orderSn}_${randomBytes(4).toString('hex')}`;
}

/** The order number in `outTradeNo`, or null when it is not one of ours. */
export function orderSnOf(outTradeNo: string): string | null {
  return OUT_TRADE_NO.exec(outTradeNo)?.[1] ?? null;
}
