// The platform's cashier: 3.3 /lg/payPush (the premium collected) and 3.12 /lg/payRefundPush (the
// premium refunded, or the refund failed and we refund offline, 3.13).
import { z } from 'zod';
import { endpoint } from '../../dialect';
import { amount, dateTime, oneOf, optionalDateTime, optionalText, text } from './fields';
import { refusing } from './refusals';

export const payPushPayload = z.object({
  orderNo: text('订单编号 orderNo', 64),
  payNo: optionalText('支付编号 payNo', 64),
  payAmount: amount('支付金额 payAmount'),
  poundageAmount: amount('支付手续费 poundageAmount'),
  payTime: dateTime('支付完成时间 payTime'),
  payTransNo: text('支付流水号 payTransNo', 64),
  transChannel: text('交易渠道 transChannel', 64),
  transMemo: optionalText('交易附言 transMemo', 512),
  payerName: text('付款人名称 payerName', 200),
  payerAccountNo: text('付款人账号 payerAccountNo', 64),
  payerBankName: text('付款人开户行名称 payerBankName', 200),
  payeeName: text('收款人名称 payeeName', 200),
  payeeAccountNo: text('收款人账号 payeeAccountNo', 64),
  payeeBankName: text('收款人开户行名称 payeeBankName', 200),
});

export const payPushEndpoint = endpoint<z.output<typeof payPushPayload>>({
  name: 'lg/payPush',
  summary: '保费支付结果通知（3.3，交易平台收银）',
  payload: payPushPayload,
  businessNo: (p) => p.orderNo,
  async handle(p, { actions, linkOrder }) {
    const order = await refusing(() => actions.order(p.orderNo));
    linkOrder(order.id);
    await refusing(() =>
      actions.recordPayment(order, {
        amount: p.payAmount,
        paidAt: p.payTime,
        tradeNo: p.payTransNo,
        payer: {
          accountName: p.payerName,
          accountNo: p.payerAccountNo,
          bankName: p.payerBankName,
        },
      }),
    );
    return { receiveResult: 'success' };
  },
});

export const payRefundPushPayload = z.object({
  orderNo: text('订单编号 orderNo', 64),
  payTransNo: text('支付流水号 payTransNo', 64),
  payAmount: amount('支付金额 payAmount'),
  refundTransNo: text('退款流水号 refundTransNo', 64),
  refundAmount: amount('退款金额 refundAmount'),
  poundageAmount: amount('退款手续费 poundageAmount'),
  refundReason: text('退款原因 refundReason', 256),
  refundStatus: oneOf('退款结果 refundStatus', ['1', '2']),
  refundDesc: optionalText('退款结果描述 refundDesc', 256),
  refundTime: optionalDateTime('退款完成时间 refundTime'),
  payerName: optionalText('付款人名称 payerName', 200),
  payerAccountNo: optionalText('付款人账号 payerAccountNo', 64),
  payerBankName: optionalText('付款人开户行名称 payerBankName', 200),
  payeeName: optionalText('收款人名称 payeeName', 200),
  payeeAccountNo: optionalText('收款人账号 payeeAccountNo', 64),
  payeeBankName: optionalText('收款人开户行名称 payeeBankName', 200),
});

export const payRefundPushEndpoint = endpoint<z.output<typeof payRefundPushPayload>>({
  name: 'lg/payRefundPush',
  summary: '保费退款结果通知（3.12，交易平台退款）',
  payload: payRefundPushPayload,
  businessNo: (p) => p.orderNo,
  async handle(p, { actions, linkOrder, now }) {
    const order = await refusing(() => actions.order(p.orderNo));
    linkOrder(order.id);
    await refusing(() =>
      actions.recordRefund(order, {
        amount: p.refundAmount,
        refundedAt: p.refundTime ?? now,
        tradeNo: p.refundTransNo,
        ok: p.refundStatus === '1',
        reason: p.refundDesc ?? p.refundReason,
      }),
    );
    return { receiveResult: 'success' };
  },
});
