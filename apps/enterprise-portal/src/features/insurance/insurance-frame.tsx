// The frame of /sun_one, /sun_two and /sun_three: the insurance steps (Arco steps on wide screens,
// a compact "第 n 步" line on phones) inside the portal's card.
import { Card } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import { CompactSteps, useIsMobile, WizardSteps } from '@bht/ui';
import type { ReactNode } from 'react';
import { INSURE_STEPS, type InsureStepIndex } from './insurance-paths';

export function InsuranceFrame({ step, title, children }: { step: InsureStepIndex; title: string; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <Card bordered={false} title={title} bodyStyle={mobile ? { padding: '12px 12px 24px' } : undefined}>
      {mobile ? (
        <>
          <CompactSteps label="投保进度" titles={INSURE_STEPS} current={step} />
          {children}
        </>
      ) : (
        // Each step is its own route, so the steps only draw the header and this step's content.
        <WizardSteps steps={INSURE_STEPS.map((t, i) => ({ title: t, content: i === step ? children : null }))} initialData={{}} initialStep={step} />
      )}
    </Card>
  );
}
