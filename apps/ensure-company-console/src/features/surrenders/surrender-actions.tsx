// What the desk may do with a surrender request now, exactly as the server lists it in `actions`:
// 同意退保 (its form, then a confirmation) and 拒绝 (a required opinion, then a confirmation).
import { useState } from 'react';
import { ActionBar, type ActionButton } from '../company-orders/action-bar';
import { ReasonModal } from '../company-orders/reason-modal';
import { SurrenderApproveModal } from './surrender-approve-modal';
import { surrenderRuns, useSurrenderAction, type Surrender } from './surrender-queries';

export function SurrenderActions({ surrender }: { surrender: Surrender }) {
  const { submit, running } = useSurrenderAction(surrender.id);
  const [dialog, setDialog] = useState<'approve' | 'refuse' | null>(null);
  const close = () => setDialog(null);
  const runs = surrenderRuns(surrender.id);

  const buttons: ActionButton[] = [
    { action: 'approve', label: '同意退保', type: 'primary', onClick: () => setDialog('approve') },
    { action: 'refuse', label: '拒绝', status: 'danger', onClick: () => setDialog('refuse') },
  ];

  return (
    <>
      <ActionBar buttons={buttons} actions={surrender.actions} running={running} />
      <SurrenderApproveModal
        surrender={surrender}
        visible={dialog === 'approve'}
        onCancel={close}
        onSubmit={(fields) => submit(runs.approve(fields)).then(close)}
      />
      <ReasonModal
        visible={dialog === 'refuse'}
        title="拒绝退保"
        label="处理意见"
        field="opinion"
        okText="拒绝退保"
        danger
        notice="拒绝后保函维持原状，处理意见将告知投保企业。"
        confirm={{
          title: '确认拒绝该退保申请？',
          content: '拒绝后不可撤销，企业可另行申请。',
          okText: '确认拒绝',
          danger: true,
        }}
        onCancel={close}
        onSubmit={(opinion) => submit(runs.refuse(opinion)).then(close)}
      />
    </>
  );
}
