// /formfive 认证结果: the authentication's state, the operator's opinion, when it was submitted
// and reviewed, and what was submitted. 未提交 continues the wizard; 已认证 / 已驳回 may start
// again (重新认证, after a confirmation) with the data kept for correction.
import { Button, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import {
  COMPANY_AUTH_STEPS,
  companyGetAuthDraft,
  companyResetAuth,
  endpointQueryKey,
} from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { Alert, DateTime, DetailSection, showSuccess, StatusTag } from '@bht/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { askConfirm } from '../company-orders/ask-confirm';
import { STEP_PATHS, type CompanyAuthInfo } from './auth-draft';
import { AuthSubmissionFacts } from './auth-submission-facts';
import { AuthWizard } from './auth-wizard';

const NOTICE: Record<number, { type: 'info' | 'success' | 'warning' | 'error'; text: string }> = {
  0: { type: 'warning', text: '机构认证尚未提交，认证通过前不会收到企业的保函申请。' },
  1: { type: 'info', text: '认证资料已提交，平台运营审核中，请耐心等待。' },
  2: { type: 'success', text: '机构认证已通过，可以受理企业的保函申请。' },
  [-1]: { type: 'error', text: '机构认证未通过，请按审核意见修改后重新提交。' },
};

function Result({ info }: { info: CompanyAuthInfo }) {
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => api.call(companyResetAuth, {}),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointQueryKey(companyGetAuthDraft) });
      session.refresh();
      showSuccess('已重新开始机构认证');
      navigate(STEP_PATHS.basic);
    },
  });
  const confirmReset = async () => {
    if (
      await askConfirm({
        title: '重新认证',
        content:
          '重新认证期间本机构不会收到新的保函申请，已填写的资料会保留以便修改。确认重新认证？',
        okText: '重新认证',
        danger: true,
      })
    )
      reset.mutate();
  };
  const nextStep = COMPANY_AUTH_STEPS.find((step) => !info.steps_done.includes(step)) ?? 'seal';
  const notice = NOTICE[info.auth_status] ?? NOTICE[0]!;
  return (
    <>
      <Alert type={notice.type} content={notice.text} style={{ marginBottom: 16 }} />
      <DetailSection
        title="认证状态"
        extra={
          <Space wrap>
            {info.actions.includes('submit') && (
              <Button
                type="primary"
                size="small"
                onClick={() => void navigate(STEP_PATHS[nextStep])}
              >
                继续填写
              </Button>
            )}
            {info.actions.includes('reset') && (
              <Button
                status="warning"
                size="small"
                loading={reset.isPending}
                onClick={() => void confirmReset()}
              >
                重新认证
              </Button>
            )}
          </Space>
        }
        items={[
          { label: '认证状态', value: <StatusTag label={info.status_text} /> },
          { label: '审核意见', value: info.opinion ?? '-' },
          {
            label: '提交时间',
            value: info.submitted_time ? <DateTime value={info.submitted_time} /> : '-',
          },
          {
            label: '审核时间',
            value: info.reviewed_time ? <DateTime value={info.reviewed_time} /> : '-',
          },
        ]}
      />
      <AuthSubmissionFacts data={info} />
    </>
  );
}

export default function AuthResultPage({ title }: { title: string }) {
  return (
    <AuthWizard title={title} current={4}>
      {(info) => <Result info={info} />}
    </AuthWizard>
  );
}
