// Step 2 of /tel: the new mobile, confirmed by a code sent to it, authorised by the step-1 ticket.
import { Button, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import { changeMobile } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { schemaRule, SmsCodeField, useServerForm, Form } from '@bht/ui';
import { mobileSchema } from '@bht/validators';
import { smsSender } from './fields/send-sms';
import { api } from '../../app/api';
import { FormMessage } from './fields/form-message';
import type { SecondStepProps } from './new-password-step';
import { RestartHint } from './restart-hint';

export function NewMobileStep({ ticket, restartPath, onDone }: SecondStepProps) {
  const [form] = Form.useForm();
  const session = useSession();

  const {
    submitting,
    message,
    onSubmit: submit,
  } = useServerForm(form, async ({ mobile, code }: { mobile: string; code: string }) => {
    await api.call(
      changeMobile,
      { ticket, mobile: mobile.trim(), code: code.trim() },
      { silent: true },
    );
    session.refresh();
    onDone();
  });

  return (
    <Form
      form={form}
      layout="vertical"
      onSubmit={(values) => void submit(values)}
      autoComplete="off"
    >
      <Form.Item
        label="新手机号"
        field="mobile"
        rules={[{ required: true, message: '请输入新手机号' }, schemaRule(mobileSchema)]}
        extra="修改后将使用新手机号登录"
      >
        <Input placeholder="请输入新手机号" maxLength={11} inputMode="tel" />
      </Form.Item>
      <SmsCodeField form={form} send={smsSender('new_mobile')} mobile={{ field: 'mobile' }} />
      <FormMessage message={message} />
      {message && <RestartHint to={restartPath} />}
      <Button type="primary" htmlType="submit" long loading={submitting}>
        确认修改
      </Button>
    </Form>
  );
}
