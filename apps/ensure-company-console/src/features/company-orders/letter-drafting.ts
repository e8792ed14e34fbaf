// How the issuing desk produces the letter, by the letter type's delivery (order-machines.ts): an
// e-letter is drafted and sealed electronically (保函签章 / 重新签章), a paper letter's printable
// copy is drafted for the desk to print, seal by hand and mail (生成打印件 / 重新生成). One action
// bar serves both from this table; the words differ, the flow does not.
import { letterMachine, type LetterMachine } from '@bht/api-client';

export interface LetterDrafting {
  /** The first drafting action and its confirmation. */
  make: {
    action: 'sign_letter' | 'print_letter';
    label: string;
    confirmTitle: string;
    confirmText: string;
    okText: string;
    progressTitle: string;
    success: string;
  };
  /** Drafting again, with the reason the table requires. */
  remake: {
    action: 're_sign_letter' | 're_print_letter';
    label: string;
    reasonLabel: string;
    notice: string;
    progressTitle: string;
    success: string;
  };
  /** What the progress dialog says the server is doing. */
  progressText: string;
  /** The drafted file's link text on the facts and the desk. */
  fileText: string;
  /** What the desk does once the premium is paid. */
  afterPayment: string;
  /** What follows a refused refund, and what an approved one stops. */
  afterRefuse: string;
  refundEnds: string;
}

const DRAFTING: Readonly<Record<LetterMachine['delivery'], LetterDrafting>> = {
  electronic: {
    make: {
      action: 'sign_letter',
      label: '保函签章',
      confirmTitle: '确认保函签章？',
      confirmText: '将按订单信息生成保函 PDF，并加盖本机构电子印章。签章后仍可在出函前重新签章。',
      okText: '开始签章',
      progressTitle: '保函签章中',
      success: '保函签章完成',
    },
    remake: {
      action: 're_sign_letter',
      label: '重新签章',
      reasonLabel: '重新签章原因',
      notice: '将重新生成保函 PDF 并加盖电子印章，替换当前已签章的保函。',
      progressTitle: '重新签章中',
      success: '保函已重新签章',
    },
    progressText: '正在生成保函 PDF 并加盖机构电子印章',
    fileText: '下载 PDF 保函',
    afterPayment: '可继续保函签章与出函',
    afterRefuse: '拒绝后订单回到待出函，继续签章出函；企业将看到拒绝原因。',
    refundEnds: '订单结束，不再出函',
  },
  mail: {
    make: {
      action: 'print_letter',
      label: '生成打印件',
      confirmTitle: '确认生成打印件？',
      confirmText:
        '将按订单信息生成纸质保函 PDF（标注「纸质保函」，含保函编号与验真二维码），打印后加盖本机构公章寄出。寄出前仍可重新生成。',
      okText: '生成打印件',
      progressTitle: '生成打印件中',
      success: '打印件已生成',
    },
    remake: {
      action: 're_print_letter',
      label: '重新生成',
      reasonLabel: '重新生成原因',
      notice: '将按订单信息重新生成打印件，替换当前打印件；已打印的旧件请销毁。',
      progressTitle: '重新生成打印件中',
      success: '打印件已重新生成',
    },
    progressText: '正在生成纸质保函打印件',
    fileText: '查看打印件 PDF',
    afterPayment: '可生成打印件并寄出原件',
    afterRefuse: '拒绝后订单回到待寄送，继续打印寄出；企业将看到拒绝原因。',
    refundEnds: '订单结束，不再寄送原件',
  },
};

export const letterDrafting = (type: string): LetterDrafting =>
  DRAFTING[letterMachine(type).delivery];
