// The last question before sending what cannot be changed afterwards (退保申请, 索赔, 书面说明):
// 确认提交 runs `submit` (the dialog's button spins meanwhile), 再想想 goes back to the form.
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { ReactNode } from 'react';

export const confirmSubmit = (title: string, content: ReactNode, submit: () => Promise<unknown>) =>
  Modal.confirm({ title, content, okText: '确认提交', cancelText: '再想想', onOk: submit });
