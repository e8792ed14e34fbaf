// Every implemented endpoint, by business area. Endpoints of the contract not listed here
// answer 501 '该功能尚未开放' until their area implements them.
import type { Implementation } from '../http/implement';
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { certificateHandlers } from './certificates';
import { claimHandlers } from './claims';
import { companyHandlers } from './company';
import { companyAuthHandlers } from './company-auth';
import { companyOrderHandlers } from './company-orders';
import { companySettingsHandlers } from './company-settings';
import { contractLetterHandlers } from './contract-letters';
import { dashboardHandlers } from './dashboard';
import { firmHandlers } from './firm';
import { guarantorHandlers } from './guarantors';
import { insuranceHandlers } from './insurance';
import { invoiceHandlers } from './invoices';
import { issuingConfigHandlers } from './issuing-config';
import { letterManagementHandlers } from './letter-management';
import { letterHandlers } from './letters';
import { messageHandlers } from './messages';
import { noticeHandlers } from './notices';
import { ocrHandlers } from './ocr';
import { orderEntryHandlers } from './order-entry';
import { orderListHandlers } from './order-lists';
import { orderPushHandlers } from './order-push';
import { orderHandlers } from './orders';
import { paperLetterHandlers } from './paper-letters';
import { paymentHandlers } from './payments';
import { platformReviewHandlers } from './platform-review';
import { preservationHandlers } from './preservation';
import { projectHandlers } from './projects';
import { smsHandlers } from './sms';
import { surrenderHandlers } from './surrenders';
import { systemHandlers } from './system';
import { tradingPlatformHandlers } from './trading-platforms';
import { uploadHandlers } from './uploads';
import { verifyHandlers } from './verify';

export const implementations: Implementation[] = [
  ...systemHandlers,
  ...smsHandlers,
  ...authHandlers,
  ...uploadHandlers,
  ...ocrHandlers,
  ...certificateHandlers,
  ...companyHandlers,
  ...guarantorHandlers,
  ...companySettingsHandlers,
  ...firmHandlers,
  ...projectHandlers,
  ...letterHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...addressHandlers,
  ...paperLetterHandlers,
  ...contractLetterHandlers,
  ...orderListHandlers,
  ...companyOrderHandlers,
  ...orderEntryHandlers,
  ...verifyHandlers,
  ...messageHandlers,
  ...insuranceHandlers,
  ...invoiceHandlers,
  ...surrenderHandlers,
  ...claimHandlers,
  ...letterManagementHandlers,
  ...preservationHandlers,
  ...dashboardHandlers,
  ...orderPushHandlers,
  ...issuingConfigHandlers,
  ...noticeHandlers,
  ...companyAuthHandlers,
  ...platformReviewHandlers,
  ...tradingPlatformHandlers,
];
