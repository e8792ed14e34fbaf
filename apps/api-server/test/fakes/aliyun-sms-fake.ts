// A local stand-in for Aliyun's SMS API (dysmsapi SendSms over OpenAPI V3). It checks each
// request's ACS3-HMAC-SHA256 signature from the bytes it received, as Aliyun's gateway does, and
// answers with Aliyun's documented shapes: gateway errors
// ({RequestId, HostId, Code, Message, Recommend}, HTTP 400) and SendSms answers
// ({Code: 'OK', Message, BizId, RequestId} or a business Code, HTTP 200).
// Signature: https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
// SendSms: https://help.aliyun.com/document_detail/55284.html
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AliyunGateway, answer, gatewayError } from './aliyun-gateway';

export interface FakeAccount {
  accessKeyId: string;
  accessKeySecret: string;
  /** Approved signature and template codes; others are refused as Aliyun refuses them. */
  signName: string;
  templateCodes: string[];
}

export interface ReceivedSms {
  PhoneNumbers: string;
  SignName: string;
  TemplateCode: string;
  TemplateParam: Record<string, string>;
}

/** How the fake answers the next requests: normally, with a given Code, 503, or not at all. */
export type FakeBehaviour =
  | { kind: 'normal' }
  | { kind: 'code'; code: string; status?: number }
  | { kind: 'unavailable' }
  | { kind: 'hang' };

export class AliyunSmsFake {
  readonly sent: ReceivedSms[] = [];
  behaviour: FakeBehaviour = { kind: 'normal' };
  private readonly gateway: AliyunGateway;
  private readonly server = createServer((req, res) => void this.handle(req, res));

  private constructor(private readonly account: FakeAccount) {
    this.gateway = new AliyunGateway(account, ['SendSms@2017-05-25']);
  }

  static async start(account: FakeAccount): Promise<AliyunSmsFake> {
    const fake = new AliyunSmsFake(account);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (this.behaviour.kind === 'hang') return;
    if (this.behaviour.kind === 'unavailable') {
      res
        .writeHead(503, { 'content-type': 'text/html' })
        .end('<html>503 Service Unavailable</html>');
      return;
    }
    const refusal = this.gateway.check(req, body);
    if (refusal) return gatewayError(res, refusal, 'dysmsapi.aliyuncs.com');
    if (this.behaviour.kind === 'code')
      return answer(res, this.behaviour.status ?? 200, {
        Code: this.behaviour.code,
        Message: this.behaviour.code,
      });
    const params = new URL(req.url ?? '/', 'http://fake').searchParams;
    const sms: ReceivedSms = {
      PhoneNumbers: params.get('PhoneNumbers') ?? '',
      SignName: params.get('SignName') ?? '',
      TemplateCode: params.get('TemplateCode') ?? '',
      TemplateParam: JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>,
    };
    if (!/^1\d{10}$/.test(sms.PhoneNumbers))
      return answer(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    if (sms.SignName !== this.account.signName)
      return answer(res, 200, {
        Code: 'isv.SMS_SIGNATURE_ILLEGAL',
        Message: '该账号下找不到对应签名',
      });
    if (!this.account.templateCodes.includes(sms.TemplateCode))
      return answer(res, 200, {
        Code: 'isv.SMS_TEMPLATE_ILLEGAL',
        Message: '该账号下找不到对应模板',
      });
    this.sent.push(sms);
    answer(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }
}
