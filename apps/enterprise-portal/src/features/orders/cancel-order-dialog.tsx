// The dialog of 取消订单 (cancel-order-button.tsx), loaded when it first opens: a confirmation with
// an optional reason, then the type's cancel call; every order query is refreshed afterwards so
// lists, counts and the detail show the new status.
import { Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { showSuccess } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../app/api';
import { useOrderFamily } from './order-family';
import { useRefreshOrders } from './use-order';

export interface CancelOrderDialogProps {
  order: { sn: string; project_name: string };
  onClose: () => void;
}

export default function CancelOrderDialog({ order, onClose }: CancelOrderDialogProps) {
  const refresh = useRefreshOrders();
  const { endpoints } = useOrderFamily();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const cancel = useMutation({
    mutationFn: () => api.call(endpoints.cancel, { order_sn: order.sn, reason }),
    onSuccess: async () => {
      showSuccess('订单已取消');
      onClose();
      await refresh();
    },
  });

  return (
    <Modal
      title="取消订单"
      visible
      okText="确认取消"
      cancelText="再想想"
      okButtonProps={{ status: 'danger' }}
      confirmLoading={cancel.isPending}
      onOk={() => cancel.mutate()}
      onCancel={onClose}
    >
      <p style={{ marginTop: 0 }}>
        确定取消「{order.project_name}」的保函订单（{order.sn}
        ）吗？取消后不可恢复，如需办理请重新申请。
      </p>
      <label htmlFor={reasonId} style={{ display: 'block', marginBottom: 8 }}>
        取消原因（选填）
      </label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        onChange={setReason}
        maxLength={200}
        showWordLimit
        placeholder="请填写取消原因"
        autoSize={{ minRows: 3 }}
      />
    </Modal>
  );
}
