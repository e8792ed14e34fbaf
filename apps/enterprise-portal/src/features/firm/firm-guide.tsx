// The frame of every /firm step page: loads the progress, shows the step header, and keeps the
// user from opening a step ahead of the one the enterprise has reached.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { currentStepOf, RESULT_STEP, stepPath } from './firm-steps';
import { FirmStepsHeader } from './firm-steps-header';
import { QueryGate } from './query-gate';
import { useFirmAuthInfo, type FirmAuthInfo } from './use-firm-auth-info';
import { Alert } from '@bht/ui';

export interface FirmGuideProps {
  /** Index into FIRM_STEPS of this page. */
  step: number;
  title: string;
  /** Phones: no card padding around the step. */
  compact?: boolean;
  children: (info: FirmAuthInfo) => ReactNode;
}

export function FirmGuide({ step, title, compact, children }: FirmGuideProps) {
  const authInfo = useFirmAuthInfo();
  return (
    <QueryGate query={authInfo} loadingTip="正在加载认证信息…" errorTitle="认证信息加载失败">
      {(info) => (
        <StepFrame step={step} title={title} compact={compact} info={info}>
          {children}
        </StepFrame>
      )}
    </QueryGate>
  );
}

function StepFrame({
  step,
  title,
  compact,
  info,
  children,
}: FirmGuideProps & { info: FirmAuthInfo }) {
  const reached = currentStepOf(info);
  if (step < RESULT_STEP && step > reached) return <Navigate to={stepPath(reached)} replace />;
  const { auth_status: status, reject_reason: rejectReason } = info;
  return (
    <Card
      bordered={false}
      title={title}
      bodyStyle={compact ? { padding: '12px 12px 24px' } : undefined}
      style={{ maxWidth: 880 }}
    >
      <FirmStepsHeader current={step} reached={reached} />
      {/* After 重新认证 the reason stays until the next submission: say what to correct. */}
      {status === 0 && rejectReason && (
        <Alert
          type="warning"
          content={`上次认证被驳回：${rejectReason}。请修改相关资料后重新提交。`}
          style={{ marginBottom: 16 }}
        />
      )}
      {children(info)}
    </Card>
  );
}
