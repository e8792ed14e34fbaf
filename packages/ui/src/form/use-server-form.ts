// Submitting a form to the API: a loading flag, the server's field errors put on the fields, and
// what no field shows either returned as `message` (for an alert under the form) or, with
// `toast`, shown as the error toast.
import { useState } from 'react';
import { showError } from '../feedback/toast';
import { applyServerErrors, type ServerErrorForm } from './apply-server-errors';
import { type FormInstance } from './form';

/**
 * `V` comes from the form (`Form.useForm<V>()`), so the submit callback is typed by it.
 * `onSubmit` never rejects (the error ends up on the fields, in `message` or in the toast), so a
 * form hands it on as a fire-and-forget handler: `<Form onSubmit={(values) => void onSubmit(values)}>`.
 */
export function useServerForm<V>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form works; only V matters
  form: FormInstance<V, any, any>,
  submit: (values: V) => Promise<void>,
  { toast = false }: { toast?: boolean } = {},
) {
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const onSubmit = async (values: V) => {
    setSubmitting(true);
    setMessage(null);
    try {
      await submit(values);
    } catch (error) {
      const rest = applyServerErrors(form as unknown as ServerErrorForm, error);
      if (!toast) setMessage(rest);
      else if (rest) showError(rest);
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, message, onSubmit };
}
