// Payments (docs/payments.md): pay info, WeChat in-app payment, the channels' signed callbacks,
// offline transfer vouchers, the bidder's basic account for a trading platform's order and the pay
// log.
import { addPayImage, getPayInfo } from '@bht/api-client/contract';
import { saveBasicAccountHandler } from './basic-account';
import { payImageHandler } from './offline-payment';
import { payInfoHandler } from './pay-info';
import { getQueryPayLogHandler } from './pay-logs';
import { payResultHandlers } from './pay-result';
import { getAuthorizeUrlHandler, getOpenidHandler } from './wechat-pay';
import { checkoutHandler } from './checkout';

export { registerPaymentSandboxRoutes } from './sandbox-routes';
export { registerChannelCallbacks } from './channel-callbacks';

export const paymentHandlers = [
  payInfoHandler(getPayInfo, 'bid_e'),
  getAuthorizeUrlHandler,
  getOpenidHandler,
  checkoutHandler,
  ...payResultHandlers,
  payImageHandler(addPayImage, 'bid_e'),
  saveBasicAccountHandler,
  getQueryPayLogHandler,
];
