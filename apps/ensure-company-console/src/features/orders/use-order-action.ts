// Runs the console's order actions. Success: the server's result toast and a refresh of detail,
// log and lists. A 409 (another desk changed the order meanwhile) asks to refresh; other errors
// show the server's message, or stay with the form so its fields can show them.
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { ApiError } from '@bht/api-client';
import { showError, showSuccess } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useRefreshOrder } from './order-queries';

export interface OrderActionRun {
  /** The action's name from `actions` (approve, void…), to tell which one is running. */
  action: string;
  call: () => Promise<unknown>;
  success: string;
}

const isStateChanged = (error: unknown) => error instanceof ApiError && error.httpStatus === 409;

function promptRefresh(message: string, refresh: () => Promise<void>) {
  Modal.confirm({
    title: '订单状态已变更',
    content: message,
    okText: '刷新',
    cancelText: '稍后',
    onOk: refresh,
  });
}

export function useOrderAction(orderSn: string) {
  const refresh = useRefreshOrder(orderSn);
  const mutation = useMutation({
    mutationFn: (run: OrderActionRun) => run.call(),
    onSuccess: async (_data, run) => {
      showSuccess(run.success);
      await refresh();
    },
  });

  /** Buttons and confirmations: every outcome is shown here; resolves either way. */
  const perform = (run: OrderActionRun) =>
    mutation.mutateAsync(run).then(
      () => undefined,
      (error: Error) => (isStateChanged(error) ? promptRefresh(error.message, refresh) : showError(error.message)),
    );

  /** Forms: resolves when done (success, or a 409 prompted here); rejects so the form shows field errors. */
  const submit = (run: OrderActionRun) =>
    mutation.mutateAsync(run).then(
      () => undefined,
      (error: Error) => {
        if (!isStateChanged(error)) throw error;
        promptRefresh(error.message, refresh);
      },
    );

  return { perform, submit, running: mutation.isPending ? mutation.variables.action : null };
}
