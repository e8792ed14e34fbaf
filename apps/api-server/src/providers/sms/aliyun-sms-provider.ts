// SMS through Aliyun (dysmsapi SendSms, version 2017-05-25), signed with the OpenAPI V3 signature.
// API: https://help.aliyun.com/document_detail/55284.html. As the V3 docs show for RPC-style
// APIs, the parameters go in the query string of a POST to '/' with an empty body. Per-number limits stay ours (areas/sms); Aliyun's own limits come back as codes.
import { randomBytes } from 'node:crypto';
import { acs3CanonicalQuery, signAcs3Request } from '../aliyun-signature';
import { aliyunSmsError } from './aliyun-sms-errors';
import type { AliyunSmsSettings } from './aliyun-sms-settings';
import type { SmsMessage, SmsProvider } from './sms-provider';

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  BizId?: string;
  RequestId?: string;
}

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
    const url = new URL(this.endpoint);
    url.search = acs3CanonicalQuery(query);
    const headers = signAcs3Request({
      method: 'POST',
      host: url.host,
      path: url.pathname,
      query,
      action: 'SendSms',
      version: '2017-05-25',
      accessKeyId: this.settings.accessKeyId,
      accessKeySecret: this.settings.accessKeySecret,
      nonce: randomBytes(16).toString('hex'),
      date: new Date(),
    });
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new Error(
        timedOut
          ? `阿里云短信接口 ${this.settings.timeoutMs} 毫秒内无应答，稍后自动重试`
          : `无法连接阿里云短信接口（${(error as Error).message}），稍后自动重试`,
      );
    }
    const answer = parseAnswer(text);
    if (answer?.Code === 'OK' && response.ok) return;
    if (!answer?.Code)
      throw new Error(
        `阿里云短信接口返回了无法识别的应答（HTTP ${response.status}），稍后自动重试`,
      );
    throw aliyunSmsError(answer.Code, response.status);
  }
}

function parseAnswer(text: string): SendSmsAnswer | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as SendSmsAnswer) : undefined;
  } catch {
    return undefined;
  }
}
