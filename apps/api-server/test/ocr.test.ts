// Sandbox OCR through HTTP: realistic fields whose codes pass the national checksums, the same
// result for the same file, and only for uploads the caller may use.
import { isResidentIdCard, isUnifiedSocialCreditCode } from '@bht/validators';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postForm, type TestApp } from './test-app';
import { enterpriseToken, samplePdf, samplePng, upload } from './upload-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IP = '10.3.0.1';
async function uploaded(
  bytes: Buffer,
  options: { ip?: string; token?: string; name?: string } = {},
): Promise<string> {
  const res = await upload(t.app, {
    name: options.name ?? 'scan.png',
    bytes,
    scene: 'business_license',
    ip: options.ip ?? IP,
    token: options.token,
  });
  return res.json().data.url;
}
const ocr = (path: string, fields: Record<string, string>, ip = IP) =>
  postForm(t.app, path, fields, { 'x-forwarded-for': ip });

describe('business-licence OCR (sandbox)', () => {
  it('returns realistic fields with a valid unified social credit code, marked sandbox', async () => {
    const image = await uploaded(samplePng('licence-1'));
    const res = await ocr('/api/ocr/business', { image });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      name: expect.stringMatching(/^\p{Script=Han}{2,}有限公司$/u),
      legal_person: expect.stringMatching(/^\p{Script=Han}{2,3}$/u),
      address: expect.stringMatching(/^\p{Script=Han}+省?.*\d+号$/u),
      registered_capital: expect.stringMatching(/^\d+万元人民币$/),
      established_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      business_term: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 至 (长期|\d{4}-\d{2}-\d{2})$/),
      sandbox: true,
    });
    expect(isUnifiedSocialCreditCode(data.credit_code)).toBe(true);
    expect(data.business_term.startsWith(data.established_date)).toBe(true);
  });

  it('reads the same file the same way, and different files differently', async () => {
    const bytes = samplePng('licence-2');
    const first = (await ocr('/api/ocr/business', { image: await uploaded(bytes) })).json().data;
    const again = (await ocr('/api/ocr/business', { image: await uploaded(bytes) })).json().data;
    expect(again).toEqual(first);
    const other = (
      await ocr('/api/ocr/business', { image: await uploaded(samplePng('licence-3')) })
    ).json().data;
    expect(other.credit_code).not.toBe(first.credit_code);
  });

  it('gives a valid credit code for every file (checksums over many hashes)', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      const data = (
        await ocr(
          '/api/ocr/business',
          { image: await uploaded(samplePng(`many-${i}`), { ip: '10.3.5.1' }) },
          '10.3.5.1',
        )
      ).json().data;
      expect(isUnifiedSocialCreditCode(data.credit_code), data.credit_code).toBe(true);
      codes.add(data.credit_code);
    }
    expect(codes.size).toBe(25);
  });

  it('reads a PDF scan too', async () => {
    const res = await ocr('/api/ocr/business', {
      image: await uploaded(samplePdf(), { name: 'licence.pdf' }),
    });
    expect(isUnifiedSocialCreditCode(res.json().data.credit_code)).toBe(true);
  });
});

describe('ID-card OCR (sandbox)', () => {
  it('front: name, address and an ID number that passes GB 11643, deterministic', async () => {
    const image = await uploaded(samplePng('id-front'));
    const res = await ocr('/api/ocr/identityCard', { image, side: 'front' });
    const data = res.json().data;
    expect(data).toMatchObject({
      side: 'front',
      name: expect.stringMatching(/^\p{Script=Han}{2,3}$/u),
      address: expect.stringMatching(/室$/),
      issuer: '',
      valid_period: '',
      sandbox: true,
    });
    expect(isResidentIdCard(data.id_card)).toBe(true);
    expect((await ocr('/api/ocr/identityCard', { image, side: 'front' })).json().data).toEqual(
      data,
    );
  });

  it('gives a valid ID number for every file', async () => {
    for (let i = 0; i < 25; i += 1) {
      const image = await uploaded(samplePng(`id-${i}`), { ip: '10.3.6.1' });
      const { id_card } = (await ocr('/api/ocr/identityCard', { image }, '10.3.6.1')).json().data;
      expect(isResidentIdCard(id_card), id_card).toBe(true);
    }
  });

  it('back: issuing office and validity, no personal fields', async () => {
    const image = await uploaded(samplePng('id-back'));
    const data = (await ocr('/api/ocr/identityCard', { image, side: 'back' })).json().data;
    expect(data).toMatchObject({
      side: 'back',
      name: '',
      id_card: '',
      address: '',
      issuer: expect.stringMatching(/公安局.+分局$/),
      sandbox: true,
    });
    expect(data.valid_period).toMatch(/^\d{4}\.\d{2}\.\d{2}-(\d{4}\.\d{2}\.\d{2}|长期)$/);
  });
});

describe('which images OCR may read', () => {
  it('answers 404 for an unknown url', async () => {
    const res = await ocr('/api/ocr/business', {
      image: '/uploads/2026/01/0123456789abcdef0123456789abcdef.png',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 0, msg: '文件不存在，请重新上传', data: null });
  });

  it('asks for the image when it is missing', async () => {
    const res = await ocr('/api/ocr/identityCard', { image: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.image).toBe('请先上传身份证照片');
  });

  it('does not read another visitor’s registration upload, or a deleted one', async () => {
    const image = await uploaded(samplePng('private'), { ip: '10.3.0.9' });
    expect((await ocr('/api/ocr/business', { image }, '10.3.0.10')).statusCode).toBe(404);
    await postForm(
      t.app,
      '/api/tools/deleteFile',
      { url: image },
      { 'x-forwarded-for': '10.3.0.9' },
    );
    expect((await ocr('/api/ocr/business', { image }, '10.3.0.9')).statusCode).toBe(404);
  });

  it('reads an enterprise’s own upload for its accounts only', async () => {
    const owner = await enterpriseToken(t.database.db, '13800000004');
    const other = await enterpriseToken(t.database.db, '13800000003');
    const image = await uploaded(samplePng('firm'), { token: owner.token });
    expect(
      (await ocr('/api/ocr/business', { image, token: owner.token }, '10.3.1.1')).statusCode,
    ).toBe(200);
    expect((await ocr('/api/ocr/business', { image, token: other.token })).statusCode).toBe(404);
    expect((await ocr('/api/ocr/business', { image })).statusCode).toBe(404);
  });

  it('refuses to read office documents', async () => {
    const res = await upload(t.app, {
      name: 'a.docx',
      bytes: Buffer.from('PK\x03\x04[Content_Types].xml word/'),
      scene: 'other',
      ip: IP,
    });
    const image = res.json().data.url;
    expect((await ocr('/api/ocr/business', { image })).json().msg).toBe(
      '仅支持识别 JPG、PNG 或 PDF 文件',
    );
  });
});
