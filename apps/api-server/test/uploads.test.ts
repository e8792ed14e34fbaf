// Uploads through HTTP, the database and the upload folder: content checks by magic bytes, size
// limit, owners, deletion rights, serving at /uploads/<key> (public files to anyone, private ones
// only through a live signed link) and path traversal.
import { storedFilePath } from '@bht/api-client/contract';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileLinks } from '../src/http/file-links';
import { hit } from '../src/http/rate-limit';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { uploads } from '../src/db/schema';
import type { FileStorage } from '../src/providers/storage/file-storage';
import { LocalFileStorage } from '../src/providers/storage/local-file-storage';
import { companyToken } from './company-session';
import { createTestApp, postForm, type TestApp } from './test-app';
import {
  enterpriseToken,
  sampleDocx,
  sampleJpeg,
  samplePdf,
  samplePng,
  signedLinkTo,
  upload,
} from './upload-helpers';

let t: TestApp;
let root: string;
let owner: { token: string; enterpriseId: number };
let stranger: { token: string; enterpriseId: number };

beforeAll(async () => {
  // UPLOAD_DIR inside a folder that also holds a file outside it, for the traversal checks.
  root = mkdtempSync(join(tmpdir(), 'bht-uploads-test-'));
  writeFileSync(join(root, 'secret.png'), samplePng('secret'));
  t = await createTestApp({ config: { UPLOAD_DIR: join(root, 'files'), UPLOAD_MAX_MB: '1' } });
  owner = await enterpriseToken(t.database.db, '13800000001');
  stranger = await enterpriseToken(t.database.db, '13800000002');
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const rowOf = async (url: string) =>
  (
    await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.url, storedFilePath(url)))
  )[0];
const storedFiles = () =>
  existsSync(join(root, 'files'))
    ? readdirSync(join(root, 'files'), { recursive: true }).filter((f) => String(f).includes('.'))
    : [];
const deleteFile = (url: string, options: { token?: string; ip?: string } = {}) =>
  postForm(
    t.app,
    '/api/tools/deleteFile',
    { url, ...(options.token ? { token: options.token } : {}) },
    { 'x-forwarded-for': options.ip ?? '10.1.0.1' },
  );

