// 保函条款 of a performance or wage letter, as both apps show it: the contract price, the guaranteed
// amount (for a wage letter the share of the price it is), the validity, the beneficiary with its
// credit code and address, the uploaded 施工合同 and 中标通知书, and a wage letter's custom wording
// request. The shape is the contract's `terms` (models.ts letterTermsSchema). `highlightWording`
// puts a custom wording request in a warning box: the guarantor's reviewer must read it before
// approving, since the letter will carry it as 特别约定.
import type { ReactNode } from 'react';
import { Money } from '../format/money';
import { DetailSection } from './detail-section';
import { Alert } from '../feedback/alert';

export interface LetterTerms {
  contract_price: string;
  beneficiary: string;
  beneficiary_credit_code: string;
  beneficiary_address: string;
  /** Wage letters: percent of the contract price; null for performance letters. */
  wage_share: string | null;
  wording_request: string;
  contract_file: string | null;
  award_notice_file: string | null;
}

export interface LetterTermsSectionProps {
  terms: LetterTerms;
  /** The guaranteed amount (the order's bid_bond_amount). */
  amount: string;
  validFrom: string | null;
  validTo: string | null;
  /** A link to a stored file (each app resolves its file host), or what to show without one. */
  fileLink: (path: string, text: string) => ReactNode;
  /** Put a custom wording request in a warning box (the console's reviewer). */
  highlightWording?: boolean;
  /** More label / value pairs at the end (e.g. the awarded contract's term). */
  extra?: Array<{ label: string; value: ReactNode }>;
  columns?: number;
  title?: string;
}

export function LetterTermsSection({
  terms,
  amount,
  validFrom,
  validTo,
  fileLink,
  highlightWording = false,
  extra = [],
  columns = 2,
  title = '保函条款',
}: LetterTermsSectionProps) {
  const wage = terms.wage_share !== null;
  const file = (path: string | null, text: string) => (path ? fileLink(path, text) : '未上传');
  const wording = terms.wording_request.trim();
  const wordingValue = !wording ? (
    '标准条款'
  ) : highlightWording ? (
    <div role="note" aria-label="定制条款申请">
      <Alert
        type="warning"
        title="企业申请定制条款（出具时写入“特别约定”）"
        content={<span style={{ whiteSpace: 'pre-wrap' }}>{wording}</span>}
      />
    </div>
  ) : (
    `申请定制：${wording}`
  );
  return (
    <DetailSection
      title={title}
      columns={columns}
      items={[
        { label: '合同价', value: <Money value={terms.contract_price} /> },
        ...(wage ? [{ label: '工资保证比例', value: `${terms.wage_share}%` }] : []),
        { label: '担保金额', value: <Money value={amount} /> },
        { label: '保函有效期', value: validFrom && validTo ? `${validFrom} 至 ${validTo}` : '-' },
        { label: wage ? '受益人（劳动保障部门）' : '受益人（发包人）', value: terms.beneficiary },
        { label: '统一社会信用代码', value: terms.beneficiary_credit_code || '-' },
        { label: '受益人地址', value: terms.beneficiary_address || '-' },
        { label: '施工合同', value: file(terms.contract_file, '查看施工合同') },
        ...(wage
          ? []
          : [{ label: '中标通知书', value: file(terms.award_notice_file, '查看中标通知书') }]),
        ...(wage ? [{ label: '保函文本', value: wordingValue }] : []),
        ...extra,
      ]}
    />
  );
}
