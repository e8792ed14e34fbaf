// Step 2 of /code and /recode: the new password, authorised by the step-1 ticket.
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { changePassword } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { PasswordFields, useServerForm, Form } from '@bht/ui';
import { api } from '../../app/api';
import { FormMessage } from './fields/form-message';
import { RestartHint } from './restart-hint';

export interface SecondStepProps {
  ticket: string;
  /** Step 1, for a ticket that expired. */
  restartPath: string;
  onDone: () => void;
}

export function NewPasswordStep({ ticket, restartPath, onDone }: SecondStepProps) {
  const [form] = Form.useForm();
  const session = useSession();

  const {
    submitting,
    message,
    onSubmit: submit,
  } = useServerForm(form, async ({ password }: { password: string }) => {
    await api.call(changePassword, { ticket, password }, { silent: true });
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
      <PasswordFields form={form} />
      <FormMessage message={message} />
      {message && <RestartHint to={restartPath} />}
      <Button type="primary" htmlType="submit" long loading={submitting}>
        确认修改
      </Button>
    </Form>
  );
}
