// Toasts with the spec's durations: errors 5 s, warnings 2 s (§8, §9).
import { Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Message/style/css.js';
import { TOAST_DURATION, WARNING_DURATION } from './constants';

export function showError(content: string): void {
  Message.error({ content: content || 'Error', duration: TOAST_DURATION });
}

export function showWarning(content: string): void {
  Message.warning({ content, duration: WARNING_DURATION });
}

export function showSuccess(content: string): void {
  Message.success({ content, duration: WARNING_DURATION });
}
