// The order-entry wizard's frame: the page card with where the user is (查找企业 → 保函信息 →
// 确认提交; the phone form names the step in full), and the server's errors of the last
// submission that belong to this step's fields, applied to its form when it opens.
import { Card, Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { Alert, CompactSteps, useIsMobile, type FormInstance } from '@bht/ui';
import { useEffect, type ReactNode } from 'react';
import { errorsOfStep, type OrderEntryDraft } from './order-entry-draft';
import { ORDER_ENTRY_STEPS } from './order-entry-paths';

export function OrderEntryFrame({
  title,
  current,
  children,
}: {
  title: string;
  current: number;
  children: ReactNode;
}) {
  const mobile = useIsMobile();
  return (
    <Card title={title} bordered={false}>
      {mobile ? (
        <CompactSteps label="录入进度" titles={ORDER_ENTRY_STEPS} current={current} />
      ) : (
        <Steps
          current={current + 1}
          style={{ maxWidth: 720, marginBottom: 24 }}
          aria-label="录入进度"
        >
          {ORDER_ENTRY_STEPS.map((step) => (
            <Steps.Step key={step} title={step} />
          ))}
        </Steps>
      )}
      {children}
    </Card>
  );
}

/**
 * Puts the last submission's errors of `step` on the page's form once it has mounted (the page's
 * effect runs after its form's fields registered), and returns the notice saying why the user is back.
 */
export function useServerErrorsOfStep(
  draft: OrderEntryDraft,
  step: 0 | 1,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form; only setFields is used
  form: FormInstance<any, any, any>,
): ReactNode {
  const errors = errorsOfStep(draft, step);
  useEffect(() => {
    if (errors.length > 0)
      form.setFields(
        Object.fromEntries(errors.map(([field, message]) => [field, { error: { message } }])),
      );
    // Once, when the step opens with the draft's errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return errors.length > 0 ? (
    <Alert
      type="error"
      content="提交未成功，请按提示修改标出的内容后重新提交。"
      style={{ marginBottom: 16 }}
    />
  ) : null;
}
