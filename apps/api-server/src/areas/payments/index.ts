// Payments (docs/payments.md): pay info, WeChat in-app payment, the channels' signed callbacks,
// offline transfer vouchers and the pay log.
import { addPayImageHandler } from './offline-payment';
import { getPayInfoHandler } from './pay-info';
import { getQueryPayLogHandler } from './pay-logs';
import { payResultHandlers } from './pay-result';
import { getAuthorizeUrlHandler, getOpenidHandler } from './wechat-pay';

export { registerPaymentSandboxRoutes } from './sandbox-routes';

export const paymentHandlers = [
  getPayInfoHandler,
  getAuthorizeUrlHandler,
  getOpenidHandler,
  ...payResultHandlers,
  addPayImageHandler,
  getQueryPayLogHandler,
];
