// Where the user is in the /firm guide: Arco Steps on wide screens, a compact "第 n 步" line with a
// segmented bar on phones. Steps already done can be opened again to correct their data.
import { Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Steps/style/css.js';
import { CompactSteps, useIsMobile } from '@bht/ui';
import { Link, useNavigate } from 'react-router-dom';
import { FIRM_STEPS, RESULT_STEP } from './firm-steps';

export interface FirmStepsHeaderProps {
  /** The step this page shows. */
  current: number;
  /** The first step not done yet (RESULT_STEP once submitted). */
  reached: number;
}

export function FirmStepsHeader({ current, reached }: FirmStepsHeaderProps) {
  const narrow = useIsMobile();
  const navigate = useNavigate();
  const reopenable =
    current < RESULT_STEP
      ? FIRM_STEPS.slice(0, reached + 1).filter((_, i) => i !== current && i < RESULT_STEP)
      : [];
  if (narrow) {
    return (
      <CompactSteps
        label="认证进度"
        titles={FIRM_STEPS.map((step) => step.title)}
        current={current}
      >
        {reopenable.length > 0 && (
          <p
            style={{ margin: '6px 0 0', fontSize: 12, display: 'flex', gap: 12, flexWrap: 'wrap' }}
          >
            {reopenable.map((step) => (
              <Link key={step.path} to={step.path}>
                {step.title}
              </Link>
            ))}
          </p>
        )}
      </CompactSteps>
    );
  }
  return (
    <nav aria-label="认证进度" style={{ marginBottom: 24 }}>
      <Steps
        current={current + 1}
        size="small"
        onChange={(step) => {
          const target = FIRM_STEPS[step - 1];
          if (target && reopenable.includes(target)) navigate(target.path);
        }}
      >
        {FIRM_STEPS.map((step) => (
          <Steps.Step key={step.path} title={step.title} disabled={!reopenable.includes(step)} />
        ))}
      </Steps>
    </nav>
  );
}
