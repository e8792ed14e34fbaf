// 4.7 invoiceapply: an invoice request on the invoice desk, for exactly the premium paid.
import { scaled } from '@bht/validators';
import { z } from 'zod';
import { DialectRefusal, endpoint } from '../../dialect';
import {
  amount,
  applyno,
  baohanno,
  creditCode,
  malformed,
  missing,
  optionalText,
  text,
} from './payload-fields';
import { platformOrder } from './platform-order';

/** What a special invoice (专票) must carry besides the title and tax number. */
const SPECIAL_FIELDS = ['address', 'phone', 'bank', 'account'] as const;

const invoicePayload = z
  .object({
    applyno,
    baohanno,
    biddername: text('biddername', 100),
    biddercode: creditCode('biddercode'),
    amount: amount('amount'),
    type: z.enum(['0', '1'], {
      error: (issue) => (issue.input === undefined ? missing('type') : malformed('type')),
    }),
    address: optionalText('address', 120),
    phone: optionalText('phone', 20),
    bank: optionalText('bank', 60),
    account: optionalText('account', 30),
    email: z.preprocess(
      (value) => (value === null || value === '' ? undefined : value),
      z
        .email({ error: malformed('email') })
        .max(120, malformed('email'))
        .optional(),
    ),
    mobile: optionalText('mobile', 11),
    contactname: optionalText('contactname', 60),
    contactaddress: optionalText('contactaddress', 300),
  })
  .superRefine((payload, context) => {
    if (payload.type !== '1') return;
    for (const name of SPECIAL_FIELDS)
      if (!payload[name])
        context.addIssue({ code: 'custom', path: [name], message: missing(name) });
  });

export const invoiceapply = endpoint<z.output<typeof invoicePayload>>({
  name: 'invoiceapply',
  summary: '发票申请（4.7）：进入开票审核',
  payload: invoicePayload,
  businessNo: (payload) => payload.applyno,
  async handle(payload, context) {
    const order = await platformOrder(context, payload.applyno, payload.baohanno);
    if (scaled(payload.amount, 2) !== scaled(order.premium, 2))
      throw new DialectRefusal('refused', `开票金额须等于保费 ${order.premium} 元`);
    await context.actions.requestInvoice(order, {
      kind: payload.type === '1' ? 'special' : 'normal',
      title: payload.biddername,
      taxNo: payload.biddercode,
      amount: order.premium,
      ...(payload.email ? { email: payload.email } : {}),
      ...(payload.mobile ? { receiverMobile: payload.mobile } : {}),
      ...(payload.contactname ? { receiverName: payload.contactname } : {}),
      ...(payload.contactaddress ? { receiverAddress: payload.contactaddress } : {}),
      ...(payload.address ? { address: payload.address } : {}),
      ...(payload.phone ? { phone: payload.phone } : {}),
      ...(payload.bank ? { bankName: payload.bank } : {}),
      ...(payload.account ? { bankAccount: payload.account } : {}),
    });
    return {};
  },
});
