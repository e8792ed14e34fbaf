// SearchForm: a list's search from its fields' declarations, filled from the URL's search.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm, searchOf, type SearchField } from './search-form';

const fields: SearchField[] = [
  { name: 'keyword', label: '关键词', placeholder: '订单号 / 项目名称', maxLength: 60 },
  {
    kind: 'select',
    name: 'type',
    label: '保函类型',
    options: [
      { label: '全部', value: '' },
      { label: '投标电子保函', value: 'electronic' },
      { label: '履约保函', value: 'performance' },
    ],
  },
  { kind: 'days', name: 'start_date', endName: 'end_date', label: '申请日期' },
];

describe('searchOf', () => {
  it.each([
    [{}, {}],
    [{ keyword: '  道路 ' }, { keyword: '道路' }],
    [{ keyword: '   ', type: '' }, {}],
    [
      { type: 'performance', start_date: '2026-11-01' },
      { type: 'performance', start_date: '2026-11-01' },
    ],
  ])('%j searches %j', (values, search) => {
    expect(searchOf(values)).toEqual(search);
  });
});

describe('SearchForm', () => {
  it('shows the search it is given and searches with the trimmed fields on 查询', () => {
    const onSearch = vi.fn();
    render(
      <SearchForm
        aria-label="订单搜索"
        fields={fields}
        values={{ keyword: '道路', type: 'performance' }}
        onSearch={onSearch}
      />,
    );
    const keyword = screen.getByLabelText('关键词');
    expect(keyword).toHaveValue('道路');
    expect(keyword).toHaveAttribute('maxlength', '60');
    expect(screen.getByLabelText('保函类型')).toHaveValue('performance');
    fireEvent.change(keyword, { target: { value: ' 学校 ' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith({
      keyword: '学校',
      type: 'performance',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
  });

  it('applies a choice at once, keeping the keyword typed', () => {
    const onSearch = vi.fn();
    render(<SearchForm fields={fields} onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '道路' } });
    fireEvent.change(screen.getByLabelText('保函类型'), { target: { value: 'electronic' } });
    expect(onSearch).toHaveBeenCalledWith({ keyword: '道路', type: 'electronic' });
  });

  it('clears a keyword with its clear button and everything with 重置', () => {
    const onSearch = vi.fn();
    render(
      <SearchForm
        fields={fields}
        values={{ keyword: '道路', type: 'performance' }}
        onSearch={onSearch}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '清除关键词' }));
    expect(screen.getByLabelText('关键词')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '学校' } });
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onSearch).toHaveBeenCalledWith({});
    expect(screen.getByLabelText('关键词')).toHaveValue('');
    expect(screen.getByLabelText('保函类型')).toHaveValue('');
  });

  it('follows a new search from the URL (返回, another link)', () => {
    const { rerender } = render(
      <SearchForm fields={fields} values={{ keyword: '道路' }} onSearch={() => undefined} />,
    );
    rerender(
      <SearchForm fields={fields} values={{ keyword: '学校' }} onSearch={() => undefined} />,
    );
    expect(screen.getByLabelText('关键词')).toHaveValue('学校');
  });
});
