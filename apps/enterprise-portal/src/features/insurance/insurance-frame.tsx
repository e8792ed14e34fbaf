// The frame of /sun_one, /sun_two and /sun_three: the wizard frame of the apply flow (Arco steps on
// wide screens, a compact "第 n 步" line on phones, inside the portal's card) over the insurance steps.
import { useIsMobile } from '@bht/ui';
import type { ReactNode } from 'react';
import { ApplyFrame } from '../letters/apply-frame';
import { INSURE_STEPS, type InsureStepIndex } from './insurance-paths';

const STEPS = INSURE_STEPS.map((title) => ({ title }));

export function InsuranceFrame({
  step,
  title,
  children,
}: {
  step: InsureStepIndex;
  title: string;
  children: ReactNode;
}) {
  return (
    <ApplyFrame
      steps={STEPS}
      step={step}
      progressLabel="投保进度"
      title={title}
      layout={useIsMobile() ? 'mobile' : 'desktop'}
    >
      {children}
    </ApplyFrame>
  );
}
