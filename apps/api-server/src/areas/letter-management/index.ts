// docs/after-issue.md
import type { Implementation } from '../../http/implement';
import { getLetterListHandler } from './letter-list';
import { getLetterTimelineHandler } from './letter-timeline';

export { EXPIRY_JOB, EXPIRY_JOB_LOCK, expirySlot, runExpiryJob } from './expiry-job';

export const letterManagementHandlers: Implementation[] = [
  getLetterListHandler,
  getLetterTimelineHandler,
];
