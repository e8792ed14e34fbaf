// A silent call's failure as the error toast a non-silent call gets from api.ts (the page calls
// silently to show its own outcome); a cancelled call (the page went away) is no failure.
import { ApiError } from '@bht/api-client';
import { showError } from '@bht/ui';

export function showFailure(error: unknown): void {
  if (!(error instanceof ApiError && error.isCancelled))
    showError(error instanceof Error ? error.message : '操作失败，请稍后重试');
}
