// A stored picture: a PDF is a link, an image a thumbnail that opens the whole picture over the
// page; Esc, 关闭 or a click beside the picture close it and focus returns to the thumbnail.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoredPicture } from './stored-picture';

const props = {
  imageHost: 'https://files.example.cn',
  alt: '转账凭证',
  width: 120,
  height: 90,
  pdfLabel: '查看 PDF 凭证',
};

describe('StoredPicture', () => {
  it('shows a PDF as a link that opens in a new tab', () => {
    render(<StoredPicture {...props} path="/uploads/voucher.PDF?expires=1&sig=a" />);
    const link = screen.getByRole('link', { name: '查看 PDF 凭证' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('opens the whole picture and closes it by 关闭, Esc and a click beside it', () => {
    render(<StoredPicture {...props} path="/uploads/voucher.png" />);
    expect(screen.getByRole('img', { name: '转账凭证' })).toHaveAttribute(
      'src',
      'https://files.example.cn/uploads/voucher.png',
    );
    const thumbnail = screen.getByRole('button', { name: '查看大图：转账凭证' });

    fireEvent.click(thumbnail);
    const preview = screen.getByRole('dialog', { name: '转账凭证' });
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    expect(screen.getByRole('link', { name: '在新标签页打开' })).toHaveAttribute(
      'href',
      'https://files.example.cn/uploads/voucher.png',
    );
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumbnail).toHaveFocus();

    fireEvent.click(thumbnail);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(thumbnail);
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(preview).not.toBeInTheDocument();
  });
});
