// /review/detail?kind=&id= 审核详情: one submission with its documents (private files through the
// operator's signed links) and the decision form with the decisions the server offers (`actions`,
// from the record's machine: 通过 and 驳回 while it is under review).
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import {
  COMPANY_AUTH_MACHINE,
  ENTERPRISE_AUTH_MACHINE,
  endpointQueryOptions,
  machineStatusText,
  platformGetCompanySubmission,
  platformGetEnterpriseSubmission,
  type ResponseOf,
} from '@bht/api-client';
import { DateTime, DetailSection, QueryState } from '@bht/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { AuthSubmissionFacts, DocumentLink } from '../company-auth/auth-submission-facts';
import { positiveParam } from '../../app/positive-param';
import { ReviewDecisionForm } from './review-decision-form';

const when = (value: number | null) => (value ? <DateTime value={value} /> : '-');

function EnterpriseReview({ id }: { id: number }) {
  const query = useQuery(endpointQueryOptions(api, platformGetEnterpriseSubmission, { id }));
  const e: ResponseOf<typeof platformGetEnterpriseSubmission> | undefined = query.data;
  const enterpriseStatus = e && machineStatusText(ENTERPRISE_AUTH_MACHINE, e.auth_status);
  return (
    <QueryState query={query}>
      {e && (
        <>
          <DetailSection
            title="企业信息"
            items={[
              { label: '企业名称', value: e.name },
              { label: '统一社会信用代码', value: e.credit_code },
              { label: '法定代表人', value: e.legal_person },
              { label: '地址', value: e.address },
              { label: '联系人', value: `${e.contact_name} ${e.contact_mobile}` },
              {
                label: '营业执照',
                value: <DocumentLink url={e.business_license} label="营业执照" />,
              },
              { label: '认证状态', value: enterpriseStatus },
              { label: '提交时间', value: when(e.submitted_time) },
            ]}
          />
          <DetailSection
            title={e.identity?.role === 'agent' ? '经办人信息' : '法定代表人信息'}
            items={[
              { label: '姓名', value: e.identity?.name },
              { label: '身份证号', value: e.identity?.id_card },
              { label: '手机号', value: e.identity?.mobile },
              {
                label: '身份证人像面',
                value: <DocumentLink url={e.identity?.id_card_front} label="人像面" />,
              },
              {
                label: '身份证国徽面',
                value: <DocumentLink url={e.identity?.id_card_back} label="国徽面" />,
              },
              ...(e.identity?.role === 'agent'
                ? [
                    {
                      label: '授权委托书',
                      value: (
                        <DocumentLink url={e.identity.authorization_letter} label="授权委托书" />
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <DetailSection
            title="对公账户与授权协议"
            items={[
              {
                label: '开户银行',
                value: e.bank ? `${e.bank.bank_name} ${e.bank.bank_branch}` : undefined,
              },
              { label: '账号', value: e.bank?.account_no },
              {
                label: '打款验证',
                value: e.bank ? (e.bank.verified ? '已验证' : '未验证') : undefined,
              },
              { label: '印章授权协议', value: <DocumentLink url={e.agreement_url} label="协议" /> },
            ]}
          />
          {e.actions.length > 0 ? (
            <ReviewDecisionForm
              kind="enterprise"
              id={e.enterprise_id}
              name={e.name}
              decisions={e.actions}
            />
          ) : (
            <p>该申请已不在审核中（{enterpriseStatus}）。</p>
          )}
        </>
      )}
    </QueryState>
  );
}

function CompanyReview({ id }: { id: number }) {
  const query = useQuery(endpointQueryOptions(api, platformGetCompanySubmission, { id }));
  const c = query.data;
  const companyStatus = c && machineStatusText(COMPANY_AUTH_MACHINE, c.auth_status);
  return (
    <QueryState query={query}>
      {c && (
        <>
          <DetailSection
            title="机构认证"
            items={[
              { label: '当前机构名称', value: c.company_name },
              { label: '认证状态', value: companyStatus },
              { label: '提交时间', value: when(c.submitted_time) },
              { label: '上次审核意见', value: c.opinion ?? '-' },
            ]}
          />
          <AuthSubmissionFacts data={c} />
          {c.actions.length > 0 ? (
            <ReviewDecisionForm
              kind="company"
              id={c.company_id}
              name={c.basic?.name ?? c.company_name}
              decisions={c.actions}
            />
          ) : (
            <p>该申请已不在审核中（{companyStatus}）。</p>
          )}
        </>
      )}
    </QueryState>
  );
}

export default function ReviewDetailPage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const id = positiveParam(params.get('id'));
  const kind = params.get('kind') === 'company' ? 'company' : 'enterprise';
  return (
    <Card title={title} bordered={false}>
      {id === undefined ? (
        <p>未找到该申请</p>
      ) : kind === 'company' ? (
        <CompanyReview id={id} />
      ) : (
        <EnterpriseReview id={id} />
      )}
    </Card>
  );
}
