// The Aliyun SMS adapter's settings from the environment (docs/providers.md, "SMS: Aliyun").
// Problem lines name the variable and never repeat a value, so no secret reaches a log.
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
export const DEFAULT_ALIYUN_SMS_TIMEOUT_MS = 10_000;

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

function readEndpoint(text: string | undefined, problems: string[]): string {
  if (!text) return DEFAULT_ALIYUN_SMS_ENDPOINT;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return text;
  } catch {
    // reported below
  }
  problems.push('ALIYUN_SMS_ENDPOINT: must be an http(s) URL, e.g. https://dysmsapi.aliyuncs.com');
  return text;
}

function readTimeout(text: string | undefined, problems: string[]): number {
  if (!text) return DEFAULT_ALIYUN_SMS_TIMEOUT_MS;
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text);
  problems.push('ALIYUN_SMS_TIMEOUT_MS: must be a whole number of milliseconds above 0');
  return DEFAULT_ALIYUN_SMS_TIMEOUT_MS;
}

export function readAliyunSmsSettings(
  env: Record<string, string | undefined>,
): { settings: AliyunSmsSettings } | { problems: string[] } {
  const problems: string[] = [];
  const required = (name: string, meaning: string) => {
    const value = env[name]?.trim() ?? '';
    if (!value) problems.push(`${name}: required: ${meaning}`);
    return value;
  };
  const accessKeyId = required('ALIYUN_SMS_ACCESS_KEY_ID', 'the AccessKey ID (RAM console)');
  const accessKeySecret = required(
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'the AccessKey secret (RAM console)',
  );
  const signName = required('ALIYUN_SMS_SIGN_NAME', 'the approved SMS signature (SMS console)');
  const templatesText = required(
    'ALIYUN_SMS_TEMPLATES',
    `template codes by name, e.g. verification_code:SMS_1,claim_notice:SMS_2,order_push:SMS_3`,
  );
  const templates = templatesText ? readTemplates(templatesText, problems) : undefined;
  const endpoint = readEndpoint(env.ALIYUN_SMS_ENDPOINT?.trim(), problems);
  const timeoutMs = readTimeout(env.ALIYUN_SMS_TIMEOUT_MS?.trim(), problems);
  if (problems.length > 0 || !templates) return { problems };
  return { settings: { accessKeyId, accessKeySecret, signName, templates, endpoint, timeoutMs } };
}
