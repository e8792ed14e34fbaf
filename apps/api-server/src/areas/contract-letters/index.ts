// Performance (履约保函) and migrant-worker wage (农民工工资保函) letters, enterprise side: the bid
// letters' handlers, each taking the letter type (application, signing, detail, list, status poll,
// payment, cancel, refund) and the awarded-project search, plus what these families add: the
// guarantor offers and premium quote (letter-offers.ts), the contract terms of an application
// (application-terms.ts) and the edit before review (edit-letter.ts). docs/performance-worker-letters.md.
import {
  performanceAddLetter,
  performanceAddPayImage,
  performanceApplicationSchema,
  performanceCancelLetter,
  performanceConfirmSign,
  performanceEditLetter,
  performanceGetLetterDetail,
  performanceGetLetterList,
  performanceGetOrderStatus,
  performanceGetPayInfo,
  performanceGetProjectDetail,
  performanceGetProjectList,
  performancePrepareSign,
  performanceRefundOrder,
  performanceSendSignCode,
  workerAddLetter,
  workerAddPayImage,
  workerCancelLetter,
  workerConfirmSign,
  workerDeclarationSchema,
  workerEditLetter,
  workerGetLetterDetail,
  workerGetLetterList,
  workerGetOrderStatus,
  workerGetPayInfo,
  workerGetProjectDetail,
  workerGetProjectList,
  workerPrepareSign,
  workerRefundOrder,
  workerSendSignCode,
} from '@bht/api-client/contract';
import { applicationHandler } from '../letters/add-letter';
import { isAwarded, PROJECT_NOT_AWARDED } from '../letters/application-rules';
import { signingHandlers } from '../letters/contract-signing';
import { enterpriseOrderList } from '../order-lists/enterprise-order-list';
import { orderStatusHandler } from '../order-lists/order-status';
import { cancelHandler } from '../orders/cancel-order';
import { orderDetailHandler } from '../orders/get-order-info';
import { refundRequestHandler } from '../orders/request-refund';
import { payImageHandler } from '../payments/offline-payment';
import { payInfoHandler } from '../payments/pay-info';
import { AWARDED_LISTING, projectListHandler } from '../projects/list-projects';
import { projectDetailHandler } from '../projects/project-detail';
import { performanceTerms, workerTerms } from './application-terms';
import { editLetterHandler } from './edit-letter';
import { offerHandlers } from './letter-offers';

const performanceHandlers = [
  projectListHandler(performanceGetProjectList, undefined, AWARDED_LISTING),
  projectDetailHandler(performanceGetProjectDetail, isAwarded, PROJECT_NOT_AWARDED),
  applicationHandler(performanceAddLetter, 'performance', performanceTerms),
  editLetterHandler(performanceEditLetter, 'performance', performanceApplicationSchema, performanceTerms),
  ...signingHandlers('performance', { prepare: performancePrepareSign, sendCode: performanceSendSignCode, confirm: performanceConfirmSign }),
  enterpriseOrderList(performanceGetLetterList, 'performance'),
  orderDetailHandler(performanceGetLetterDetail, 'performance'),
  orderStatusHandler(performanceGetOrderStatus, 'performance'),
  payInfoHandler(performanceGetPayInfo, 'performance'),
  payImageHandler(performanceAddPayImage, 'performance'),
  cancelHandler(performanceCancelLetter, 'performance'),
  refundRequestHandler(performanceRefundOrder, 'performance'),
];

const workerHandlers = [
  projectListHandler(workerGetProjectList, undefined, AWARDED_LISTING),
  projectDetailHandler(workerGetProjectDetail, isAwarded, PROJECT_NOT_AWARDED),
  applicationHandler(workerAddLetter, 'worker', workerTerms),
  editLetterHandler(workerEditLetter, 'worker', workerDeclarationSchema, workerTerms),
  ...signingHandlers('worker', { prepare: workerPrepareSign, sendCode: workerSendSignCode, confirm: workerConfirmSign }),
  enterpriseOrderList(workerGetLetterList, 'worker'),
  orderDetailHandler(workerGetLetterDetail, 'worker'),
  orderStatusHandler(workerGetOrderStatus, 'worker'),
  payInfoHandler(workerGetPayInfo, 'worker'),
  payImageHandler(workerAddPayImage, 'worker'),
  cancelHandler(workerCancelLetter, 'worker'),
  refundRequestHandler(workerRefundOrder, 'worker'),
];

export const contractLetterHandlers = [...offerHandlers, ...performanceHandlers, ...workerHandlers];
