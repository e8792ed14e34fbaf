// A real OCR vendor chosen by OCR_VENDOR, through the API's own calls: an upload read by
// POST /api/ocr/business and /api/ocr/identityCard goes to the Aliyun adapter and its local fake
// (real HTTP, signature and body hash checked), and the answer is the fake's fields after our own
// checks: a credit code or ID number failing its check character comes back empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  AliyunOcrFake,
  DOCUMENTED_ID_BACK,
  DOCUMENTED_ID_FACE,
  DOCUMENTED_LICENCE,
} from '../fakes/aliyun-ocr-fake';
import { createTestApp, postForm, type TestApp } from '../test-app';
import { samplePdf, samplePng, upload } from '../upload-helpers';

const SECRET = 'aliyun-ocr-secret-never-in-a-line';
const IP = '10.9.1.1';
let fake: AliyunOcrFake;
let t: TestApp;

beforeAll(async () => {
  fake = await AliyunOcrFake.start({
    accessKeyId: 'LTAIocrThroughTheApi',
    accessKeySecret: SECRET,
  });
  t = await createTestApp({
    config: {
      OCR_VENDOR: 'aliyun',
      ALIYUN_OCR_ACCESS_KEY_ID: 'LTAIocrThroughTheApi',
      ALIYUN_OCR_ACCESS_KEY_SECRET: SECRET,
      ALIYUN_OCR_ENDPOINT: fake.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.stop();
});

async function uploaded(bytes: Buffer, name = 'scan.png'): Promise<string> {
  const res = await upload(t.app, { name, bytes, scene: 'business_license', ip: IP });
  return res.json().data.url;
}
const ocr = (path: string, fields: Record<string, string>) =>
  postForm(t.app, path, fields, { 'x-forwarded-for': IP });

describe('OCR_VENDOR=aliyun', () => {
  it('reads the licence through Aliyun; the vendor’s own sample code fails GB 32100 and comes back empty', async () => {
    const bytes = samplePng('aliyun-licence');
    const res = await ocr('/api/ocr/business', { image: await uploaded(bytes) });
    expect(res.json()).toMatchObject({
      code: 1,
      data: {
        name: DOCUMENTED_LICENCE.companyName,
        credit_code: '',
        legal_person: DOCUMENTED_LICENCE.legalPerson,
        address: DOCUMENTED_LICENCE.businessAddress,
        registered_capital: DOCUMENTED_LICENCE.registeredCapital,
        established_date: '2017-01-04',
        business_term: '2017-01-04 至 长期',
        sandbox: false,
      },
    });
    expect(fake.received.at(-1)).toMatchObject({ action: 'RecognizeBusinessLicense', bytes });
  });

  it('passes a credit code that meets GB 32100 as read', async () => {
    fake.licence = { ...DOCUMENTED_LICENCE, creditCode: '91350100M000100Y43' };
    try {
      const res = await ocr('/api/ocr/business', {
        image: await uploaded(samplePng('aliyun-valid')),
      });
      expect(res.json().data.credit_code).toBe('91350100M000100Y43');
    } finally {
      fake.licence = { ...DOCUMENTED_LICENCE };
    }
  });

  it('reads both sides of the ID card; the sample ID number fails GB 11643 and comes back empty', async () => {
    const image = await uploaded(samplePng('aliyun-id'));
    expect((await ocr('/api/ocr/identityCard', { image, side: 'front' })).json().data).toEqual({
      side: 'front',
      name: DOCUMENTED_ID_FACE.name,
      id_card: '',
      address: DOCUMENTED_ID_FACE.address,
      issuer: '',
      valid_period: '',
      sandbox: false,
    });
    expect((await ocr('/api/ocr/identityCard', { image, side: 'back' })).json().data).toEqual({
      side: 'back',
      name: '',
      id_card: '',
      address: '',
      issuer: DOCUMENTED_ID_BACK.issueAuthority,
      valid_period: DOCUMENTED_ID_BACK.validPeriod,
      sandbox: false,
    });
  });

  it('shows Aliyun’s refusal of a PDF ID card as an error on the image field', async () => {
    const res = await ocr('/api/ocr/identityCard', {
      image: await uploaded(samplePdf(), 'id.pdf'),
      side: 'front',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 0,
      msg: expect.stringContaining('格式不受支持'),
    });
  });

  it('answers 503 with a reason when Aliyun is down', async () => {
    fake.behaviour = { kind: 'unavailable' };
    try {
      const res = await ocr('/api/ocr/business', { image: await uploaded(samplePng('down')) });
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toContain('证件识别服务暂时不可用');
    } finally {
      fake.behaviour = { kind: 'normal' };
    }
  });
});

describe('OCR_VENDOR settings at start', () => {
  it('names each missing setting on its own line, and no secret', () => {
    let message = '';
    try {
      loadConfig({
        OCR_VENDOR: 'aliyun',
        ALIYUN_OCR_ACCESS_KEY_SECRET: SECRET,
        ALIYUN_OCR_TIMEOUT_MS: 'soon',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^ {2}OCR_VENDOR=aliyun: ALIYUN_OCR_ACCESS_KEY_ID: required/m);
    expect(message).toMatch(
      /^ {2}OCR_VENDOR=aliyun: ALIYUN_OCR_TIMEOUT_MS: expected whole milliseconds/m,
    );
    expect(message).not.toContain(SECRET);
  });
});
