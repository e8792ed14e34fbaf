import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LetterTermsSection } from './letter-terms-section';

const performance = {
  contract_price: '8000000.00',
  beneficiary: '南京市城市建设投资控股（集团）有限责任公司',
  beneficiary_credit_code: '91320100134888888X',
  beneficiary_address: '南京市玄武区中山路 1 号',
  wage_share: null,
  wording_request: '',
  contract_file: '/uploads/2026/11/contract.pdf',
  award_notice_file: '/uploads/2026/11/award.pdf',
};

const meta = {
  title: '页面/LetterTermsSection 保函条款',
  component: LetterTermsSection,
  args: {
    terms: performance,
    amount: '400000.00',
    validFrom: '2026-12-01',
    validTo: '2027-12-31',
    fileLink: (path: string, text: string) => <a href={path}>{text}</a>,
  },
} satisfies Meta<typeof LetterTermsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Performance: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('受益人（发包人）')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('查看中标通知书')).toBeInTheDocument();
  },
};

export const WageWithCustomWording: Story = {
  args: {
    terms: {
      ...performance,
      beneficiary: '南京市人力资源和社会保障局',
      beneficiary_credit_code: '',
      wage_share: '2.50',
      wording_request: '受益人可凭欠薪认定书直接索赔',
      award_notice_file: null,
    },
    amount: '200000.00',
    highlightWording: true,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('note', { name: '定制条款申请' }),
    ).toHaveTextContent('受益人可凭欠薪认定书直接索赔');
  },
};
