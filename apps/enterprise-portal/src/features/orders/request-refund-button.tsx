// 申请退款 (paid, letter not yet issued) on the order detail: opens the refund dialog
// (request-refund-dialog.tsx), whose form loads when it first opens.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import type { OrderDetail } from '@bht/api-client';
import { lazyDialog } from '@bht/ui';
import { useState } from 'react';

const { Dialog: RequestRefundDialog, preload } = lazyDialog(
  () => import('./request-refund-dialog'),
);

export function RequestRefundButton({
  order,
}: {
  order: Pick<OrderDetail, 'sn' | 'premium' | 'pay_method'>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="outline"
        status="warning"
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        申请退款
      </Button>
      {open && <RequestRefundDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
