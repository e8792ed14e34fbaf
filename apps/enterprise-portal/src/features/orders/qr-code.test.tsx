// The QR code: a white square while the encoder loads, then the modules of the text as one path.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';

describe('QrCode', () => {
  it('draws the code once the encoder is there, and redraws for a new text', async () => {
    const { rerender } = render(<QrCode text="weixin://wxpay/bizpayurl?pr=abc" label="二维码" />);
    const code = screen.getByRole('img', { name: '二维码' });
    await waitFor(() => expect(code).not.toHaveAttribute('aria-busy'));
    const first = code.querySelector('path')!.getAttribute('d')!;
    expect(first).toMatch(/^M\d+ \d+h1v1h-1z/);
    // 31 bytes at level M need version 3 (29 modules), plus the quiet zone of 2 on each side.
    expect(code.getAttribute('viewBox')).toBe('0 0 33 33');

    rerender(<QrCode text="weixin://wxpay/bizpayurl?pr=other-order-0001" label="二维码" />);
    await waitFor(() => expect(code.querySelector('path')!.getAttribute('d')).not.toBe(first));
  });
});
