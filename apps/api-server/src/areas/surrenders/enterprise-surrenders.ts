// The enterprise's side of surrender (退保, docs/after-issue.md): which grounds are open on a letter
// (or why none) with its past requests, and the request itself. Orders of the caller's enterprise
// only, with the 订单 permission, like every enterprise order call. Of two concurrent requests on
// one letter the partial unique index admits one; the other answers 409.
import {
  SURRENDER_PROOF_GROUNDS,
  surrenderApply,
  surrenderGetOptions,
} from '@bht/api-client/contract';
import { conflict, fieldError } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import type { Db } from '../../db/client';
import {
  assertOrderPermission,
  enterpriseOperator,
  enterpriseScope,
} from '../orders/enterprise-order-access';
import { findOrder } from '../orders/order-transitions';
import { fileLinks } from '../../http/file-links';
import { findOwnedUpload } from '../uploads/upload-access';
import { surrendersOfOrder, surrenderView } from './surrender-records';
import { insertSurrender } from './insert-surrender';
import { openGrounds, surrenderBlocked, withdrawRefusal } from './surrender-rules';
import { enterpriseTenant } from '../orders/tenant-scope';

const scopeOf = enterpriseTenant;

/** The caller's order `sn` (any letter type), after the 订单 permission; another enterprise's is 404. */
async function callerOrder(db: Db, caller: EnterpriseCaller, sn: string) {
  assertOrderPermission(caller);
  return findOrder(db, sn, enterpriseScope(caller));
}

export const getOptionsHandler = implement(
  surrenderGetOptions,
  async ({ order_sn }, { db, caller, config }) => {
    const order = await callerOrder(db, caller, order_sn);
    const blocked = await surrenderBlocked(db, order);
    return {
      grounds: blocked ? [] : await openGrounds(db, order),
      blocked,
      requests: await surrendersOfOrder(db, scopeOf(caller), order.id, fileLinks(config)),
    };
  },
);

const BAD_PROOF = '证明文件无效，请上传本企业的项目取消或招标失败证明';

export const applyHandler = implement(surrenderApply, async (input, { db, caller, config }) => {
  const order = await callerOrder(db, caller, input.order_sn);
  const blocked = await surrenderBlocked(db, order);
  if (blocked) throw conflict(blocked, { order_sn: blocked });
  if (input.ground === 'withdraw') {
    const refusal = await withdrawRefusal(db, order);
    if (refusal) throw fieldError('ground', refusal, 409);
  }
  if (SURRENDER_PROOF_GROUNDS.includes(input.ground) && !input.proof_file) {
    throw fieldError('proof_file', '请上传项目取消或招标失败的证明文件');
  }
  // Only a live upload of the enterprise itself (checked by content when it was uploaded).
  if (input.proof_file && !(await findOwnedUpload(db, input.proof_file, caller)))
    throw fieldError('proof_file', BAD_PROOF);

  const applicant = await enterpriseOperator(db, caller);
  const id = await insertSurrender(db, order, {
    accountId: caller.accountId,
    applicantName: applicant.name,
    ground: input.ground,
    reason: input.reason,
    proofFile: input.proof_file || null,
  });
  return surrenderView(db, scopeOf(caller), id, fileLinks(config));
});
