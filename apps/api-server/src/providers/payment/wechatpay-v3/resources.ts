// WeChat Pay's transaction and refund JSON (from the query APIs and from decrypted notifications)
// as typed records; amounts stay in fen with a yuan string beside them.
import { fenToYuan } from './amounts';

const TRADE_STATES = [
  'SUCCESS',
  'REFUND',
  'NOTPAY',
  'CLOSED',
  'REVOKED',
  'USERPAYING',
  'PAYERROR',
] as const;
export type TradeState = (typeof TRADE_STATES)[number];

export interface WechatTransaction {
  outTradeNo: string;
  /** WeChat's transaction_id; absent until paid. */
  transactionId: string | null;
  tradeState: TradeState;
  tradeStateDesc: string;
  totalFen: number | null;
  /** Yuan, two decimals. */
  amount: string | null;
  successTime: Date | null;
  openid: string | null;
}

const REFUND_STATUSES = ['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface WechatRefund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  transactionId: string;
  status: RefundStatus;
  refundFen: number;
  /** Yuan, two decimals. */
  refundAmount: string;
  totalFen: number;
  successTime: Date | null;
  userReceivedAccount: string | null;
}

type Json = Record<string, unknown>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function fen(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

function time(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
}

function object(value: unknown): Json {
  return typeof value === 'object' && value !== null ? (value as Json) : {};
}

/** Null when a field WeChat always sends is missing or of the wrong kind. */
export function transactionFromJson(raw: unknown): WechatTransaction | null {
  const json = object(raw);
  const outTradeNo = text(json.out_trade_no);
  const tradeState = TRADE_STATES.find((state) => state === json.trade_state);
  if (!outTradeNo || !tradeState) return null;
  const totalFen = fen(object(json.amount).total);
  return {
    outTradeNo,
    transactionId: text(json.transaction_id),
    tradeState,
    tradeStateDesc: text(json.trade_state_desc) ?? '',
    totalFen,
    amount: totalFen === null ? null : fenToYuan(totalFen),
    successTime: time(json.success_time),
    openid: text(object(json.payer).openid),
  };
}

/** The refund API says `status`, the refund notification `refund_status`. */
export function refundFromJson(raw: unknown): WechatRefund | null {
  const json = object(raw);
  const status = REFUND_STATUSES.find((s) => s === (json.status ?? json.refund_status));
  const amount = object(json.amount);
  const refundFen = fen(amount.refund);
  const totalFen = fen(amount.total);
  const refundId = text(json.refund_id);
  const outRefundNo = text(json.out_refund_no);
  const outTradeNo = text(json.out_trade_no);
  const transactionId = text(json.transaction_id);
  if (!status || refundFen === null || totalFen === null) return null;
  if (!refundId || !outRefundNo || !outTradeNo || !transactionId) return null;
  return {
    refundId,
    outRefundNo,
    outTradeNo,
    transactionId,
    status,
    refundFen,
    refundAmount: fenToYuan(refundFen),
    totalFen,
    successTime: time(json.success_time),
    userReceivedAccount: text(json.user_received_account),
  };
}
