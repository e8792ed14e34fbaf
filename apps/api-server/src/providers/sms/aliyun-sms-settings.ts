// The Aliyun SMS adapter's settings from the environment (docs/providers.md, "SMS: Aliyun").
// Problem lines name the variable and never repeat a value, so no secret reaches a log.
import { settingsLines } from '../settings-lines';
import type { Env, SettingsReading } from '../vendors';
import type { SmsTemplate } from './sms-provider';

export type SmsTemplateName = SmsTemplate['name'];

export const SMS_TEMPLATE_NAMES: readonly SmsTemplateName[] = [
  'verification_code',
  'claim_notice',
  'order_push',
];

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** Aliyun template code (SMS_…) per template name. */
  templates: Record<SmsTemplateName, string>;
  endpoint: string;
  timeoutMs: number;
}

export const DEFAULT_ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

const TEMPLATE_CODE = /^SMS_\d+$/;

function readTemplates(text: string, problems: string[]): Record<SmsTemplateName, string> {
  const codes: Partial<Record<SmsTemplateName, string>> = {};
  for (const entry of text.split(',').map((s) => s.trim())) {
    const [name = '', code = '', ...rest] = entry.split(':').map((s) => s.trim());
    if (!SMS_TEMPLATE_NAMES.includes(name as SmsTemplateName))
      problems.push(
        `ALIYUN_SMS_TEMPLATES: an entry names no template (${SMS_TEMPLATE_NAMES.join(', ')})`,
      );
    else if (rest.length > 0 || !TEMPLATE_CODE.test(code))
      problems.push(
        `ALIYUN_SMS_TEMPLATES: ${name} must be followed by ':' and an Aliyun template code (SMS_ and digits)`,
      );
    else if (codes[name as SmsTemplateName])
      problems.push(`ALIYUN_SMS_TEMPLATES: ${name} is given twice`);
    else codes[name as SmsTemplateName] = code;
  }
  for (const name of SMS_TEMPLATE_NAMES)
    if (!codes[name]) problems.push(`ALIYUN_SMS_TEMPLATES: no template code for ${name}`);
  return codes as Record<SmsTemplateName, string>;
}

export function readAliyunSmsSettings(env: Env): SettingsReading<AliyunSmsSettings> {
  const lines = settingsLines(env);
  const accessKeyId = lines.required('ALIYUN_SMS_ACCESS_KEY_ID', 'the AccessKey ID (RAM console)');
  const accessKeySecret = lines.required(
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'the AccessKey secret (RAM console)',
  );
  const signName = lines.required(
    'ALIYUN_SMS_SIGN_NAME',
    'the approved SMS signature (SMS console)',
  );
  const templatesText = lines.required(
    'ALIYUN_SMS_TEMPLATES',
    `template codes by name, e.g. verification_code:SMS_1,claim_notice:SMS_2,order_push:SMS_3`,
  );
  const templates = templatesText ? readTemplates(templatesText, lines.problems) : undefined;
  const endpoint = lines.url('ALIYUN_SMS_ENDPOINT', DEFAULT_ALIYUN_SMS_ENDPOINT);
  const timeoutMs = lines.milliseconds('ALIYUN_SMS_TIMEOUT_MS');
  return lines.reading(() => ({
    accessKeyId,
    accessKeySecret,
    signName,
    templates: templates!,
    endpoint,
    timeoutMs,
  }));
}
