// 退保 on the order detail of a letter in force or ended: why no request can be made now (when
// the server says so), and each request, newest first, with its ground, explanation, proof, status
// and the guarantor's decision (opinion, the date the letter ceases, whether the premium goes back).
import { Card, Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { SurrenderStatus, type ResponseOf, type surrenderGetOptions } from '@bht/api-client';
import { Alert, DateTime, Money, QueryState, resolveImageUrl, StatusTag } from '@bht/ui';
import { runtimeConfig } from '../../app/api';
import { useSurrenderOptions } from './surrender-queries';

type Surrender = ResponseOf<typeof surrenderGetOptions>['requests'][number];

function refundText(request: Surrender) {
  if (!request.refund) return '不退还保费';
  return (
    <>
      退还保费 <Money value={request.premium} />
      {request.refund_note ? `（${request.refund_note}）` : ''}
    </>
  );
}

function decision(request: Surrender) {
  switch (request.status) {
    case SurrenderStatus.APPROVED:
      return [
        { label: '保函终止日期', value: request.cease_date ?? '-' },
        { label: '保费', value: refundText(request) },
        { label: '审核意见', value: request.opinion || '-' },
      ];
    case SurrenderStatus.REFUSED:
      return [{ label: '拒绝理由', value: request.opinion || '-' }];
    default:
      return [{ label: '审核进度', value: '等待担保机构审核' }];
  }
}

function SurrenderRequest({ request }: { request: Surrender }) {
  return (
    <li
      aria-label={`退保申请 ${request.sn}`}
      style={{ border: '1px solid #e5e6eb', borderRadius: 4, padding: 12, marginBottom: 12 }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 8,
          flexWrap: 'wrap',
          marginBottom: 8,
        }}
      >
        <strong style={{ overflowWrap: 'anywhere' }}>{request.sn}</strong>
        <StatusTag label={request.status_text} />
      </div>
      <Descriptions
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        labelStyle={{ width: 96 }}
        valueStyle={{ overflowWrap: 'anywhere' }}
        data={[
          { label: '退保理由', value: request.ground_text },
          { label: '申请时间', value: <DateTime value={request.create_time} /> },
          { label: '退保说明', value: request.reason },
          {
            label: '证明材料',
            value: request.proof_file ? (
              <a
                href={resolveImageUrl(request.proof_file, runtimeConfig.imageHost)}
                target="_blank"
                rel="noreferrer"
              >
                查看证明材料
              </a>
            ) : (
              '-'
            ),
          },
          ...decision(request),
          ...(request.handle_time
            ? [{ label: '审核时间', value: <DateTime value={request.handle_time} /> }]
            : []),
        ]}
      />
    </li>
  );
}

export function SurrenderSection({ sn }: { sn: string }) {
  const options = useSurrenderOptions(sn);
  const data = options.data;
  return (
    <Card title="退保" bordered={false} style={{ marginBottom: 16 }}>
      <QueryState query={options}>
        {data && (
          <>
            {data.blocked && (
              <Alert
                type="info"
                content={`当前不能申请退保：${data.blocked}`}
                style={{ marginBottom: 12 }}
              />
            )}
            {data.requests.length > 0 ? (
              <ul aria-label="退保申请" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.requests.map((request) => (
                  <SurrenderRequest key={request.id} request={request} />
                ))}
              </ul>
            ) : (
              <p style={{ margin: 0, color: 'var(--color-text-3)' }}>
                {data.blocked
                  ? '暂无退保申请'
                  : '暂无退保申请。如投标截止前撤回投标、项目取消或招标失败，可点击上方“申请退保”。'}
              </p>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
