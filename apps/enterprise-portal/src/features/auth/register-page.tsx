// /register 企业注册: account (mobile + SMS code + password), enterprise (business licence with
// OCR), legal representative (ID card with OCR), agreement. Success logs in and goes to /firm.
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { register } from '@bht/api-client';
import { setToken } from '@bht/auth-guard';
import { useSession } from '@bht/auth-guard/react';
import {
  applyServerErrors,
  PasswordFields,
  PublicFrame,
  schemaRule,
  SmsCodeField,
  type UploadedItem,
  Form,
} from '@bht/ui';
import { mobileSchema, toFullWidthParens } from '@bht/validators';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { smsSender } from './fields/send-sms';
import { api } from '../../app/api';
import { AgreementField } from './agreement-field';
import { FormMessage } from './fields/form-message';
import { RegisterIdentitySection } from './register-identity-section';
import { RegisterLicenceSection } from './register-licence-section';

interface RegisterValues {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  business_license: UploadedItem[];
  enterprise_name: string;
  credit_code: string;
  legal_person: string;
  id_card_front: UploadedItem[];
  id_card_back: UploadedItem[];
  legal_id_card: string;
  agree: boolean;
}

const AGREEMENT_REQUIRED = '请阅读并同意用户服务协议和隐私政策';
const initialValues: Partial<RegisterValues> = {
  business_license: [],
  id_card_front: [],
  id_card_back: [],
  agree: false,
};

const firstUrl = (items: UploadedItem[]) => items[0]?.url ?? '';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
      <legend
        style={{
          fontSize: 16,
          fontWeight: 600,
          color: '#1d2129',
          marginBottom: 16,
          paddingLeft: 8,
          borderLeft: '3px solid #165dff',
        }}
      >
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export default function RegisterPage({ title = '企业注册' }: { title?: string }) {
  const [form] = Form.useForm();
  const session = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [newToken, setNewToken] = useState<string | null>(null);

  // Go on once the session holds the new token, so the guard waits for the user info instead of
  // seeing a logged-out visitor for one render.
  useEffect(() => {
    if (newToken && session.token === newToken) navigate('/firm', { replace: true });
  }, [newToken, session.token, navigate]);

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    setMessage(null);
    try {
      const { token } = await api.call(
        register,
        {
          mobile: values.mobile.trim(),
          code: values.code.trim(),
          password: values.password,
          enterprise_name: toFullWidthParens(values.enterprise_name.trim()),
          credit_code: values.credit_code.trim().toUpperCase(),
          legal_person: values.legal_person.trim(),
          legal_id_card: values.legal_id_card.trim(),
          business_license: firstUrl(values.business_license),
          id_card_front: firstUrl(values.id_card_front),
          id_card_back: firstUrl(values.id_card_back),
          agree: 1,
        },
        { silent: true },
      );
      setToken(token);
      session.refresh();
      setNewToken(token);
    } catch (error) {
      setMessage(applyServerErrors(form, error));
      setSubmitting(false);
    }
  };

  return (
    <PublicFrame
      title={title}
      maxWidth={640}
      footer={
        <span>
          已有账号？<Link to="/login">去登录</Link>
        </span>
      }
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onSubmit={(values) => void submit(values)}
        scrollToFirstError
        autoComplete="off"
      >
        <Section title="账号信息">
          <Form.Item
            label="手机号"
            field="mobile"
            rules={[{ required: true, message: '请输入手机号' }, schemaRule(mobileSchema)]}
            extra="注册后作为主账号登录名"
          >
            <Input placeholder="请输入手机号" maxLength={11} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <SmsCodeField form={form} send={smsSender('register')} mobile={{ field: 'mobile' }} />
          <PasswordFields form={form} label="登录密码" />
        </Section>
        <Section title="企业信息">
          <RegisterLicenceSection form={form} />
        </Section>
        <Section title="法定代表人信息">
          <RegisterIdentitySection form={form} />
        </Section>
        <Form.Item
          field="agree"
          triggerPropName="checked"
          rules={[
            {
              validator: (value: unknown, callback) =>
                callback(value === true ? undefined : AGREEMENT_REQUIRED),
            },
          ]}
        >
          <AgreementField />
        </Form.Item>
        <FormMessage message={message} />
        <Button type="primary" htmlType="submit" long loading={submitting}>
          提交注册
        </Button>
      </Form>
    </PublicFrame>
  );
}
