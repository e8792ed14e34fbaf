// 新增 / 编辑消息接收人: name, mobile, optional e-mail, the events the person is told about and how
// (短信 and/or 站内消息), and whether the recipient is enabled. The contract's rules check the
// fields first; the server's field errors (a mobile already a recipient of the company) land on
// their fields, anything else above the form.
import { Checkbox, Input, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import {
  messageUserFieldsSchema,
  PUSH_CHANNEL_TEXT,
  PUSH_CHANNELS,
  PUSH_EVENT_TEXT,
  PUSH_EVENTS,
  type MessageUser,
} from '@bht/api-client';
import { schemaRule, useServerForm, Form } from '@bht/ui';
import { useEffect } from 'react';
import { FormModal, useModalFormLayout } from '../../app/form-modal';
import type { MessageUserFields } from './order-push-queries';

const rules = messageUserFieldsSchema.shape;

interface Values {
  name: string;
  mobile: string;
  email?: string;
  events: MessageUser['events'];
  channels: MessageUser['channels'];
  enabled: boolean;
}

export interface MessageUserModalProps {
  /** The recipient edited; null adds one. */
  editing: MessageUser | null;
  visible: boolean;
  onCancel: () => void;
  /** Resolves when saved; rejects with the server's error to show it on the fields. */
  onSubmit: (fields: MessageUserFields) => Promise<void>;
}

const NEW_RECIPIENT: Values = {
  name: '',
  mobile: '',
  email: '',
  events: [...PUSH_EVENTS],
  channels: ['sms'],
  enabled: true,
};

export default function MessageUserModal({
  editing,
  visible,
  onCancel,
  onSubmit,
}: MessageUserModalProps) {
  const [form] = Form.useForm<Values>();
  const layout = useModalFormLayout(5);
  const {
    submitting,
    message,
    onSubmit: save,
  } = useServerForm(form, ({ enabled, email, ...values }) =>
    onSubmit({
      ...values,
      name: values.name.trim(),
      mobile: values.mobile.trim(),
      email: (email ?? '').trim(),
      status: enabled ? 1 : 0,
    }),
  );
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            mobile: editing.mobile,
            email: editing.email,
            events: editing.events,
            channels: editing.channels,
            enabled: editing.status === 1,
          }
        : NEW_RECIPIENT,
    );
  }, [visible, editing, form]);

  const title = editing ? '编辑消息接收人' : '新增消息接收人';
  return (
    <FormModal
      title={title}
      okText="保存"
      visible={visible}
      width={600}
      submitting={submitting}
      onSubmit={async () => save(await form.validate())}
      onCancel={onCancel}
      error={message}
    >
      <Form form={form} {...layout} aria-label={title}>
        <Form.Item
          label="姓名"
          field="name"
          rules={[{ required: true, message: '请输入姓名' }, schemaRule(rules.name)]}
        >
          <Input placeholder="接收人姓名" maxLength={20} />
        </Form.Item>
        <Form.Item
          label="手机号"
          field="mobile"
          rules={[{ required: true, message: '请输入手机号' }, schemaRule(rules.mobile)]}
        >
          <Input placeholder="11 位手机号，本机构内不可重复" maxLength={11} />
        </Form.Item>
        <Form.Item label="邮箱" field="email" rules={[schemaRule(rules.email)]}>
          <Input placeholder="选填" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="推送事件"
          field="events"
          rules={[
            { required: true, type: 'array', minLength: 1, message: '请至少选择一种推送事件' },
          ]}
        >
          <Checkbox.Group
            options={PUSH_EVENTS.map((e) => ({ label: PUSH_EVENT_TEXT[e], value: e }))}
          />
        </Form.Item>
        <Form.Item
          label="推送方式"
          field="channels"
          rules={[
            { required: true, type: 'array', minLength: 1, message: '请至少选择一种推送方式' },
          ]}
          extra="站内消息发送到与该手机号绑定的本机构后台账号"
        >
          <Checkbox.Group
            options={PUSH_CHANNELS.map((c) => ({ label: PUSH_CHANNEL_TEXT[c], value: c }))}
          />
        </Form.Item>
        <Form.Item label="启用" field="enabled" triggerPropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
