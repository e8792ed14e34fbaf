// The enterprise's claims (/demage/index, /demage/damageinfo): the claims on its letters, read-only
// but for written statements while a claim is open. Every call needs the 订单 permission, like the
// enterprise's other order calls (docs/after-issue.md).
import {
  claimAddStatement,
  claimGetDetail,
  claimGetList,
  OPEN_CLAIM_STATUSES,
} from '@bht/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { claimStatements, claims } from '../../db/schema';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { notifyClaimStatement } from '../messages/claim-events';
import { enterpriseOperator } from '../orders/enterprise-order-access';
import { fileLinks } from '../../http/file-links';
import { claimView, findClaim, listClaims } from './claim-records';
import { enterpriseTenant } from '../orders/tenant-scope';

export const CLAIM_CLOSED = '该理赔已处理完毕，不能再补充书面说明';

const scopeOf = enterpriseTenant;

export const getListHandler = implement(claimGetList, async (input, { db, caller, config }) =>
  listClaims(db, scopeOf(caller), input, fileLinks(config)),
);

export const getDetailHandler = implement(claimGetDetail, async ({ id }, { db, caller, config }) =>
  claimView(db, scopeOf(caller), id, fileLinks(config)),
);

export const addStatementHandler = implement(
  claimAddStatement,
  async ({ id, content }, { db, caller, config }) => {
    const scope = scopeOf(caller);
    const record = await findClaim(db, scope, id);
    const author = await enterpriseOperator(db, caller);
    await db.transaction(async (tx) => {
      // Locked while open: a decision or payout closing the claim meanwhile waits, or came first and refuses this.
      const [open] = await tx
        .select({ id: claims.id })
        .from(claims)
        .where(and(eq(claims.id, id), inArray(claims.status, [...OPEN_CLAIM_STATUSES])))
        .for('update');
      if (!open) throw conflict(CLAIM_CLOSED);
      await tx.insert(claimStatements).values({
        claimId: id,
        authorType: 'enterprise',
        authorId: caller.accountId,
        authorName: author.name,
        content,
      });
      await notifyClaimStatement(tx, record.claim, record.order, author.name);
    });
    return claimView(db, scope, id, fileLinks(config));
  },
);
