// OCR through Aliyun (ocr-api 2021-07-07: RecognizeBusinessLicense, RecognizeIdcard), signed with the
// OpenAPI V3 signature. As the API pages say for HTTP calls, the image bytes are the request body
// (application/octet-stream, at most 10MB); the signature covers them through x-acs-content-sha256.
import { randomBytes } from 'node:crypto';
import { signAcs3Request } from '../aliyun-signature';
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

interface OcrAnswer {
  Code?: string;
  Data?: unknown;
}

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
    const url = this.endpoint;
    const headers = signAcs3Request({
      method: 'POST',
      host: url.host,
      path: url.pathname,
      query: {},
      headers: { 'content-type': 'application/octet-stream' },
      body: image.bytes,
      action,
      version: ALIYUN_OCR_VERSION,
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
        body: image.bytes,
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw aliyunOcrUnreachable(timedOut, this.settings.timeoutMs);
    }
    const answer = parseAnswer(text);
    const data = response.ok ? innerData(answer?.Data) : undefined;
    if (data) return data;
    throw aliyunOcrError(answer?.Code, response.status);
  }
}

function parseAnswer(text: string): OcrAnswer | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as OcrAnswer) : undefined;
  } catch {
    return undefined;
  }
}
