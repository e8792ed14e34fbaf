// Bid paper letters (纸质投标保函), enterprise side: the e-letter's own handlers, each taking the
// letter type (application, signing, detail, payment, cancel, refund), plus the guarantor offer and
// the receipt. The list (/api/paper_letter/getList) lives with the other order lists.
import {
  paperAdd,
  paperAddPayImage,
  paperCancelLetter,
  paperConfirmSign,
  paperGetDetail,
  paperGetPayInfo,
  paperPrepareSign,
  paperRefundOrder,
  paperSendSignCode,
} from '@bht/api-client/contract';
import { applicationHandler } from '../letters/add-letter';
import { signingHandlers } from '../letters/contract-signing';
import { cancelHandler } from '../orders/cancel-order';
import { orderDetailHandler } from '../orders/get-order-info';
import { refundRequestHandler } from '../orders/request-refund';
import { payImageHandler } from '../payments/offline-payment';
import { payInfoHandler } from '../payments/pay-info';
import { confirmReceiptHandler } from './confirm-receipt';
import { paperGuarantorsHandler } from './paper-guarantors';
import { receiverSnapshot } from './receiving-address';

export const paperLetterHandlers = [
  paperGuarantorsHandler,
  applicationHandler(paperAdd, 'bid_paper', receiverSnapshot),
  ...signingHandlers('bid_paper', {
    prepare: paperPrepareSign,
    sendCode: paperSendSignCode,
    confirm: paperConfirmSign,
  }),
  orderDetailHandler(paperGetDetail, 'bid_paper'),
  payInfoHandler(paperGetPayInfo, 'bid_paper'),
  payImageHandler(paperAddPayImage, 'bid_paper'),
  cancelHandler(paperCancelLetter, 'bid_paper'),
  refundRequestHandler(paperRefundOrder, 'bid_paper'),
  confirmReceiptHandler,
];
