// The SMS send call for the shared SmsCodeField: silent, so the field shows the server's message.
import { sendSms, type CallInput } from '@bht/api-client';
import { api } from '../../../app/api';

export type SmsScene = CallInput<typeof sendSms>['scene'];

export const smsSender = (scene: SmsScene) => (mobile: string) =>
  api.call(sendSms, { mobile, scene }, { silent: true });
