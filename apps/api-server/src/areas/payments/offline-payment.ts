// Offline bank transfer: the enterprise uploads its transfer voucher (/api/order/addPayImage for
// bid e-letters, /api/paper_letter/addPayImage for paper: one handler per type), which opens a
// pending 'offline' attempt; the guarantor's 确认线下收款 (handleLetterStatus confirm_payment,
// areas/company-orders) marks that attempt paid inside its transition (docs/payments.md). The
// guarantor's accounts that confirm payments are told a voucher arrived (docs/messages.md).
import {
  type addPayImage,
  type paperAddPayImage,
  type LetterType,
  type performanceAddPayImage,
  type workerAddPayImage,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { fieldError } from '../../http/app-error';
import { implement } from '../../http/implement';
import { assertOrderPermission, enterpriseScope } from '../orders/enterprise-order-access';
import { notifyVoucherUploaded } from '../messages/order-events';
import { assertPortalPayment } from '../trading-platforms/pay-terms';
import { findOwnedUpload } from '../uploads/upload-access';
import { findPayableOrder, lockPayableOrder } from './payable-order';
import { writeOfflineAttempt } from './pay-logs';

const VOUCHER_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const BAD_VOUCHER = '转账凭证无效，请重新上传（JPG、PNG 或 PDF）';

/** The voucher upload of one letter type's family. */
export const payImageHandler = (
  endpoint:
    | typeof addPayImage
    | typeof paperAddPayImage
    | typeof performanceAddPayImage
    | typeof workerAddPayImage,
  type: LetterType,
) =>
  implement(endpoint, async ({ order_sn, image }, { db, caller }) => {
    assertOrderPermission(caller);
    const order = await findPayableOrder(db, order_sn, enterpriseScope(caller), type);
    await assertPortalPayment(db, order, 'transfer');
    const upload = await findOwnedUpload(db, image, caller);
    if (!upload || !VOUCHER_TYPES.has(upload.mimeType)) throw fieldError('image', BAD_VOUCHER);
    await db.transaction(async (tx) => {
      const locked = await lockPayableOrder(tx, order.id);
      await tx.update(orders).set({ payImage: upload.url }).where(eq(orders.id, locked.id));
      // A replaced voucher updates the pending attempt rather than starting another.
      await writeOfflineAttempt(tx, locked, 'pending', `转账凭证：${upload.url}`);
      await notifyVoucherUploaded(tx, locked);
    });
    return null;
  });
