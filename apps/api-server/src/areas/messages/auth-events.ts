// The enterprise's message about its authentication review (areas/firm/review-enterprise.ts),
// for every active account: sub-accounts wait for it too (spec §6).
import { notify } from './notify';
import type { Tx } from '../../db/client';

export interface ReviewedEnterprise {
  id: number;
  name: string;
  approved: boolean;
  rejectReason: string | null;
}

export function notifyAuthReviewed(tx: Tx, enterprise: ReviewedEnterprise): Promise<void> {
  const audience = { side: 'enterprise', enterpriseId: enterprise.id, permission: null } as const;
  return enterprise.approved
    ? notify(tx, audience, {
        kind: 'auth_approved',
        title: '企业认证已通过',
        content: `${enterprise.name}的企业认证已审核通过，现在可以申请保函了。`,
      })
    : notify(tx, audience, {
        kind: 'auth_rejected',
        title: '企业认证未通过',
        content: `${enterprise.name}的企业认证未通过审核，请按驳回原因修改后重新提交。驳回原因：${enterprise.rejectReason ?? ''}`,
      });
}
