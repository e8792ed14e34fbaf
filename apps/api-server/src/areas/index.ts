// Every implemented endpoint, by business area. Endpoints of the contract not listed here
// answer 501 '该功能尚未开放' until their area implements them.
import type { Implementation } from '../http/implement';
import { smsHandlers } from './sms';
import { systemHandlers } from './system';

export const implementations: Implementation[] = [...systemHandlers, ...smsHandlers];
