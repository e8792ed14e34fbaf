// Performance (履约保函) and migrant-worker wage (农民工工资保函) letters, enterprise side: the bid
// letters' handlers, each taking the letter type (application, signing, detail, list, status poll,
// payment, cancel, refund) and the awarded-project search, plus what these families add: the
// guarantor offers and premium quote (letter-offers.ts), the contract terms of an application
// (application-terms.ts), the edit before review (edit-letter.ts) and the wage letter's specimen
// (letter-specimen.ts). docs/performance-worker-letters.md.
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
  type LetterType,
} from '@bht/api-client/contract';
import type { z } from 'zod';
import type { Implementation } from '../../http/implement';
import { applicationHandler, type ApplicationDetails } from '../letters/add-letter';
import { isAwarded, PROJECT_NOT_AWARDED } from '../letters/application-rules';
import { signingHandlers, type SigningEndpoints } from '../letters/contract-signing';
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
import { workerSpecimenHandler } from './letter-specimen';

interface Family<S extends typeof performanceApplicationSchema | typeof workerDeclarationSchema> {
  projectList: typeof performanceGetProjectList | typeof workerGetProjectList;
  projectDetail: typeof performanceGetProjectDetail | typeof workerGetProjectDetail;
  add: typeof performanceAddLetter | typeof workerAddLetter;
  edit: typeof performanceEditLetter | typeof workerEditLetter;
  /** The full application form (editLetter's request is partial) and the terms it adds to the bid form. */
  form: S;
  terms: ApplicationDetails<z.output<S>>;
  signing: SigningEndpoints;
  list: typeof performanceGetLetterList | typeof workerGetLetterList;
  detail: typeof performanceGetLetterDetail | typeof workerGetLetterDetail;
  status: typeof performanceGetOrderStatus | typeof workerGetOrderStatus;
  payInfo: typeof performanceGetPayInfo | typeof workerGetPayInfo;
  payImage: typeof performanceAddPayImage | typeof workerAddPayImage;
  cancel: typeof performanceCancelLetter | typeof workerCancelLetter;
  refund: typeof performanceRefundOrder | typeof workerRefundOrder;
}

/** Every enterprise call of one family, each the shared handler for `type`. */
const familyHandlers = <
  S extends typeof performanceApplicationSchema | typeof workerDeclarationSchema,
>(
  type: LetterType,
  f: Family<S>,
): Implementation[] => [
  projectListHandler(f.projectList, undefined, AWARDED_LISTING),
  projectDetailHandler(f.projectDetail, isAwarded, PROJECT_NOT_AWARDED),
  // The family's form and terms go together (one family's record), which the endpoint unions cannot say.
  applicationHandler(
    f.add,
    type,
    f.terms as unknown as ApplicationDetails<z.output<typeof f.add.request>>,
  ),
  editLetterHandler(f.edit, type, f.form, f.terms),
  ...signingHandlers(type, f.signing),
  enterpriseOrderList(f.list, type),
  orderDetailHandler(f.detail, type),
  orderStatusHandler(f.status, type),
  payInfoHandler(f.payInfo, type),
  payImageHandler(f.payImage, type),
  cancelHandler(f.cancel, type),
  refundRequestHandler(f.refund, type),
];

export const contractLetterHandlers = [
  ...offerHandlers,
  workerSpecimenHandler,
  ...familyHandlers('performance', {
    projectList: performanceGetProjectList,
    projectDetail: performanceGetProjectDetail,
    add: performanceAddLetter,
    edit: performanceEditLetter,
    form: performanceApplicationSchema,
    terms: performanceTerms,
    signing: {
      prepare: performancePrepareSign,
      sendCode: performanceSendSignCode,
      confirm: performanceConfirmSign,
    },
    list: performanceGetLetterList,
    detail: performanceGetLetterDetail,
    status: performanceGetOrderStatus,
    payInfo: performanceGetPayInfo,
    payImage: performanceAddPayImage,
    cancel: performanceCancelLetter,
    refund: performanceRefundOrder,
  }),
  ...familyHandlers('worker', {
    projectList: workerGetProjectList,
    projectDetail: workerGetProjectDetail,
    add: workerAddLetter,
    edit: workerEditLetter,
    form: workerDeclarationSchema,
    terms: workerTerms,
    signing: {
      prepare: workerPrepareSign,
      sendCode: workerSendSignCode,
      confirm: workerConfirmSign,
    },
    list: workerGetLetterList,
    detail: workerGetLetterDetail,
    status: workerGetOrderStatus,
    payInfo: workerGetPayInfo,
    payImage: workerAddPayImage,
    cancel: workerCancelLetter,
    refund: workerRefundOrder,
  }),
];
