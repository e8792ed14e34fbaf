// Qualification certificates through HTTP and the database: create, read, update, soft delete,
// validation (dates, files owned by the enterprise, unique number) and enterprise scoping.
import { storedFilePath } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../src/db/schema';
import { createTestApp, postForm, type TestApp } from './test-app';
import { enterpriseToken, samplePdf, samplePng, signedLinkTo, upload } from './upload-helpers';

let t: TestApp;
let main: { token: string; enterpriseId: number };
let sub: { token: string; enterpriseId: number };
let other: { token: string; enterpriseId: number };
let mainFile: string;
let secondFile: string;
let otherFile: string;

beforeAll(async () => {
  t = await createTestApp();
  main = await enterpriseToken(t.database.db, '13800000001');
  sub = await enterpriseToken(t.database.db, '13800000011');
  other = await enterpriseToken(t.database.db, '13800000002');
  const uploadAs = async (token: string, bytes: Buffer, name: string) =>
    (await upload(t.app, { name, bytes, scene: 'certificate', token })).json().data.url as string;
  mainFile = await uploadAs(main.token, samplePdf(), '建筑业企业资质证书.pdf');
  secondFile = await uploadAs(main.token, samplePng('cert-2'), '副本.png');
  otherFile = await uploadAs(other.token, samplePng('cert-other'), 'other.png');
});
afterAll(() => t.close());

const linkTo = (url: string) => signedLinkTo(storedFilePath(url));

const call = (path: string, token: string, fields: Record<string, string> = {}) =>
  postForm(t.app, `/api/Enterprise/${path}`, { token, ...fields });
const futureYear = new Date().getFullYear() + 3;
const valid = () => ({
  name: '建筑业企业资质证书',
  number: `D2320${Math.floor(Math.random() * 1e8)}`,
  issuer: '江苏省住房和城乡建设厅',
  expire_date: `${futureYear}-06-30`,
  files: mainFile,
});

describe('certificates', () => {
  it('creates, lists and reads a certificate of the caller’s enterprise', async () => {
    const input = { ...valid(), files: `${mainFile},${secondFile}` };
    const created = await call('saveCertificate', main.token, input);
    expect(created.statusCode).toBe(200);
    const cert = created.json().data;
    expect(cert).toEqual({
      id: expect.any(Number),
      name: input.name,
      number: input.number,
      issuer: input.issuer,
      expire_date: input.expire_date,
      expired: false,
      // Sent back as the upload answered (signed links); answered as fresh links to the same files.
      files: [linkTo(mainFile), linkTo(secondFile)],
      create_time: expect.any(Number),
    });
    const [row] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, cert.id));
    expect(row).toMatchObject({ enterpriseId: main.enterpriseId, deletedAt: null });

    expect((await call('getCertificateList', main.token)).json().data).toContainEqual(cert);
    expect(
      (await call('getCertificateDetail', main.token, { id: String(cert.id) })).json().data,
    ).toEqual(cert);
  });

  it('updates a certificate and flags one past its expiry date', async () => {
    const { id } = (await call('saveCertificate', main.token, valid())).json().data;
    const res = await call('saveCertificate', main.token, {
      ...valid(),
      id: String(id),
      name: '安全生产许可证',
      expire_date: '2020-01-31',
      files: secondFile,
    });
    expect(res.json().data).toMatchObject({
      id,
      name: '安全生产许可证',
      expire_date: '2020-01-31',
      expired: true,
      files: [linkTo(secondFile)],
    });
    const listed = (await call('getCertificateList', main.token))
      .json()
      .data.find((c: { id: number }) => c.id === id);
    expect(listed.expired).toBe(true);
  });

  it('lets a sub-account add, change and delete its enterprise’s certificates', async () => {
    const created = (await call('saveCertificate', sub.token, valid())).json().data;
    expect(
      (await call('getCertificateDetail', main.token, { id: String(created.id) })).statusCode,
    ).toBe(200);
    expect(
      (await call('saveCertificate', sub.token, { ...valid(), id: String(created.id) })).statusCode,
    ).toBe(200);
    expect(
      (await call('deleteCertificate', sub.token, { id: String(created.id) })).statusCode,
    ).toBe(200);
  });

  it('soft-deletes: gone from list and detail, row kept', async () => {
    const { id } = (await call('saveCertificate', main.token, valid())).json().data;
    expect((await call('deleteCertificate', main.token, { id: String(id) })).json()).toEqual({
      code: 1,
      msg: '',
      data: null,
    });
    expect(
      (await call('getCertificateList', main.token)).json().data.map((c: { id: number }) => c.id),
    ).not.toContain(id);
    expect((await call('getCertificateDetail', main.token, { id: String(id) })).json()).toEqual({
      code: 0,
      msg: '证书不存在',
      data: null,
    });
    expect((await call('deleteCertificate', main.token, { id: String(id) })).statusCode).toBe(404);
    expect(
      (await call('saveCertificate', main.token, { ...valid(), id: String(id) })).statusCode,
    ).toBe(404);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.id, id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('keeps another enterprise out: 404 on read, change and delete, absent from its list', async () => {
    const { id } = (await call('saveCertificate', main.token, valid())).json().data;
    expect((await call('getCertificateDetail', other.token, { id: String(id) })).statusCode).toBe(
      404,
    );
    expect(
      (await call('saveCertificate', other.token, { ...valid(), id: String(id), files: otherFile }))
        .statusCode,
    ).toBe(404);
    expect((await call('deleteCertificate', other.token, { id: String(id) })).statusCode).toBe(404);
    expect((await call('getCertificateList', other.token)).json().data).toEqual([]);
    expect(
      (await call('getCertificateDetail', main.token, { id: String(id) })).json().data.name,
    ).toBe('建筑业企业资质证书');
  });

  it('requires a login', async () => {
    expect((await postForm(t.app, '/api/Enterprise/getCertificateList', {})).statusCode).toBe(401);
  });
});

