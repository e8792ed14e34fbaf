// New password + confirmation with the validators' password rule (8-20, letters and digits).
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import { passwordSchema } from '@bht/validators';
import { sameAsRule, schemaRule } from './schema-rule';
import { Form, type FormInstance } from './form';

export function PasswordFields({
  form,
  label = '新密码',
  field = 'password',
}: {
  form: FormInstance;
  label?: string;
  field?: string;
}) {
  return (
    <>
      <Form.Item
        label={label}
        field={field}
        rules={[{ required: true, message: `请输入${label}` }, schemaRule(passwordSchema)]}
        extra="8-20 位，需同时包含字母和数字"
      >
        <Input.Password placeholder={`请输入${label}`} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        field="confirm"
        dependencies={[field]}
        rules={[
          { required: true, message: '请再次输入密码' },
          sameAsRule(() => form.getFieldValue(field), '两次输入的密码不一致'),
        ]}
      >
        <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
