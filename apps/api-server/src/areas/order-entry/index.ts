import { companyAddOrderHandler } from './add-order';
import { companyFindEnterpriseHandler } from './find-enterprise';

export const orderEntryHandlers = [companyFindEnterpriseHandler, companyAddOrderHandler];
