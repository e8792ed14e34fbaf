// Verification by upload (docs/letters.md): the decision over test-local signature readers (every
// verdict: genuine by either digest, voided, our signature on an unrecorded file, modified after
// signing, an unknown signer, an unknown file), then POST /api/letter/verifyFile through HTTP with
// real bytes: a sealed and issued letter's PDF and OFD, each with one byte changed, a PDF of
// somebody else's (unsigned, and signed by a stranger's certificate), a text file named .pdf; never
// stored; a per-IP limit.
import {
  companyGetOrderDetail,
  companyHandleLetterStatus,
  companyLetterSign,
  verifyLetterFile as verifyLetterFileEndpoint,
} from '@bht/api-client/contract';
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sm3Hex } from '@bht/national-crypto';
import type {
  FileSignature,
  LetterFileFormat,
  LetterFileReader,
} from '../src/areas/verify/letter-file-reader';
import {
  letterFileFormat,
  VERDICT_TEXT,
  verifyLetterFile,
} from '../src/areas/verify/verify-letter-file';
import { orders, signingCredentials, uploads } from '../src/db/schema';
import { callEndpoint, companyToken, nextIp } from './company-session';
import { orderAt } from './company-order-fixtures';
import { orderRow } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { postFile } from './upload-helpers';
import { todayInChina } from '../src/time/china-time';
import { signPdf } from '../src/signing/pdf-signer';
import { issueTestRoot } from '../src/signing/test-ca';

let t: TestApp;
let admin: string;
/** A certificate of ours (a signing_credentials row) and one that is nobody's here. */
const OUR_FINGERPRINT = 'ab'.repeat(32);
const STRANGER_FINGERPRINT = 'cd'.repeat(32);

