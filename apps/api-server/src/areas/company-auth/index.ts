import { companyAuthHandlers as wizardHandlers } from './auth-handlers';
import { companyResetAuthHandler } from './reset-auth';

export const companyAuthHandlers = [...wizardHandlers, companyResetAuthHandler];
