import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LetterVersionsSection, type EarlierLetter } from './letter-versions-section';

const causes = {
  bid_opened: '开标后出具明文保函',
  opening_postponed: '开标延期，延长有效期',
};
type Cause = keyof typeof causes;

const digests = (seed: string) => ({
  pdf_sha256: seed.repeat(64 / seed.length),
  pdf_sm3: null,
  ofd_sha256: `f${seed}`.repeat(64 / (seed.length + 1)),
  ofd_sm3: null,
});

/** The 密文 letter made before bid opening, replaced by the 明文 one at opening. */
const sealedLetter: EarlierLetter<Cause> = {
  id: 11,
  letter_no: 'XD-2026-000123',
  sealed: 1,
  valid_from: '2026-11-23',
  valid_to: '2027-02-20',
  replaced_because: 'bid_opened',
  replaced_time: 1_764_900_000,
  letter_url: '/uploads/letters/2026/11/sealed.pdf',
  letter_ofd_url: '/uploads/letters/2026/11/sealed.ofd',
  letter_digests: digests('a1'),
};

const meta = {
  title: '页面/LetterVersionsSection 保函版本',
  component: LetterVersionsSection<Cause>,
  args: {
    order: {
      letter_no: 'XD-2026-000123',
      valid_from: '2026-11-23',
      valid_to: '2027-02-20',
      sealed_until_opening: 0,
      earlier_letters: [sealedLetter],
    },
    causes,
    fileLink: (path: string, text: string) => <a href={path}>{text}</a>,
  },
} satisfies Meta<typeof LetterVersionsSection<Cause>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AfterBidOpening: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('listitem', { name: '当前版本' });
    await expect(current).toHaveTextContent('明文保函');
    await expect(current).toHaveTextContent('已替代 1 个早期版本');
    const sealed = canvas.getByRole('listitem', { name: '第 1 版' });
    await expect(sealed).toHaveTextContent('密文保函');
    await expect(sealed).toHaveTextContent('已由当前版本替代（同一保函编号）');
    await expect(within(sealed).getByTitle('a1'.repeat(32))).toHaveTextContent('a1a1a1a1…a1a1a1a1');
  },
};

export const OpeningPostponedTwice: Story = {
  args: {
    order: {
      letter_no: 'XD-2026-000123',
      valid_from: '2026-11-23',
      valid_to: '2027-04-20',
      sealed_until_opening: 1,
      earlier_letters: [
        {
          ...sealedLetter,
          id: 12,
          valid_to: '2027-03-20',
          replaced_because: 'opening_postponed',
          replaced_time: 1_765_900_000,
          letter_digests: digests('b2'),
        },
        { ...sealedLetter, replaced_because: 'opening_postponed', letter_ofd_url: null },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: '当前版本' })).toHaveTextContent(
      '最近一次：开标延期，延长有效期',
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const first = canvas.getByRole('listitem', { name: '第 1 版' });
    await expect(within(first).queryByRole('link', { name: '下载 OFD' })).toBeNull();
  },
};
