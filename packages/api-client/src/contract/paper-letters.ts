// Bid paper letters (纸质投标保函): the same bid application, signing, payment, cancel and refund
// as the e-letter (the request and response shapes are the e-letter's), plus a receiving address
// from the enterprise's address book; the guarantor mails the original and the enterprise
// confirms receipt. The order machinery is shared: LETTER_MACHINES.bid_paper in order-machines.ts.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { idSchema, nullResponseSchema, signCodeSentSchema } from './common';
import {
  guarantorOfferSchema,
  orderDetailSchema,
  orderSnRequestSchema,
  payInfoSchema,
} from './models';
import {
  applicationCreatedSchema,
  bidApplicationSchema,
  confirmSignRequestSchema,
  confirmSignResponseSchema,
  prepareSignResponseSchema,
  sendSignCodeRequestSchema,
} from './letters';
import {
  cancelRequestSchema,
  orderMovedSchema,
  payImageRequestSchema,
  refundRequestSchema,
} from './orders';

export const paperGetDetail = defineEndpoint({
  id: 'paper.getDetail',
  path: '/api/paper_letter/getDetail',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: orderDetailSchema,
  summary: '纸质保函详情（含收件地址与快递） / Paper letter detail with delivery',
});
export const paperGetEnsureCompany = defineEndpoint({
  id: 'paper.getEnsureCompany',
  path: '/api/paper_letter/getEnsureCompany',
  auth: 'enterprise',
  request: z.object({ project_id: idSchema }),
  response: z.array(guarantorOfferSchema),
  summary:
    '纸质保函可选担保机构及保费（服务端按机构设置计算） / Guarantors for a paper letter with their premium',
});
export const paperAdd = defineEndpoint({
  id: 'paper.add',
  path: '/api/paper_letter/add',
  auth: 'enterprise',
  request: bidApplicationSchema.extend({ receiver_address_id: idSchema }),
  response: applicationCreatedSchema,
  summary: '申请纸质投标保函（选择收件地址），生成待签约订单 / Apply for a paper bid letter',
});
export const paperPrepareSign = defineEndpoint({
  id: 'paper.prepareSign',
  path: '/api/paper_letter/prepareSign',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: prepareSignResponseSchema,
  summary: '纸质保函签约第 1 步：生成委托担保合同 / Signing step 1',
});
export const paperSendSignCode = defineEndpoint({
  id: 'paper.sendSignCode',
  path: '/api/paper_letter/sendSignCode',
  auth: 'enterprise',
  request: sendSignCodeRequestSchema,
  response: signCodeSentSchema,
  summary: '纸质保函签约：发送验证码 / Signing: text the code',
});
export const paperConfirmSign = defineEndpoint({
  id: 'paper.confirmSign',
  path: '/api/paper_letter/confirmSign',
  auth: 'enterprise',
  request: confirmSignRequestSchema,
  response: confirmSignResponseSchema,
  summary: '纸质保函签约第 2 步：确认签署 / Signing step 2',
});
export const paperGetPayInfo = defineEndpoint({
  id: 'paper.getPayInfo',
  path: '/api/paper_letter/getPayInfo',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: payInfoSchema,
  summary: '纸质保函支付信息 / Payment info',
});
export const paperAddPayImage = defineEndpoint({
  id: 'paper.addPayImage',
  path: '/api/paper_letter/addPayImage',
  auth: 'enterprise',
  request: payImageRequestSchema,
  response: nullResponseSchema,
  summary: '纸质保函上传转账凭证 / Upload transfer voucher',
});
export const paperCancelLetter = defineEndpoint({
  id: 'paper.cancelLetter',
  path: '/api/paper_letter/cancelLetter',
  auth: 'enterprise',
  request: cancelRequestSchema,
  response: orderMovedSchema,
  summary: '取消未支付的纸质保函申请 / Cancel',
});
export const paperRefundOrder = defineEndpoint({
  id: 'paper.refundOrder',
  path: '/api/paper_letter/refundOrder',
  auth: 'enterprise',
  request: refundRequestSchema,
  response: orderMovedSchema,
  summary: '已支付、未寄出的纸质保函申请退款 / Request a refund before mailing',
});
export const paperConfirmReceipt = defineEndpoint({
  id: 'paper.confirmReceipt',
  path: '/api/paper_letter/confirmReceipt',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: orderMovedSchema,
  summary: '确认签收纸质保函原件 / Confirm receipt of the original',
});
