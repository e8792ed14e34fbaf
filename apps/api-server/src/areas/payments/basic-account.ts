// 登记基本户 (/api/order/saveBasicAccount): the bidder records the basic account (基本户) a trading
// platform demands the premium from (trading-platforms/pay-terms.ts), while its order waits for
// review or payment; the account must be in the bidder's own name. Once the order is approved the
// platform's review push is queued again at once: Epoint's baohannotice names the payer's account
// and waits (its job failing with the reason) until one is recorded.
import { OrderStatus, saveBasicAccount } from '@bht/api-client/contract';
import { toFullWidthParens } from '@bht/validators';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { conflict, fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { requeueJob } from '../../jobs/job-queue';
import { assertOrderPermission, enterpriseScope } from '../orders/enterprise-order-access';
import { findOrder } from '../orders/order-transitions';
import { platformOriginOf } from '../trading-platforms/pay-terms';
import { platformPushJobKey } from '../trading-platforms/platform-events';

const OPEN_STATUSES: readonly number[] = [OrderStatus.PENDING_REVIEW, OrderStatus.PENDING_PAYMENT];
const sameName = (a: string, b: string) =>
  toFullWidthParens(a.replace(/\s/g, '')) === toFullWidthParens(b.replace(/\s/g, ''));

export const saveBasicAccountHandler = implement(
  saveBasicAccount,
  async ({ order_sn, account_name, account_no, bank_name }, { db, caller }) => {
    assertOrderPermission(caller);
    const { id } = await findOrder(db, order_sn, enterpriseScope(caller));
    return db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      const origin = order && (await platformOriginOf(tx, order));
      if (!order || !origin?.basic_account_required) throw conflict('该订单无需登记基本户');
      if (!OPEN_STATUSES.includes(order.status))
        throw conflict('订单已付款或已结束，基本户不能再修改');
      if (!sameName(account_name, order.enterpriseName))
        throw fieldError(
          'account_name',
          `基本户户名须与投标企业名称「${order.enterpriseName}」一致`,
        );
      await tx
        .update(orders)
        .set({
          payerAccountName: order.enterpriseName,
          payerAccountNo: account_no,
          payerBankName: bank_name,
        })
        .where(eq(orders.id, order.id));
      if (order.status === OrderStatus.PENDING_PAYMENT)
        await requeueJob(tx, platformPushJobKey(order.id, 'reviewed'));
      return { account_name: order.enterpriseName, account_no, bank_name };
    });
  },
);
