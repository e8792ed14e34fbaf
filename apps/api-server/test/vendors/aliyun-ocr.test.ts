// The Aliyun OCR adapter over real HTTP against its local fake (test/fakes/aliyun-ocr-fake.ts): the
// fields it reads as the vendor printed them, its settings reader, and its error reasons.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error';
import { AliyunOcrProvider } from '../../src/providers/ocr/aliyun-ocr-provider';
import { readAliyunOcrSettings } from '../../src/providers/ocr/aliyun-ocr-settings';
import type { OcrImage } from '../../src/providers/ocr/ocr-provider';
import {
  AliyunOcrFake,
  DOCUMENTED_ID_BACK,
  DOCUMENTED_ID_FACE,
  DOCUMENTED_LICENCE,
} from '../fakes/aliyun-ocr-fake';
import { settingsReader } from './settings-reading';

const { settingsOf, problemsOf } = settingsReader(readAliyunOcrSettings);

const SECRET = 'fake-ocr-secret-7Qp2';
const ENV = { ALIYUN_OCR_ACCESS_KEY_ID: 'LTAI-ocr-id', ALIYUN_OCR_ACCESS_KEY_SECRET: SECRET };
const PNG: OcrImage = { bytes: Buffer.from('\x89PNG\r\n\x1a\n licence scan'), mime: 'image/png' };
const PDF: OcrImage = { bytes: Buffer.from('%PDF-1.4 scan'), mime: 'application/pdf' };

