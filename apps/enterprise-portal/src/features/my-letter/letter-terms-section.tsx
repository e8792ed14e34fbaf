// 保函条款 of a performance or wage letter (order.terms): the awarded contract and its price, the
// beneficiary, the guaranteed amount (a share of the price for a wage letter), the validity, the
// uploaded contract and bid-winning notice, and the custom wording asked for. Shown on the confirm
// page before signing and in the order detail.
import type { OrderDetail } from '@bht/api-client';
import { DetailSection, Money, resolveImageUrl } from '@bht/ui';
import { runtimeConfig } from '../../app/api';

type Terms = NonNullable<OrderDetail['terms']>;

const fileLink = (path: string | null, name: string) =>
  path ? (
    <a href={resolveImageUrl(path, runtimeConfig.imageHost)} target="_blank" rel="noreferrer">
      查看{name}
    </a>
  ) : (
    '未上传'
  );

export function LetterTermsSection({ order, terms }: { order: OrderDetail; terms: Terms }) {
  const wage = order.type === 'worker';
  const items = [
    { label: '合同价', value: <Money value={terms.contract_price} /> },
    ...(terms.wage_share !== null ? [{ label: '工资保证比例', value: `${terms.wage_share}%` }] : []),
    { label: '担保金额', value: <Money value={order.bid_bond_amount} /> },
    { label: '保函有效期', value: order.valid_from && order.valid_to ? `${order.valid_from} 至 ${order.valid_to}` : '-' },
    { label: wage ? '受益人（劳动保障部门）' : '受益人（发包人）', value: terms.beneficiary },
    { label: '受益人信用代码', value: terms.beneficiary_credit_code || '-' },
    { label: '受益人地址', value: terms.beneficiary_address || '-' },
    { label: '施工合同', value: fileLink(terms.contract_file, '施工合同') },
    ...(wage ? [] : [{ label: '中标通知书', value: fileLink(terms.award_notice_file, '中标通知书') }]),
    ...(wage ? [{ label: '保函文本', value: terms.wording_request ? `申请定制：${terms.wording_request}` : '标准条款（保函样本）' }] : []),
  ];
  return <DetailSection title="保函条款" items={items} />;
}
