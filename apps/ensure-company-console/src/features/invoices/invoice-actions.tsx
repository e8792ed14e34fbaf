// What the desk may do with the invoice now, exactly as the server lists it in `actions`:
// 开具发票 (its form), 重新推送 an electronic invoice (after a failed push, with the reason it
// failed), 作废 with a required reason (an issued electronic invoice 冲红, with the red-letter
// invoice) behind the destructive button.
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { useState } from 'react';
import { ActionBar, type ActionButton } from '../company-orders/action-bar';
import { invoiceRuns, useInvoiceAction, type Invoice } from './invoice-queries';
import { IssueInvoiceModal } from './issue-invoice-modal';
import { VoidInvoiceModal } from './void-invoice-modal';

function ResendNotice({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {invoice.push_error && (
        <p style={{ marginTop: 0 }}>
          上次推送失败：<span style={{ color: '#f53f3f' }}>{invoice.push_error}</span>
        </p>
      )}
      <p style={{ marginBottom: 0 }}>发票将再次以邮件发送至 {invoice.email}。</p>
    </>
  );
}

export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { perform, submit, running } = useInvoiceAction(invoice.id);
  const [dialog, setDialog] = useState<'issue' | 'void' | null>(null);
  const close = () => setDialog(null);
  const runs = invoiceRuns(invoice);

  const buttons: ActionButton[] = [
    { action: 'issue', label: '开具发票', type: 'primary', onClick: () => setDialog('issue') },
    {
      action: 'resend',
      label: '重新推送',
      onClick: () =>
        Modal.confirm({
          title: '重新推送电子发票？',
          content: <ResendNotice invoice={invoice} />,
          okText: '重新推送',
          onOk: () => perform(runs.resend()),
        }),
    },
    { action: 'void', label: '作废', status: 'danger', onClick: () => setDialog('void') },
  ];

  return (
    <>
      <ActionBar buttons={buttons} actions={invoice.actions} running={running} />
      <IssueInvoiceModal
        invoice={invoice}
        visible={dialog === 'issue'}
        onCancel={close}
        onSubmit={(fields) => submit(runs.issue(fields)).then(close)}
      />
      <VoidInvoiceModal
        invoice={invoice}
        visible={dialog === 'void'}
        onCancel={close}
        onSubmit={(fields) => submit(runs.void(fields)).then(close)}
      />
    </>
  );
}
