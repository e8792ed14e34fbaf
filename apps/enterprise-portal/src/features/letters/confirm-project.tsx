// Step 1 (/apply/form/one, min-one; public): the project facts for everyone; for a logged-in,
// authenticated enterprise its own facts and 下一步, or 继续办理 when an unfinished order exists.
// A visitor is asked to log in and comes back here.
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { AuthStatus, type UserInfo } from '@bht/api-client';
import { useSession } from '@bht/auth-guard/react';
import { Alert, DetailSection, QueryState } from '@bht/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApplyFrame } from './apply-frame';
import { useApplyFlow } from './apply-flow';
import { ApplyStep, idParam, type ApplyLayout } from './apply-steps';
import { LoginPrompt } from './login-prompt';
import { MissingParam } from './missing-param';
import { PendingOrderNotice } from './pending-order-notice';
import { CLOSED_MESSAGE, isClosed, ProjectFacts } from './project-facts';

interface StepProps {
  projectId: number;
  orderSn: string | undefined;
  layout: ApplyLayout;
  closed: boolean;
}

function EnterpriseStep({ projectId, orderSn, layout, closed }: StepProps) {
  const navigate = useNavigate();
  const { useBase, paths } = useApplyFlow();
  const base = useBase(projectId, orderSn);
  const mobile = layout === 'mobile';
  return (
    <QueryState query={base}>
      {base.data && (
        <>
          <DetailSection
            title="投保企业"
            columns={mobile ? 1 : 2}
            items={[
              { label: '企业名称', value: base.data.enterprise.name },
              { label: '统一社会信用代码', value: base.data.enterprise.credit_code },
              { label: '法定代表人', value: base.data.enterprise.legal_person },
              { label: '联系手机', value: base.data.enterprise.contact_mobile },
            ]}
          />
          {base.data.pending_order_sn ? (
            <PendingOrderNotice orderSn={base.data.pending_order_sn} large={mobile} />
          ) : (
            !closed && (
              <Button
                type="primary"
                size="large"
                long={mobile}
                onClick={() => void navigate(paths.guarantor(projectId))}
              >
                下一步：选择担保机构
              </Button>
            )
          )}
        </>
      )}
    </QueryState>
  );
}

function CallerStep(props: StepProps) {
  const session = useSession<UserInfo>();
  const navigate = useNavigate();
  const { family } = useApplyFlow();
  if (session.status === 'loading')
    return <Spin tip="正在确认登录状态…" style={{ display: 'block', padding: 24 }} />;
  if (!session.userInfo)
    return (
      <LoginPrompt
        message={`登录企业账号后即可为该项目申请${family.name}，已填写的进度会自动保存。`}
        action="登录后继续申请"
      />
    );
  if (session.userInfo.auth_status !== AuthStatus.APPROVED) {
    return (
      <Alert
        type="warning"
        title="企业尚未完成认证"
        content="企业认证通过后才能申请投标保函。"
        action={
          <Button size="small" type="primary" onClick={() => void navigate('/firm')}>
            去认证
          </Button>
        }
        style={{ marginBottom: 16 }}
      />
    );
  }
  return <EnterpriseStep {...props} />;
}

export function ConfirmProject({ title, layout }: { title: string; layout: ApplyLayout }) {
  const [params] = useSearchParams();
  const projectId = idParam(params.get('id'));
  const flow = useApplyFlow();
  const project = flow.useProject(projectId);
  const standalone = flow.publicProject;
  if (projectId === null) {
    return (
      <ApplyFrame step={ApplyStep.PROJECT} title={title} layout={layout} standalone={standalone}>
        <MissingParam what="project" />
      </ApplyFrame>
    );
  }
  const closed = project.data ? isClosed(project.data) : false;
  return (
    <ApplyFrame step={ApplyStep.PROJECT} title={title} layout={layout} standalone={standalone}>
      <QueryState query={project}>
        {project.data && (
          <>
            <ProjectFacts project={project.data} layout={layout} />
            {closed && <Alert type="error" content={CLOSED_MESSAGE} style={{ marginBottom: 16 }} />}
            <CallerStep
              projectId={projectId}
              orderSn={params.get('order_sn') ?? undefined}
              layout={layout}
              closed={closed}
            />
          </>
        )}
      </QueryState>
    </ApplyFrame>
  );
}
