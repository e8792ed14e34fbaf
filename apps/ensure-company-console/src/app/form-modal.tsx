// A form in a modal: what is being decided (facts) and the server's error above the form, OK
// running `onSubmit` with its spinner, and the content dropped on close so it opens fresh. At most
// `width` wide, never wider than a phone's screen.
import { Descriptions, Modal, type DescriptionsProps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { Alert, useIsMobile } from '@bht/ui';
import type { ReactNode } from 'react';

export interface FormModalProps {
  title: string;
  okText: string;
  visible: boolean;
  width: number;
  submitting: boolean;
  /** Validates (and maybe confirms) then sends; a rejection (invalid fields, a server error shown
   * on the form) keeps the modal open. */
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  /** Facts about what is being decided, listed above the form. */
  facts?: DescriptionsProps['data'];
  /** The server's error no field shows. */
  error?: string | null;
  /** A destructive action: red OK button. */
  danger?: boolean;
  children: ReactNode;
}

export function FormModal({
  title,
  okText,
  visible,
  width,
  submitting,
  onSubmit,
  onCancel,
  facts,
  error,
  danger,
  children,
}: FormModalProps) {
  return (
    <Modal
      title={title}
      visible={visible}
      onOk={() => void onSubmit().catch(() => undefined)}
      onCancel={onCancel}
      confirmLoading={submitting}
      okText={okText}
      okButtonProps={danger ? { status: 'danger' } : undefined}
      unmountOnExit
      style={{ width: `min(${width}px, calc(100vw - 24px))` }}
    >
      {facts && <Descriptions column={1} size="small" style={{ marginBottom: 16 }} data={facts} />}
      {error && <Alert type="error" content={error} style={{ marginBottom: 16 }} />}
      {children}
    </Modal>
  );
}

/** A modal form's layout: labels beside the fields (`labelSpan` of 24 columns) on a desktop, above
 * them on a phone where there is no room beside. Spread onto the Form. */
export function useModalFormLayout(labelSpan: number) {
  const mobile = useIsMobile();
  return mobile
    ? ({ layout: 'vertical' } as const)
    : ({
        layout: 'horizontal',
        labelCol: { span: labelSpan },
        wrapperCol: { span: 24 - labelSpan },
      } as const);
}
