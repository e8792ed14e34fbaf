// Step 1: an SMS code to the account's current mobile; the server answers with a one-time ticket.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { verifyIdentity } from '@bht/api-client';
import { SmsCodeField, useServerForm, Form } from '@bht/ui';
import { maskMobile } from '@bht/validators';
import { smsSender } from './fields/send-sms';
import { api } from '../../app/api';
import { FormMessage } from './fields/form-message';
import type { CredentialFlow, TicketState } from './credential-flows';

export interface VerifyIdentityStepProps {
  scene: CredentialFlow['scene'];
  mobile: string;
  onVerified: (state: TicketState) => void;
}

export function VerifyIdentityStep({ scene, mobile, onVerified }: VerifyIdentityStepProps) {
  const [form] = Form.useForm();

  const {
    submitting,
    message,
    onSubmit: submit,
  } = useServerForm(form, async ({ code }: { code: string }) => {
    const { ticket } = await api.call(
      verifyIdentity,
      { scene, code: code.trim() },
      { silent: true },
    );
    onVerified({ ticket });
  });

  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void submit(values)}
      autoComplete="off"
    >
      <p style={{ margin: '0 0 16px', color: '#4e5969' }}>
        验证码将发送至当前绑定的手机号 <strong>{maskMobile(mobile)}</strong>
      </p>
      <SmsCodeField form={form} send={smsSender(scene)} mobile={{ value: mobile }} />
      <FormMessage message={message} />
      <Button type="primary" htmlType="submit" long loading={submitting}>
        下一步
      </Button>
    </Form>
  );
}
