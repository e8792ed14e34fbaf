// useServerForm: loading while the call runs, server field errors on the fields, the rest as
// `message` or (toast) as the error toast, and a clean state after a successful retry.
import { Button, Input } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerForm } from './use-server-form';
import { Form } from './form';

class FieldError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

function Harness({
  call,
  toast,
}: {
  call: (values: { mobile: string }) => Promise<void>;
  toast?: boolean;
}) {
  const [form] = Form.useForm<{ mobile: string }>();
  const { submitting, message, onSubmit } = useServerForm(form, call, { toast });
  return (
    <Form form={form} onSubmit={(values) => void onSubmit(values)}>
      <Form.Item label="手机号" field="mobile">
        <Input />
      </Form.Item>
      {message && <p data-testid="form-message">{message}</p>}
      <Button htmlType="submit" loading={submitting}>
        提交
      </Button>
    </Form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

describe('useServerForm', () => {
  it('shows field errors on the field and the rest as the message, then clears it on success', async () => {
    let fail = true;
    const calls: string[] = [];
    render(
      <Harness
        call={async ({ mobile }) => {
          calls.push(mobile);
          if (fail)
            throw new FieldError('提交失败', { mobile: '该手机号已注册', ticket: '凭证已过期' });
        }}
      />,
    );
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    submit();
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(screen.getByTestId('form-message')).toHaveTextContent('凭证已过期');
    fail = false;
    submit();
    await waitFor(() => expect(screen.queryByTestId('form-message')).not.toBeInTheDocument());
    expect(calls).toEqual(['13800000001', '13800000001']);
  });

  it('with toast, shows the remaining message as a toast instead', async () => {
    render(<Harness toast call={async () => Promise.reject(new Error('服务繁忙，请稍后再试'))} />);
    submit();
    expect(await screen.findByText('服务繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByTestId('form-message')).toBeNull();
  });
});
