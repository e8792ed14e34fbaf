import { checkSmsHandler, sendSmsHandler } from './send-sms';

export const smsHandlers = [sendSmsHandler, checkSmsHandler];
