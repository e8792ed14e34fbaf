// Our Alert writes Arco's Alert markup: the same classes, so Arco's stylesheet draws it.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it.each([
    ['info', 'arco-icon-info-circle-fill'],
    ['success', 'arco-icon-check-circle-fill'],
    ['warning', 'arco-icon-exclamation-circle-fill'],
    ['error', 'arco-icon-close-circle-fill'],
  ] as const)('a %s alert has its type class and icon', (type, icon) => {
    render(<Alert type={type} content="内容" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('arco-alert', `arco-alert-${type}`);
    expect(alert).not.toHaveClass('arco-alert-with-title');
    expect(alert.querySelector(`.arco-alert-icon-wrapper .${icon}`)).not.toBeNull();
    expect(alert.querySelector('.arco-alert-content')).toHaveTextContent('内容');
  });

  it('is an info alert by default, with a title, an action and the props it is given', () => {
    render(
      <Alert
        title="标题"
        content="内容"
        action={<button type="button">去处理</button>}
        aria-label="提示"
        className="extra"
        style={{ marginBottom: 16 }}
      />,
    );
    const alert = screen.getByRole('alert', { name: '提示' });
    expect(alert).toHaveClass('arco-alert-info', 'arco-alert-with-title', 'extra');
    expect(alert).toHaveStyle({ marginBottom: '16px' });
    expect(alert.querySelector('.arco-alert-title')).toHaveTextContent('标题');
    expect(alert.querySelector('.arco-alert-action')).toContainElement(
      screen.getByRole('button', { name: '去处理' }),
    );
  });

  it('leaves the icon out when told to', () => {
    render(<Alert content="内容" showIcon={false} />);
    expect(screen.getByRole('alert').querySelector('.arco-alert-icon-wrapper')).toBeNull();
  });
});
