import { companyChangeMobileHandler } from './change-mobile';
import { companyEditHandler } from './edit-company';
import { companyGetInfoHandler } from './get-info';
import { getAreaListHandler, getCompanyListHandler, getListByAreaHandler, getTypeListHandler } from './guarantor-lists';
import { companyLoginHandler } from './login';
import { companyResetPasswordHandler, companyUpdatePasswordHandler } from './passwords';
import { companyResetAuthHandler } from './reset-auth';

export const companyHandlers = [
  companyLoginHandler,
  companyGetInfoHandler,
  companyEditHandler,
  companyChangeMobileHandler,
  companyResetPasswordHandler,
  companyUpdatePasswordHandler,
  companyResetAuthHandler,
  getTypeListHandler,
  getAreaListHandler,
  getListByAreaHandler,
  getCompanyListHandler,
];
