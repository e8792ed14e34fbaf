// The order's action bar: exactly the actions the server listed in `actions` (the state machine
// for this account's permissions), each behind its confirmation or reason dialog. At 待出函 the
// drafting pair shows the one that fits (保函签章 / 生成打印件 before a drafted letter exists,
// 重新签章 / 重新生成 after: letter-drafting.ts), and 出函 waits for the seal. A paper letter's
// 寄出 has its own form on the mailing desk (mail-letter-form.tsx).
import { Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Modal/style/css.js';
import { formatMoney } from '@bht/validators';
import { useState, type ReactNode } from 'react';
import { ActionBar, type ActionButton } from './action-bar';
import { letterDrafting } from './letter-drafting';
import { LetterSignProgress } from './letter-sign-progress';
import { noVoucherNotice, PaymentVoucher } from './payment-voucher';
import type { OrderDetail } from './order-queries';
import { orderRuns } from './order-runs';
import { ReasonModal } from './reason-modal';
import { useOrderAction } from './use-order-action';

type Dialog =
  'approve' | 'reject' | 'redraft' | 'void' | 'confirm_payment' | 'refuse_refund' | null;

/** How an approved refund reaches the enterprise: online payments go back the way they came. */
const refundRoute = (payMethod: OrderDetail['pay_method']) =>
  payMethod === 'offline'
    ? '线下转账的保费由本机构转回企业付款账户'
    : `${payMethod === 'alipay' ? '支付宝' : '微信支付'}原路退回`;

export function OrderActions({ order }: { order: OrderDetail }) {
  const { perform, submit, running } = useOrderAction(order.sn);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const runs = orderRuns(order.sn);
  const drafted = Boolean(order.letter_url);
  const drafting = letterDrafting(order.type);
  const { make, remake } = drafting;

  const confirm = (title: string, content: ReactNode, okText: string, run: () => Promise<void>) =>
    Modal.confirm({ title, content, okText, onOk: run });

  const all: ActionButton[] = [
    {
      action: 'approve',
      label: '审核通过',
      type: 'primary',
      onClick: () => setDialog('approve'),
    },
    { action: 'reject', label: '审核驳回', status: 'danger', onClick: () => setDialog('reject') },
    {
      action: 'confirm_payment',
      label: '确认线下收款',
      type: 'primary',
      onClick: () => setDialog('confirm_payment'),
    },
    drafted
      ? { action: remake.action, label: remake.label, onClick: () => setDialog('redraft') }
      : {
          action: make.action,
          label: make.label,
          type: 'primary',
          // The confirmation closes at once so the progress dialog can show the drafting.
          onClick: () =>
            confirm(make.confirmTitle, make.confirmText, make.okText, async () => {
              void perform(runs.draftLetter(make));
            }),
        },
    {
      action: 'issue',
      label: '出函',
      type: 'primary',
      disabledReason: drafted ? undefined : '请先完成保函签章',
      onClick: () =>
        confirm(
          '确认出函？',
          '出函后企业即可下载保函，公开验真将显示该保函真实有效。',
          '确认出函',
          () => perform(runs.issue()),
        ),
    },
    { action: 'void', label: '作废', status: 'danger', onClick: () => setDialog('void') },
    {
      action: 'approve_refund',
      label: '同意退款',
      type: 'primary',
      onClick: () =>
        confirm(
          '确认同意退款？',
          `同意后将向「${order.enterprise_name}」退还保费 ¥${formatMoney(order.premium)}（${refundRoute(order.pay_method)}），${drafting.refundEnds}。`,
          '确认退款',
          () => perform(runs.approveRefund()),
        ),
    },
    {
      action: 'refuse_refund',
      label: '拒绝退款',
      status: 'danger',
      onClick: () => setDialog('refuse_refund'),
    },
  ];
  const draftingNow = running === make.action || running === remake.action;

  return (
    <>
      <ActionBar buttons={all} actions={order.actions} running={running} />

      <ReasonModal
        visible={dialog === 'approve'}
        title="审核通过"
        label="审核意见"
        field="reason"
        optional
        okText="确认通过"
        notice={`审核通过后，「${order.enterprise_name}」即可支付保费 ¥${formatMoney(order.premium)}。`}
        onCancel={close}
        onSubmit={(opinion) => submit(runs.approve(opinion)).then(close)}
      />
      <ReasonModal
        visible={dialog === 'reject'}
        title="审核驳回"
        label="驳回原因"
        field="reason"
        okText="确认驳回"
        danger
        notice="驳回后订单结束，企业将看到驳回原因，需重新申请。"
        onCancel={close}
        onSubmit={(reason) => submit(runs.reject(reason)).then(close)}
      />
      <ReasonModal
        visible={dialog === 'redraft'}
        title={remake.label}
        label={remake.reasonLabel}
        field="reason"
        okText={remake.label}
        notice={remake.notice}
        onCancel={close}
        onSubmit={(reason) => submit(runs.redraftLetter(remake, reason)).then(close)}
      />
      <ReasonModal
        visible={dialog === 'void'}
        title="作废保函"
        label="作废原因"
        field="note"
        okText="确认作废"
        danger
        notice={
          <strong style={{ color: '#f53f3f' }}>
            作废后该保函立即失效，公开验真将显示「已作废」，此操作不可撤销。
          </strong>
        }
        onCancel={close}
        onSubmit={(note) => submit(runs.void(note)).then(close)}
      />
      <ReasonModal
        visible={dialog === 'refuse_refund'}
        title="拒绝退款"
        label="拒绝原因"
        field="reason"
        okText="确认拒绝"
        danger
        notice={drafting.afterRefuse}
        onCancel={close}
        onSubmit={(reason) => submit(runs.refuseRefund(reason)).then(close)}
      />
      <Modal
        title="确认线下收款"
        visible={dialog === 'confirm_payment'}
        okText="确认已收款"
        confirmLoading={running === 'confirm_payment'}
        onOk={() => void perform(runs.confirmPayment()).then(close)}
        onCancel={close}
        unmountOnExit
        style={{ width: 'min(560px, calc(100vw - 24px))' }}
      >
        <p style={{ marginTop: 0 }}>
          {order.pay_image
            ? '请核对转账凭证与应收保费一致后再确认，确认后订单进入待出函。'
            : noVoucherNotice(order)}
        </p>
        <PaymentVoucher order={order} />
      </Modal>
      <LetterSignProgress
        visible={draftingNow}
        title={running === remake.action ? remake.progressTitle : make.progressTitle}
        text={drafting.progressText}
      />
    </>
  );
}
