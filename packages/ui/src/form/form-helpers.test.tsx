import { Button, Input } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyServerErrors } from './apply-server-errors';
import { sameAsRule, schemaRule } from './schema-rule';
import { Form } from './form';

const mobileLike = {
  safeParse: (v: unknown) =>
    typeof v === 'string' && /^1\d{10}$/.test(v)
      ? { success: true as const }
      : { success: false as const, error: { issues: [{ message: '手机号格式不正确' }] } },
};

class FieldError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

function TestForm({
  error,
  onResult,
}: {
  error: unknown;
  onResult: (rest: string | null) => void;
}) {
  const [form] = Form.useForm();
  return (
    <Form form={form} onSubmit={() => onResult(applyServerErrors(form, error))}>
      <Form.Item
        label="手机号"
        field="mobile"
        rules={[{ required: true, message: '请输入手机号' }, schemaRule(mobileLike)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label="确认"
        field="confirm"
        rules={[sameAsRule(() => form.getFieldValue('mobile'), '两次输入不一致')]}
      >
        <Input />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

describe('form helpers', () => {
  it('schemaRule and sameAsRule give the schema message; required comes first', async () => {
    render(<TestForm error={null} onResult={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('确认'), { target: { value: '456' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('两次输入不一致')).toBeInTheDocument();
  });

  it('puts matching server field messages on the fields and returns the rest', async () => {
    let rest: string | null | undefined;
    render(
      <TestForm
        error={new FieldError('手机号已注册', { mobile: '该手机号已注册', ticket: '凭证已过期' })}
        onResult={(r) => (rest = r)}
      />,
    );
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(rest).toBe('凭证已过期');
  });

  it('returns the message when no field matches', async () => {
    let rest: string | null | undefined;
    render(<TestForm error={new Error('发送过于频繁')} onResult={(r) => (rest = r)} />);
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(rest).toBe('发送过于频繁'));
  });
});
