// 配置管理 (permission peizhi, docs/settings.md): premium schedules per letter type, the order
// switches, and the job that cancels orders left unpaid.
import { orderSettingsHandlers } from './order-settings';
import { premiumSettingsHandlers } from './premium-settings';

export {
  runUnpaidExpiryJob,
  UNPAID_EXPIRY_JOB,
  unpaidExpirySlot,
  UNPAID_EXPIRY_JOB_LOCK,
} from './unpaid-expiry-job';

export const companySettingsHandlers = [...premiumSettingsHandlers, ...orderSettingsHandlers];
