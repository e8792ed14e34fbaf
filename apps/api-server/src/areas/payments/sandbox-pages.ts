// SANDBOX ONLY: the HTML of the sandbox WeChat authorisation and cashier pages. Plain server-rendered
// pages (no script), each with a banner saying it is a sandbox and no money moves. An empty inline
// icon keeps the browser from asking the API for /favicon.ico (a 404 in the payer's console).
import { cspHash, htmlPolicy } from '../../http/security-headers';
import { SANDBOX_INSURER_PAYER } from '../../providers/insurer/sandbox-insurer-provider';
import type { SandboxPaymentRow } from '../../providers/payment/sandbox-payment-provider';

const PAGE_STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;background:#f2f3f5;color:#1d2129}
.banner{background:#ff7d00;color:#fff;text-align:center;padding:8px;font-size:14px}
main{max-width:420px;margin:24px auto;background:#fff;border-radius:8px;padding:24px}
h1{font-size:18px;margin:0 0 16px}.amount{font-size:32px;font-weight:600;text-align:center;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;font-size:14px}dt{color:#5f6b7a}dd{margin:0;word-break:break-all}
form{margin-top:16px}button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;cursor:pointer}
.primary{background:#07c160;color:#fff}.secondary{background:#f2f3f5;color:#1d2129;margin-top:8px}p{font-size:14px;line-height:1.6}
`;

/** The pages' CSP: their one inline style allowed by its hash (http/security-headers.ts). */
export const SANDBOX_PAGE_POLICY = htmlPolicy([cspHash(PAGE_STYLE)]);

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" href="data:,">
<style>${PAGE_STYLE}</style></head>
<body><div class="banner" role="note">沙箱环境：仅供开发与测试，不会产生真实扣款</div><main>${body}</main></body></html>`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');

export function authorizePage(fields: { redirect_uri: string; state: string }): string {
  return page(
    '微信授权（沙箱）',
    `<h1>微信授权（沙箱）</h1>
<p>保函通 申请获得你的公开信息（昵称、头像），用于在微信内支付保费。</p>
<form method="post" action="/api/sandbox/wechat/authorize">${hidden(fields)}<button class="primary" type="submit">允许</button></form>`,
  );
}

const PAYMENT_STATUS_TEXT: Record<string, string> = {
  created: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};

/** A policy's premium is paid at its insurer's cashier; anything else is a WeChat (JSAPI) payment. */
const channelText = (payment: SandboxPaymentRow) =>
  payment.openid !== SANDBOX_INSURER_PAYER
    ? '微信支付（沙箱）'
    : payment.channel === 'hua_an'
      ? '华安（沙箱）'
      : '阳光（沙箱）';

export function cashierPage(
  payment: SandboxPaymentRow,
  returnUrl: string,
  payable: boolean,
): string {
  const forms = payable
    ? ['confirm', 'cancel']
        .map(
          (action) =>
            `<form method="post" action="/api/sandbox/cashier">${hidden({ prepay_id: payment.prepayId, return: returnUrl, action })}` +
            `<button class="${action === 'confirm' ? 'primary' : 'secondary'}" type="submit">${action === 'confirm' ? '确认支付' : '取消支付'}</button></form>`,
        )
        .join('')
    : `<p>该支付单${escape(PAYMENT_STATUS_TEXT[payment.status] ?? payment.status)}，不能再支付。请返回订单页重新发起支付。</p>`;
  return page(
    '沙箱支付',
    `<h1>沙箱支付</h1><div class="amount" aria-label="支付金额">¥${escape(payment.amount)}</div>
<dl><dt>商品</dt><dd>${escape(payment.subject)}</dd><dt>订单号</dt><dd>${escape(payment.orderSn)}</dd>
<dt>支付渠道</dt><dd>${channelText(payment)}</dd><dt>状态</dt><dd>${escape(PAYMENT_STATUS_TEXT[payment.status] ?? payment.status)}</dd></dl>${forms}`,
  );
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);
}
