// 取消订单 on an order in a list, on its card or its detail: opens the cancel dialog
// (cancel-order-dialog.tsx), whose code loads when it first opens.
import { Button, type ButtonProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { lazyDialog } from '@bht/ui';
import { useState } from 'react';

const { Dialog: CancelOrderDialog, preload } = lazyDialog(() => import('./cancel-order-dialog'));

export interface CancelOrderButtonProps {
  order: { sn: string; project_name: string };
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  long?: boolean;
}

export function CancelOrderButton({
  order,
  size = 'small',
  type = 'text',
  long,
}: CancelOrderButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        type={type}
        long={long}
        status="danger"
        aria-label={`取消订单 ${order.sn}`}
        onMouseEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        取消订单
      </Button>
      {open && <CancelOrderDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
