// The Aliyun OCR adapter's settings from the environment (docs/providers.md, "OCR: business
// licence and ID card"). Problem lines name the variable and never repeat a value, so no secret
// reaches a log.
export interface AliyunOcrSettings {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint: string;
  timeoutMs: number;
}

export const DEFAULT_ALIYUN_OCR_ENDPOINT = 'https://ocr-api.cn-hangzhou.aliyuncs.com';
export const DEFAULT_ALIYUN_OCR_TIMEOUT_MS = 10_000;

function readEndpoint(text: string | undefined, problems: string[]): string {
  if (!text) return DEFAULT_ALIYUN_OCR_ENDPOINT;
  try {
    const url = new URL(text);
    if (url.protocol === 'https:' || url.protocol === 'http:') return text;
  } catch {
    // reported below
  }
  problems.push(`ALIYUN_OCR_ENDPOINT: must be an http(s) URL, e.g. ${DEFAULT_ALIYUN_OCR_ENDPOINT}`);
  return text;
}

function readTimeout(text: string | undefined, problems: string[]): number {
  if (!text) return DEFAULT_ALIYUN_OCR_TIMEOUT_MS;
  if (/^\d+$/.test(text) && Number(text) > 0) return Number(text);
  problems.push('ALIYUN_OCR_TIMEOUT_MS: must be a whole number of milliseconds above 0');
  return DEFAULT_ALIYUN_OCR_TIMEOUT_MS;
}

export function readAliyunOcrSettings(
  env: Record<string, string | undefined>,
): { settings: AliyunOcrSettings } | { problems: string[] } {
  const problems: string[] = [];
  const required = (name: string, meaning: string) => {
    const value = env[name]?.trim() ?? '';
    if (!value) problems.push(`${name}: required: ${meaning}`);
    return value;
  };
  const accessKeyId = required('ALIYUN_OCR_ACCESS_KEY_ID', 'the AccessKey ID (RAM console)');
  const accessKeySecret = required(
    'ALIYUN_OCR_ACCESS_KEY_SECRET',
    'the AccessKey secret (RAM console)',
  );
  const endpoint = readEndpoint(env.ALIYUN_OCR_ENDPOINT?.trim(), problems);
  const timeoutMs = readTimeout(env.ALIYUN_OCR_TIMEOUT_MS?.trim(), problems);
  if (problems.length > 0) return { problems };
  return { settings: { accessKeyId, accessKeySecret, endpoint, timeoutMs } };
}
