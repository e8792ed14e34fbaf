import { companyChangeMobileHandler } from './change-mobile';
import { companyEditHandler } from './edit-company';
import { companyGetInfoHandler } from './get-info';
import {
  getAreaListHandler,
  getCompanyListHandler,
  getListByAreaHandler,
  getTypeListHandler,
} from './guarantor-lists';
import { companyLoginHandler, companyLogoutHandler } from './login';
import { companyResetPasswordHandler, companyUpdatePasswordHandler } from './passwords';
import { companyResetAuthHandler } from './reset-auth';

export const companyHandlers = [
  companyLoginHandler,
  companyLogoutHandler,
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
