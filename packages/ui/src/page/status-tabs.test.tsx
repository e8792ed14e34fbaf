// StatusTabs: Arco's line tabs without Arco's Tabs.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StatusTabs } from './status-tabs';

const tabs = [
  { key: 'all', title: '全部', count: 12 },
  { key: '1', title: '待审核', count: 3 },
  { key: '2', title: '已出函' },
];

describe('StatusTabs', () => {
  it('names each tab with its count and marks the active one', () => {
    render(<StatusTabs tabs={tabs} activeTab="1" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '全部（12）',
      '待审核（3）',
      '已出函',
    ]);
    expect(screen.getByRole('tab', { name: '待审核（3）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: '全部（12）' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // Only the active tab is in the tab order; the arrows move between tabs.
    expect(screen.getByRole('tab', { name: '待审核（3）' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: '已出函' })).toHaveAttribute('tabindex', '-1');
  });

  it('changes tab on a click, Enter, or the arrow keys (wrapping), not on the active tab', () => {
    const onChange = vi.fn();
    render(<StatusTabs tabs={tabs} activeTab="all" onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: '已出函' }));
    expect(onChange).toHaveBeenLastCalledWith('2');
    fireEvent.keyDown(screen.getByRole('tab', { name: '待审核（3）' }), { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('1');
    fireEvent.keyDown(screen.getByRole('tab', { name: '全部（12）' }), { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('2');
    expect(screen.getByRole('tab', { name: '已出函' })).toHaveFocus();
    onChange.mockClear();
    fireEvent.click(screen.getByRole('tab', { name: '全部（12）' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the first tab as active when the active key is unknown', () => {
    render(<StatusTabs tabs={tabs} activeTab="9" />);
    expect(screen.getByRole('tab', { name: '全部（12）' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
