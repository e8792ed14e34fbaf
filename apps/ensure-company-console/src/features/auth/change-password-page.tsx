// /account/password 修改密码: current password, new password and its confirmation.
import { Button, Card, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { companyUpdatePassword } from '@bht/api-client';
import { PasswordFields, showSuccess, useServerForm, Form } from '@bht/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';

interface Values {
  old_password: string;
  password: string;
}

export default function ChangePasswordPage({ title }: { title: string }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();

  const { submitting: saving, onSubmit: submit } = useServerForm(
    form,
    async ({ old_password, password }: Values) => {
      await api.call(companyUpdatePassword, { old_password, password }, { silent: true });
      showSuccess('密码已修改，请牢记新密码');
      navigate('/index', { replace: true });
    },
    { toast: true },
  );

  return (
    <Card title={title} bordered={false}>
      <Form
        form={form}
        layout="vertical"
        onSubmit={(values) => void submit(values)}
        style={{ maxWidth: 440 }}
      >
        <Form.Item
          label="原密码"
          field="old_password"
          rules={[{ required: true, message: '请输入原密码' }]}
        >
          <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <PasswordFields form={form} />
        <Button type="primary" htmlType="submit" long loading={saving}>
          确认修改
        </Button>
      </Form>
    </Card>
  );
}
