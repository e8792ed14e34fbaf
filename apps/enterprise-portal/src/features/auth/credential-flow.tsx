// The one 3-step flow behind /code (forced password change), /recode (change password) and
// /tel (change mobile): 1 verify identity by SMS to the current mobile → a one-time ticket,
// 2 set the new password / bind the new mobile with that ticket, 3 done. The step comes from the
// path; the ticket travels in the router state, never in the URL.
import { Card, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { UserInfo } from '@bht/api-client';
import { loginPath } from '@bht/auth-guard';
import { useSession } from '@bht/auth-guard/react';
import { PublicFrame, ResultPage, WizardSteps } from '@bht/ui';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CredentialFlow, TicketState } from './credential-flows';
import { FlowDoneStep } from './flow-done-step';
import { NewMobileStep } from './new-mobile-step';
import { NewPasswordStep } from './new-password-step';
import { VerifyIdentityStep } from './verify-identity-step';

const ticketOf = (state: unknown): string | null =>
  typeof state === 'object' &&
  state !== null &&
  typeof (state as Partial<TicketState>).ticket === 'string'
    ? (state as TicketState).ticket
    : null;

function FlowSteps({ flow, step, user }: { flow: CredentialFlow; step: number; user: UserInfo }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const ticket = ticketOf(state);
  const toDone = () => void navigate(flow.paths[2], { replace: true });

  const second: ReactNode = !ticket ? (
    <ResultPage
      status="warning"
      title="请先完成身份验证"
      description="身份验证凭证缺失或已失效，请重新验证。"
      actions={
        <Button type="primary" onClick={() => void navigate(flow.paths[0], { replace: true })}>
          去验证身份
        </Button>
      }
    />
  ) : flow.scene === 'change_password' ? (
    <NewPasswordStep ticket={ticket} restartPath={flow.paths[0]} onDone={toDone} />
  ) : (
    <NewMobileStep ticket={ticket} restartPath={flow.paths[0]} onDone={toDone} />
  );

  return (
    <WizardSteps
      key={step}
      initialStep={step}
      initialData={{}}
      steps={[
        {
          title: flow.stepTitles[0],
          content: (
            <VerifyIdentityStep
              scene={flow.scene}
              mobile={user.account}
              onVerified={(next: TicketState) => void navigate(flow.paths[1], { state: next })}
            />
          ),
        },
        { title: flow.stepTitles[1], content: second },
        { title: flow.stepTitles[2], content: <FlowDoneStep done={flow.done(user)} /> },
      ]}
    />
  );
}

export function CredentialFlowPage({ flow }: { flow: CredentialFlow }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession<UserInfo>();
  const step = Math.max(0, flow.paths.indexOf(pathname));

  let body: ReactNode;
  if (session.userInfo) {
    body = <FlowSteps flow={flow} step={step} user={session.userInfo} />;
  } else if (session.status === 'loading') {
    body = <Spin tip="加载中…" style={{ display: 'block', textAlign: 'center', padding: 48 }} />;
  } else {
    body = (
      <ResultPage
        status="info"
        title="请先登录"
        description="登录后才能修改账号信息。"
        actions={
          <Button type="primary" onClick={() => void navigate(loginPath(flow.paths[0]))}>
            去登录
          </Button>
        }
      />
    );
  }

  if (flow.standalone) {
    return (
      <PublicFrame title={flow.heading} maxWidth={560}>
        {body}
      </PublicFrame>
    );
  }
  return (
    <Card title={flow.heading} bordered={false} style={{ maxWidth: 640 }}>
      {body}
    </Card>
  );
}
