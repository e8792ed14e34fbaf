import { sendSms, type CallInput } from '@bht/api-client';
import { api } from '../../app/api';

/** The SmsCodeField `send` for a scene (errors are shown on the form, so the call is silent). */
export const smsSender = (scene: CallInput<typeof sendSms>['scene']) => (mobile: string) =>
  api.call(sendSms, { mobile, scene }, { silent: true });
