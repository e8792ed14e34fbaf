// Log-in, session, registration, passwords and mobile changes: the enterprise's accounts and
// the guarantee company's console accounts (company-*.ts).
import {
  changeMobileHandler,
  changePasswordHandler,
  verifyIdentityHandler,
} from './identity-changes';
import { companyChangeMobileHandler } from './company-change-mobile';
import { companyLoginHandler, companyLogoutHandler } from './company-login';
import { companyResetPasswordHandler, companyUpdatePasswordHandler } from './company-passwords';
import { forgetPasswordHandler } from './forget-password';
import { loginHandler, logoutHandler } from './login';
import { registerHandler } from './register';
import {
  addSubAccountHandler,
  editSubAccountHandler,
  getSubAccountListHandler,
} from './sub-accounts';
import { checkMasterAccountHandler, getUserInfoHandler } from './user-info';

export const authHandlers = [
  loginHandler,
  logoutHandler,
  getUserInfoHandler,
  checkMasterAccountHandler,
  registerHandler,
  forgetPasswordHandler,
  verifyIdentityHandler,
  changePasswordHandler,
  changeMobileHandler,
  getSubAccountListHandler,
  addSubAccountHandler,
  editSubAccountHandler,
  companyLoginHandler,
  companyLogoutHandler,
  companyChangeMobileHandler,
  companyResetPasswordHandler,
  companyUpdatePasswordHandler,
];
