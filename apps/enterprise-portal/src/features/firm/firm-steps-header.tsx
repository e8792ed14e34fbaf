// Where the user is in the /firm guide: Arco Steps on wide screens, a compact "第 n 步" line with a
// segmented bar on phones. Steps already done can be opened again to correct their data.
import { Progress, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { MOBILE_BREAKPOINT, useViewportWidth } from '@bht/ui';
import { Link, useNavigate } from 'react-router-dom';
import { FIRM_STEPS, RESULT_STEP } from './firm-steps';

export interface FirmStepsHeaderProps {
  /** The step this page shows. */
  current: number;
  /** The first step not done yet (RESULT_STEP once submitted). */
  reached: number;
}

export function FirmStepsHeader({ current, reached }: FirmStepsHeaderProps) {
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  const navigate = useNavigate();
  const reopenable = current < RESULT_STEP ? FIRM_STEPS.slice(0, reached + 1).filter((_, i) => i !== current && i < RESULT_STEP) : [];
  if (narrow) {
    return (
      <nav aria-label="认证进度" style={{ marginBottom: 16 }}>
        <p style={{ margin: '0 0 6px', color: '#4e5969' }}>
          第 {current + 1} 步，共 {FIRM_STEPS.length} 步：<strong style={{ color: '#1d2129' }}>{FIRM_STEPS[current]?.title}</strong>
        </p>
        <Progress steps={FIRM_STEPS.length} percent={((current + 1) / FIRM_STEPS.length) * 100} showText={false} strokeWidth={6} />
        {reopenable.length > 0 && (
          <p style={{ margin: '6px 0 0', fontSize: 12, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
            {reopenable.map((step) => (
              <Link key={step.path} to={step.path}>
                {step.title}
              </Link>
            ))}
          </p>
        )}
      </nav>
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
