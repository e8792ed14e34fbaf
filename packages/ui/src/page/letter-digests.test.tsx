// LetterDigestList: each digest shown whole and copyable.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LetterDigestList } from './letter-digests';

const digests = {
  pdf_sha256: 'a1'.repeat(32),
  pdf_sm3: 'b2'.repeat(32),
  ofd_sha256: null,
  ofd_sm3: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('LetterDigestList', () => {
  it('lists the digests there are, and copies one with 复制 (已复制 for a moment)', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<LetterDigestList digests={digests} />);
    expect(screen.getByLabelText('PDF SHA-256 摘要')).toHaveTextContent('a1'.repeat(32));
    expect(screen.queryByLabelText('OFD SM3 摘要')).toBeNull();
    const copy = screen.getByRole('button', { name: '复制 PDF SM3 摘要' });
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('b2'.repeat(32));
    expect(copy).toHaveTextContent('已复制');
  });
});
