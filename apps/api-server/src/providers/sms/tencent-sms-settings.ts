// The Tencent Cloud SMS adapter's settings from the environment (docs/providers.md, "SMS: Tencent
// Cloud"). One line per missing or malformed setting, naming the variable and never its value.
import { settingsLines } from '../settings-lines';
import type { Env, SettingsReading } from '../vendors';
import type { SmsTemplate } from './sms-provider';

type TemplateName = SmsTemplate['name'];
type ParamName<N extends TemplateName> = keyof Extract<SmsTemplate, { name: N }>['params'] & string;

/** Each template's parameter names, which TENCENT_SMS_TEMPLATES may list in any order. */
const TEMPLATE_PARAMS: { [N in TemplateName]: ParamName<N>[] } = {
  verification_code: ['code', 'minutes'],
  claim_notice: ['letter_no', 'claim_sn', 'amount', 'company'],
  order_push: ['content'],
};

export interface TencentSmsTemplate {
  /** The template's ID in the SMS console (正文模板管理). */
  id: string;
  /** Our parameter names, in the order of the template's {1}, {2}, … placeholders. */
  params: string[];
}

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templates: Record<TemplateName, TencentSmsTemplate>;
  region: string;
  /** https://sms.tencentcloudapi.com unless TENCENT_SMS_ENDPOINT says otherwise. */
  endpoint: string;
  timeoutMs: number;
}

export const TENCENT_SMS_DEFAULT_ENDPOINT = 'https://sms.tencentcloudapi.com';
const DEFAULT_REGION = 'ap-guangzhou';

const TEMPLATE_ENTRY = /^([a-z_]+):(\d+)\(([a-z_,\s]*)\)$/;

/** `name:id(param,param),name:id(param)`: the commas inside parentheses separate parameters. */
function readTemplates(
  text: string,
  problems: string[],
): Record<TemplateName, TencentSmsTemplate> | undefined {
  const entries = text.match(/[^,(]+(\([^)]*\))?/g) ?? [];
  const templates: Partial<Record<TemplateName, TencentSmsTemplate>> = {};
  const complain = (message: string) => problems.push(`TENCENT_SMS_TEMPLATES: ${message}`);
  for (const entry of entries.map((e) => e.trim()).filter(Boolean)) {
    const match = TEMPLATE_ENTRY.exec(entry);
    const name = match?.[1] as TemplateName | undefined;
    if (!match || !name) {
      complain(`expected name:templateId(param,…), got "${entry}"`);
      continue;
    }
    if (!(name in TEMPLATE_PARAMS)) {
      complain(`unknown template name ${name} (${Object.keys(TEMPLATE_PARAMS).join(', ')})`);
      continue;
    }
    if (templates[name]) {
      complain(`${name} is given twice`);
      continue;
    }
    const params = (match[3] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const allowed: string[] = TEMPLATE_PARAMS[name];
    const unknown = params.filter((p) => !allowed.includes(p));
    if (unknown.length > 0 || new Set(params).size !== params.length) {
      complain(
        `${name} parameters must be distinct names among ${allowed.join(', ')}` +
          (unknown.length ? `, got ${unknown.join(', ')}` : ''),
      );
      continue;
    }
    templates[name] = { id: match[2] ?? '', params };
  }
  const missing = Object.keys(TEMPLATE_PARAMS).filter((n) => !templates[n as TemplateName]);
  if (missing.length > 0) complain(`no template for ${missing.join(', ')}`);
  return missing.length === 0 ? (templates as Record<TemplateName, TencentSmsTemplate>) : undefined;
}

export function readTencentSmsSettings(env: Env): SettingsReading<TencentSmsSettings> {
  const lines = settingsLines(env);
  const { problems, required, value } = lines;

  const secretId = required(
    'TENCENT_SMS_SECRET_ID',
    'the API key SecretId (访问管理 → API密钥管理)',
  );
  if (secretId && !/^AKID[0-9A-Za-z]+$/.test(secretId))
    problems.push('TENCENT_SMS_SECRET_ID: expected a SecretId starting with AKID');
  const secretKey = required('TENCENT_SMS_SECRET_KEY', "the API key's SecretKey");
  if (secretKey && /\s/.test(secretKey))
    problems.push('TENCENT_SMS_SECRET_KEY: contains white space');
  const sdkAppId = required('TENCENT_SMS_SDK_APP_ID', 'the SMS application SdkAppId (应用管理)');
  if (sdkAppId && !/^\d+$/.test(sdkAppId))
    problems.push('TENCENT_SMS_SDK_APP_ID: expected digits, such as 1400006666');
  const signName = required('TENCENT_SMS_SIGN_NAME', 'the approved signature text (签名管理)');
  if (signName && [...signName].length > 12)
    problems.push('TENCENT_SMS_SIGN_NAME: longer than the 12 characters Tencent Cloud allows');
  const templatesText = required(
    'TENCENT_SMS_TEMPLATES',
    'name:templateId(params) for verification_code, claim_notice and order_push',
  );
  const templates = templatesText ? readTemplates(templatesText, problems) : undefined;

  const region = value('TENCENT_SMS_REGION') ?? DEFAULT_REGION;
  if (!/^[a-z]+(-[a-z0-9]+)+$/.test(region))
    problems.push('TENCENT_SMS_REGION: expected a region such as ap-guangzhou');
  const endpoint = new URL(lines.url('TENCENT_SMS_ENDPOINT', TENCENT_SMS_DEFAULT_ENDPOINT)).origin;
  const timeoutMs = lines.milliseconds('TENCENT_SMS_TIMEOUT_MS');
  return lines.reading(() => ({
    secretId,
    secretKey,
    sdkAppId,
    signName,
    templates: templates!,
    region,
    endpoint,
    timeoutMs,
  }));
}
