// 3.17 /lg/applyInvoice: one invoice request on our desk per listed order. Every order is checked
// before any request is made, so a refusal leaves nothing half done.
import { z } from 'zod';
import { endpoint } from '../../dialect';
import { amount, mobile, oneOf, optionalText, text } from './fields';
import { refused, refusing } from './refusals';

const cents = (value: string) => Math.round(Number(value) * 100);

/** 3.17.2: a special (专用) invoice needs the company's tax and bank details. */
const SPECIAL_FIELDS = {
  taxNo: '税号 taxNo',
  bankName: '开户银行 bankName',
  bankNo: '银行账号 bankNo',
  companyAddress: '企业地址 companyAddress',
  companyTel: '企业电话 companyTel',
} as const;

export const invoicePayload = z
  .object({
    applyNo: text('申请编号 applyNo', 64),
    invoiceTotalAmount: amount('开票总金额 invoiceTotalAmount'),
    invoiceType: oneOf('发票类型 invoiceType', ['A1', 'A2']),
    invoiceTileType: oneOf('发票抬头类型 invoiceTileType', ['A1', 'B1']),
    invoiceTile: text('发票抬头 invoiceTile', 200),
    taxNo: optionalText('税号 taxNo', 20),
    bankName: optionalText('开户银行 bankName', 200),
    bankNo: optionalText('银行账号 bankNo', 19),
    companyAddress: optionalText('企业地址 companyAddress', 256),
    companyTel: optionalText('企业电话 companyTel', 11),
    remarks: optionalText('开票备注 remarks', 300),
    applicantPhone: z
      .union([z.literal('').transform(() => undefined), mobile('经办人手机号码 applicantPhone')])
      .optional(),
    applicantEmail: z
      .union([
        z.literal('').transform(() => undefined),
        z
          .email('经办人电子邮箱 applicantEmail 格式错误')
          .max(100, '经办人电子邮箱 applicantEmail 不能超过 100 个字符'),
      ])
      .optional(),
    orderList: z
      .array(
        z.object({
          orderNo: text('订单编号 orderNo', 64),
          orderPayAmount: amount('订单金额 orderPayAmount'),
        }),
        { error: '订单列表 orderList 须为数组' },
      )
      .min(1, '订单列表 orderList 不能为空'),
  })
  .superRefine((p, ctx) => {
    if (p.invoiceType === 'A2')
      for (const [field, label] of Object.entries(SPECIAL_FIELDS))
        if (!p[field as keyof typeof SPECIAL_FIELDS])
          ctx.addIssue({ code: 'custom', path: [field], message: `增值税专用发票须填写${label}` });
    const listed = p.orderList.reduce((sum, o) => sum + cents(o.orderPayAmount), 0);
    if (listed !== cents(p.invoiceTotalAmount))
      ctx.addIssue({
        code: 'custom',
        path: ['invoiceTotalAmount'],
        message: '开票总金额 invoiceTotalAmount 须等于订单列表 orderList 中订单金额之和',
      });
  });

export const invoiceEndpoint = endpoint<z.output<typeof invoicePayload>>({
  name: 'lg/applyInvoice',
  summary: '申请开票（3.17）',
  payload: invoicePayload,
  businessNo: (p) => p.applyNo,
  async handle(p, { actions, linkOrder }) {
    if (p.invoiceTileType === 'A1') throw refused('不支持个人抬头发票，请以企业抬头申请');
    if (!p.taxNo) throw refused('企业抬头须填写税号 taxNo');
    const orders = [];
    for (const listed of p.orderList) {
      const order = await refusing(() => actions.order(listed.orderNo));
      if (cents(order.premium) !== cents(listed.orderPayAmount))
        throw refused(`订单 ${listed.orderNo} 的订单金额与保费不符`);
      orders.push(order);
    }
    linkOrder(orders[0]!.id);
    for (const order of orders)
      await refusing(() =>
        actions.requestInvoice(order, {
          kind: p.invoiceType === 'A2' ? 'special' : 'normal',
          title: p.invoiceTile,
          taxNo: p.taxNo ?? '',
          amount: order.premium,
          email: p.applicantEmail,
          receiverMobile: p.applicantPhone,
          address: p.companyAddress,
          phone: p.companyTel,
          bankName: p.bankName,
          bankAccount: p.bankNo,
          remark: p.remarks,
        }),
      );
    return { receiveResult: 'success' };
  },
});
