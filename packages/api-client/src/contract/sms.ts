// SMS verification codes (spec §7): sending one for a scene, and checking it for a one-time ticket.
import { z } from 'zod';
import { defineEndpoint } from './define';
import { sendSmsAddress } from './log-in-calls';
import { mobileSchema, smsCodeSchema } from '@bht/validators';

export const smsSceneSchema = z.enum([
  'register',
  'login',
  'forget_password',
  'change_password',
  'change_mobile',
  'new_mobile',
  'firm_mobile',
  'sign',
  /** A locked log-in: the code texted to the account's mobile unlocks it (with the right password). */
  'unlock',
]);

export const sendSms = defineEndpoint({
  ...sendSmsAddress,
  auth: 'public',
  request: z.object({ mobile: mobileSchema, scene: smsSceneSchema }),
  response: z.object({
    expires_in: z.number().int().positive(),
    resend_in: z.number().int().nonnegative(),
  }),
  summary: '发送短信验证码（6 位，5 分钟有效，60 秒可重发） / Send an SMS code',
});

export const checkSms = defineEndpoint({
  id: 'system.checkSms',
  path: '/api/sms/check',
  auth: 'public',
  request: z.object({ mobile: mobileSchema, scene: smsSceneSchema, code: smsCodeSchema }),
  response: z.object({ ticket: z.string() }),
  summary: '校验短信验证码，返回一次性凭证 / Check an SMS code; returns a one-time ticket',
});
