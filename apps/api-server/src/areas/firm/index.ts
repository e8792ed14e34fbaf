import { confirmBankDepositHandler, startBankVerificationHandler } from './bank-verification';
import { getAuthInfoHandler, getProfileHandler } from './read-handlers';
import { restartAuthHandler } from './restart-auth';
import {
  prepareAgreementHandler,
  sendAgreementCodeHandler,
  signAgreementHandler,
} from './seal-agreement';
import { submitIdentityHandler } from './submit-identity';
import { verifyMobileHandler } from './verify-mobile';

export { registerFirmSandboxRoutes } from './sandbox-routes';
export { reviewEnterprise } from './review-enterprise';

export const firmHandlers = [
  getProfileHandler,
  getAuthInfoHandler,
  submitIdentityHandler,
  verifyMobileHandler,
  startBankVerificationHandler,
  confirmBankDepositHandler,
  prepareAgreementHandler,
  sendAgreementCodeHandler,
  signAgreementHandler,
  restartAuthHandler,
];
