// A local stand-in for Aliyun's SMS API (dysmsapi SendSms over OpenAPI V3). It checks each
// request's ACS3-HMAC-SHA256 signature from the bytes it received, as Aliyun's gateway does, and
// answers with Aliyun's documented shapes: gateway errors
// ({RequestId, HostId, Code, Message, Recommend}, HTTP 400) and SendSms answers
// ({Code: 'OK', Message, BizId, RequestId} or a business Code, HTTP 200).
// Signature: https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
// SendSms: https://help.aliyun.com/document_detail/55284.html
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AliyunFake } from './aliyun-fake';
import { AliyunGateway, answer } from './aliyun-gateway';

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

export class AliyunSmsFake extends AliyunFake {
  readonly sent: ReceivedSms[] = [];

  private constructor(private readonly account: FakeAccount) {
    super(new AliyunGateway(account, ['SendSms@2017-05-25'], 'dysmsapi.aliyuncs.com'));
  }

  static async start(account: FakeAccount): Promise<AliyunSmsFake> {
    const fake = new AliyunSmsFake(account);
    await fake.listen();
    return fake;
  }

  protected answerApi(req: IncomingMessage, _body: Buffer, res: ServerResponse): void {
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
