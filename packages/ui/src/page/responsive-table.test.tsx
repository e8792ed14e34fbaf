// ResponsiveTable: Arco's table from 767 px, a card per row below it, from the same columns.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESIZE_DEBOUNCE } from '../feedback/constants';
import { ResponsiveTable } from './responsive-table';

interface Row {
  id: number;
  name: string;
  mobile: string | null;
}

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  name: `子账号${i + 1}`,
  mobile: i === 0 ? null : `1380000${String(i).padStart(4, '0')}`,
}));
const columns = [
  { title: '姓名', dataIndex: 'name' },
  { title: '手机号', dataIndex: 'mobile' },
  {
    title: '操作',
    key: 'actions',
    fixed: 'right' as const,
    render: (_: unknown, row: Row) => <button type="button">编辑 {row.name}</button>,
  },
];

const realWidth = window.innerWidth;
function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
afterEach(() => {
  setWidth(realWidth);
  vi.useRealTimers();
});

describe('ResponsiveTable', () => {
  it('is a table with a header row from 767 px', () => {
    setWidth(767);
    render(
      <ResponsiveTable<Row>
        aria-label="子账号"
        rowKey="id"
        columns={columns}
        data={rows.slice(0, 2)}
        pagination={false}
      />,
    );
    expect(screen.getByRole('columnheader', { name: '手机号' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '子账号' })).toBeNull();
  });

  it('below 767 px shows each row as a card: first column as heading, the others labelled, actions at the foot', () => {
    setWidth(375);
    render(
      <ResponsiveTable<Row>
        aria-label="子账号"
        rowKey="id"
        columns={columns}
        data={rows.slice(0, 2)}
        pagination={false}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: '子账号' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = within(cards[1]!);
    expect(second.getByText('子账号2')).toBeInTheDocument();
    expect(second.getByText('手机号').tagName).toBe('DT');
    expect(second.getByText('13800000001').tagName).toBe('DD');
    expect(second.getByRole('button', { name: '编辑 子账号2' })).toBeInTheDocument();
    // An empty value shows a dash rather than a blank line.
    expect(within(cards[0]!).getByText('-').tagName).toBe('DD');
  });

  it('switches to cards when the window narrows (resize debounced)', () => {
    vi.useFakeTimers();
    setWidth(1366);
    render(
      <ResponsiveTable<Row>
        aria-label="子账号"
        rowKey="id"
        columns={columns}
        data={rows.slice(0, 1)}
        pagination={false}
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    setWidth(375);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(RESIZE_DEBOUNCE);
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: '子账号' })).toBeInTheDocument();
  });

  it('pages the cards with the same pagination settings, and shows the empty state', () => {
    setWidth(375);
    const onChange = vi.fn();
    const { rerender } = render(
      <ResponsiveTable<Row>
        aria-label="子账号"
        rowKey="id"
        columns={columns}
        data={rows.slice(0, 10)}
        pagination={{ current: 1, pageSize: 10, total: rows.length, onChange }}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: '子账号' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    fireEvent.click(screen.getByLabelText('下一页'));
    expect(onChange).toHaveBeenCalledWith(2, 10);

    rerender(
      <ResponsiveTable<Row>
        aria-label="子账号"
        rowKey="id"
        columns={columns}
        data={[]}
        pagination={false}
        noDataElement={<p>暂无子账号</p>}
      />,
    );
    expect(screen.getByText('暂无子账号')).toBeInTheDocument();
  });
});
