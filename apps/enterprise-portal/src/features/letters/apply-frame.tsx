// The frame of every /apply/form step: the wizard header (Arco steps on wide screens, a compact
// "第 n 步" line on phones) inside the portal's card, or inside the public frame for the two
// public steps (one, five), which render without the logged-in shell.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { CompactSteps, PublicFrame, WizardSteps } from '@bht/ui';
import type { ReactNode } from 'react';
import { useApplyFlow } from './apply-flow';
import { APPLY_STEPS, type ApplyLayout, type ApplyStepIndex } from './apply-steps';

export interface ApplyFrameProps {
  step: ApplyStepIndex | number;
  /** The flow's steps; the bid wizard's by default. */
  steps?: readonly { title: string }[];
  /** What the compact steps on phones are called. */
  progressLabel?: string;
  title: string;
  layout?: ApplyLayout;
  /** A public route: no shell around the page. */
  standalone?: boolean;
  children: ReactNode;
}

export function ApplyFrame({
  step,
  steps = APPLY_STEPS,
  progressLabel = '申请进度',
  title,
  layout = 'desktop',
  standalone = false,
  children,
}: ApplyFrameProps) {
  const { family } = useApplyFlow();
  const body =
    layout === 'mobile' ? (
      <>
        <CompactSteps label={progressLabel} titles={steps.map((s) => s.title)} current={step} />
        {children}
      </>
    ) : (
      // Each step is its own route, so the wizard only draws the header and this step's content.
      <WizardSteps
        steps={steps.map((s, i) => ({ title: s.title, content: i === step ? children : null }))}
        initialData={{}}
        initialStep={step}
      />
    );
  if (standalone) {
    return (
      <PublicFrame title={`${family.name} · ${title}`} maxWidth={layout === 'mobile' ? 560 : 1000}>
        {body}
      </PublicFrame>
    );
  }
  return (
    <Card
      bordered={false}
      title={title}
      bodyStyle={layout === 'mobile' ? { padding: '12px 12px 24px' } : undefined}
    >
      {body}
    </Card>
  );
}
