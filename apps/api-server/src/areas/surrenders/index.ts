// docs/after-issue.md
import type { Implementation } from '../../http/implement';
import { applyHandler, getOptionsHandler } from './enterprise-surrenders';
import {
  expireTimeHandler,
  getSurrenderDetailHandler,
  getSurrenderListHandler,
  getSurrenderLogHandler,
} from './surrender-desk';

export const surrenderHandlers: Implementation[] = [
  getOptionsHandler,
  applyHandler,
  getSurrenderListHandler,
  getSurrenderDetailHandler,
  getSurrenderLogHandler,
  expireTimeHandler,
];
