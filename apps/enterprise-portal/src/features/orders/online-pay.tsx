// 在线支付: the ways to pay online that fit this browser (pay-options.ts), one chosen at a time. A
// checkout is placed only when the payer chooses its way (each one records an attempt at the
// channel), never on opening the page.
import { Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Radio/style/css.js';
import type { CheckoutMethod } from '@bht/api-client';
import { useIsMobile } from '@bht/ui';
import { useMemo, useState } from 'react';
import { browserKind } from '../payments/browser-kind';
import { wechatPayUrl } from './order-links';
import { payOptionsFor, type PayOptionKey } from './pay-options';
import { payReturnUrl } from './pay-return';
import { RedirectCheckout } from './redirect-checkout';
import { WechatInAppPay } from './wechat-in-app-pay';
import { WechatNativeCheckout } from './wechat-native-checkout';

/** `type`: the order's letter type (where the channels send the payer back to). */
export function OnlinePay({
  sn,
  type,
  amount,
  methods,
}: {
  sn: string;
  type: string;
  amount: string;
  methods: readonly CheckoutMethod[];
}) {
  const narrow = useIsMobile();
  const options = useMemo(() => payOptionsFor(methods, browserKind(), narrow), [methods, narrow]);
  // In WeChat its own payment is the only way: shown at once.
  const [chosen, setChosen] = useState<PayOptionKey | null>(
    options.length === 1 ? options[0]!.key : null,
  );
  const option = options.find((o) => o.key === chosen) ?? null;
  const origin = window.location.origin;
  const returnUrl = payReturnUrl(origin, type, sn);

  return (
    <>
      <Radio.Group
        type="button"
        aria-label="在线支付方式"
        value={chosen ?? undefined}
        onChange={(value: PayOptionKey) => setChosen(value)}
        style={{ marginBottom: 16, display: 'flex', flexWrap: 'wrap' }}
      >
        {options.map((o) => (
          <Radio key={o.key} value={o.key}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
      {!option && <p style={{ margin: 0, color: 'var(--color-text-3)' }}>请选择支付方式</p>}
      {option?.key === 'wechat_native' && (
        <WechatNativeCheckout sn={sn} amount={amount} returnUrl={returnUrl} />
      )}
      {option?.key === 'alipay' && (
        <RedirectCheckout
          sn={sn}
          amount={amount}
          method={option.method}
          returnUrl={returnUrl}
          action="前往支付宝付款"
          hint="将跳转至支付宝收银台，支付完成后自动返回订单详情"
        />
      )}
      {option?.key === 'wechat_h5' && (
        <RedirectCheckout
          sn={sn}
          amount={amount}
          method="wechat_h5"
          returnUrl={returnUrl}
          action="前往微信支付"
          hint="将跳转至微信完成支付，支付完成后自动返回订单详情"
        />
      )}
      {option?.key === 'wechat_jsapi' && <WechatInAppPay payUrl={wechatPayUrl(origin, sn, type)} />}
    </>
  );
}
