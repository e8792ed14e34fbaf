// The order's facts on the detail page and the desks: the order, its tender project, the money and
// payment (with the transfer voucher), the contract and the letter, for a performance or wage
// letter what it guarantees (保函条款: contract price, beneficiary, wage share, the custom wording
// asked for, highlighted for the reviewer, the contract and award notice), and for a paper letter
// where the original goes and how it went (寄送信息). An order sealed until bid opening shows its
// sealed fields muted (开标前保密) and its letter as 密文保函; a letter re-issued with the same number
// lists its 保函版本.
import { Link as ArcoLink, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Link/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { LETTER_REISSUE_CAUSES, LETTER_TYPE_TEXT } from '@bht/api-client';
import {
  DateTime,
  DeliverySection,
  DetailSection,
  LetterDigestList,
  LetterTermsSection,
  LetterVersionsSection,
  Money,
  resolveImageUrl,
  SealedFieldText,
  StatusTag,
  Tag,
} from '@bht/ui';
import { runtimeConfig } from '../../app/api';
import { letterDrafting } from './letter-drafting';
import type { OrderDetail } from './order-queries';
import { VoucherImage } from './payment-voucher';

const PAY_METHOD: Record<NonNullable<OrderDetail['pay_method']>, string> = {
  wechat: '微信支付',
  alipay: '支付宝',
  offline: '线下转账',
  platform: '交易平台代收',
};

export function FileLink({ path, text }: { path: string | null; text: string }) {
  if (!path) return <>-</>;
  return (
    <ArcoLink
      href={resolveImageUrl(path, runtimeConfig.imageHost)}
      target="_blank"
      rel="noopener noreferrer"
    >
      {text}
    </ArcoLink>
  );
}

/** The letter's PDF and, for a sealed e-letter, the same letter as OFD with the e-seal. */
export function LetterFiles({
  order,
}: {
  order: Pick<OrderDetail, 'type' | 'letter_url' | 'letter_ofd_url'>;
}) {
  if (!order.letter_ofd_url)
    return <FileLink path={order.letter_url} text={letterDrafting(order.type).fileText} />;
  return (
    <Space size="large">
      <FileLink path={order.letter_url} text={letterDrafting(order.type).fileText} />
      <FileLink path={order.letter_ofd_url} text="下载 OFD 保函" />
    </Space>
  );
}

/** 施工合同 / 中标通知书 and the letter: private files, opened through the signed links the detail carries. */
const termsFileLink = (path: string, text: string) => <FileLink path={path} text={text} />;

/** The letter's number, marked 密文保函 while the order is sealed until bid opening. */
function LetterNo({ order }: { order: OrderDetail }) {
  if (order.sealed_until_opening !== 1) return <>{order.letter_no ?? '-'}</>;
  return (
    <Space size={8} wrap>
      {order.letter_no ?? '-'}
      <Tag size="small" color="orange">
        密文保函
      </Tag>
    </Space>
  );
}

export function OrderFacts({ order }: { order: OrderDetail }) {
  const { project } = order;
  const { contract } = project;
  return (
    <>
      <DetailSection
        title="订单信息"
        items={[
          { label: '订单号', value: order.sn },
          { label: '保函类型', value: LETTER_TYPE_TEXT[order.type] },
          { label: '状态', value: <StatusTag label={order.status_text} /> },
          { label: '投保企业', value: order.enterprise_name },
          { label: '担保机构', value: order.ensure_company_name },
          { label: '申请时间', value: <DateTime value={order.create_time} /> },
          { label: '更新时间', value: <DateTime value={order.update_time} /> },
          ...(order.reject_reason
            ? [
                {
                  label: '驳回原因',
                  value: <span style={{ color: '#f53f3f' }}>{order.reject_reason}</span>,
                },
              ]
            : []),
        ]}
      />
      {order.terms && (
        <LetterTermsSection
          terms={order.terms}
          amount={order.bid_bond_amount}
          validFrom={order.valid_from}
          validTo={order.valid_to}
          fileLink={termsFileLink}
          highlightWording
          extra={
            contract
              ? [
                  {
                    label: '合同工期',
                    value: `${contract.start_date} 至 ${contract.completion_date}`,
                  },
                ]
              : []
          }
        />
      )}
      <DetailSection
        title="项目信息"
        items={[
          { label: '项目名称', value: <SealedFieldText value={project.name} /> },
          { label: '项目编号', value: project.number },
          ...(contract
            ? [
                { label: '发包人', value: contract.employer },
                { label: '中标单位', value: contract.winner },
              ]
            : []),
          { label: '招标单位', value: <SealedFieldText value={project.tender_unit} /> },
          { label: '交易中心', value: project.trading_center },
          { label: '标段', value: <SealedFieldText value={project.bid_section || '-'} /> },
          { label: '所在地区', value: project.region },
          { label: '开标时间', value: <DateTime value={project.bid_open_time} /> },
          { label: '投标截止', value: <DateTime value={project.deadline} /> },
        ]}
      />
      <DetailSection
        title="费用与支付"
        items={[
          {
            label: order.terms ? '担保金额' : '保证金金额',
            value: <Money value={order.bid_bond_amount} />,
          },
          { label: '保费', value: <Money value={order.premium} /> },
          { label: '支付方式', value: order.pay_method ? PAY_METHOD[order.pay_method] : '未支付' },
          { label: '支付时间', value: <DateTime value={order.pay_time} /> },
          ...(order.pay_image || order.pay_method === 'offline'
            ? [{ label: '转账凭证', value: <VoucherImage path={order.pay_image} /> }]
            : []),
        ]}
      />
      <DetailSection
        title="合同与保函"
        items={[
          { label: '担保合同', value: <FileLink path={order.contract_url} text="查看合同 PDF" /> },
          { label: '保函编号', value: <LetterNo order={order} /> },
          {
            label: '有效期',
            value:
              order.valid_from && order.valid_to ? `${order.valid_from} 至 ${order.valid_to}` : '-',
          },
          {
            label: '保函文件',
            value: <LetterFiles order={order} />,
          },
          ...(order.letter_digests
            ? [{ label: '文件摘要', value: <LetterDigestList digests={order.letter_digests} /> }]
            : []),
        ]}
      />
      <LetterVersionsSection
        order={order}
        causes={LETTER_REISSUE_CAUSES}
        fileLink={termsFileLink}
      />
      {order.delivery && <DeliverySection delivery={order.delivery} pendingText="尚未寄出" />}
    </>
  );
}
