// 保函版本: the current letter first, then each letter it replaced with the same number, linked both ways.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LetterVersionsSection, type EarlierLetter } from './letter-versions-section';

const causes = { bid_opened: '开标后出具明文保函', opening_postponed: '开标延期，延长有效期' };
type Cause = keyof typeof causes;

const earlierLetter = (extra: Partial<EarlierLetter<Cause>>): EarlierLetter<Cause> => ({
  id: 1,
  letter_no: 'XD-2026-000123',
  sealed: 0,
  valid_from: '2026-11-23',
  valid_to: '2027-02-20',
  replaced_because: 'opening_postponed',
  replaced_time: 1_764_900_000,
  letter_url: '/uploads/v1.pdf',
  letter_ofd_url: '/uploads/v1.ofd',
  letter_digests: { pdf_sha256: 'a'.repeat(64), pdf_sm3: null, ofd_sha256: null, ofd_sm3: null },
  ...extra,
});

function renderVersions(earlier: EarlierLetter<Cause>[], sealed = false) {
  return render(
    <LetterVersionsSection
      order={{
        letter_no: 'XD-2026-000123',
        valid_from: '2026-11-23',
        valid_to: '2027-04-20',
        sealed_until_opening: sealed ? 1 : 0,
        earlier_letters: earlier,
      }}
      causes={causes}
      fileLink={(path, text) => <a href={`https://files.example.com${path}`}>{text}</a>}
    />,
  );
}

describe('LetterVersionsSection', () => {
  // jsdom has no scrollIntoView: the link test gives elements one.
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('shows nothing without earlier letters', () => {
    const { container } = renderVersions([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists the current letter, then the earlier ones newest first, with causes, files and digests', () => {
    const sealed = earlierLetter({
      id: 1,
      sealed: 1,
      valid_from: null,
      valid_to: null,
      replaced_because: 'bid_opened',
      replaced_time: 1_764_900_000,
      letter_url: '/uploads/sealed.pdf',
      letter_ofd_url: null,
      letter_digests: {
        pdf_sha256: '0123456789abcdef'.repeat(4),
        pdf_sm3: null,
        ofd_sha256: null,
        ofd_sm3: null,
      },
    });
    const postponed = earlierLetter({ id: 2, replaced_time: 1_765_000_000 });
    renderVersions([postponed, sealed]);

    const versions = within(screen.getByRole('list', { name: '保函版本' })).getAllByRole(
      'listitem',
    );
    expect(versions.map((item) => item.getAttribute('aria-label'))).toEqual([
      '当前版本',
      '第 2 版',
      '第 1 版',
    ]);
    const [current, second, first] = versions as [HTMLElement, HTMLElement, HTMLElement];
    expect(current).toHaveTextContent('XD-2026-000123');
    expect(current).toHaveTextContent('2026-11-23 至 2027-04-20');
    expect(current).toHaveTextContent(
      '已替代 2 个早期版本（同一保函编号）；最近一次：开标延期，延长有效期',
    );
    // The current letter after a 密文 one is its 明文 letter.
    expect(within(current).getByText('明文保函')).toBeInTheDocument();

    expect(second).toHaveTextContent('原版本');
    expect(second).toHaveTextContent('开标延期，延长有效期');
    expect(second).toHaveTextContent('已由当前版本替代（同一保函编号）');
    expect(within(second).getByRole('link', { name: '下载 PDF' })).toHaveAttribute(
      'href',
      'https://files.example.com/uploads/v1.pdf',
    );
    expect(within(second).getByRole('link', { name: '下载 OFD' })).toHaveAttribute(
      'href',
      'https://files.example.com/uploads/v1.ofd',
    );

    expect(first).toHaveTextContent('密文保函');
    expect(first).toHaveTextContent('开标后出具明文保函');
    expect(first).toHaveTextContent('有效期-');
    expect(within(first).queryByRole('link', { name: '下载 OFD' })).toBeNull();
    // The digest shortened, in full in its title.
    const digest = within(first).getByTitle('0123456789abcdef'.repeat(4));
    expect(digest).toHaveTextContent(/^01234567…89abcdef$/);
  });

  it('marks a current 密文 letter and links each side to the other', () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.getAttribute('aria-label') ?? '');
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    renderVersions([earlierLetter({ sealed: 1 })], true);
    const current = screen.getByRole('listitem', { name: '当前版本' });
    expect(within(current).getByText('密文保函')).toBeInTheDocument();

    fireEvent.click(within(current).getByRole('link', { name: '已替代 1 个早期版本' }));
    expect(screen.getByRole('listitem', { name: '第 1 版' })).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: '当前版本' }));
    expect(current).toHaveFocus();
    expect(scrolled).toEqual(['第 1 版', '当前版本']);
  });
});
