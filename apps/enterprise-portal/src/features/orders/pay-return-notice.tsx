// Back from a hosted cashier (Alipay, WeChat H5) on the order's detail with pay_return=1: the
// channel's result may land a moment after the payer, so the status is polled for a while and the
// page says where the payment stands (正在确认支付结果… → 支付成功, or not confirmed yet).
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { OrderStatus } from '@bht/api-client';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAY_RETURN_PARAM } from './pay-return';
import { usePaymentWatch } from './use-payment-watch';
import { Alert } from '@bht/ui';

/** How long the page keeps asking before it says the result is not in yet. */
const CONFIRM_WINDOW_MS = 30_000;

export function PayReturnNotice({ sn }: { sn: string }) {
  const [params] = useSearchParams();
  const returned = params.get(PAY_RETURN_PARAM) === '1';
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (!returned) return;
    const timer = setTimeout(() => setWaited(true), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [returned]);
  const { status, paid } = usePaymentWatch(sn, returned && !waited);
  const [seenPaid, setSeenPaid] = useState(false);
  useEffect(() => {
    if (paid) setSeenPaid(true);
  }, [paid]);

  if (!returned) return null;
  if (seenPaid)
    return (
      <Alert
        type="success"
        style={{ marginBottom: 16 }}
        title="支付成功"
        content="保费已支付，担保机构将按流程办理。"
      />
    );
  if (waited)
    return (
      <Alert
        type="warning"
        style={{ marginBottom: 16 }}
        content="暂未收到支付结果。如已完成付款，请稍后刷新页面查看；未付款可在下方重新支付。"
      />
    );
  if (status !== undefined && status !== OrderStatus.PENDING_PAYMENT) return null;
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      content={
        <span role="status">
          <Spin size={14} style={{ marginRight: 8 }} />
          正在确认支付结果…
        </span>
      }
    />
  );
}
