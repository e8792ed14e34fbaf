// A confirmation as a promise: true on the OK button, false on 取消 or closing it. Lets a form
// validate first, then confirm, then send (and keep the server's field errors on its fields).
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { ReactNode } from 'react';

export interface Confirmation {
  title: string;
  content: ReactNode;
  okText: string;
  /** A destructive decision: red OK button. */
  danger?: boolean;
}

export function askConfirm({ title, content, okText, danger }: Confirmation): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content,
      okText,
      cancelText: '取消',
      okButtonProps: danger ? { status: 'danger' } : undefined,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
