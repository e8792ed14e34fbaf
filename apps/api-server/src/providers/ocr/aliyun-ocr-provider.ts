// OCR through Aliyun (ocr-api 2021-07-07: RecognizeBusinessLicense, RecognizeIdcard), signed with the
// OpenAPI V3 signature. As the API pages say for HTTP calls, the image bytes are the request body
// (application/octet-stream, at most 10MB); the signature covers them through x-acs-content-sha256.
import { callAliyun } from '../aliyun-call';
import { aliyunOcrError, aliyunOcrUnreachable } from './aliyun-ocr-errors';
import { businessLicenseOf, identityCardOf, innerData } from './aliyun-ocr-fields';
import type { AliyunOcrSettings } from './aliyun-ocr-settings';
import type {
  BusinessLicenseFields,
  IdCardSide,
  IdentityCardFields,
  OcrImage,
  OcrProvider,
} from './ocr-provider';

export const ALIYUN_OCR_VERSION = '2021-07-07';

export class AliyunOcrProvider implements OcrProvider {
  readonly name = 'aliyun';
  readonly sandbox = false;
  private readonly endpoint: URL;

  /** `baseUrl` replaces the configured endpoint (the tests' local fake). */
  constructor(
    private readonly settings: AliyunOcrSettings,
    baseUrl?: string,
  ) {
    this.endpoint = new URL('/', baseUrl ?? settings.endpoint);
  }

  async businessLicense(image: OcrImage): Promise<BusinessLicenseFields> {
    return businessLicenseOf(await this.recognize('RecognizeBusinessLicense', image));
  }

  async identityCard(image: OcrImage, side: IdCardSide): Promise<IdentityCardFields> {
    return identityCardOf(await this.recognize('RecognizeIdcard', image), side);
  }

  /** The answer's inner `data` object, or the error to show. */
  private async recognize(action: string, image: OcrImage): Promise<Record<string, unknown>> {
    const { accessKeyId, accessKeySecret, timeoutMs } = this.settings;
    const result = await callAliyun({
      endpoint: this.endpoint,
      action,
      version: ALIYUN_OCR_VERSION,
      body: image.bytes,
      contentType: 'application/octet-stream',
      accessKeyId,
      accessKeySecret,
      timeoutMs,
    });
    if ('failure' in result) throw aliyunOcrUnreachable(result.failure === 'timeout', timeoutMs);
    const ok = result.status >= 200 && result.status < 300;
    const data = ok ? innerData(result.answer?.Data) : undefined;
    if (data) return data;
    throw aliyunOcrError(stringOrUndefined(result.answer?.Code), result.status);
  }
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);