/** The AppError a call ends with (its HTTP status, message and field errors). */
async function failure(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('readAliyunOcrSettings', () => {
  it('reads the keys, with the Hangzhou endpoint and a 10 s timeout by default', () => {
    expect(settingsOf(ENV)).toEqual({
      accessKeyId: 'LTAI-ocr-id',
      accessKeySecret: SECRET,
      endpoint: 'https://ocr-api.cn-hangzhou.aliyuncs.com',
      timeoutMs: 10_000,
    });
    expect(
      settingsOf({
        ...ENV,
        ALIYUN_OCR_ENDPOINT: 'https://ocr-api.cn-shanghai.aliyuncs.com',
        ALIYUN_OCR_TIMEOUT_MS: '3000',
      }),
    ).toMatchObject({ endpoint: 'https://ocr-api.cn-shanghai.aliyuncs.com', timeoutMs: 3000 });
  });

  it('names every missing or malformed setting, one line each, and never the secret', () => {
    expect(problemsOf({})).toEqual([
      expect.stringMatching(/^ALIYUN_OCR_ACCESS_KEY_ID: required/),
      expect.stringMatching(/^ALIYUN_OCR_ACCESS_KEY_SECRET: required/),
    ]);
    const problems = problemsOf({
      ...ENV,
      ALIYUN_OCR_ENDPOINT: `ftp://${SECRET}`,
      ALIYUN_OCR_TIMEOUT_MS: '1.5',
    });
    expect(problems).toEqual([
      'ALIYUN_OCR_ENDPOINT: expected an http(s) URL such as https://ocr-api.cn-hangzhou.aliyuncs.com',
      'ALIYUN_OCR_TIMEOUT_MS: expected whole milliseconds from 100 to 120000',
    ]);
    expect(problems.join('\n')).not.toContain(SECRET);
  });
});

describe('AliyunOcrProvider against the fake', () => {
  let fake: AliyunOcrFake;
  let provider: AliyunOcrProvider;

  beforeAll(async () => {
    fake = await AliyunOcrFake.start({
      accessKeyId: ENV.ALIYUN_OCR_ACCESS_KEY_ID,
      accessKeySecret: SECRET,
    });
    provider = new AliyunOcrProvider(
      settingsOf({ ...ENV, ALIYUN_OCR_TIMEOUT_MS: '300' }),
      fake.url,
    );
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.behaviour = { kind: 'normal' };
  });

  it('sends the image bytes as the signed body and reads the documented licence fields', async () => {
    expect(await provider.businessLicense(PNG)).toEqual({
      name: DOCUMENTED_LICENCE.companyName,
      creditCode: DOCUMENTED_LICENCE.creditCode,
      legalPerson: DOCUMENTED_LICENCE.legalPerson,
      address: DOCUMENTED_LICENCE.businessAddress,
      registeredCapital: DOCUMENTED_LICENCE.registeredCapital,
      establishedDate: '2017年01月04日',
      businessTerm: '2017年01月04日至长期',
    });
    expect(fake.received.at(-1)).toEqual({
      action: 'RecognizeBusinessLicense',
      contentType: 'application/octet-stream',
      bytes: PNG.bytes,
    });
    expect(provider).toMatchObject({ name: 'aliyun', sandbox: false });
  });

  it('builds the term from validFromDate/validToDate when validPeriod is missing', async () => {
    const { validPeriod: _, ...withoutPeriod } = DOCUMENTED_LICENCE;
    fake.licence = withoutPeriod;
    try {
      expect((await provider.businessLicense(PNG)).businessTerm).toBe('20170104 至 长期');
    } finally {
      fake.licence = { ...DOCUMENTED_LICENCE };
    }
  });

  it('reads the side of the ID card asked for', async () => {
    expect(await provider.identityCard(PNG, 'front')).toEqual({
      side: 'front',
      name: DOCUMENTED_ID_FACE.name,
      idCard: DOCUMENTED_ID_FACE.idNumber,
      address: DOCUMENTED_ID_FACE.address,
      issuer: '',
      validPeriod: '',
    });
    expect(await provider.identityCard(PNG, 'back')).toEqual({
      side: 'back',
      name: '',
      idCard: '',
      address: '',
      issuer: DOCUMENTED_ID_BACK.issueAuthority,
      validPeriod: DOCUMENTED_ID_BACK.validPeriod,
    });
    expect(fake.received.at(-1)?.action).toBe('RecognizeIdcard');
  });

  it('an image without the side asked for is a field error on the image', async () => {
    fake.idCard = { face: { ...DOCUMENTED_ID_FACE } };
    try {
      const error = await failure(provider.identityCard(PNG, 'back'));
      expect(error).toMatchObject({ status: 400, fields: { image: error.message } });
      expect(error.message).toContain('国徽面');
    } finally {
      fake.idCard = { face: { ...DOCUMENTED_ID_FACE }, back: { ...DOCUMENTED_ID_BACK } };
    }
  });

  it('a wrong secret is refused by the fake’s signature check, and the reason never shows a key', async () => {
    const wrong = new AliyunOcrProvider(
      settingsOf({ ...ENV, ALIYUN_OCR_ACCESS_KEY_SECRET: 'not-the-secret' }),
      fake.url,
    );
    const error = await failure(wrong.businessLicense(PNG));
    expect(error.status).toBe(502);
    expect(error.message).toContain('AccessKey Secret 与 ID 不匹配');
    expect(error.message).not.toContain('not-the-secret');
  });

  it.each([
    ['illegalImageContent', 400, 400, '没有识别到证件'],
    ['exceededImageContent', 413, 400, '超过 10MB'],
    ['illegalImageSize', 416, 400, '尺寸不符合要求'],
    ['unsupportedImageFormat', 415, 400, '格式不受支持'],
    ['noPermission', 401, 502, 'AliyunOCRFullAccess'],
    ['ocrServiceNotOpen', 401, 502, '未开通文字识别服务'],
    ['Throttling.User', 400, 503, '过于频繁'],
    ['algorithmError', 503, 503, 'HTTP 503'],
  ])('Aliyun %s (HTTP %i) answers %i: %s', async (code, status, ours, reason) => {
    fake.behaviour = { kind: 'code', code, status };
    const error = await failure(provider.businessLicense(PNG));
    expect(error.status).toBe(ours);
    expect(error.message).toContain(reason);
    if (ours === 400) expect(error.fields).toEqual({ image: error.message });
  });

  it('a PDF sent for an ID card is refused by Aliyun as an image format it cannot read', async () => {
    const error = await failure(provider.identityCard(PDF, 'front'));
    expect(error).toMatchObject({ status: 400, fields: { image: error.message } });
  });

  it('a gateway with no JSON (503) and no answer in time are passing faults', async () => {
    fake.behaviour = { kind: 'unavailable' };
    expect((await failure(provider.businessLicense(PNG))).message).toContain('无法识别的应答');
    fake.behaviour = { kind: 'hang' };
    const started = Date.now();
    const error = await failure(provider.identityCard(PNG, 'front'));
    expect(error).toMatchObject({ status: 503 });
    expect(error.message).toContain('300 毫秒内无应答');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
