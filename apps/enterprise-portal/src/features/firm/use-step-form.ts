// Submit handling shared by the /firm step forms: loading flag, server field errors put on the
// fields, and the remaining message for the alert under the form.
import type { FormInstance } from '@arco-design/web-react';
import { applyServerErrors } from '@bht/ui';
import { useState } from 'react';

export function useStepForm<V>(form: FormInstance<V>, submit: (values: V) => Promise<void>) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (values: V) => {
    setSubmitting(true);
    setError(null);
    try {
      await submit(values);
    } catch (e) {
      setError(applyServerErrors(form as unknown as FormInstance, e));
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, error, onSubmit };
}
