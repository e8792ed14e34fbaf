// ProgressBar: Arco's progress markup, as a line or as steps.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it.each([
    [40, '40%', 40],
    [-5, '0%', 0],
    [133, '100%', 100],
    [66.6, '67%', 67],
  ])('a line at %f shows %s', (percent, text, now) => {
    render(<ProgressBar percent={percent} size="small" aria-label="上传进度" />);
    const bar = screen.getByRole('progressbar', { name: '上传进度' });
    expect(bar).toHaveAttribute('aria-valuenow', String(now));
    expect(bar.firstElementChild).toHaveStyle({ width: `${now}%` });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [4, 50, 2],
    [3, 100, 3],
    [3, (1 / 3) * 100, 1],
    [5, 0, 0],
  ])('%i steps at %f fill %i', (steps, percent, filled) => {
    render(<ProgressBar steps={steps} percent={percent} strokeWidth={6} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.children).toHaveLength(steps);
    expect(bar.querySelectorAll('.arco-progress-steps-item-active')).toHaveLength(filled);
    expect(bar).toHaveStyle({ height: '6px' });
  });
});
