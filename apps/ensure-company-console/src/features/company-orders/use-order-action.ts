// Runs the console's desk actions (an order's, an invoice's). Success: the result toast (or a
// warning when the result says it fell short) and a refresh of what the action changed (detail,
// log, lists). A 409 (another desk changed the record meanwhile) asks to refresh; other errors
// show the server's message, or stay with the form so its fields can show them.
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { ApiError } from '@bht/api-client';
import { showError, showSuccess, showWarning } from '@bht/ui';
import { useMutation } from '@tanstack/react-query';
import { useRefreshOrder } from './order-queries';

export interface ActionRun {
  /** The action's name from `actions` (approve, void…), to tell which one is running. */
  action: string;
  call: () => Promise<unknown>;
  success: string;
  /** A result that is done but not as hoped (an e-mail push that failed): shown as a warning instead of `success`. */
  warning?: (result: unknown) => string | null;
}

const isStateChanged = (error: unknown) => error instanceof ApiError && error.httpStatus === 409;

function promptRefresh(title: string, message: string, refresh: () => Promise<void>) {
  Modal.confirm({
    title,
    content: message,
    okText: '刷新',
    cancelText: '稍后',
    onOk: refresh,
  });
}

/**
 * `refresh` re-reads what the action changed; `changedTitle` heads the 409 prompt
 * (订单状态已变更, 发票状态已变更).
 */
export function useDeskAction(refresh: () => Promise<void>, changedTitle: string) {
  const mutation = useMutation({
    mutationFn: (run: ActionRun) => run.call(),
    onSuccess: async (result, run) => {
      const warning = run.warning?.(result);
      if (warning) showWarning(warning);
      else showSuccess(run.success);
      await refresh();
    },
  });

  /** Buttons and confirmations: every outcome is shown here; resolves either way. */
  const perform = (run: ActionRun) =>
    mutation.mutateAsync(run).then(
      () => undefined,
      (error: Error) =>
        isStateChanged(error)
          ? promptRefresh(changedTitle, error.message, refresh)
          : showError(error.message),
    );

  /** Forms: resolves when done (success, or a 409 prompted here); rejects so the form shows field errors. */
  const submit = (run: ActionRun) =>
    mutation.mutateAsync(run).then(
      () => undefined,
      (error: Error) => {
        if (!isStateChanged(error)) throw error;
        promptRefresh(changedTitle, error.message, refresh);
      },
    );

  return { perform, submit, running: mutation.isPending ? mutation.variables.action : null };
}

export function useOrderAction(orderSn: string) {
  return useDeskAction(useRefreshOrder(orderSn), '订单状态已变更');
}
