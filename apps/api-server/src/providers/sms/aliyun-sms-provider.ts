// SMS through Aliyun (dysmsapi SendSms, version 2017-05-25), signed with the OpenAPI V3 signature.
// API: https://help.aliyun.com/document_detail/55284.html. As the V3 docs show for RPC-style
// APIs, the parameters go in the query string of a POST to '/' with an empty body. Per-number
// limits stay ours (areas/sms); Aliyun's own limits come back as codes.
import { callAliyun } from '../aliyun-call';
import { aliyunSmsError } from './aliyun-sms-errors';
import type { AliyunSmsSettings } from './aliyun-sms-settings';
import type { SmsMessage, SmsProvider } from './sms-provider';

export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly endpoint: URL;

  /** `baseUrl` replaces the configured endpoint (the tests' local fake). */
  constructor(
    private readonly settings: AliyunSmsSettings,
    baseUrl?: string,
  ) {
    this.endpoint = new URL('/', baseUrl ?? settings.endpoint);
  }

  async send(message: SmsMessage): Promise<void> {
    const query = {
      PhoneNumbers: message.mobile,
      SignName: this.settings.signName,
      TemplateCode: this.settings.templates[message.template.name],
      TemplateParam: JSON.stringify(message.template.params),
    };
    const { accessKeyId, accessKeySecret, timeoutMs } = this.settings;
    const result = await callAliyun({
      endpoint: this.endpoint,
      action: 'SendSms',
      version: '2017-05-25',
      query,
      accessKeyId,
      accessKeySecret,
      timeoutMs,
    });
    if ('failure' in result)
      throw new Error(
        result.failure === 'timeout'
          ? `阿里云短信接口 ${timeoutMs} 毫秒内无应答，稍后自动重试`
          : `无法连接阿里云短信接口（${result.message}），稍后自动重试`,
      );
    const code = result.answer?.Code;
    if (code === 'OK' && result.status >= 200 && result.status < 300) return;
    if (typeof code !== 'string' || !code)
      throw new Error(`阿里云短信接口返回了无法识别的应答（HTTP ${result.status}），稍后自动重试`);
    throw aliyunSmsError(code, result.status);
  }
}
