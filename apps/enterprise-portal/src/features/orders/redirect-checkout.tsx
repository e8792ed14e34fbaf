// 支付宝 (电脑网站 / 手机网站) and 微信 H5: the channel's cashier is a page of its own, so the
// checkout (POST /api/pay/checkout) answers its pay_url and the browser goes there; the channel
// sends the payer back to the order's detail (return_url, pay-return.ts). The button stays busy
// until the page is left, so the order is not placed twice.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { checkout, type CheckoutMethod } from '@bht/api-client';
import { Money } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../app/api';
import { leavePage } from '../payments/leave-page';

export function RedirectCheckout({
  sn,
  amount,
  method,
  returnUrl,
  action,
  hint,
}: {
  sn: string;
  amount: string;
  method: Exclude<CheckoutMethod, 'wechat_native'>;
  returnUrl: string;
  /** The button's text (前往支付宝付款). */
  action: string;
  hint: string;
}) {
  // Set at the click, before React re-renders the button busy: a double click places one order.
  const busy = useRef(false);
  const start = useMutation({
    mutationFn: () => api.call(checkout, { order_sn: sn, method, return_url: returnUrl }),
    onSuccess: ({ pay_url: payUrl }) => {
      if (payUrl) leavePage.to(payUrl);
      else busy.current = false;
    },
    onError: () => {
      busy.current = false;
    },
  });
  const go = () => {
    if (busy.current) return;
    busy.current = true;
    start.mutate();
  };
  const leaving = start.isPending || (start.isSuccess && Boolean(start.data.pay_url));
  return (
    <div style={{ textAlign: 'center', padding: '8px 0' }}>
      <p style={{ margin: '0 0 12px' }}>
        应付金额{' '}
        <strong style={{ fontSize: 18, color: '#F53F3F' }}>
          <Money value={amount} />
        </strong>
      </p>
      <Button type="primary" size="large" loading={leaving} onClick={go}>
        {action}
      </Button>
      <p style={{ margin: '12px 0 0', color: 'var(--color-text-3)' }}>{hint}</p>
    </div>
  );
}
