// /ordermang/orderdetail?order_sn= 保函详情: the letter (number, type, project, enterprise, amounts
// guaranteed / paid out / remaining, validity with the days left, status and why it ended), its PDF
// and, for a performance or wage letter, its terms (from the order detail), then one timeline of
// every after-issue event. Its breadcrumb names the list the letter is in (正常履约 / 履约终止).
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { LETTER_TYPE_TEXT } from '@bht/api-client';
import {
  DetailSection,
  LetterTermsSection,
  Money,
  QueryState,
  StatusTag,
  useBreadcrumbParent,
} from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { FileLink, LetterFiles } from '../company-orders/order-facts';
import { OrderLogCard } from '../company-orders/order-log-timeline';
import { orderDetailPath } from '../company-orders/order-paths';
import { orderDetailQuery, type OrderDetail } from '../company-orders/order-queries';
import { MissingOrderSn, useOrderSnParam } from '../company-orders/order-workspace';
import { LETTER_STAGE_PATHS, letterStageOf } from './letter-paths';
import { letterTimelineQuery, type LetterRecord } from './letter-queries';
import { LetterTimeline } from './letter-timeline';
import { DaysLeftTag, OpenRequestMarks, validityText } from './letter-validity';

const fileLink = (path: string, text: string) => <FileLink path={path} text={text} />;

function LetterFacts({ letter, order }: { letter: LetterRecord; order: OrderDetail | undefined }) {
  const ended = letter.end_reason !== null;
  return (
    <>
      <DetailSection
        title="保函信息"
        extra={<OpenRequestMarks letter={letter} />}
        items={[
          { label: '保函编号', value: letter.letter_no ?? '-' },
          { label: '订单号', value: <Link to={orderDetailPath(letter.sn)}>{letter.sn}</Link> },
          { label: '保函类型', value: LETTER_TYPE_TEXT[letter.type] },
          { label: '状态', value: <StatusTag label={letter.status_text} /> },
          { label: '项目名称', value: letter.project_name },
          { label: '投保企业', value: letter.enterprise_name },
          { label: '担保金额', value: <Money value={letter.bid_bond_amount} /> },
          { label: '已赔付', value: <Money value={letter.paid_out} /> },
          { label: '剩余金额', value: <Money value={letter.remaining} /> },
          {
            label: '有效期',
            value: (
              <span
                style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}
              >
                {validityText(letter)} <DaysLeftTag daysLeft={letter.days_left} />
              </span>
            ),
          },
          ...(ended
            ? [
                {
                  label: '终止原因',
                  value: <span style={{ color: '#f53f3f' }}>{letter.end_reason_text ?? '-'}</span>,
                },
                { label: '终止日期', value: letter.ended_on ?? '-' },
              ]
            : []),
          {
            label: '保函文件',
            value: order ? <LetterFiles order={order} /> : '加载中…',
          },
        ]}
      />
      {order?.terms && (
        <LetterTermsSection
          terms={order.terms}
          amount={order.bid_bond_amount}
          validFrom={order.valid_from}
          validTo={order.valid_to}
          fileLink={fileLink}
        />
      )}
    </>
  );
}

function LetterDetail({ orderSn }: { orderSn: string }) {
  const timeline = useQuery(letterTimelineQuery(orderSn));
  const order = useQuery(orderDetailQuery(orderSn));
  const letter = timeline.data?.letter;
  useBreadcrumbParent(letter && LETTER_STAGE_PATHS[letterStageOf(letter)]);
  return (
    <QueryState query={timeline}>
      {letter && (
        <>
          <LetterFacts letter={letter} order={order.data} />
          <Card title="保函事件" bordered={false} role="region" aria-label="保函事件">
            <LetterTimeline events={timeline.data?.events ?? []} />
          </Card>
          <OrderLogCard orderSn={orderSn} />
        </>
      )}
    </QueryState>
  );
}

export default function LetterDetailPage() {
  const orderSn = useOrderSnParam();
  if (!orderSn) return <MissingOrderSn from="保函列表" />;
  return <LetterDetail orderSn={orderSn} />;
}
