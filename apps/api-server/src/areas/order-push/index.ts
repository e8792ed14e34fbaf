// Order push (docs/order-push.md): message recipients, the push log and its retry. The outbox
// writers (event-pushes.ts) are called from the events; the delivery job (deliver-pushes.ts) is run by the job runner (app.ts).
import type { Implementation } from '../../http/implement';
import { getPushListHandler, retryPushHandler } from './push-log';
import {
  addMessageUserHandler,
  deleteMessageUserHandler,
  editMessageUserHandler,
  getMessageUserListHandler,
} from './recipients';

export {
  pushClaimRaised,
  pushInvoiceRequested,
  pushOrderEvent,
  pushSurrenderRequested,
} from './event-pushes';
export {
  runPushWorker,
  pushJobHandler,
  PUSH_JOB,
  PUSH_MAX_ATTEMPTS,
  PUSH_SMS_SCENE,
} from './deliver-pushes';

export const orderPushHandlers: Implementation[] = [
  getMessageUserListHandler,
  addMessageUserHandler,
  editMessageUserHandler,
  deleteMessageUserHandler,
  getPushListHandler,
  retryPushHandler,
];
