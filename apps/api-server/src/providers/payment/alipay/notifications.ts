// Alipay's async trade notification (异步通知): a form POST to notify_url. Verify the RSA2 signature
// over the received fields (all but sign and sign_type), check it is for our app, then read the
// trade. https://opendocs.alipay.com/open/270/105902
import type { KeyObject } from 'node:crypto';
import { verifyNotificationFields } from './sign';
import { isTradeStatus, type AlipayTradeStatus } from './trades';

export interface AlipayNotification {
  notifyId: string;
  outTradeNo: string;
  tradeNo: string;
  /** WAIT_BUYER_PAY is not notified by default; the others are. */
  status: Exclude<AlipayTradeStatus, 'WAIT_BUYER_PAY'>;
  totalAmount: string;
  receiptAmount: string | null;
  /** Set on a refund's notification: everything refunded so far, and the refund's out_request_no. */
  refundFee: string | null;
  outBizNo: string | null;
  /** Beijing time `yyyy-MM-dd HH:mm:ss`. */
  paidAt: string | null;
}

export type NotificationResult =
  { ok: true; notification: AlipayNotification } | { ok: false; reason: string };

export interface NotificationKeys {
  appId: string;
  alipayPublicKey: KeyObject;
}

export function parseNotification(formBody: string, keys: NotificationKeys): NotificationResult {
  const fields = Object.fromEntries(new URLSearchParams(formBody));
  if (!verifyNotificationFields(fields, keys.alipayPublicKey)) {
    return { ok: false, reason: '支付宝通知验签失败' };
  }
  if (fields.app_id !== keys.appId) {
    return { ok: false, reason: '支付宝通知的 app_id 与本应用不符' };
  }
  const status = fields.trade_status;
  if (!isTradeStatus(status) || status === 'WAIT_BUYER_PAY') {
    return { ok: false, reason: `不支持的支付宝交易状态：${status || '（空）'}` };
  }
  const { notify_id: notifyId, out_trade_no: outTradeNo, trade_no: tradeNo } = fields;
  const totalAmount = fields.total_amount;
  if (!notifyId || !outTradeNo || !tradeNo || !totalAmount) {
    return { ok: false, reason: '支付宝通知中的交易信息不完整' };
  }
  return {
    ok: true,
    notification: {
      notifyId,
      outTradeNo,
      tradeNo,
      status,
      totalAmount,
      receiptAmount: fields.receipt_amount || null,
      refundFee: fields.refund_fee || null,
      outBizNo: fields.out_biz_no || null,
      paidAt: fields.gmt_payment || null,
    },
  };
}

/**
 * What to answer Alipay: the literal text `success` once handled. Anything else makes Alipay
 * retry (4m, 10m, 10m, 1h, 2h, 6h, 15h over 25h).
 */
export function notificationAnswer(result: NotificationResult): {
  status: 200 | 400;
  body: string;
} {
  return result.ok ? { status: 200, body: 'success' } : { status: 400, body: 'failure' };
}
