// /forgetpass 忘记密码: mobile + SMS code + new password; success offers 去登录.
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { forgetPassword } from '@bht/api-client';
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
import { smsSender } from './fields/send-sms';
import { api } from '../../app/api';
import { FormMessage } from './fields/form-message';

interface ForgetPasswordValues {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

export default function ForgetPasswordPage({ title = '忘记密码' }: { title?: string }) {
  const [form] = Form.useForm();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);

  const {
    submitting,
    message,
    onSubmit: submit,
  } = useServerForm(form, async (values: ForgetPasswordValues) => {
    await api.call(
      forgetPassword,
      { mobile: values.mobile.trim(), code: values.code.trim(), password: values.password },
      { silent: true },
    );
    setDone(true);
  });

  if (done) {
    return (
      <PublicFrame title={title}>
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
      title={title}
      footer={
        <>
          <Link to="/login">返回登录</Link>
          <Link to="/register">注册企业账号</Link>
        </>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onSubmit={(values) => void submit(values)}
        autoComplete="off"
      >
        <Form.Item
          label="手机号"
          field="mobile"
          rules={[{ required: true, message: '请输入手机号' }, schemaRule(mobileSchema)]}
        >
          <Input
            placeholder="注册时使用的手机号"
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
          />
        </Form.Item>
        <SmsCodeField
          form={form}
          send={smsSender('forget_password')}
          mobile={{ field: 'mobile' }}
        />
        <PasswordFields form={form} />
        <FormMessage message={message} />
        <Button type="primary" htmlType="submit" long loading={submitting}>
          重置密码
        </Button>
      </Form>
    </PublicFrame>
  );
}
