// /demage/damageinfo?id= 理赔详情 (read-only): the claim's status (已驳回 stamped), the letter and
// what remains of its guaranteed amount, the claimant and the claim (amount, reason, receiving
// account, attachments), the guarantor's opinion and payout (amount, date, voucher), the written
// statements as a timeline and, while the claim is open, the form adding one.
import { Card, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { ClaimStatus, LETTER_TYPE_TEXT } from '@bht/api-client';
import {
  Alert,
  AttachmentList,
  DateTime,
  DetailSection,
  Money,
  QueryState,
  resolveImageUrl,
  ResultPage,
} from '@bht/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { idParam } from '../letters/apply-steps';
import { claimPaths } from './claim-paths';
import { useClaim, type Claim } from './claim-queries';
import { ClaimStatementForm } from './claim-statement-form';
import { ClaimStatusMark } from './claim-status';

const fileLink = (path: string, label: string) => (
  <a
    key={path}
    href={resolveImageUrl(path, runtimeConfig.imageHost)}
    target="_blank"
    rel="noreferrer"
    style={{ marginRight: 12 }}
  >
    {label}
  </a>
);

/** Who raised the claim, as the detail names it. */
const CLAIM_SOURCE_TEXT: Record<Claim['source'], string> = {
  verify: '受益人在线提交',
  paper: '担保机构登记（纸质索赔）',
  platform: '交易平台推送',
};

const NEXT_STEP: Record<number, string> = {
  [ClaimStatus.PENDING]:
    '担保机构正在核实索赔，受理或驳回后会通知您。如有异议，可在下方补充书面说明。',
  [ClaimStatus.ACCEPTED]: '担保机构已受理索赔，将核定并登记赔付。如有异议，可在下方补充书面说明。',
};

function Decision({ claim }: { claim: Claim }) {
  const paid = claim.status === ClaimStatus.PAID;
  return (
    <DetailSection
      title="处理结果"
      items={[
        {
          label: '处理意见',
          value: claim.opinion || (claim.status === ClaimStatus.PENDING ? '待担保机构受理' : '-'),
        },
        {
          label: '处理时间',
          value: claim.handle_time ? <DateTime value={claim.handle_time} /> : '-',
        },
        ...(paid
          ? [
              {
                label: '赔付金额',
                value: claim.payout_amount ? <Money value={claim.payout_amount} /> : '-',
              },
              { label: '赔付日期', value: claim.payout_date ?? '-' },
              {
                label: '赔付凭证',
                value: claim.payout_voucher ? fileLink(claim.payout_voucher, '查看赔付凭证') : '-',
              },
            ]
          : []),
      ]}
    />
  );
}

function Statements({ claim }: { claim: Claim }) {
  const open = claim.actions.includes('statement');
  return (
    <Card title="书面说明" bordered={false} style={{ marginBottom: 16 }}>
      {claim.statements.length > 0 ? (
        <Timeline aria-label="书面说明记录" style={{ marginBottom: open ? 16 : 0 }}>
          {claim.statements.map((statement) => (
            <Timeline.Item key={statement.id} label={<DateTime value={statement.create_time} />}>
              <div style={{ fontWeight: 600 }}>
                {statement.author_name}（
                {statement.author_type === 'enterprise' ? '投保企业' : '担保机构'}）
              </div>
              <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {statement.content}
              </div>
            </Timeline.Item>
          ))}
        </Timeline>
      ) : (
        <p style={{ margin: open ? '0 0 16px' : 0, color: 'var(--color-text-3)' }}>暂无书面说明</p>
      )}
      {open && <ClaimStatementForm id={claim.id} />}
    </Card>
  );
}

export function ClaimDetailView({ claim }: { claim: Claim }) {
  const next = NEXT_STEP[claim.status];
  return (
    <>
      <Card bordered={false} style={{ marginBottom: 16 }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'flex-start',
            gap: 16,
            flexWrap: 'wrap',
          }}
        >
          <div style={{ minWidth: 0 }}>
            <h2 style={{ margin: '0 0 8px', fontSize: 18 }}>{claim.project_name}</h2>
            <div style={{ color: '#4e5969', overflowWrap: 'anywhere' }}>理赔编号：{claim.sn}</div>
            <div style={{ color: '#4e5969' }}>
              提交时间：
              <DateTime value={claim.create_time} />
            </div>
          </div>
          <ClaimStatusMark status={claim.status} label={claim.status_text} size={72} />
        </div>
        {next && <Alert type="info" content={next} style={{ marginTop: 12 }} />}
      </Card>
      <DetailSection
        title="保函信息"
        items={[
          { label: '保函编号', value: claim.letter_no },
          { label: '保函类型', value: LETTER_TYPE_TEXT[claim.order_type] },
          { label: '订单号', value: claim.order_sn },
          { label: '担保机构', value: claim.ensure_company_name },
          { label: '担保金额', value: <Money value={claim.guaranteed_amount} /> },
          { label: '已赔付', value: <Money value={claim.paid_out} /> },
          { label: '剩余担保金额', value: <Money value={claim.remaining} /> },
        ]}
      />
      <DetailSection
        title="索赔信息"
        items={[
          { label: '索赔人', value: claim.claimant },
          {
            label: '来源',
            value: CLAIM_SOURCE_TEXT[claim.source],
          },
          { label: '联系人', value: claim.contact_name },
          { label: '手机号', value: claim.contact_mobile },
          { label: '索赔金额', value: <Money value={claim.amount} /> },
          {
            label: '索赔理由',
            value: <span style={{ whiteSpace: 'pre-wrap' }}>{claim.reason}</span>,
          },
          { label: '收款户名', value: claim.bank_account_name },
          { label: '开户银行', value: claim.bank_name },
          { label: '收款账号', value: claim.bank_account_no },
          {
            label: '附件',
            value: (
              <AttachmentList
                files={claim.attachments}
                imageHost={runtimeConfig.imageHost}
                empty="无"
              />
            ),
          },
        ]}
      />
      <Decision claim={claim} />
      <Statements claim={claim} />
    </>
  );
}

function ClaimDetail({ id }: { id: number }) {
  const claim = useClaim(id);
  return (
    <QueryState query={claim}>{claim.data && <ClaimDetailView claim={claim.data} />}</QueryState>
  );
}

export default function ClaimDetailPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (id === null)
    return (
      <ResultPage
        status="warning"
        title="未指定理赔记录"
        description="链接不完整，请从理赔记录中打开。"
        actions={<Link to={claimPaths.list}>返回理赔记录</Link>}
      />
    );
  return <ClaimDetail id={id} />;
}
