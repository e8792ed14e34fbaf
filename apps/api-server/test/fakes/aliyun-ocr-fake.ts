// A local stand-in for Aliyun's OCR API (ocr-api 2021-07-07: RecognizeBusinessLicense and
// RecognizeIdcard over OpenAPI V3). Its gateway checks each request's ACS3-HMAC-SHA256 signature,
// body hash included, from the bytes received (aliyun-gateway.ts); it answers the documented shapes:
// {RequestId, Data} where Data is a JSON string ({data: {...licence fields}} or
// {data: {face: {data}, back: {data}}}), or Aliyun's error JSON with the code's HTTP status.
// Licence: https://help.aliyun.com/en/ocr/developer-reference/api-recognizebusinesslicense
// ID card: https://help.aliyun.com/en/ocr/developer-reference/api-recognizeidcard
// Error codes: https://help.aliyun.com/zh/ocr/developer-reference/api-ocr-api-2021-07-07-errorcodes
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AliyunFake } from './aliyun-fake';
import { AliyunGateway, answer, type GatewayAccount } from './aliyun-gateway';

const VERSION = '2021-07-07';
const HOST_ID = 'ocr-api.cn-hangzhou.aliyuncs.com';
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The licence fields of the API page's example (its credit code fails GB 32100's check). */
export const DOCUMENTED_LICENCE = {
  creditCode: '913301095U78M2HC4A',
  companyName: '杭州橘子文化传媒有限公司',
  companyType: '有限责任公司(自然人投资或控股)',
  businessAddress: '萧山区宁围街道泰宏巷40号联合中心北区',
  legalPerson: '陈云平',
  businessScope: '影视文化艺术活动策划',
  registeredCapital: '壹佰万元整',
  RegistrationDate: '2017年01月04日',
  validPeriod: '2017年01月04日至长期',
  validFromDate: '20170104',
  validToDate: '29991231',
  companyForm: '',
};

/** The portrait side of the API page's example (its ID number fails GB 11643's check). */
export const DOCUMENTED_ID_FACE = {
  name: '方大呆',
  sex: '女',
  ethnicity: '汉',
  birthDate: '2006年10月2日',
  address: '上海市西藏南路-瞿溪路弘辉名苑',
  idNumber: '371002200610020000',
};

/** The emblem side: the issuing office and the validity as printed on the card. */
export const DOCUMENTED_ID_BACK = {
  issueAuthority: '上海市公安局黄浦分局',
  validPeriod: '2016.03.15-2036.03.15',
};

export interface ReceivedImage {
  action: string;
  contentType: string;
  bytes: Buffer;
}

export class AliyunOcrFake extends AliyunFake {
  readonly received: ReceivedImage[] = [];
  /** What the next recognitions read; tests replace them. */
  licence: Record<string, string> = { ...DOCUMENTED_LICENCE };
  idCard: { face?: Record<string, string>; back?: Record<string, string> } = {
    face: { ...DOCUMENTED_ID_FACE },
    back: { ...DOCUMENTED_ID_BACK },
  };

  private constructor(account: GatewayAccount) {
    super(
      new AliyunGateway(
        account,
        [`RecognizeBusinessLicense@${VERSION}`, `RecognizeIdcard@${VERSION}`],
        HOST_ID,
      ),
    );
  }

  static async start(account: GatewayAccount): Promise<AliyunOcrFake> {
    const fake = new AliyunOcrFake(account);
    await fake.listen();
    return fake;
  }

  protected answerApi(req: IncomingMessage, body: Buffer, res: ServerResponse): void {
    const action = String(req.headers['x-acs-action']);
    this.received.push({
      action,
      contentType: String(req.headers['content-type'] ?? ''),
      bytes: body,
    });
    if (this.behaviour.kind === 'code') {
      const { code, status = 400 } = this.behaviour;
      return this.gateway.refuse(res, { status, Code: code, Message: code });
    }
    const imageFault = faultOf(action, body);
    if (imageFault) return this.gateway.refuse(res, imageFault);
    const data =
      action === 'RecognizeBusinessLicense'
        ? { data: this.licence }
        : {
            data: {
              ...(this.idCard.face && { face: { data: this.idCard.face } }),
              ...(this.idCard.back && { back: { data: this.idCard.back } }),
            },
          };
    answer(res, 200, { Data: JSON.stringify(data) });
  }
}

/** What Aliyun says of an image it cannot read at all (RecognizeIdcard's page: no PDF). */
function faultOf(action: string, body: Buffer) {
  if (body.length === 0)
    return {
      status: 400,
      Code: 'illegalImageContent',
      Message: 'The corresponding image content is missing.',
    };
  if (body.length > MAX_IMAGE_BYTES)
    return {
      status: 413,
      Code: 'exceededImageContent',
      Message: 'The image content size exceeds the 10 MB limit.',
    };
  if (action === 'RecognizeIdcard' && body.subarray(0, 4).toString('latin1') === '%PDF')
    return {
      status: 415,
      Code: 'unsupportedImageFormat',
      Message: 'The image format or content is not supported.',
    };
  return undefined;
}