describe('uploadFile', () => {
  it('stores a registration PNG anonymously with its sha256 and the uploader IP', async () => {
    const bytes = samplePng();
    const res = await upload(t.app, {
      name: '营业执照.png',
      bytes,
      scene: 'business_license',
      ip: '10.1.0.7',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // A private file: the uploader gets a signed link to preview it; the record keeps the path.
    expect(data).toEqual({
      url: expect.stringMatching(
        /^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png\?expires=\d+&sig=[\w-]{43}$/,
      ),
      name: '营业执照.png',
      size: bytes.length,
      mime: 'image/png',
    });
    expect((await rowOf(data.url))?.url).toBe(storedFilePath(data.url));
    expect(await rowOf(data.url)).toMatchObject({
      ownerType: 'anonymous',
      ownerId: 0,
      uploaderIp: '10.1.0.7',
      scene: 'business_license',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      deletedAt: null,
    });
  });

  it('records a logged-in upload as the enterprise’s (token sent as a multipart field)', async () => {
    const res = await upload(t.app, {
      name: 'scan.PDF',
      bytes: samplePdf(),
      scene: 'certificate',
      token: owner.token,
    });
    expect(res.json().data).toMatchObject({
      name: 'scan.PDF',
      mime: 'application/pdf',
      url: expect.stringMatching(/\.pdf\?/),
    });
    expect(await rowOf(res.json().data.url)).toMatchObject({
      ownerType: 'enterprise',
      ownerId: owner.enterpriseId,
      uploaderIp: '',
    });
  });

  it('rejects a .png whose bytes are not a PNG, and stores nothing', async () => {
    const before = storedFiles().length;
    const res = await upload(t.app, {
      name: 'photo.png',
      bytes: Buffer.from('<html><script>alert(1)</script></html>'),
      scene: 'id_card',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 0,
      msg: '文件内容与类型不符，仅支持 JPG、PNG、PDF',
      data: { fields: { file: '文件内容与类型不符，仅支持 JPG、PNG、PDF' } },
    });
    const jpegNamedPng = await upload(t.app, {
      name: 'photo.png',
      bytes: sampleJpeg(),
      scene: 'id_card',
    });
    expect(jpegNamedPng.json().msg).toBe('文件内容与类型不符，仅支持 JPG、PNG、PDF');
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a PDF that carries JavaScript, also behind hex-escaped names, and stores nothing', async () => {
    const pdfWithCatalog = (catalog: string) =>
      Buffer.from(
        `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
          '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
          '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n' +
          'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
      );
    const before = storedFiles().length;
    const refused = {
      code: 0,
      msg: 'PDF 文件含有脚本，不能上传',
      data: { fields: { file: 'PDF 文件含有脚本，不能上传' } },
    };
    for (const catalog of [
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      '/OpenAction << /S /J#61vaScript /#4A#53 (app.alert(1)) >>',
      '/Names << /#4aavaScript 4 0 R >>',
    ]) {
      const res = await upload(t.app, { name: 'voucher.pdf', bytes: pdfWithCatalog(catalog) });
      expect(res.statusCode, catalog).toBe(400);
      expect(res.json(), catalog).toEqual(refused);
    }
    const pageAction = pdfWithCatalog('')
      .toString('latin1')
      .replace('/MediaBox', '/AA << /O 4 0 R >> /MediaBox');
    const aa = await upload(t.app, {
      name: 'voucher.pdf',
      bytes: Buffer.from(pageAction, 'latin1'),
    });
    expect(aa.json()).toEqual(refused);
    const hidden = deflateSync('4 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj');
    const objectStream = Buffer.concat([
      pdfWithCatalog('/OpenAction 4 0 R').subarray(0, -'%%EOF\n'.length),
      Buffer.from(
        `5 0 obj\n<< /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
      ),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    const compressed = await upload(t.app, { name: 'voucher.pdf', bytes: objectStream });
    expect(compressed.json()).toEqual(refused);
    expect(storedFiles().length).toBe(before);

    const clean = await upload(t.app, {
      name: 'voucher.pdf',
      bytes: pdfWithCatalog('/Lang (zh-CN)'),
    });
    expect(clean.statusCode).toBe(200);
    expect(clean.json().data.url).toMatch(/\.pdf\?/);
  });

  it('accepts a real JPEG named .jpeg and stores it as .jpg', async () => {
    const res = await upload(t.app, { name: 'front.jpeg', bytes: sampleJpeg(), scene: 'id_card' });
    expect(res.json().data).toMatchObject({
      mime: 'image/jpeg',
      url: expect.stringMatching(/\.jpg\?/),
    });
  });

  it('rejects types the scene does not take', async () => {
    const exe = await upload(t.app, {
      name: 'setup.exe',
      bytes: Buffer.from('MZ\x90\x00'),
      scene: 'other',
    });
    expect(exe.json().msg).toBe('文件格式不支持，仅支持 JPG、PNG、PDF、Word、Excel、PPT');
    const docxAsIdCard = await upload(t.app, {
      name: 'id.docx',
      bytes: sampleDocx(),
      scene: 'id_card',
    });
    expect(docxAsIdCard.json().msg).toBe('文件格式不支持，仅支持 JPG、PNG、PDF');
    const pdfAvatar = await upload(t.app, { name: 'me.pdf', bytes: samplePdf(), scene: 'avatar' });
    expect(pdfAvatar.json().msg).toBe('文件格式不支持，仅支持 JPG、PNG');
  });

  it('accepts office documents for certificates, checked by content', async () => {
    const docx = await upload(t.app, {
      name: '资质证书.docx',
      bytes: sampleDocx(),
      scene: 'certificate',
      token: owner.token,
    });
    expect(docx.json().data.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const fakeXlsx = await upload(t.app, {
      name: 'list.xlsx',
      bytes: sampleDocx(),
      scene: 'certificate',
      token: owner.token,
    });
    expect(fakeXlsx.json().msg).toBe('文件内容与类型不符，仅支持 JPG、PNG、PDF、Word、Excel、PPT');
  });

  it('rejects a file over UPLOAD_MAX_MB with 413', async () => {
    const res = await upload(t.app, {
      name: 'big.png',
      bytes: samplePng('x'.repeat(1024 * 1024 + 10)),
      scene: 'other',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 0, msg: expect.stringMatching(/1MB|过大/) });
  });

  it('asks for a file when none is sent, and for one file at a time', async () => {
    const none = await upload(t.app, { name: 'x.png', bytes: samplePng(), omitFile: true });
    expect(none.json()).toMatchObject({
      code: 0,
      msg: '请选择要上传的文件',
      data: { fields: { file: '请选择要上传的文件' } },
    });
    const two = await upload(t.app, {
      name: 'a.png',
      bytes: samplePng(),
      extraFiles: [{ field: 'file', name: 'b.png', bytes: samplePng('b') }],
    });
    expect(two.json().msg).toBe('一次只能上传一个文件');
    const empty = await upload(t.app, { name: 'a.png', bytes: Buffer.alloc(0) });
    expect(empty.json().msg).toBe('文件内容为空，请重新选择');
  });

  it('rejects an unknown scene', async () => {
    const res = await upload(t.app, { name: 'a.png', bytes: samplePng(), scene: 'passport' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toHaveProperty('scene');
  });

  it('limits the bytes one address uploads anonymously (50 MB an hour)', async () => {
    // As if this address had already uploaded 50 MB less 1 KiB within the hour.
    await hit(
      t.database.db,
      { key: 'upload:anonymous-kib:10.9.8.7', windowSeconds: 3600 },
      Date.now(),
      50 * 1024 - 1,
    );
    const small = { name: 's.png', bytes: samplePng(), ip: '10.9.8.7' };
    expect((await upload(t.app, small)).statusCode).toBe(200);
    const blocked = await upload(t.app, { ...small, bytes: samplePng('x'.repeat(2048)) });
    expect([blocked.statusCode, blocked.json().msg]).toEqual([
      429,
      '上传的文件总量已达上限，请 1 小时后再试',
    ]);
    expect((await upload(t.app, { ...small, ip: '10.9.8.6' })).statusCode).toBe(200);
    expect((await upload(t.app, { ...small, token: owner.token })).statusCode).toBe(200);
  });

  it('limits anonymous uploads per IP (30 an hour)', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await upload(t.app, { name: `p${i}.png`, bytes: samplePng(String(i)), ip: '10.9.9.9' }))
          .statusCode,
      ).toBe(200);
    }
    const blocked = await upload(t.app, { name: 'p.png', bytes: samplePng(), ip: '10.9.9.9' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().msg).toBe('上传过于频繁，请稍后再试');
    expect(
      (await upload(t.app, { name: 'p.png', bytes: samplePng(), ip: '10.9.9.8' })).statusCode,
    ).toBe(200);
    expect(
      (
        await upload(t.app, {
          name: 'p.png',
          bytes: samplePng(),
          ip: '10.9.9.9',
          token: owner.token,
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('serving /uploads/<key>', () => {
  it('serves the stored bytes with the checked content type', async () => {
    const bytes = samplePng('served');
    const { url } = (await upload(t.app, { name: 'a.png', bytes })).json().data;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(bytes)).toBe(true);

    const pdf = (await upload(t.app, { name: 'a.pdf', bytes: samplePdf() })).json().data.url;
    expect((await t.app.inject({ method: 'GET', url: pdf })).headers['content-type']).toBe(
      'application/pdf',
    );
  });

  it.each([
    '/uploads/../secret.png',
    '/uploads/..%2Fsecret.png',
    '/uploads/%2e%2e/secret.png',
    '/uploads/%2e%2e%2fsecret.png',
    '/uploads/2026/..%2F..%2Fsecret.png',
    `/uploads/${encodeURIComponent(join(tmpdir(), 'x.png'))}`,
    fileLinks(loadConfig({ NODE_ENV: 'test' }))(
      '/uploads/2026/01/00000000000000000000000000000000.png',
    ),
    '/uploads/public/2026/01/00000000000000000000000000000000.png',
  ])('answers 404 for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(samplePng('secret'))).toBe(false);
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const refused = (msg: string) => ({ code: -2, msg, data: null });
  const privateUpload = async (variant: string) =>
    (
      await upload(t.app, {
        name: 'id.png',
        bytes: samplePng(variant),
        scene: 'id_card',
        token: owner.token,
      })
    ).json().data.url as string;

  it('serves a private file only through its live signed link', async () => {
    const url = await privateUpload('private');
    const path = storedFilePath(url);
    expect(url).not.toBe(path);
    const signed = await get(url);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['cache-control']).toBe('private, max-age=300');

    const bare = await get(path);
    expect([bare.statusCode, bare.json()]).toEqual([
      403,
      refused('无权访问该文件，请登录后从页面中打开'),
    ]);
    expect(bare.rawPayload.includes(samplePng('private'))).toBe(false);
  });

  it('refuses a tampered, borrowed or half link, and an expired one', async () => {
    const url = await privateUpload('tamper');
    const other = await privateUpload('other');
    const { expires, sig } = Object.fromEntries(new URL(url, 'http://x').searchParams);
    const path = storedFilePath(url);
    const invalid = refused('文件链接无效，请刷新页面后重新打开');
    const flipped = `${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`;
    for (const link of [
      `${path}?expires=${expires}&sig=${flipped}`,
      `${path}?expires=${Number(expires) + 300}&sig=${sig}`,
      `${path}?expires=${expires}`,
      `${path}?sig=${sig}`,
      `${path}?expires=soon&sig=${sig}`,
      `${storedFilePath(other)}?expires=${expires}&sig=${sig}`,
    ]) {
      const res = await get(link);
      expect([link, res.statusCode, res.json()]).toEqual([link, 403, invalid]);
    }
    const expired = fileLinks(t.config, Date.now() - 3600_000)(path);
    expect((await get(expired)).json()).toEqual(refused('文件链接已过期，请刷新页面后重新打开'));
  });

  it('serves a guarantee company’s logos and seals to anyone, without a signature', async () => {
    const token = await companyToken(t.app, 'xinda_admin');
    for (const scene of ['logo', 'seal']) {
      const bytes = samplePng(scene);
      const { url } = (await upload(t.app, { name: `${scene}.png`, bytes, scene, token })).json()
        .data;
      expect(url).toMatch(/^\/uploads\/public\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);
      const res = await get(url);
      expect([res.statusCode, res.headers['cache-control']]).toEqual([
        200,
        'public, max-age=86400',
      ]);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('keeps logos and seals of anonymous callers and enterprises private', async () => {
    for (const [scene, token] of [
      ['logo', undefined],
      ['seal', undefined],
      ['seal', owner.token],
    ] as const) {
      const { url } = (
        await upload(t.app, { name: 'x.png', bytes: samplePng(), scene, token })
      ).json().data;
      const path = storedFilePath(url);
      expect(url).toEqual(signedLinkTo(path));
      expect(path).not.toContain('/public/');
      expect((await get(path)).statusCode).toBe(403);
      const signed = await get(url);
      expect([signed.statusCode, signed.headers['cache-control']]).toEqual([
        200,
        'private, max-age=300',
      ]);
    }
  });

  it('two instances with one secret accept each other’s links; another secret does not', async () => {
    const url = await privateUpload('shared');
    const shared = { database: t.database, dispose: async () => {} };
    const twin = await createTestApp({ shared, config: { UPLOAD_DIR: t.config.UPLOAD_DIR } });
    const stranger = await createTestApp({
      shared,
      config: {
        UPLOAD_DIR: t.config.UPLOAD_DIR,
        FILE_URL_SECRET: 'another-secret-of-at-least-32-characters',
      },
    });
    try {
      expect((await twin.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await stranger.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      await twin.close();
      await stranger.close();
    }
  });

  it('does not start in production without FILE_URL_SECRET', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SANDBOX_PROVIDERS: 'true',
      ESIGN_SANDBOX_SECRET: 'a-production-secret-0123456789',
      DATA_DIR: 'memory://',
      UPLOAD_DIR: join(root, 'files'),
    });
    await expect(buildApp({ config, database: t.database, logger: false })).rejects.toThrow(
      'FILE_URL_SECRET is required in production',
    );
  });

  it('the local storage refuses keys outside its folder', async () => {
    const storage: FileStorage = new LocalFileStorage(join(root, 'files'));
    expect(await storage.get('../secret.png')).toBeNull();
    await expect(storage.put('../escape.png', samplePng(), 'image/png')).rejects.toThrow(
      'Invalid storage key',
    );
    await storage.delete('../secret.png');
    expect(existsSync(join(root, 'secret.png'))).toBe(true);
  });
});

describe('deleteFile', () => {
  it('lets the owning enterprise delete: row soft-deleted, file gone, not served', async () => {
    const { url } = (
      await upload(t.app, { name: 'a.png', bytes: samplePng('own'), token: owner.token })
    ).json().data;
    const foreign = await deleteFile(url, { token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 0, msg: '文件不存在', data: null });
    expect((await deleteFile(url)).statusCode).toBe(404);

    const res = await deleteFile(url, { token: owner.token });
    expect(res.json()).toEqual({ code: 1, msg: '', data: null });
    expect((await rowOf(url))?.deletedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await deleteFile(url, { token: owner.token })).statusCode).toBe(404);
    // The stored path (as a record keeps it) names the same file as the signed link.
    const kept = (
      await upload(t.app, { name: 'a.png', bytes: samplePng('by path'), token: owner.token })
    ).json().data.url;
    expect((await deleteFile(storedFilePath(kept), { token: owner.token })).statusCode).toBe(200);
  });

  it('lets a sub-account of the same enterprise delete its enterprise’s file', async () => {
    const sub = await enterpriseToken(t.database.db, '13800000011');
    const { url } = (
      await upload(t.app, { name: 'a.png', bytes: samplePng('team'), token: owner.token })
    ).json().data;
    expect((await deleteFile(url, { token: sub.token })).statusCode).toBe(200);
  });

  it('lets an anonymous upload be deleted from the same IP only', async () => {
    const { url } = (
      await upload(t.app, { name: 'a.png', bytes: samplePng('anon'), ip: '10.2.0.1' })
    ).json().data;
    expect((await deleteFile(url, { ip: '10.2.0.2' })).statusCode).toBe(404);
    expect((await deleteFile(url, { ip: '10.2.0.2', token: owner.token })).statusCode).toBe(404);
    expect((await deleteFile(url, { ip: '10.2.0.1' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown url', async () => {
    const res = await deleteFile('/uploads/2026/01/ffffffffffffffffffffffffffffffff.png', {
      token: owner.token,
    });
    expect(res.json()).toEqual({ code: 0, msg: '文件不存在', data: null });
  });
});
