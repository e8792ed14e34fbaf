// What the desk may do with a claim now, exactly as the server lists it in `actions`: 受理 (an
// optional opinion, then a confirmation), 驳回 (a required opinion, then a confirmation), 登记赔付
// (its form, with an optional opinion). The opinion is the enterprise's 处理意见 and goes into the
// claim's 处理记录.
import { useState } from 'react';
import { ActionBar, type ActionButton } from '../company-orders/action-bar';
import { ReasonModal } from '../company-orders/reason-modal';
import { ClaimPayModal } from './claim-pay-modal';
import { claimRuns, useClaimAction, type Claim } from './claim-queries';

export function ClaimActions({ claim }: { claim: Claim }) {
  const { submit, running } = useClaimAction(claim.id);
  const [dialog, setDialog] = useState<'accept' | 'reject' | 'pay' | null>(null);
  const close = () => setDialog(null);
  const runs = claimRuns(claim.id);

  const buttons: ActionButton[] = [
    { action: 'accept', label: '受理', type: 'primary', onClick: () => setDialog('accept') },
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
        visible={dialog === 'accept'}
        title="受理索赔"
        label="处理意见"
        field="opinion"
        okText="受理索赔"
        optional
        placeholder="选填，投保企业可见，并记入处理记录"
        confirm={{
          title: '确认受理该索赔？',
          content: '受理后请核实索赔材料，再登记赔付；投保企业可继续补充书面说明。',
          okText: '确认受理',
        }}
        onCancel={close}
        onSubmit={(opinion) => submit(runs.accept(opinion)).then(close)}
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
