import {
  changeMobileHandler,
  changePasswordHandler,
  verifyIdentityHandler,
} from './identity-changes';
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
];
