// The guarantee company's profile (spec §7): its information and edit. Its log-in and passwords
// are in auth, its authentication in company-auth.
import { companyEditHandler } from './edit-company';
import { companyGetInfoHandler } from './get-info';

export const companyHandlers = [companyGetInfoHandler, companyEditHandler];
