// A field sealed until bid opening reads muted, with a lock and a hint; any other value as it is.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SealedFieldText } from './sealed-field';

describe('SealedFieldText', () => {
  it('draws the sealed placeholder muted, with the hint in its title', () => {
    render(<SealedFieldText value="开标前保密" />);
    const sealed = screen.getByText('开标前保密');
    expect(sealed).toHaveStyle({ color: 'var(--color-text-3)' });
    expect(sealed).toHaveAttribute('title', '交易平台在开标前对该信息加密，开标后自动还原');
    expect(sealed.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows any other value as it is', () => {
    const { container } = render(<SealedFieldText value="南京江北新区建设局" />);
    expect(container).toHaveTextContent('南京江北新区建设局');
    expect(container.querySelector('span')).toBeNull();
  });
});
