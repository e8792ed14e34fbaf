// The dialog of 确认签收 (confirm-receipt-button.tsx), loaded when it first opens: asks to confirm
// the letter arrived, then the type's confirmReceipt call; every order query reloads so the detail
// and lists show 已签收.
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { showSuccess } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useOrderFamily } from './order-family';
import { useRefreshOrders } from './use-order';

export interface ReceiptOrder {
  sn: string;
  delivery: { courier_company: string | null; tracking_no: string | null } | null;
}

export default function ConfirmReceiptDialog({
  order,
  onClose,
}: {
  order: ReceiptOrder;
  onClose: () => void;
}) {
  const refresh = useRefreshOrders();
  const { endpoints } = useOrderFamily();
  const confirm = useMutation({
    mutationFn: () => api.call(endpoints.confirmReceipt!, { order_sn: order.sn }),
    onSuccess: async () => {
      showSuccess('已确认签收');
      onClose();
      await refresh();
    },
  });
  const parcel = order.delivery?.tracking_no
    ? `（${order.delivery.courier_company ?? ''} ${order.delivery.tracking_no}）`
    : '';
  return (
    <Modal
      title="确认签收"
      visible
      okText="确认签收"
      cancelText="再想想"
      confirmLoading={confirm.isPending}
      onOk={() => confirm.mutate()}
      onCancel={onClose}
    >
      <p style={{ margin: 0 }}>
        请确认已收到保函原件{parcel}且内容无误。确认后订单将变为已签收，不可撤回。
      </p>
    </Modal>
  );
}
