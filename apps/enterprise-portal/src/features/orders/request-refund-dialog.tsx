// The dialog of 申请退款 (request-refund-button.tsx), loaded when it first opens: asks for the
// reason (the contract's rule, server field errors land on the field), then the type's refund
// call; the order moves to 退款审核 and every order query reloads so the detail, status and pay
// log show it.
import { Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { letterMachine, requestRefund, type OrderDetail } from '@bht/api-client';
import { Money, schemaRule, showSuccess, useServerForm, Form } from '@bht/ui';
import { api } from '../../app/api';
import { useOrderFamily } from './order-family';
import { useRefreshOrders } from './use-order';

interface RefundValues {
  reason: string;
}

const REQUIRED = '请填写退款原因（至少 2 个字）';

export interface RequestRefundDialogProps {
  order: Pick<OrderDetail, 'sn' | 'premium' | 'pay_method'>;
  onClose: () => void;
}

export default function RequestRefundDialog({ order, onClose }: RequestRefundDialogProps) {
  const refresh = useRefreshOrders();
  const { type, endpoints } = useOrderFamily();
  const { delivery } = letterMachine(type);
  const [form] = Form.useForm<RefundValues>();
  const { submitting, onSubmit } = useServerForm(
    form,
    async ({ reason }) => {
      await api.call(endpoints.refund, { order_sn: order.sn, reason }, { silent: true });
      showSuccess('退款申请已提交，等待担保机构审核');
      onClose();
      await refresh();
    },
    { toast: true },
  );
  // Field rules first: an invalid reason keeps the dialog open with its message and sends nothing.
  const submit = async () => onSubmit(await form.validate());

  return (
    <Modal
      title="申请退款"
      visible
      okText="提交申请"
      cancelText="再想想"
      confirmLoading={submitting}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      style={{ width: 'min(520px, calc(100vw - 24px))' }}
    >
      <p style={{ marginTop: 0, color: '#4e5969' }}>
        申请后{delivery === 'mail' ? '保函暂停寄送' : '保函暂停出具'}，担保机构审核通过即退还保费{' '}
        <Money value={order.premium} />
        {order.pay_method === 'offline' ? '（退回原付款账户）' : '（原路退回）'}；审核未通过则继续
        {delivery === 'mail' ? '寄送' : '出函'}。
      </p>
      <Form form={form} layout="vertical">
        <Form.Item
          label="退款原因"
          field="reason"
          rules={[
            { required: true, message: REQUIRED },
            schemaRule(requestRefund.request.shape.reason),
          ]}
        >
          <Input.TextArea
            placeholder="请填写退款原因"
            maxLength={200}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
