// The application as the order records it (number, project, guarantor, amounts, status, and the
// receiving address of a mailed letter), shown
// on the contract and submit steps.
import type { OrderDetail } from '@bht/api-client';
import { DateTime, DetailSection, Money, StatusTag } from '@bht/ui';
import type { ApplyLayout } from './apply-steps';

export function OrderFacts({
  order,
  layout = 'desktop',
  full = false,
}: {
  order: OrderDetail;
  layout?: ApplyLayout;
  full?: boolean;
}) {
  const items = [
    { label: '订单号', value: order.sn },
    { label: '订单状态', value: <StatusTag label={order.status_text} /> },
    { label: '项目名称', value: order.project_name },
    ...(full
      ? [
          { label: '项目编号', value: order.project.number },
          { label: '招标人', value: order.project.tender_unit },
          { label: '投保企业', value: order.enterprise_name },
        ]
      : []),
    { label: '担保机构', value: order.ensure_company_name },
    // Performance and wage letters guarantee a contract, not a bid bond.
    {
      label: order.terms ? '担保金额' : '投标保证金（担保金额）',
      value: <Money value={order.bid_bond_amount} />,
    },
    {
      label: '保费',
      value: (
        <strong style={{ color: '#F53F3F' }}>
          <Money value={order.premium} />
        </strong>
      ),
    },
    ...(order.delivery
      ? [
          {
            label: '收件地址',
            value: `${order.delivery.receiver_name} ${order.delivery.receiver_mobile} ${order.delivery.receiver_address}`,
          },
        ]
      : []),
    ...(full ? [{ label: '申请时间', value: <DateTime value={order.create_time} /> }] : []),
  ];
  return <DetailSection title="申请信息" columns={layout === 'mobile' ? 1 : 2} items={items} />;
}
