// The frame of every /formone … /formfive page: the five steps, the draft loaded once, and while
// the authentication cannot be edited (审核中, 已认证, 已驳回) a notice leading to the result page
// instead of the form.
import { Card, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { COMPANY_AUTH_STEP_TEXT, COMPANY_AUTH_STEPS } from '@bht/api-client';
import { Alert, QueryState, useIsMobile } from '@bht/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { RESULT_PATH, useAuthDraft, type CompanyAuthInfo } from './auth-draft';

const TITLES = [...COMPANY_AUTH_STEPS.map((step) => COMPANY_AUTH_STEP_TEXT[step]), '认证结果'];

export interface AuthWizardProps {
  title: string;
  /** 0-3 the steps, 4 the result. */
  current: number;
  children: (info: CompanyAuthInfo) => ReactNode;
}

export function AuthWizard({ title, current, children }: AuthWizardProps) {
  const draft = useAuthDraft();
  const mobile = useIsMobile();
  const info = draft.data;
  const editable = info?.actions.includes('save') ?? false;
  return (
    <Card title={title} bordered={false}>
      <Steps
        current={current + 1}
        size="small"
        direction={mobile ? 'vertical' : 'horizontal'}
        style={{ marginBottom: 24, maxWidth: 880 }}
      >
        {TITLES.map((text) => (
          <Steps.Step key={text} title={text} />
        ))}
      </Steps>
      <QueryState query={draft}>
        {info &&
          (editable || current === 4 ? (
            children(info)
          ) : (
            <Alert
              type="info"
              title={`机构认证${info.status_text}`}
              content={
                <>
                  认证资料当前不能修改，<Link to={RESULT_PATH}>查看认证结果</Link>
                </>
              }
            />
          ))}
      </QueryState>
    </Card>
  );
}
