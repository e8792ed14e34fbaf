// An online payment started on a channel (a JSAPI prepay in WeChat, or a checkout from a browser):
// the order's pending attempt in the pay log and, in the same transaction, the payment.query job
// that asks the channel if its notification never comes (docs/payments.md).
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/rows';
import type { PayChannel } from '../../providers/payment/payment-provider';
import { lockPayableOrder } from './payable-order';
import { startAttempt } from './pay-logs';
import { enqueuePaymentQuery } from './payment-query-job';

export const recordOnlineAttempt = (
  db: Db,
  config: Config,
  {
    order,
    channel,
    prepayId,
    note,
  }: { order: OrderRow; channel: PayChannel; prepayId: string; note: string },
) =>
  db.transaction(async (tx) => {
    await startAttempt(tx, await lockPayableOrder(tx, order.id), channel, note);
    await enqueuePaymentQuery(
      tx,
      { channel, prepayId, orderSn: order.sn },
      config.PAYMENT_QUERY_DELAY_MS,
    );
  });
