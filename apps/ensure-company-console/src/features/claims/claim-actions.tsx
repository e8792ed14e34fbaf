// What the desk may do with a claim now, exactly as the server lists it in `actions`: 受理 (after a
// confirmation), 驳回 (a required opinion, then a confirmation), 登记赔付 (its form).
import { useState } from 'react';
import { askConfirm } from '../company-orders/ask-confirm';
import { ActionBar, type ActionButton } from '../company-orders/action-bar';
import { ReasonModal } from '../company-orders/reason-modal';
import { ClaimPayModal } from './claim-pay-modal';
import { claimRuns, useClaimAction, type Claim } from './claim-queries';

export function ClaimActions({ claim }: { claim: Claim }) {
  const { perform, submit, running } = useClaimAction(claim.id);
  const [dialog, setDialog] = useState<'reject' | 'pay' | null>(null);
  const close = () => setDialog(null);
  const runs = claimRuns(claim.id);

  const accept = async () => {
    const confirmed = await askConfirm({
      title: '确认受理该索赔？',
      content: '受理后请核实索赔材料，再登记赔付；投保企业可继续补充书面说明。',
      okText: '确认受理',
    });
    if (confirmed) await perform(runs.accept());
  };

  const buttons: ActionButton[] = [
    { action: 'accept', label: '受理', type: 'primary', onClick: () => void accept() },
    { action: 'pay', label: '登记赔付', type: 'primary', onClick: () => setDialog('pay') },
    { action: 'reject', label: '驳回', status: 'danger', onClick: () => setDialog('reject') },
  ];

  return (
    <>
      <ActionBar buttons={buttons} actions={claim.actions} running={running} />
      <ClaimPayModal
        claim={claim}
        visible={dialog === 'pay'}
        onCancel={close}
        onSubmit={(fields) => submit(runs.pay(fields)).then(close)}
      />
      <ReasonModal
        visible={dialog === 'reject'}
        title="驳回索赔"
        label="驳回意见"
        field="opinion"
        okText="驳回索赔"
        danger
        notice="驳回后索赔结束，驳回意见将告知索赔人与投保企业。"
        confirm={{
          title: '确认驳回该索赔？',
          content: '驳回后不可撤销。',
          okText: '确认驳回',
          danger: true,
        }}
        onCancel={close}
        onSubmit={(opinion) => submit(runs.reject(opinion)).then(close)}
      />
    </>
  );
}
