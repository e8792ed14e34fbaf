import { getPlatformConversationHandler, retryPlatformMessageHandler } from './conversation';
import {
  addTradingPlatformHandler,
  editTradingPlatformHandler,
  getTradingPlatformOptionsHandler,
  getTradingPlatformsHandler,
  resetTradingPlatformSecretHandler,
  setTradingPlatformEnabledHandler,
} from './platform-registry';

export const tradingPlatformHandlers = [
  getTradingPlatformOptionsHandler,
  getTradingPlatformsHandler,
  addTradingPlatformHandler,
  editTradingPlatformHandler,
  resetTradingPlatformSecretHandler,
  setTradingPlatformEnabledHandler,
  getPlatformConversationHandler,
  retryPlatformMessageHandler,
];
