// Form, Form.Item, Form.List and the hooks behave as Arco's Form did for the screens: labels
// point at their controls, errors show under the field on change and on submit, submit gets
// the values of the registered fields, the instance methods set and reset them.
import { Checkbox, Input } from '@arco-design/web-react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Form, type FormInstance } from './form';

interface Values {
  name?: string;
  agree?: boolean;
  parties?: { name?: string }[];
}

function Harness({
  onSubmit,
  capture,
  initialValues,
}: {
  onSubmit: (values: Values) => void;
  capture?: (form: FormInstance<Values>) => void;
  initialValues?: Values;
}) {
  const [form] = Form.useForm<Values>();
  capture?.(form);
  const name = Form.useWatch('name', form) as string | undefined;
  return (
    <Form form={form} onSubmit={onSubmit} initialValues={initialValues} aria-label="测试表单">
      <Form.Item
        label="名称"
        field="name"
        extra="与营业执照一致"
        normalize={(value: string) => value.replace(/\s+/g, ' ')}
        rules={[
          { required: true, message: '请输入名称' },
          { minLength: 2, message: '名称至少 2 个字' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item field="agree" triggerPropName="checked">
        <Checkbox>同意协议</Checkbox>
      </Form.Item>
      <Form.List field="parties">
        {(rows, { add, remove }) => (
          <div>
            {rows.map((row, index) => (
              <div key={row.key}>
                <Form.Item
                  label={`当事人 ${index + 1}`}
                  field={`${row.field}.name`}
                  rules={[{ required: true, message: `请填写当事人 ${index + 1}` }]}
                >
                  <Input />
                </Form.Item>
                <button type="button" onClick={() => remove(index)}>
                  删除 {index + 1}
                </button>
              </div>
            ))}
            <button type="button" onClick={() => add({ name: '' })}>
              添加当事人
            </button>
          </div>
        )}
      </Form.List>
      <Form.Item shouldUpdate noStyle>
        {(values: Values) => <p>预览：{values.name ?? '（空）'}</p>}
      </Form.Item>
      <p>监听：{name ?? '（空）'}</p>
      <button type="submit">提交</button>
    </Form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交' }));

describe('Form', () => {
  it('draws Arco’s markup: the label points at the control, a required mark, the hint', () => {
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByLabelText('名称');
    expect(input).toHaveAttribute('id', 'name_input');
    const item = input.closest('.arco-form-item')!;
    expect(item).toHaveClass('arco-row', 'arco-form-layout-horizontal');
    expect(item.querySelector('.arco-form-label-item')).toHaveClass('arco-col-5');
    expect(item.querySelector('.arco-form-item-wrapper')).toHaveClass('arco-col-19');
    expect(item.querySelector('.arco-form-item-symbol')).not.toBeNull();
    expect(screen.getByText('与营业执照一致')).toHaveClass('arco-form-extra');
    expect(screen.getByRole('form', { name: '测试表单' })).toHaveClass(
      'arco-form',
      'arco-form-horizontal',
      'arco-form-size-default',
    );
  });

  it('does not submit with errors; shows them under their fields; then submits the values', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: '添加当事人' }));
    submit();
    expect(await screen.findByText('请输入名称')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('请填写当事人 1')).toBeInTheDocument();
    expect(screen.getByLabelText('名称').closest('.arco-form-item')).toHaveClass(
      'arco-form-item-status-error',
    );
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '甲' } });
    expect(await screen.findByText('名称至少 2 个字')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '甲  公司' } });
    await waitFor(() => expect(screen.queryByText('名称至少 2 个字')).toBeNull());
    expect(screen.getByText('预览：甲 公司')).toBeInTheDocument();
    expect(screen.getByText('监听：甲 公司')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('当事人 1'), { target: { value: '乙方' } });
    fireEvent.click(screen.getByRole('checkbox'));
    submit();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: '甲 公司',
        agree: true,
        parties: [{ name: '乙方' }],
      }),
    );
  });

  it('keeps each row’s value when an earlier row is removed', async () => {
    render(
      <Harness onSubmit={vi.fn()} initialValues={{ parties: [{ name: '甲' }, { name: '乙' }] }} />,
    );
    expect(screen.getByLabelText('当事人 2')).toHaveValue('乙');
    fireEvent.click(screen.getByRole('button', { name: '删除 1' }));
    expect(screen.getByLabelText('当事人 1')).toHaveValue('乙');
    expect(screen.queryByLabelText('当事人 2')).toBeNull();
  });

  it('validate() rejects with the errors, resolves the values; setFields, setFieldsValue, resetFields', async () => {
    let form!: FormInstance<Values>;
    render(
      <Harness
        onSubmit={vi.fn()}
        initialValues={{ name: '初始名称' }}
        capture={(f) => (form = f)}
      />,
    );
    await expect(form.validate()).resolves.toEqual({ name: '初始名称' });

    act(() => form.setFieldsValue({ name: '' }));
    await expect(form.validate()).rejects.toMatchObject({
      errors: { name: { message: '请输入名称' } },
    });
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();

    act(() => form.setFields({ name: { value: '新名称', error: { message: '该名称已存在' } } }));
    expect(screen.getByLabelText('名称')).toHaveValue('新名称');
    expect(screen.getByText('该名称已存在')).toBeInTheDocument();
    expect(Object.keys(form.getFieldsState())).toEqual(['name', 'agree']);

    act(() => form.resetFields());
    expect(screen.getByLabelText('名称')).toHaveValue('初始名称');
    expect(screen.queryByText('该名称已存在')).toBeNull();
    expect(form.getFieldValue('name')).toBe('初始名称');
  });
});

