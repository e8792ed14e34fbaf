// ResultPage draws Arco's Result markup itself; the 404 / 403 illustrations arrive on their own.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFound, ResultPage } from './result-page';

describe('ResultPage', () => {
  it('shows the status icon, title, description and actions in Arco’s result layout', () => {
    const { container } = render(
      <ResultPage
        status="error"
        title="加载失败"
        description="网络异常"
        actions={<button type="button">重试</button>}
      />,
    );
    const icon = container.querySelector('.arco-result-is-error .arco-result-icon-error');
    expect(icon?.querySelector('svg.arco-icon-close')).not.toBeNull();
    expect(screen.getByText('加载失败')).toHaveClass('arco-result-title');
    expect(screen.getByText('网络异常')).toHaveClass('arco-result-subtitle');
    expect(screen.getByRole('button', { name: '重试' }).parentElement).toHaveClass(
      'arco-result-extra',
    );
  });

  it('leaves out an empty description and loads the 404 illustration when shown', async () => {
    const { container } = render(<NotFound onHome={() => undefined} />);
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    expect(container.querySelector('.arco-result-subtitle')).toBeNull();
    await waitFor(() =>
      expect(container.querySelector('.arco-result-icon-404 svg')).toHaveAttribute(
        'viewBox',
        '0 0 213 213',
      ),
    );
  });
});
