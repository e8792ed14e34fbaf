// Paying for an order: the payment information and transfer slip, the payment log, WeChat
// in-app-browser payment and the payment providers' signed result callbacks.
import { corporateAccountSchema } from '@bht/validators';
import { z } from 'zod';
import { defineEndpoint } from './define';
import { nullResponseSchema, numberField } from './common';
import {
  basicAccountSchema,
  checkoutMethodSchema,
  orderSnRequestSchema,
  payInfoSchema,
  payLogSchema,
} from './models';
import { payImageRequestSchema } from './orders';

export const getOpenid = defineEndpoint({
  id: 'payments.getOpenid',
  methods: ['GET'],
  path: '/api/wechat/getOpenid',
  auth: 'public',
  request: z.object({
    code: z.string().trim().min(1, '缺少授权 code'),
    order_sn: z.string().trim().optional(),
  }),
  response: z.object({
    openid: z.string(),
    /** Parameters for WeixinJSBridge 'getBrandWCPayRequest'; null when no order_sn was given. */
    pay: z
      .object({
        appId: z.string(),
        timeStamp: z.string(),
        nonceStr: z.string(),
        package: z.string(),
        signType: z.string(),
        paySign: z.string(),
      })
      .nullable(),
    /** A hosted cashier page to open instead of WeixinJSBridge when the provider has one (the sandbox does). */
    cashier_url: z.string().nullable(),
  }),
  summary:
    '用 OAuth code 换取 openid 与支付参数（失败时前端跳转授权页，scope snsapi_userinfo） / Openid + pay parameters',
});

export const getAuthorizeUrl = defineEndpoint({
  id: 'payments.getAuthorizeUrl',
  methods: ['GET'],
  path: '/api/wechat/getAuthorizeUrl',
  auth: 'public',
  request: z.object({ redirect_uri: z.string().trim().url('回跳地址不正确') }),
  response: z.object({ url: z.string() }),
  summary:
    '微信网页授权地址（scope snsapi_userinfo），openid 换取失败时跳转 / The provider’s OAuth authorisation URL',
});

/** A provider's payment notification; `sign` is an HMAC-SHA256 over the other fields (docs/payments.md). */
export const payResultRequestSchema = z.object({
  order_sn: z.string().min(1),
  trade_no: z.string().min(1),
  amount: z.string().regex(/^\d+\.\d{2}$/),
  status: z.enum(['SUCCESS', 'FAIL', 'CLOSED']),
  paid_at: numberField(z.number().int().positive()),
  nonce: z.string().min(8),
  sign: z.string().min(16),
  err_msg: z.string().optional(),
});

const payResultResponseSchema = z.object({
  order_sn: z.string(),
  accepted: z.boolean(),
  duplicate: z.boolean(),
});

export const sunPayResult = defineEndpoint({
  id: 'payments.sunPayResult',
  path: '/api/sun_letter/payResult',
  auth: 'public',
  request: payResultRequestSchema,
  response: payResultResponseSchema,
  summary: '阳光保险支付结果回调（验签、幂等） / Sun insurer payment callback (signed, idempotent)',
});

export const huaAnPayResult = defineEndpoint({
  id: 'payments.huaAnPayResult',
  path: '/api/hua_an_letter/payResult',
  auth: 'public',
  request: payResultRequestSchema,
  response: payResultResponseSchema,
  summary: '华安支付结果回调（验签、幂等） / Hua An payment callback (signed, idempotent)',
});

export const getQueryPayLog = defineEndpoint({
  id: 'orders.getQueryPayLog',
  path: '/api/order/getQueryPayLog',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: z.array(payLogSchema),
  summary: '支付记录 / Payment log of an order',
});

export const addPayImage = defineEndpoint({
  id: 'orders.addPayImage',
  path: '/api/order/addPayImage',
  auth: 'enterprise',
  request: payImageRequestSchema,
  response: nullResponseSchema,
  summary: '上传线下转账凭证 / Upload the offline bank-transfer voucher',
});

export const getPayInfo = defineEndpoint({
  id: 'orders.getPayInfo',
  path: '/api/order/getPayInfo',
  auth: 'enterprise',
  request: orderSnRequestSchema,
  response: payInfoSchema,
  summary: '待支付订单的支付信息（金额、对公转账账户） / Payment info of an order pending payment',
});

/** The bidder's basic account (基本户) a trading platform demands the premium from. */
export const basicAccountRequestSchema = orderSnRequestSchema.extend({
  account_name: z
    .string({ error: '请填写基本户户名' })
    .trim()
    .min(2, '请填写基本户户名')
    .max(120, '基本户户名不能超过 120 字'),
  account_no: corporateAccountSchema,
  bank_name: z
    .string({ error: '请填写开户行' })
    .trim()
    .min(2, '请填写开户行')
    .max(60, '开户行不能超过 60 字'),
});

export const saveBasicAccount = defineEndpoint({
  id: 'orders.saveBasicAccount',
  path: '/api/order/saveBasicAccount',
  auth: 'enterprise',
  request: basicAccountRequestSchema,
  response: basicAccountSchema,
  summary:
    '登记投标人基本户（交易平台要求保费从基本户支付时） / Record the bidder’s basic account a trading platform demands the premium from',
});

export const checkout = defineEndpoint({
  id: 'payments.checkout',
  methods: ['POST'],
  path: '/api/pay/checkout',
  auth: 'enterprise',
  request: z.object({
    order_sn: z.string().trim().min(1, '请填写订单号'),
    method: checkoutMethodSchema,
    /** Where WeChat H5 and Alipay send the payer back to: a page of this portal. */
    return_url: z.string().trim().url('回跳地址不正确'),
  }),
  response: z.object({
    method: checkoutMethodSchema,
    /** wechat_native: the text of the QR code to scan with WeChat; null otherwise. */
    code_url: z.string().nullable(),
    /** wechat_h5 and alipay_*: the page to send the payer to; null otherwise. */
    pay_url: z.string().nullable(),
  }),
  summary:
    '浏览器在线支付：微信扫码（Native）、微信 H5、支付宝电脑网站 / 手机网站 / Checkout from a browser outside WeChat',
});
