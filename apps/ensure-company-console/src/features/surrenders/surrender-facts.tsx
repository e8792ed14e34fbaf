// One surrender request as the desk sees it: the letter it is for (number, type, project,
// enterprise, amount, premium, last day), the request (ground, reason, proof, applicant, time) and,
// once decided, the decision (opinion, cease date, refund and how it went, who decided, when).
import { LETTER_TYPE_TEXT } from '@bht/api-client';
import { DateTime, DetailSection, Money, StatusTag } from '@bht/ui';
import { Link } from 'react-router-dom';
import { FileLink } from '../company-orders/order-facts';
import { letterDetailPath } from '../letter-management/letter-paths';
import type { Surrender } from './surrender-queries';

export function SurrenderFacts({ surrender }: { surrender: Surrender }) {
  const decided = surrender.handle_time !== null;
  const approved = surrender.status === 1;
  return (
    <>
      <DetailSection
        title="保函信息"
        items={[
          {
            label: '保函编号',
            value: surrender.letter_no ? (
              <Link to={letterDetailPath(surrender.order_sn)}>{surrender.letter_no}</Link>
            ) : (
              '-'
            ),
          },
          { label: '订单号', value: surrender.order_sn },
          { label: '保函类型', value: LETTER_TYPE_TEXT[surrender.order_type] },
          { label: '项目名称', value: surrender.project_name },
          { label: '投保企业', value: surrender.enterprise_name },
          { label: '担保金额', value: <Money value={surrender.amount} /> },
          { label: '已付保费', value: <Money value={surrender.premium} /> },
          { label: '有效期至', value: surrender.valid_to ?? '-' },
        ]}
      />
      <DetailSection
        title="退保申请"
        items={[
          { label: '申请编号', value: surrender.sn },
          { label: '状态', value: <StatusTag label={surrender.status_text} /> },
          { label: '退保理由', value: surrender.ground_text },
          {
            label: '退保说明',
            value: <span style={{ whiteSpace: 'pre-wrap' }}>{surrender.reason}</span>,
          },
          {
            label: '证明材料',
            value: <FileLink path={surrender.proof_file} text="查看证明材料" />,
          },
          { label: '申请人', value: surrender.applicant_name },
          { label: '申请时间', value: <DateTime value={surrender.create_time} /> },
        ]}
      />
      {decided && (
        <DetailSection
          title="处理结果"
          items={[
            { label: '处理意见', value: surrender.opinion || '-' },
            ...(approved
              ? [
                  { label: '保函终止日期', value: surrender.cease_date ?? '-' },
                  {
                    label: '退还保费',
                    value: surrender.refund ? (surrender.refund_note ?? '原路退还') : '不退还',
                  },
                ]
              : []),
            { label: '处理人', value: surrender.handler_name ?? '-' },
            { label: '处理时间', value: <DateTime value={surrender.handle_time} /> },
          ]}
        />
      )}
    </>
  );
}
