import { Button } from '@arco-design/web-react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DayPicker, DayRangePicker, dayWithinRule } from './day-picker';
import { Form } from './form';

function DayForm({ onSubmit }: { onSubmit: (values: { day?: string }) => void }) {
  const bounds = { min: '2026-11-01', max: '2026-11-30' };
  return (
    <Form onSubmit={onSubmit} initialValues={{ day: '2026-11-15' }}>
      <Form.Item
        label="寄出日期"
        field="day"
        rules={[{ required: true, message: '请选择寄出日期' }, dayWithinRule(bounds)]}
      >
        <DayPicker {...bounds} />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

describe('DayPicker', () => {
  it('is the browser’s date field, named by its Form.Item label, with the day and its bounds', () => {
    render(<DayForm onSubmit={() => undefined} />);
    const day = screen.getByLabelText('寄出日期');
    expect(day).toHaveAttribute('type', 'date');
    expect(day).toHaveValue('2026-11-15');
    expect(day).toHaveAttribute('min', '2026-11-01');
    expect(day).toHaveAttribute('max', '2026-11-30');
    expect(day).toHaveClass('arco-input');
  });

  it.each([
    ['2026-11-01', null],
    ['2026-11-30', null],
    ['2026-10-31', '日期不能早于 2026-11-01'],
    ['2026-12-01', '日期不能晚于 2026-11-30'],
    ['', '请选择寄出日期'],
  ])('%j typed by hand → %s', async (typed, error) => {
    const onSubmit = vi.fn();
    render(<DayForm onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('寄出日期'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    if (error) {
      expect(await screen.findByText(error)).toBeInTheDocument();
      expect(onSubmit).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ day: typed }));
    }
  });

  it('names itself by its placeholder when no label does', () => {
    render(<DayPicker placeholder="生效日期" />);
    expect(screen.getByLabelText('生效日期')).toHaveValue('');
  });
});

function Range({ onChange }: { onChange: (days: string[] | undefined) => void }) {
  const [value, setValue] = useState<string[]>();
  return (
    <DayRangePicker
      value={value}
      max="2026-11-30"
      onChange={(days) => {
        setValue(days);
        onChange(days);
      }}
    />
  );
}

describe('DayRangePicker', () => {
  it('answers the range once both days are chosen, and nothing once both are emptied', () => {
    const onChange = vi.fn();
    render(<Range onChange={onChange} />);
    const range = screen.getByRole('group', { name: '开始日期至结束日期' });
    const start = within(range).getByLabelText('开始日期');
    const end = within(range).getByLabelText('结束日期');
    fireEvent.change(start, { target: { value: '2026-11-02' } });
    expect(onChange).not.toHaveBeenCalled();
    // The end cannot be earlier than the start, the start not later than the end.
    expect(end).toHaveAttribute('min', '2026-11-02');
    expect(end).toHaveAttribute('max', '2026-11-30');
    fireEvent.change(end, { target: { value: '2026-11-20' } });
    expect(onChange).toHaveBeenLastCalledWith(['2026-11-02', '2026-11-20']);
    expect(start).toHaveAttribute('max', '2026-11-20');
    fireEvent.change(start, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(start).toHaveValue('');
    fireEvent.change(end, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('drops a half-chosen range once the focus leaves both days', () => {
    const onChange = vi.fn();
    render(
      <>
        <Range onChange={onChange} />
        <button type="button">查询</button>
      </>,
    );
    const start = screen.getByLabelText('开始日期');
    fireEvent.change(start, { target: { value: '2026-11-02' } });
    fireEvent.blur(start, { relatedTarget: screen.getByLabelText('结束日期') });
    expect(start).toHaveValue('2026-11-02');
    fireEvent.blur(start, { relatedTarget: screen.getByRole('button', { name: '查询' }) });
    expect(start).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });
});
