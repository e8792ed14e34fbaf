// One claim as the desk sees it: the letter it is on (number, amounts guaranteed, paid out and
// remaining), the claim (claimant, contact, amount, reason, where the money goes, attachments),
// the enterprise's written statements, and the guarantor's opinion and payout once given.
import { LETTER_TYPE_TEXT } from '@bht/api-client';
import { AttachmentList, DateTime, DetailSection, Money, StatusTag } from '@bht/ui';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '../../app/api';
import { FileLink } from '../company-orders/order-facts';
import type { Claim } from './claim-queries';
import { letterDetailPath } from '../letter-management/letter-paths';

const SOURCE_TEXT: Record<Claim['source'], string> = {
  verify: '受益人在线提交',
  paper: '纸质索赔（机构登记）',
  platform: '交易平台推送',
};

function Statements({ claim }: { claim: Claim }) {
  if (claim.statements.length === 0)
    return <span style={{ color: 'var(--color-text-3)' }}>投保企业暂未提交书面说明</span>;
  return (
    <ol aria-label="书面说明" style={{ margin: 0, paddingLeft: 20 }}>
      {claim.statements.map((s) => (
        <li key={s.id} style={{ marginBottom: 8 }}>
          <div style={{ whiteSpace: 'pre-wrap' }}>{s.content}</div>
          <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
            {s.author_name} · <DateTime value={s.create_time} />
          </div>
        </li>
      ))}
    </ol>
  );
}

export function ClaimFacts({ claim }: { claim: Claim }) {
  return (
    <>
      <DetailSection
        title="索赔信息"
        items={[
          { label: '索赔编号', value: claim.sn },
          { label: '状态', value: <StatusTag label={claim.status_text} /> },
          { label: '来源', value: SOURCE_TEXT[claim.source] },
          { label: '提交时间', value: <DateTime value={claim.create_time} /> },
          { label: '索赔人', value: claim.claimant },
          { label: '联系人', value: `${claim.contact_name} ${claim.contact_mobile}` },
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
            value: <AttachmentList files={claim.attachments} imageHost={runtimeConfig.imageHost} />,
          },
        ]}
      />
      <DetailSection
        title="保函信息"
        items={[
          {
            label: '保函编号',
            value: <Link to={letterDetailPath(claim.order_sn)}>{claim.letter_no}</Link>,
          },
          { label: '保函类型', value: LETTER_TYPE_TEXT[claim.order_type] },
          { label: '项目名称', value: claim.project_name },
          { label: '投保企业', value: claim.enterprise_name },
          { label: '担保金额', value: <Money value={claim.guaranteed_amount} /> },
          { label: '已赔付', value: <Money value={claim.paid_out} /> },
          { label: '剩余金额', value: <Money value={claim.remaining} /> },
        ]}
      />
      <DetailSection
        title="企业书面说明"
        columns={1}
        items={[{ label: '说明', value: <Statements claim={claim} /> }]}
      />
      {(claim.opinion || claim.handle_time || claim.payout_amount) && (
        <DetailSection
          title="处理结果"
          items={[
            { label: '处理意见', value: claim.opinion || '-' },
            { label: '处理时间', value: <DateTime value={claim.handle_time} /> },
            ...(claim.payout_amount
              ? [
                  { label: '赔付金额', value: <Money value={claim.payout_amount} /> },
                  { label: '赔付日期', value: claim.payout_date ?? '-' },
                  {
                    label: '赔付凭证',
                    value: <FileLink path={claim.payout_voucher} text="查看赔付凭证" />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </>
  );
}
