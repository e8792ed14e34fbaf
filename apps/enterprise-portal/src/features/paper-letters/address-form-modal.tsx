// 新增地址 / 编辑地址: an entry of the enterprise's address book (/api/address/add, /api/address/edit),
// used by the paper wizard and the address book of /invoice/adders. The contract's rules check each
// field here with the server's Chinese message; what the server refuses lands on its field. The
// saved address is handed back so the caller can select it.
import { Checkbox, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { addressAdd, addressEdit, type RequestOf } from '@bht/api-client';
import { Alert, schemaRule, showSuccess, useServerForm, Form } from '@bht/ui';
import { api } from '../../app/api';

import type { Address } from './address';

export type { Address };
type AddressValues = RequestOf<typeof addressAdd>;

const rule = (field: keyof AddressValues) => schemaRule(addressAdd.request.shape[field]);

export interface AddressFormModalProps {
  visible: boolean;
  /** Edit this entry; otherwise add one. */
  address?: Address;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

const EMPTY: AddressValues = { name: '', mobile: '', region: '', address: '', is_default: 0 };

export default function AddressFormModal({
  visible,
  address: editing,
  onClose,
  onSaved,
}: AddressFormModalProps) {
  const [form] = Form.useForm<AddressValues>();
  const { submitting, message, onSubmit } = useServerForm(form, async (values) => {
    const fields = { ...values, is_default: values.is_default ? 1 : 0 };
    const address = editing
      ? await api.call(addressEdit, { ...fields, id: editing.id }, { silent: true })
      : await api.call(addressAdd, fields, { silent: true });
    showSuccess('收件地址已保存');
    onSaved(address);
  });
  // Field rules first: an invalid field keeps the dialog open with its message and sends nothing.
  const submit = async () => onSubmit(await form.validate());
  return (
    <Modal
      title={editing ? '编辑地址' : '新增地址'}
      visible={visible}
      okText="保存"
      cancelText="取消"
      confirmLoading={submitting}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      unmountOnExit
      style={{ width: 'min(560px, calc(100vw - 24px))' }}
    >
      <Form<AddressValues>
        form={form}
        layout="vertical"
        initialValues={
          editing
            ? {
                name: editing.name,
                mobile: editing.mobile,
                region: editing.region,
                address: editing.address,
                is_default: editing.is_default,
              }
            : EMPTY
        }
      >
        <Form.Item
          label="收件人"
          field="name"
          rules={[{ required: true, message: '请输入收件人姓名' }, rule('name')]}
        >
          <Input placeholder="收件人姓名" maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="联系电话"
          field="mobile"
          rules={[{ required: true, message: '请输入联系电话' }, rule('mobile')]}
        >
          <Input placeholder="11 位手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item
          label="所在地区"
          field="region"
          rules={[{ required: true, message: '请选择所在地区' }, rule('region')]}
        >
          <Input placeholder="省 / 市 / 区，如 江苏省南京市江北新区" maxLength={60} />
        </Form.Item>
        <Form.Item
          label="详细地址"
          field="address"
          rules={[{ required: true, message: '请输入详细地址（至少 5 个字）' }, rule('address')]}
        >
          <Input.TextArea
            placeholder="街道、门牌号、楼层等"
            maxLength={200}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <Form.Item
          field="is_default"
          triggerPropName="checked"
          normalize={(checked?: boolean) => (checked ? 1 : 0)}
          formatter={(value: unknown) => value === 1}
        >
          <Checkbox>设为默认地址</Checkbox>
        </Form.Item>
        {message && <Alert type="error" content={message} />}
      </Form>
    </Modal>
  );
}
