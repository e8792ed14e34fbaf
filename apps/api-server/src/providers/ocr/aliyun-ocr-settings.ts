// The Aliyun OCR adapter's settings from the environment (docs/providers.md, "OCR: business
// licence and ID card"). Problem lines name the variable and never repeat a value, so no secret
// reaches a log.
import { settingsLines } from '../settings-lines';
import type { Env, SettingsReading } from '../vendors';

export interface AliyunOcrSettings {
  accessKeyId: string;
  accessKeySecret: string;
  endpoint: string;
  timeoutMs: number;
}

export const DEFAULT_ALIYUN_OCR_ENDPOINT = 'https://ocr-api.cn-hangzhou.aliyuncs.com';

export function readAliyunOcrSettings(env: Env): SettingsReading<AliyunOcrSettings> {
  const lines = settingsLines(env);
  const accessKeyId = lines.required('ALIYUN_OCR_ACCESS_KEY_ID', 'the AccessKey ID (RAM console)');
  const accessKeySecret = lines.required(
    'ALIYUN_OCR_ACCESS_KEY_SECRET',
    'the AccessKey secret (RAM console)',
  );
  const endpoint = lines.url('ALIYUN_OCR_ENDPOINT', DEFAULT_ALIYUN_OCR_ENDPOINT);
  const timeoutMs = lines.milliseconds('ALIYUN_OCR_TIMEOUT_MS');
  return lines.reading(() => ({ accessKeyId, accessKeySecret, endpoint, timeoutMs }));
}
