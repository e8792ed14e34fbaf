// /sun_three?policy_sn=[&result=ok|cancel] (投保完成): the policy. While unpaid the page polls it
// (the insurer's signed result reaches the server asynchronously) and says so; then 已承保 with the
// policy number and the PDF, or 已关闭 with the reason and a way to start again. The insurer's
// cashier comes back here: result=cancel is 支付取消 (spec §8), with the way back to pay.
import { Button, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { QueryState, ResultPage, type ResultPageProps } from '@bht/ui';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { InsuranceFrame } from './insurance-frame';
import { insurancePaths, InsureStep } from './insurance-paths';
import { MissingSelection } from './missing-selection';
import { PolicyFacts, policyPdfUrl } from './policy-facts';
import { usePolicy, type Policy } from './use-insurance-queries';

function Outcome({ policy, cancelled }: { policy: Policy; cancelled: boolean }) {
  const navigate = useNavigate();
  if (policy.status === 'unpaid' && !cancelled) {
    return (
      <div role="status" style={{ textAlign: 'center', padding: '32px 16px' }}>
        <Spin tip="等待保险公司确认支付结果…" />
        <p style={{ color: 'var(--color-text-3)', margin: '16px 0' }}>
          支付完成后保险公司通常在几秒内确认，本页将自动刷新。
        </p>
        <Space wrap>
          <Button onClick={() => void navigate(insurancePaths.policies())}>我的保单</Button>
          <Button type="text" onClick={() => void navigate(insurancePaths.confirm(policy.sn))}>
            尚未支付？去支付
          </Button>
        </Space>
      </div>
    );
  }
  const pdf = policyPdfUrl(policy);
  const view: {
    status: ResultPageProps['status'];
    title: string;
    description: string;
    primary: ReactNode;
  } =
    policy.status === 'insured'
      ? {
          status: 'success',
          title: '已承保',
          // The insurer confirmed the premium; its policy document may still be on its way (the next result completes it).
          description: policy.policy_no
            ? `保险公司已确认承保，保单号：${policy.policy_no}`
            : '保险公司已确认收到保费，保单正在出具，请稍后刷新查看保单号与保单文件。',
          primary: pdf && (
            <Button
              type="primary"
              href={pdf}
              target="_blank"
              anchorProps={{ rel: 'noreferrer', download: '' }}
            >
              下载保单（PDF）
            </Button>
          ),
        }
      : policy.status === 'closed'
        ? {
            status: 'error',
            title: '已关闭',
            description: `投保单已关闭：${policy.close_reason ?? '未说明原因'}`,
            primary: (
              <Button
                type="primary"
                onClick={() => void navigate(insurancePaths.products(policy.project_id))}
              >
                重新投保
              </Button>
            ),
          }
        : {
            status: 'warning',
            title: '支付取消',
            description: '您已取消支付，投保单仍为待支付，可重新支付。',
            primary: (
              <Button
                type="primary"
                onClick={() => void navigate(insurancePaths.confirm(policy.sn))}
              >
                重新支付
              </Button>
            ),
          };
  return (
    <ResultPage
      status={view.status}
      title={view.title}
      description={view.description}
      actions={
        <Space wrap>
          {view.primary}
          <Button onClick={() => void navigate(insurancePaths.policies())}>我的保单</Button>
        </Space>
      }
    />
  );
}

function PolicyResult({ policySn, cancelled }: { policySn: string; cancelled: boolean }) {
  // Polls while unpaid, unless the cashier said the payment was cancelled.
  const policy = usePolicy(policySn, { poll: !cancelled });
  return (
    <QueryState query={policy}>
      {policy.data && (
        <>
          <Outcome policy={policy.data} cancelled={cancelled} />
          <PolicyFacts policy={policy.data} />
        </>
      )}
    </QueryState>
  );
}

export default function SunThreePage({ title }: { title: string }) {
  const [params] = useSearchParams();
  const policySn = params.get('policy_sn')?.trim() ?? '';
  const result = params.get('result');
  return (
    <InsuranceFrame step={InsureStep.RESULT} title={title}>
      {policySn ? (
        <PolicyResult policySn={policySn} cancelled={result !== null && result !== 'ok'} />
      ) : (
        <MissingSelection what="policy" />
      )}
    </InsuranceFrame>
  );
}
