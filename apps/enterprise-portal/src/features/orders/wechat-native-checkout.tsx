// 微信扫码支付: a Native order at the channel (POST /api/pay/checkout, wechat_native), its code_url
// drawn as the QR code to scan with WeChat, and the order's status polled until it is paid. A QR
// code expires at the channel, hence 重新生成. When code_url is a web page (a hosted cashier) it
// can also be opened here.
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { checkout } from '@bht/api-client';
import { Money, ResultPage } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../app/api';
import { QrCode } from './qr-code';
import { usePaymentWatch } from './use-payment-watch';

const isWebPage = (url: string) => /^https?:\/\//i.test(url);

export function WechatNativeCheckout({
  sn,
  amount,
  returnUrl,
}: {
  sn: string;
  amount: string;
  returnUrl: string;
}) {
  const start = useMutation({
    mutationFn: () =>
      api.call(checkout, { order_sn: sn, method: 'wechat_native', return_url: returnUrl }),
  });
  const codeUrl = start.data?.code_url ?? null;
  const { paid } = usePaymentWatch(sn, codeUrl !== null);
  // Shown because the payer chose it: the first QR code is asked for at once (React may run effects twice).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  if (paid) return <ResultPage status="success" title="支付成功" description="正在刷新订单状态…" />;
  const regenerate = (
    <Button loading={start.isPending} disabled={start.isPending} onClick={() => start.mutate()}>
      重新生成
    </Button>
  );
  if (start.isPending && !codeUrl)
    return (
      <div role="status" style={{ textAlign: 'center', padding: '32px 0' }}>
        <Spin tip="正在生成支付二维码…" />
      </div>
    );
  if (!codeUrl)
    return (
      <div style={{ textAlign: 'center', padding: '16px 0' }}>
        <p style={{ color: 'var(--color-text-3)' }}>
          支付二维码生成失败，请重新生成或选择其他支付方式。
        </p>
        {regenerate}
      </div>
    );
  return (
    <div style={{ textAlign: 'center' }}>
      <QrCode text={codeUrl} label="微信扫码支付二维码" />
      <p style={{ margin: '8px 0 4px' }}>
        应付金额{' '}
        <strong style={{ fontSize: 18, color: '#F53F3F' }}>
          <Money value={amount} />
        </strong>
      </p>
      <p style={{ margin: '0 0 12px', color: '#4e5969' }}>请使用微信扫一扫完成支付</p>
      <div style={{ display: 'flex', gap: 16, justifyContent: 'center', alignItems: 'center' }}>
        {regenerate}
        {isWebPage(codeUrl) && (
          <a href={codeUrl} target="_blank" rel="noreferrer">
            打开支付页面
          </a>
        )}
      </div>
      <p role="status" style={{ margin: '12px 0 0', color: 'var(--color-text-3)', fontSize: 12 }}>
        支付完成后本页将自动更新
      </p>
    </div>
  );
}
