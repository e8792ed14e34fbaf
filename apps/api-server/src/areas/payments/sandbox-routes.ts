// SANDBOX ONLY (registered only with sandbox providers outside production): the pages the sandbox
// payment provider hosts, and a JSON shortcut for tests.
//   GET  /api/sandbox/wechat/authorize   WeChat-style consent page (appid, redirect_uri, state…)
//   POST /api/sandbox/wechat/authorize   "允许": redirects to redirect_uri with a one-time code (5 min)
//   GET  /api/sandbox/cashier            prepay_id, return: the cashier (确认支付 / 取消支付)
//   POST /api/sandbox/cashier            prepay_id, return, action confirm|cancel: the provider posts
//                                        the signed result to the order's callback, then back to
//                                        `return` with result=ok|cancel
//   POST /api/sandbox/pay                prepay_id or order_sn, result ok|cancel: the same, as JSON
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { conflict } from '../../http/app-error';
import { formatIssues, parseOrThrow } from '../../http/validation-messages';
import type { Providers } from '../../providers';
import {
  isPrepayExpired,
  isSandboxOpenid,
  SANDBOX_WECHAT_APP_ID,
} from '../../providers/payment/sandbox-payment-provider';
import { authorizePage, cashierPage, messagePage, SANDBOX_PAGE_POLICY } from './sandbox-pages';
import { isAllowedReturnUrl, withQuery } from './redirect-targets';

const authorizeQuery = z.object({
  appid: z.literal(SANDBOX_WECHAT_APP_ID, { error: '公众号 AppID 不正确' }),
  redirect_uri: z.string().min(1, '请填写回跳地址'),
  response_type: z.literal('code', { error: '授权类型须为 code' }),
  scope: z.enum(['snsapi_base', 'snsapi_userinfo'], { error: '授权范围不正确' }),
  state: z.string().max(128).default(''),
});
const consentBody = z.object({
  redirect_uri: z.string().min(1),
  state: z.string().max(128).default(''),
});
const cashierQuery = z.object({
  prepay_id: z.string().min(1, '请填写预支付交易单号'),
  return: z.string().default(''),
});
const cashierBody = cashierQuery.extend({
  action: z.enum(['confirm', 'cancel'], { error: '操作须为 confirm 或 cancel' }),
});
const payShortcutBody = z
  .object({
    prepay_id: z.string().optional(),
    order_sn: z.string().optional(),
    result: z.enum(['ok', 'cancel'], { error: '支付结果须为 ok 或 cancel' }),
  })
  .refine((v) => v.prepay_id || v.order_sn, { message: '请提供预支付交易单号或订单号' });

const SANDBOX_OPENID_COOKIE = 'sandbox_wx_openid';

const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', SANDBOX_PAGE_POLICY)
    .send(body);

export function registerPaymentSandboxRoutes(
  app: FastifyInstance,
  providers: Providers,
  config: Config,
) {
  const sandbox = providers.paymentSandbox;
  if (!sandbox) return;

  app.get('/api/sandbox/wechat/authorize', { schema: { hide: true } }, async (request, reply) => {
    const query = authorizeQuery.safeParse(request.query ?? {});
    if (!query.success)
      return html(
        reply,
        400,
        messagePage('授权参数错误', formatIssues(query.error.issues, { input: request.query }).msg),
      );
    if (!isAllowedReturnUrl(config, query.data.redirect_uri))
      return html(reply, 400, messagePage('授权参数错误', '回跳地址不在授权回调域名内'));
    return html(
      reply,
      200,
      authorizePage({ redirect_uri: query.data.redirect_uri, state: query.data.state }),
    );
  });

  app.post('/api/sandbox/wechat/authorize', { schema: { hide: true } }, async (request, reply) => {
    const body = parseOrThrow(consentBody, request.body);
    if (!isAllowedReturnUrl(config, body.redirect_uri))
      return html(reply, 400, messagePage('授权参数错误', '回跳地址不在授权回调域名内'));
    // Like WeChat, the same browser is the same payer: its openid is kept in a cookie of the sandbox page.
    const known = request.cookies[SANDBOX_OPENID_COOKIE];
    const { code, openid } = await sandbox.issueCode(
      known && isSandboxOpenid(known) ? known : undefined,
    );
    reply.setCookie(SANDBOX_OPENID_COOKIE, openid, {
      path: '/api/sandbox/wechat',
      httpOnly: true,
      sameSite: 'lax',
    });
    return reply.redirect(withQuery(body.redirect_uri, { code, state: body.state }), 302);
  });

  app.get('/api/sandbox/cashier', { schema: { hide: true } }, async (request, reply) => {
    const query = parseOrThrow(cashierQuery, request.query);
    if (query.return && !isAllowedReturnUrl(config, query.return))
      return html(reply, 400, messagePage('参数错误', '返回地址不在允许的回跳域名内'));
    const payment = await sandbox.findPayment(query.prepay_id);
    if (!payment)
      return html(reply, 404, messagePage('支付单不存在', '请返回订单页重新发起支付。'));
    return html(
      reply,
      200,
      cashierPage(payment, query.return, payment.status === 'created' && !isPrepayExpired(payment)),
    );
  });

  app.post('/api/sandbox/cashier', { schema: { hide: true } }, async (request, reply) => {
    const body = parseOrThrow(cashierBody, request.body);
    if (body.return && !isAllowedReturnUrl(config, body.return))
      return html(reply, 400, messagePage('参数错误', '返回地址不在允许的回跳域名内'));
    const delivery = await sandbox.settle(
      body.prepay_id,
      body.action === 'confirm' ? 'paid' : 'closed',
    );
    if (!delivery)
      return html(reply, 409, messagePage('支付单已关闭或已过期', '请返回订单页重新发起支付。'));
    const result = body.action === 'confirm' ? 'ok' : 'cancel';
    if (body.return) return reply.redirect(withQuery(body.return, { result }), 302);
    return html(
      reply,
      200,
      messagePage(
        result === 'ok' ? '支付成功' : '支付已取消',
        '可以关闭此页面，回到订单查看支付结果。',
      ),
    );
  });

  app.post('/api/sandbox/pay', { schema: { hide: true } }, async (request) => {
    const body = parseOrThrow(payShortcutBody, request.body);
    const prepayId = body.prepay_id ?? (await sandbox.findOpenPayment(body.order_sn!))?.prepayId;
    const delivery = prepayId
      ? await sandbox.settle(prepayId, body.result === 'ok' ? 'paid' : 'closed')
      : null;
    if (!delivery) throw conflict('没有可支付的沙箱支付单（未发起、已关闭或已过期）');
    request.log.warn(
      { sandbox: true, prepayId, result: body.result },
      '[SANDBOX PAY] 测试捷径支付',
    );
    return {
      code: 1,
      msg: '沙箱支付（仅开发 / 测试环境）',
      data: {
        prepay_id: prepayId,
        trade_no: delivery.fields.trade_no,
        status: delivery.fields.status,
        notify_http_status: delivery.httpStatus,
        notify_response: delivery.response,
      },
    };
  });
}
