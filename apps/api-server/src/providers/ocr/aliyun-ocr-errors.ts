// What an Aliyun OCR (ocr-api 2021-07-07) error answer means for the person uploading. Codes from
// https://help.aliyun.com/zh/ocr/developer-reference/api-ocr-api-2021-07-07-errorcodes and the
// OpenAPI gateway's client errors. As the OCR areas report a bad upload today, a fault of the image
// is a field error on `image` (400); a fault of our account or of Aliyun is a 502/503 whose reason
// says to retry later or type the fields in.
import { AppError, fieldError } from '../../http/app-error';

const TYPE_IN = '您也可以直接手动填写';

/** Faults of the uploaded image: the user can fix them by uploading another one. */
const IMAGE_FAULTS: Record<string, string> = {
  illegalImageContent: '图片中没有识别到证件，请上传清晰、完整的证件照片',
  unmatchedImageType: '图片不是所需的证件，请上传对应的营业执照或身份证照片',
  exceededImageContent: '图片超过 10MB，请压缩后重新上传',
  illegalImageSize: '图片尺寸不符合要求（边长需在 15 至 8192 像素之间），请重新拍摄后上传',
  unsupportedImageFormat: '图片格式不受支持或文件已损坏，请上传 JPG 或 PNG 图片',
};

/** Faults of our Aliyun account or keys: only the platform's operators can fix them. */
const ACCOUNT_FAULTS: Record<string, string> = {
  noPermission: 'AccessKey 所属的 RAM 用户未获授权（需 AliyunOCRFullAccess）',
  ocrServiceNotOpen: '阿里云账号未开通文字识别服务',
  OcrServiceExpired: '阿里云文字识别服务已欠费或到期',
  SignatureDoesNotMatch: 'AccessKey Secret 与 ID 不匹配',
  'InvalidAccessKeyId.NotFound': 'AccessKey ID 不存在',
  'InvalidAccessKeyId.Inactive': 'AccessKey 已被禁用',
  'InvalidTimeStamp.Expired': '服务器时钟与阿里云相差超过 15 分钟',
};

const unavailable = (why: string) =>
  new AppError(`证件识别服务暂时不可用（${why}），请稍后再试；${TYPE_IN}`, { status: 503 });

/** The error to throw for an OCR answer that carries an error `Code` (or none) and its HTTP status. */
export function aliyunOcrError(code: string | undefined, status: number): AppError {
  const imageFault = code && IMAGE_FAULTS[code];
  if (imageFault) return fieldError('image', imageFault);
  const accountFault = code && ACCOUNT_FAULTS[code];
  if (accountFault)
    return new AppError(
      `证件识别服务配置有误（阿里云：${accountFault}），请联系平台运营人员；${TYPE_IN}`,
      { status: 502 },
    );
  if (code?.startsWith('Throttling')) return unavailable('识别请求过于频繁');
  if (!code) return unavailable(`阿里云返回了无法识别的应答，HTTP ${status}`);
  if (status >= 500) return unavailable(`阿里云 HTTP ${status}`);
  return new AppError(`证件识别失败（阿里云错误码 ${code}），${TYPE_IN}`, { status: 502 });
}

/** No answer in time, or no connection at all. */
export const aliyunOcrUnreachable = (timedOut: boolean, timeoutMs: number) =>
  unavailable(timedOut ? `${timeoutMs} 毫秒内无应答` : '无法连接阿里云');
