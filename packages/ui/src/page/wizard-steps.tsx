// Multi-step forms that keep their data between steps: the wizard holds the accumulated data,
// each step reads it with useWizard() and moves on with next(patch).
import { Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Steps/style/css.js';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface WizardState<T> {
  data: T;
  current: number;
  count: number;
  next(patch?: Partial<T>): void;
  prev(): void;
  goTo(step: number): void;
  update(patch: Partial<T>): void;
}

const WizardContext = createContext<WizardState<Record<string, unknown>> | null>(null);

export interface WizardStepsProps<T> {
  steps: Array<{ title: string; description?: string; content: ReactNode }>;
  initialData: T;
  initialStep?: number;
  /** Called when the step changes, e.g. to keep the step in the URL. */
  onStepChange?: (step: number) => void;
  direction?: 'horizontal' | 'vertical';
}

export function WizardSteps<T extends Record<string, unknown>>({
  steps,
  initialData,
  initialStep = 0,
  onStepChange,
  direction = 'horizontal',
}: WizardStepsProps<T>) {
  const [data, setData] = useState<T>(initialData);
  const [current, setCurrent] = useState(initialStep);
  const goTo = useCallback(
    (step: number) => {
      const bounded = Math.max(0, Math.min(steps.length - 1, step));
      setCurrent(bounded);
      onStepChange?.(bounded);
    },
    [steps.length, onStepChange],
  );
  const value = useMemo<WizardState<T>>(
    () => ({
      data,
      current,
      count: steps.length,
      update: (patch) => setData((d) => ({ ...d, ...patch })),
      next: (patch) => {
        if (patch) setData((d) => ({ ...d, ...patch }));
        goTo(current + 1);
      },
      prev: () => goTo(current - 1),
      goTo,
    }),
    [data, current, steps.length, goTo],
  );
  return (
    <WizardContext.Provider value={value as unknown as WizardState<Record<string, unknown>>}>
      <Steps current={current + 1} direction={direction} style={{ marginBottom: 24 }}>
        {steps.map((step) => (
          <Steps.Step key={step.title} title={step.title} description={step.description} />
        ))}
      </Steps>
      {steps[current]?.content}
    </WizardContext.Provider>
  );
}

export function useWizard<T extends Record<string, unknown>>(): WizardState<T> {
  const wizard = useContext(WizardContext);
  if (!wizard) throw new Error('useWizard must be used inside <WizardSteps>');
  return wizard as unknown as WizardState<T>;
}