beforeAll(async () => {
  t = await createTestApp();
  admin = await companyToken(t.app, 'xinda_admin');
  await t.database.db.insert(signingCredentials).values({
    ownerKind: 'enterprise',
    ownerId: 987_654,
    algorithm: 'rsa',
    certificatePem: '-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----',
    privateKeySealed: 'sealed',
    fingerprint: OUR_FINGERPRINT,
    subject: 'CN=test',
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2036-01-01T00:00:00Z'),
    source: 'sandbox',
  });
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A sealed letter (status 3), issued unless told not to; its order number, letter number and PDF bytes. */
async function letter({ issue = true } = {}) {
  const sn = await orderAt(t, 3);
  const sealed = await callEndpoint(t.app, companyLetterSign, admin, { order_sn: sn });
  expect(sealed.statusCode).toBe(200);
  if (issue) {
    const issued = await callEndpoint(t.app, companyHandleLetterStatus, admin, {
      order_sn: sn,
      action: 'issue',
    });
    expect(issued.statusCode).toBe(200);
  }
  const pdf = await t.app.inject({ method: 'GET', url: sealed.json().data.letter_url });
  expect(pdf.statusCode).toBe(200);
  return { sn, letterNo: (await orderRow(t, sn)).letterNo!, bytes: pdf.rawPayload };
}

/** A reader of `format` that accepts every file and finds `signature` in it. */
const readerFinding = (
  signature: Partial<FileSignature>,
  format: LetterFileFormat = 'pdf',
): LetterFileReader => ({
  format,
  accepts: () => true,
  read: () =>
    Promise.resolve({
      format,
      signed: true,
      intact: true,
      signerFingerprint: OUR_FINGERPRINT,
      letterNo: null,
      ...signature,
    }),
});

const someBytes = (text: string) => Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`);

describe('verifyLetterFile (the decision)', () => {
  const verify = (bytes: Buffer, readers: LetterFileReader[], format: LetterFileFormat = 'pdf') =>
    verifyLetterFile(t.database.db, bytes, format, readers);

  it('knows an issued file by its SHA-256, PDF or OFD, and reports its own signature', async () => {
    const { sn, letterNo, bytes } = await letter();
    const unsigned = await verify(bytes, []);
    expect(unsigned).toMatchObject({
      verdict: 'genuine',
      verdict_text: VERDICT_TEXT.genuine,
      ours: true,
      unmodified: true,
      format: 'pdf',
      signature: 'none',
      sha256: sha256(bytes),
      sm3: sm3Hex(bytes),
      letter: { letter_no: letterNo, genuine: true, valid: true, status_text: '有效' },
    });
    expect((await verify(bytes, [readerFinding({})])).signature).toBe('valid');

    const ofd = Buffer.from(`PK\u0003\u0004 OFD.xml ${letterNo}`);
    await t.database.db
      .update(orders)
      .set({ letterOfdSha256: sha256(ofd) })
      .where(eq(orders.sn, sn));
    expect(await verify(ofd, [], 'ofd')).toMatchObject({
      verdict: 'genuine',
      format: 'ofd',
      letter: { letter_no: letterNo },
    });
  });

  it('says when the letter of an unmodified file has been voided since', async () => {
    const { sn, letterNo, bytes } = await letter();
    const voided = await callEndpoint(t.app, companyHandleLetterStatus, admin, {
      order_sn: sn,
      action: 'void',
      note: '投标人撤回投标',
    });
    expect(voided.statusCode).toBe(200);
    expect(await verify(bytes, [])).toMatchObject({
      verdict: 'voided',
      verdict_text: VERDICT_TEXT.voided,
      ours: true,
      unmodified: true,
      letter: { letter_no: letterNo, valid: false, status_text: '已作废' },
    });
  });

  it('reads an unrecorded file by its signature', async () => {
    const { letterNo } = await letter({ issue: false });
    const bytes = someBytes('a re-sealed letter’s former file');

    expect(await verify(bytes, [readerFinding({ letterNo })])).toMatchObject({
      verdict: 'unrecorded',
      ours: true,
      unmodified: false,
      signature: 'valid',
      letter: { letter_no: letterNo, status_text: '未生效（尚未出函）' },
    });
    expect(await verify(bytes, [readerFinding({ intact: false, letterNo })])).toMatchObject({
      verdict: 'modified',
      verdict_text: VERDICT_TEXT.modified,
      ours: false,
      signature: 'invalid',
      letter: { letter_no: letterNo },
    });
    // A stranger's signature names no letter of ours, whatever the file claims.
    expect(
      await verify(bytes, [
        readerFinding({ signerFingerprint: STRANGER_FINGERPRINT, letterNo: letterNo }),
      ]),
    ).toMatchObject({
      verdict: 'unknown_signer',
      verdict_text: VERDICT_TEXT.unknown_signer,
      ours: false,
      signature: 'unknown_signer',
      letter: null,
    });
    expect(
      (await verify(bytes, [readerFinding({ signerFingerprint: null, letterNo })])).verdict,
    ).toBe('unknown_signer');
    // A letter number that is not ours names nothing.
    expect(
      (await verify(bytes, [readerFinding({ intact: false, letterNo: 'TBBH0' })])).letter,
    ).toBeNull();
  });

  it('calls a file nobody signed, or no reader of its format accepts, unknown', async () => {
    const bytes = someBytes('nobody’s');
    const unknown = {
      verdict: 'unknown_file',
      verdict_text: VERDICT_TEXT.unknown_file,
      ours: false,
      unmodified: false,
      signature: 'none',
      letter: null,
    };
    expect(await verify(bytes, [])).toMatchObject(unknown);
    expect(await verify(bytes, [readerFinding({ signed: false, intact: false })])).toMatchObject(
      unknown,
    );
    expect(await verify(bytes, [readerFinding({}, 'ofd')])).toMatchObject(unknown);
    const refusing = { ...readerFinding({}), accepts: () => false };
    expect(await verify(bytes, [refusing])).toMatchObject(unknown);
  });

  it('tells the formats apart by content', () => {
    expect(letterFileFormat(Buffer.from('%PDF-1.4 …'))).toBe('pdf');
    expect(letterFileFormat(Buffer.from('PK\u0003\u0004…Doc_0/Document.xml…OFD.xml'))).toBe('ofd');
    expect(letterFileFormat(Buffer.from('PK\u0003\u0004…[Content_Types].xml word/'))).toBeNull();
    expect(letterFileFormat(Buffer.from('保函 TBBH2026'))).toBeNull();
  });
});

describe('POST /api/letter/verifyFile', () => {
  const send = (name: string, bytes: Buffer, ip = nextIp()) =>
    postFile(t.app, verifyLetterFileEndpoint.path, { name, bytes }, ip);
  const storedUploads = async () =>
    (await t.database.db.select({ n: count() }).from(uploads))[0]!.n;

  it('finds the issued PDF genuine, and the same PDF with one byte changed modified', async () => {
    const { sn, letterNo, bytes } = await letter();
    const order = await orderRow(t, sn);
    const before = await storedUploads();

    const genuine = await send('保函.pdf', bytes);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json().data).toEqual({
      verdict: 'genuine',
      verdict_text: '本平台出具，文件未被修改',
      ours: true,
      unmodified: true,
      format: 'pdf',
      signature: 'valid',
      sha256: order.letterDigest,
      sm3: sm3Hex(bytes),
      letter: {
        letter_no: letterNo,
        genuine: true,
        valid: true,
        status_text: '有效',
        letter_type_text: '投标电子保函',
        ensure_company_name: '江苏信达融资担保有限公司',
        project_name: order.projectName,
        amount: order.bidBondAmount,
        valid_from: todayInChina(),
        valid_to: order.validTo,
        sealed_until_opening: false,
      },
      replaced: null,
    });
    // Neither the code nor a link to the file, nor anything about the applicant.
    expect(genuine.body).not.toContain(order.verifyCode!);
    expect(genuine.body).not.toContain(order.letterUrl!);
    expect(genuine.body).not.toContain(order.enterpriseName);

    // One byte of the page content (inside the signed ranges) changed: the signature says so.
    const changed = Buffer.from(bytes);
    const at = bytes.indexOf('stream') + 20;
    changed[at] = changed[at]! ^ 0xff;
    const modified = await send('保函.pdf', changed);
    expect(modified.json().data).toMatchObject({
      verdict: 'modified',
      ours: false,
      unmodified: false,
      signature: 'invalid',
      sha256: sha256(changed),
      letter: { letter_no: letterNo, genuine: true },
    });
    // Checked and dropped: nothing stored.
    expect(await storedUploads()).toBe(before);
  });

  it('calls a PDF of somebody else’s unknown', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Guarantee TBBH2026010100000000');
    const res = await send('letter.pdf', Buffer.from(await doc.save()));
    expect([res.statusCode, res.json().data.verdict, res.json().data.letter]).toEqual([
      200,
      'unknown_file',
      null,
    ]);
  });

  it('finds the issued OFD genuine, and the OFD with one byte of a page changed modified', async () => {
    const { sn, letterNo } = await letter();
    const order = await orderRow(t, sn);
    const link = (await callEndpoint(t.app, companyGetOrderDetail, admin, { order_sn: sn })).json()
      .data.letter_ofd_url;
    const ofd = (await t.app.inject({ method: 'GET', url: link })).rawPayload;
    const genuine = (await send('保函.ofd', ofd)).json().data;
    expect(genuine).toMatchObject({
      verdict: 'genuine',
      format: 'ofd',
      signature: 'valid',
      sha256: order.letterOfdSha256,
      sm3: order.letterOfdSm3,
      letter: { letter_no: letterNo },
    });
    // The same package with one character of the first page's content changed, zipped again.
    const parts = unzipSync(ofd);
    const page = Object.keys(parts).find((name) => name.endsWith('Content.xml'))!;
    const text = strFromU8(parts[page]!);
    const digit = text.search(/[0-9]/);
    parts[page] = strToU8(
      text.slice(0, digit) + ((Number(text[digit]) + 1) % 10) + text.slice(digit + 1),
    );
    const modified = (await send('保函.ofd', Buffer.from(zipSync(parts)))).json().data;
    expect(modified).toMatchObject({
      verdict: 'modified',
      ours: false,
      unmodified: false,
      signature: 'invalid',
      letter: { letter_no: letterNo },
    });
  });

  it('calls a PDF signed by a certificate of somebody else a stranger’s', async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Guarantee TBBH2026010100000000');
    const stranger = await issueTestRoot();
    const labels = { reason: 'Guarantee letter', name: 'x', contactInfo: 'x', location: 'x' };
    const signed = await signPdf(await doc.save(), stranger, labels, new Date());
    const res = (await send('letter.pdf', signed)).json().data;
    expect([res.verdict, res.signature, res.ours, res.letter]).toEqual([
      'unknown_signer',
      'unknown_signer',
      false,
      null,
    ]);
  });

  it('refuses what is not a PDF or OFD by content, an empty file and a missing one', async () => {
    const text = await send('保函.pdf', Buffer.from('这是一份文本文件，不是保函'));
    expect([text.statusCode, text.json().data.fields.file]).toEqual([
      400,
      '文件内容不是 PDF 或 OFD 文件，请上传本平台出具的保函文件（PDF、OFD）',
    ]);
    const empty = await send('保函.pdf', Buffer.alloc(0));
    expect([empty.statusCode, empty.json().data.fields.file]).toEqual([
      400,
      '文件内容为空，请重新选择',
    ]);
    const none = await t.app.inject({
      method: 'POST',
      url: verifyLetterFileEndpoint.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': nextIp() },
      payload: '',
    });
    expect([none.statusCode, none.json().data.fields.file]).toEqual([400, '请选择要上传的文件']);
  });

  it('limits each IP to 30 verifications an hour', async () => {
    const ip = nextIp();
    const bytes = someBytes('rate');
    for (let i = 0; i < 30; i += 1) expect((await send('a.pdf', bytes, ip)).statusCode).toBe(200);
    const limited = await send('a.pdf', bytes, ip);
    expect([limited.statusCode, limited.json().msg]).toEqual([429, '核验过于频繁，请稍后再试']);
    expect((await send('a.pdf', bytes)).statusCode).toBe(200);
  });
});