describe('Form.Item', () => {
  it('shows a noStyle child’s error under the item around it, and re-checks a dependent field', async () => {
    function Pair() {
      const [form] = Form.useForm();
      return (
        <Form form={form} layout="vertical" onSubmit={vi.fn()}>
          <Form.Item label="担保机构">
            <Form.Item
              field="company"
              noStyle={{ showErrorTip: true }}
              rules={[{ required: true, message: '请选择担保机构' }]}
            >
              <Input aria-label="机构" />
            </Form.Item>
          </Form.Item>
          <Form.Item label="密码" field="password">
            <Input />
          </Form.Item>
          <Form.Item
            label="确认密码"
            field="confirm"
            dependencies={['password']}
            rules={[
              {
                validator: (value, callback) =>
                  callback(value === form.getFieldValue('password') ? undefined : '两次密码不一致'),
              },
            ]}
          >
            <Input />
          </Form.Item>
          <button type="submit">提交</button>
        </Form>
      );
    }
    render(<Pair />);
    submit();
    expect(await screen.findByText('请选择担保机构')).toBeInTheDocument();
    expect(screen.getByLabelText('机构').closest('.arco-form-item')).toHaveClass(
      'arco-form-layout-vertical',
      'arco-form-item-status-error',
    );
    fireEvent.change(screen.getByLabelText('确认密码'), { target: { value: 'abc12345' } });
    expect(await screen.findByText('两次密码不一致')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'abc12345' } });
    await waitFor(() => expect(screen.queryByText('两次密码不一致')).toBeNull());
  });

  it('registers a field in the commit that shows it, so a submit right after sees its value', async () => {
    const seen = vi.fn();
    // Runs in the same commit as the item above it, before any passive effect: a screen's test
    // can find the control and submit before React gets to passive effects.
    function ValidateAtCommit({ form }: { form: FormInstance<{ amount?: string }> }) {
      useLayoutEffect(() => {
        void form.validate().then(seen, seen);
      }, [form]);
      return null;
    }
    function Amount() {
      const [form] = Form.useForm<{ amount?: string }>();
      return (
        <Form form={form} initialValues={{ amount: '0.37' }}>
          <Form.Item
            label="金额"
            field="amount"
            rules={[{ required: true, message: '请输入金额' }]}
          >
            <Input />
          </Form.Item>
          <ValidateAtCommit form={form} />
        </Form>
      );
    }
    render(<Amount />);
    await waitFor(() => expect(seen).toHaveBeenCalledWith({ amount: '0.37' }));
  });
});
