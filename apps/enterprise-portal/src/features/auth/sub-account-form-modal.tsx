// Add or edit a sub-account in a modal: name, mobile and initial password (add only), and the
// permissions as checkboxes grouped by menu. Server field errors land on their fields.
import { Checkbox, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { addSubAccount, editSubAccount } from '@bht/api-client';
import { parsePermissions } from '@bht/auth-guard';
import { useRouteTable } from '@bht/auth-guard/react';
import { schemaRule, showSuccess, useServerForm, Form } from '@bht/ui';
import { mobileSchema, passwordSchema } from '@bht/validators';
import { useEffect, useMemo } from 'react';
import { api } from '../../app/api';
import { permissionGroups } from './permission-options';

import type { SubAccount } from './sub-account';

export type { SubAccount };

interface FormValues {
  name: string;
  mobile?: string;
  password?: string;
  auth_json: string[];
}

export interface SubAccountFormModalProps {
  /** null: closed; 'new': add; an account: edit it. */
  target: SubAccount | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
}

export default function SubAccountFormModal({
  target,
  onClose,
  onSaved,
}: SubAccountFormModalProps) {
  const [form] = Form.useForm();
  const routes = useRouteTable();
  const groups = useMemo(() => permissionGroups(routes), [routes]);
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        name: editing.name,
        auth_json: [...parsePermissions(editing.auth_json)],
      });
  }, [target, editing, form]);

  const { submitting: saving, onSubmit: save } = useServerForm(
    form,
    async (values: FormValues) => {
      const auth_json = (values.auth_json ?? []).join(',');
      if (editing) {
        await api.call(
          editSubAccount,
          { id: editing.id, name: values.name, auth_json },
          { silent: true },
        );
      } else {
        await api.call(
          addSubAccount,
          {
            name: values.name,
            mobile: values.mobile ?? '',
            password: values.password ?? '',
            auth_json,
          },
          { silent: true },
        );
      }
      showSuccess(editing ? '子账号已保存' : '子账号已添加');
      onSaved();
    },
    { toast: true },
  );
  // Field validation first: an invalid form stays open with its field messages and sends nothing.
  const submit = async () => save((await form.validate()) as FormValues);

  return (
    <Modal
      title={editing ? '编辑子账号' : '新增子账号'}
      visible={target !== null}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      okText="保存"
      unmountOnExit
      style={{ width: 'min(560px, calc(100vw - 24px))' }}
    >
      <Form form={form} layout="vertical" initialValues={{ auth_json: [] }}>
        <Form.Item
          label="姓名"
          field="name"
          rules={[
            { required: true, message: '请输入姓名' },
            { minLength: 2, message: '请输入姓名' },
            { maxLength: 20, message: '姓名不能超过 20 个字' },
          ]}
        >
          <Input placeholder="请输入姓名" maxLength={20} />
        </Form.Item>
        {editing ? (
          <Form.Item label="手机号（登录账号）">
            <Input value={editing.account} disabled />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              label="手机号（登录账号）"
              field="mobile"
              rules={[{ required: true, message: '请输入手机号' }, schemaRule(mobileSchema)]}
            >
              <Input
                placeholder="请输入手机号"
                maxLength={11}
                inputMode="numeric"
                autoComplete="off"
              />
            </Form.Item>
            <Form.Item
              label="初始密码"
              field="password"
              rules={[{ required: true, message: '请输入初始密码' }, schemaRule(passwordSchema)]}
              extra="8-20 位，需同时包含字母和数字；子账号首次登录后须修改密码"
            >
              <Input.Password placeholder="请输入初始密码" autoComplete="new-password" />
            </Form.Item>
          </>
        )}
        <Form.Item label="权限" field="auth_json">
          <Checkbox.Group style={{ display: 'block' }}>
            {groups.map((group) => (
              <fieldset key={group.group} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
                <legend style={{ fontWeight: 500, marginBottom: 4 }}>{group.group}</legend>
                {group.options.map((option) => (
                  <Checkbox key={option.value} value={option.value}>
                    {option.label}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
