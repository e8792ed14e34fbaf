import { platformReviewCompanyHandler, platformReviewEnterpriseHandler } from './review-decisions';
import {
  platformGetCompanySubmissionHandler,
  platformGetEnterpriseSubmissionHandler,
  platformGetInfoHandler,
  platformGetReviewHistoryHandler,
  platformGetReviewQueueHandler,
  platformLogoutHandler,
} from './review-queue';

export const platformReviewHandlers = [
  platformGetInfoHandler,
  platformLogoutHandler,
  platformGetReviewQueueHandler,
  platformGetEnterpriseSubmissionHandler,
  platformGetCompanySubmissionHandler,
  platformReviewEnterpriseHandler,
  platformReviewCompanyHandler,
  platformGetReviewHistoryHandler,
];