describe('certificate validation', () => {
  const rejects = async (fields: Record<string, string>, field: string, msg: string) => {
    const res = await call('saveCertificate', main.token, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 0, msg, data: { fields: { [field]: msg } } });
  };

  it('rejects dates that do not exist or are not YYYY-MM-DD', async () => {
    await rejects({ ...valid(), expire_date: '2027-02-30' }, 'expire_date', '请输入有效的日期');
    await rejects({ ...valid(), expire_date: '2027-13-01' }, 'expire_date', '请输入有效的日期');
    await rejects(
      { ...valid(), expire_date: '2027/06/30' },
      'expire_date',
      '日期格式应为 YYYY-MM-DD',
    );
  });

  it('accepts a leap day', async () => {
    expect(
      (await call('saveCertificate', main.token, { ...valid(), expire_date: '2028-02-29' })).json()
        .data.expire_date,
    ).toBe('2028-02-29');
  });

  it('only takes live files uploaded by the same enterprise', async () => {
    const message = '证书文件不存在或已删除，请重新上传';
    await rejects({ ...valid(), files: otherFile }, 'files', message);
    await rejects({ ...valid(), files: `${mainFile},${otherFile}` }, 'files', message);
    await rejects(
      { ...valid(), files: '/uploads/2026/01/0123456789abcdef0123456789abcdef.pdf' },
      'files',
      message,
    );
    const anonymous = (
      await upload(t.app, { name: 'a.png', bytes: samplePng('anon-cert'), scene: 'certificate' })
    ).json().data.url;
    await rejects({ ...valid(), files: anonymous }, 'files', message);
    const deleted = (
      await upload(t.app, {
        name: 'a.png',
        bytes: samplePng('gone'),
        scene: 'certificate',
        token: main.token,
      })
    ).json().data.url;
    await postForm(t.app, '/api/tools/deleteFile', { url: deleted, token: main.token });
    await rejects({ ...valid(), files: deleted }, 'files', message);
    await rejects({ ...valid(), files: ',' }, 'files', '请上传证书扫描件');
  });

  it('stores each file once', async () => {
    const res = await call('saveCertificate', main.token, {
      ...valid(),
      files: `${mainFile}, ${mainFile},${secondFile}`,
    });
    expect(res.json().data.files).toEqual([linkTo(mainFile), linkTo(secondFile)]);
  });

  it('requires name, number and issuer', async () => {
    await rejects({ ...valid(), name: ' ' }, 'name', '请输入证书名称');
    await rejects({ ...valid(), number: '' }, 'number', '请输入证书编号');
    await rejects({ ...valid(), issuer: 'x' }, 'issuer', '请输入发证机关');
  });

  it('refuses a number the enterprise already has, but not another enterprise’s', async () => {
    const first = valid();
    const { id } = (await call('saveCertificate', main.token, first)).json().data;
    const duplicate = await call('saveCertificate', main.token, {
      ...valid(),
      number: first.number,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      msg: '该证书编号已存在',
      data: { fields: { number: '该证书编号已存在' } },
    });
    expect(
      (
        await call('saveCertificate', main.token, {
          ...first,
          id: String(id),
          issuer: '住房和城乡建设部',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('saveCertificate', other.token, {
          ...valid(),
          number: first.number,
          files: otherFile,
        })
      ).statusCode,
    ).toBe(200);
  });
});
