// /forgetpass: a company account resets its password with an SMS code sent to its bound mobile.
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { companyResetPassword } from '@bht/api-client';
import {
  PasswordFields,
  PublicFrame,
  ResultPage,
  schemaRule,
  SmsCodeField,
  useServerForm,
  Form,
} from '@bht/ui';
import { mobileSchema } from '@bht/validators';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { smsSender } from './send-sms';

interface Values {
  mobile: string;
  code: string;
  password: string;
}

const sendResetCode = smsSender('forget_password');

export default function ForgetPasswordPage() {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  const { submitting: saving, onSubmit: submit } = useServerForm(
    form,
    async ({ mobile, code, password }: Values) => {
      await api.call(companyResetPassword, { mobile, code, password }, { silent: true });
      setDone(true);
    },
    { toast: true },
  );

  if (done) {
    return (
      <PublicFrame title="忘记密码" maxWidth={440}>
        <ResultPage
          status="success"
          title="密码已重置"
          description="请使用新密码登录。"
          actions={
            <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
              去登录
            </Button>
          }
        />
      </PublicFrame>
    );
  }

  return (
    <PublicFrame
      title="忘记密码"
      maxWidth={440}
      footer={
        <>
          <Link to="/login">返回登录</Link>
          <Link to="/policies">平台服务政策</Link>
        </>
      }
    >
      <Form form={form} layout="vertical" onSubmit={(values) => void submit(values)}>
        <Form.Item
          label="绑定手机号"
          field="mobile"
          rules={[{ required: true, message: '请输入绑定手机号' }, schemaRule(mobileSchema)]}
        >
          <Input
            placeholder="请输入账号绑定的手机号"
            maxLength={11}
            inputMode="numeric"
            autoComplete="tel"
          />
        </Form.Item>
        <SmsCodeField form={form} send={sendResetCode} mobile={{ field: 'mobile' }} />
        <PasswordFields form={form} />
        <Button type="primary" htmlType="submit" long loading={saving}>
          重置密码
        </Button>
      </Form>
    </PublicFrame>
  );
}
