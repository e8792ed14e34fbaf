// Where the user is in the /firm guide: Arco Steps on wide screens, a compact "第 n 步" line with a
// segmented bar on phones.
import { Progress, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { MOBILE_BREAKPOINT, useViewportWidth } from '@bht/ui';
import { FIRM_STEPS } from './firm-steps';

export function FirmStepsHeader({ current }: { current: number }) {
  const narrow = useViewportWidth() < MOBILE_BREAKPOINT;
  const step = FIRM_STEPS[current];
  if (narrow) {
    return (
      <nav aria-label="认证进度" style={{ marginBottom: 16 }}>
        <p style={{ margin: '0 0 6px', color: '#4e5969' }}>
          第 {current + 1} 步，共 {FIRM_STEPS.length} 步：<strong style={{ color: '#1d2129' }}>{step?.title}</strong>
        </p>
        <Progress steps={FIRM_STEPS.length} percent={((current + 1) / FIRM_STEPS.length) * 100} showText={false} size="small" />
      </nav>
    );
  }
  return (
    <nav aria-label="认证进度" style={{ marginBottom: 24 }}>
      <Steps current={current + 1} size="small">
        {FIRM_STEPS.map((s) => (
          <Steps.Step key={s.path} title={s.title} />
        ))}
      </Steps>
    </nav>
  );
}
