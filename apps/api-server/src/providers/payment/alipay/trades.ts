// The answers of alipay.trade.query / refund / fastpay.refund.query, read into typed values.
// Amounts stay the yuan strings Alipay writes ("88.88").

export type AlipayTradeStatus =
  'WAIT_BUYER_PAY' | 'TRADE_CLOSED' | 'TRADE_SUCCESS' | 'TRADE_FINISHED';

const TRADE_STATUSES: readonly string[] = [
  'WAIT_BUYER_PAY',
  'TRADE_CLOSED',
  'TRADE_SUCCESS',
  'TRADE_FINISHED',
];

export function isTradeStatus(value: unknown): value is AlipayTradeStatus {
  return typeof value === 'string' && TRADE_STATUSES.includes(value);
}

export interface AlipayTrade {
  tradeNo: string;
  outTradeNo: string;
  status: AlipayTradeStatus;
  totalAmount: string;
  buyerLogonId: string | null;
  /** Beijing time `yyyy-MM-dd HH:mm:ss`, once paid. */
  paidAt: string | null;
}

export interface AlipayRefund {
  tradeNo: string;
  outTradeNo: string;
  /** Everything refunded on the trade so far. */
  refundFee: string;
  /** "N" when this call moved no money (a retry of a refund already made). */
  fundChanged: boolean;
}

export interface AlipayRefundQuery {
  outTradeNo: string;
  outRequestNo: string;
  refundAmount: string;
  /** REFUND_SUCCESS once the money has moved; absent in older answers, which mean success too. */
  succeeded: boolean;
}

type Answer = Record<string, unknown>;

function text(answer: Answer, field: string): string | null {
  const value = answer[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function tradeFromAnswer(answer: Answer): AlipayTrade | null {
  const tradeNo = text(answer, 'trade_no');
  const outTradeNo = text(answer, 'out_trade_no');
  const totalAmount = text(answer, 'total_amount');
  const status = answer.trade_status;
  if (!tradeNo || !outTradeNo || !totalAmount || !isTradeStatus(status)) return null;
  return {
    tradeNo,
    outTradeNo,
    status,
    totalAmount,
    buyerLogonId: text(answer, 'buyer_logon_id'),
    paidAt: text(answer, 'send_pay_date'),
  };
}

export function refundFromAnswer(answer: Answer): AlipayRefund | null {
  const tradeNo = text(answer, 'trade_no');
  const outTradeNo = text(answer, 'out_trade_no');
  const refundFee = text(answer, 'refund_fee');
  if (!tradeNo || !outTradeNo || !refundFee) return null;
  return { tradeNo, outTradeNo, refundFee, fundChanged: answer.fund_change === 'Y' };
}

/** Null when Alipay knows no such refund (it answers 10000 without refund_amount). */
export function refundQueryFromAnswer(answer: Answer): AlipayRefundQuery | null {
  const outTradeNo = text(answer, 'out_trade_no');
  const outRequestNo = text(answer, 'out_request_no');
  const refundAmount = text(answer, 'refund_amount');
  if (!outTradeNo || !outRequestNo || !refundAmount) return null;
  const status = text(answer, 'refund_status');
  return {
    outTradeNo,
    outRequestNo,
    refundAmount,
    succeeded: status === null || status === 'REFUND_SUCCESS',
  };
}
