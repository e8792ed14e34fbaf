// Pager: Arco's pagination markup and behaviour, with the browser's select for the page size.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZES, Pager } from './pager';

describe('Pager', () => {
  it('shows the total and the pages, marks the current one, and goes to a page clicked or entered', () => {
    const onChange = vi.fn();
    render(<Pager current={2} pageSize={10} total={95} showTotal onChange={onChange} />);
    expect(screen.getByText('共 95 条')).toBeInTheDocument();
    expect(screen.getByLabelText('第 2 页')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByLabelText('第 10 页')).toBeInTheDocument();
    expect(screen.queryByLabelText('第 6 页')).toBeNull();
    fireEvent.click(screen.getByText('3', { selector: '.arco-pagination-item' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    fireEvent.keyDown(screen.getByLabelText('第 10 页'), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(10, 10);
    fireEvent.click(screen.getByLabelText('向后 5 页'));
    expect(onChange).toHaveBeenLastCalledWith(7, 10);
    fireEvent.click(screen.getByLabelText('下一页'));
    expect(onChange).toHaveBeenLastCalledWith(3, 10);
    // The current page is not a change.
    onChange.mockClear();
    fireEvent.click(screen.getByLabelText('第 2 页'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disables 上一页 on the first page and 下一页 on the last', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Pager current={1} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByLabelText('上一页')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByLabelText('上一页'));
    rerender(<Pager current={3} pageSize={10} total={30} onChange={onChange} />);
    expect(screen.getByLabelText('下一页')).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByLabelText('下一页'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('changes the page size from the select, back to page 1', () => {
    const onChange = vi.fn();
    render(
      <Pager current={4} pageSize={10} total={95} sizeOptions={PAGE_SIZES} onChange={onChange} />,
    );
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(size).toHaveValue('10');
    fireEvent.change(size, { target: { value: '20' } });
    expect(onChange).toHaveBeenCalledWith(1, 20);
  });

  it('on phones shows only the arrows and where it is', () => {
    render(
      <Pager current={2} pageSize={10} total={95} showTotal sizeOptions={PAGE_SIZES} simple />,
    );
    expect(screen.getByText('2 / 10')).toBeInTheDocument();
    expect(screen.queryByText('共 95 条')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByLabelText('第 1 页')).toBeNull();
  });
});
