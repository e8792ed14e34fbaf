// Order push (docs/order-push.md): message recipients, the push log and its retry. The outbox
// writers (event-pushes.ts) are called from the events; the worker (deliver-pushes.ts) from app.ts.
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
export { runPushWorker, startPushDelivery, PUSH_SMS_SCENE } from './deliver-pushes';
export { pushSignal, type PushSignal } from './queue-pushes';

export const orderPushHandlers: Implementation[] = [
  getMessageUserListHandler,
  addMessageUserHandler,
  editMessageUserHandler,
  deleteMessageUserHandler,
  getPushListHandler,
  retryPushHandler,
];
