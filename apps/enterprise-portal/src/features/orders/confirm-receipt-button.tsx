// 确认签收 (a mailed letter arrived) on the order detail, for a type that mails its letters: opens
// the confirmation (confirm-receipt-dialog.tsx), whose code loads when it first opens.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { lazyDialog } from '@bht/ui';
import { useState } from 'react';
import type { ReceiptOrder } from './confirm-receipt-dialog';
import { useOrderFamily } from './order-family';

const { Dialog: ConfirmReceiptDialog, preload } = lazyDialog(
  () => import('./confirm-receipt-dialog'),
);

export function ConfirmReceiptButton({ order }: { order: ReceiptOrder }) {
  const { endpoints } = useOrderFamily();
  const [open, setOpen] = useState(false);
  if (!endpoints.confirmReceipt) return null;
  return (
    <>
      <Button type="primary" onMouseEnter={preload} onFocus={preload} onClick={() => setOpen(true)}>
        确认签收
      </Button>
      {open && <ConfirmReceiptDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}
