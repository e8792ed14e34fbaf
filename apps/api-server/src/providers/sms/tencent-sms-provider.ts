// Tencent Cloud SMS, API 3.0 SendSms version 2021-01-11 (https://cloud.tencent.com/document/api/382/55981),
// signed with TC3-HMAC-SHA256. One number per request: the job queue retries a message on its own,
// and our per-number limits (areas/sms) apply before a text gets here.
import { signTc3Request } from '../tencent-signature';
import { tencentSmsError } from './tencent-sms-errors';
import type { TencentSmsSettings } from './tencent-sms-settings';
import type { SmsMessage, SmsProvider } from './sms-provider';

export { readTencentSmsSettings, type TencentSmsSettings } from './tencent-sms-settings';

const SERVICE = 'sms';
const ACTION = 'SendSms';
const VERSION = '2021-01-11';

interface SendSmsResponse {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; PhoneNumber?: string }[];
    RequestId?: string;
  };
}

/** E.164, as SendSms asks: our mobiles are mainland numbers without a country code. */
const e164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly endpoint: URL;

  /** `baseUrl` replaces the endpoint (the tests' local fake). */
  constructor(
    private readonly settings: TencentSmsSettings,
    baseUrl?: string,
  ) {
    this.endpoint = new URL(baseUrl ?? settings.endpoint);
  }

  async send(message: SmsMessage): Promise<void> {
    const template = this.settings.templates[message.template.name];
    const values: Record<string, string> = message.template.params;
    const payload = JSON.stringify({
      PhoneNumberSet: [e164(message.mobile)],
      SmsSdkAppId: this.settings.sdkAppId,
      SignName: this.settings.signName,
      TemplateId: template.id,
      TemplateParamSet: template.params.map((name) => values[name] ?? ''),
    });
    const body = await this.post(payload);
    const error = body.Response?.Error?.Code;
    if (error) throw tencentSmsError(error);
    const status = body.Response?.SendStatusSet?.[0]?.Code;
    if (!status) throw new Error('腾讯云短信接口的应答缺少发送状态，稍后重试');
    if (status !== 'Ok') throw tencentSmsError(status);
  }

  private async post(payload: string): Promise<SendSmsResponse> {
    const headers = signTc3Request(this.settings, {
      service: SERVICE,
      host: this.endpoint.host,
      action: ACTION,
      version: VERSION,
      region: this.settings.region,
      payload,
      timestamp: Math.floor(Date.now() / 1000),
    });
    let response: Response;
    try {
      response = await fetch(new URL('/', this.endpoint), {
        method: 'POST',
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      throw this.notAnswered(error, '无法连接腾讯云短信接口，稍后重试');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`腾讯云短信接口返回 HTTP ${response.status}，稍后重试`);
    }
    try {
      return (await response.json()) as SendSmsResponse;
    } catch (error) {
      throw this.notAnswered(error, '腾讯云短信接口的应答不是 JSON，稍后重试');
    }
  }

  /** The timeout covers the body too: a stalled body is a timeout, not a malformed answer. */
  private notAnswered(error: unknown, otherwise: string): Error {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return new Error(
      timedOut ? `腾讯云短信接口 ${this.settings.timeoutMs} ms 内未应答，稍后重试` : otherwise,
      { cause: error },
    );
  }
}
