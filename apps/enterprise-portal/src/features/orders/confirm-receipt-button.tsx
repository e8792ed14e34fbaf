// 确认签收 (a mailed letter arrived): a confirmation dialog, then the type's confirmReceipt call;
// every order query reloads so the detail and lists show 已签收.
import { Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { showSuccess } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useOrderFamily } from './order-family';
import { useRefreshOrders } from './use-order';

export function ConfirmReceiptButton({
  order,
}: {
  order: {
    sn: string;
    delivery: { courier_company: string | null; tracking_no: string | null } | null;
  };
}) {
  const refresh = useRefreshOrders();
  const { endpoints } = useOrderFamily();
  const [open, setOpen] = useState(false);
  const confirm = useMutation({
    mutationFn: () => api.call(endpoints.confirmReceipt!, { order_sn: order.sn }),
    onSuccess: async () => {
      showSuccess('已确认签收');
      setOpen(false);
      await refresh();
    },
  });
  if (!endpoints.confirmReceipt) return null;
  const parcel = order.delivery?.tracking_no
    ? `（${order.delivery.courier_company ?? ''} ${order.delivery.tracking_no}）`
    : '';
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        确认签收
      </Button>
      <Modal
        title="确认签收"
        visible={open}
        okText="确认签收"
        cancelText="再想想"
        confirmLoading={confirm.isPending}
        onOk={() => confirm.mutate()}
        onCancel={() => setOpen(false)}
        unmountOnExit
      >
        <p style={{ margin: 0 }}>
          请确认已收到保函原件{parcel}且内容无误。确认后订单将变为已签收，不可撤回。
        </p>
      </Modal>
    </>
  );
}
