// The sealed OFD letter (docs/letters.md, "OFD and the e-seal"): the package holds the parts
// GB/T 33190 requires, our reader and an independent verifier (test/ofd-verifier.ts) accept it,
// and both refuse it once a byte of a page or of the signed value changes.
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { letterParagraphs, type LetterData } from '../src/areas/issuing/letter-pdf';
import { readSm2Certificate, isIssuedBy } from '../src/ofd/sm2-certificate';
import { newTestRoot, newTestSigner, TEST_MARK } from '../src/ofd/sm2-test-ca';
import { sealedLetterOfd } from '../src/ofd/sealed-ofd';
import { ofdLetterReader } from '../src/ofd/ofd-letter-reader';
import { sm2PrivateKeyFromPem, sm2PrivateKeyPem } from '../src/ofd/sm2-private-key';
import { verifyOfdIndependently } from './ofd-verifier';
import { pdfPlacedText } from './pdf-text';
import { renderLetter } from '../src/areas/issuing/letter-pdf';
import { layOutLetter } from '../src/ofd/letter-layout';
import { PageSizes } from 'pdf-lib';
import { loadConfig } from '../src/config';
import { toPem } from '../src/ofd/pem';
import { ofdSigningProblem } from '../src/ofd/sm2-settings';

const sealedAt = new Date('2026-11-29T02:00:00Z');
const letter: LetterData = {
  type: 'bid_e',
  applicant: '测试建设工程有限公司',
  guarantor: '测试融资担保有限公司',
  projectName: '城南污水处理厂扩建工程',
  projectNumber: 'ZB-2026-0042',
  tenderUnit: '城南水务集团有限公司',
  bidSection: '一标段',
  bidOpenDate: '2026-12-20',
  amount: '120000.00',
  validFrom: null,
  validTo: '2027-03-20',
  contractPrice: null,
  beneficiary: '',
  beneficiaryCreditCode: '',
  beneficiaryAddress: '',
  wageShare: null,
  wordingRequest: '',
  letterNo: 'TBBH202611290001',
  verifyCode: '482913',
  sealedAt,
  seal: null,
  verifyUrl: 'http://localhost:5173/verify?letter_no=TBBH202611290001',
  sandbox: true,
};

const root = newTestRoot(sealedAt);
const signer = newTestSigner(root, letter.guarantor, sealedAt);
let ofd: Buffer;

/** The package with `path` replaced by what `change` makes of its bytes. */
async function tampered(path: string, change: (bytes: Buffer) => Buffer): Promise<Buffer> {
  const zip = await JSZip.loadAsync(ofd);
  const bytes = await zip.file(path)!.async('nodebuffer');
  zip.file(path, change(Buffer.from(bytes)));
  return zip.generateAsync({ type: 'nodebuffer' });
}

const flipByte = (at: (bytes: Buffer) => number) => (bytes: Buffer) => {
  const copy = Buffer.from(bytes);
  const index = at(copy);
  copy[index] = copy[index]! ^ 0x01;
  return copy;
};

beforeAll(async () => {
  ofd = await sealedLetterOfd(letter, { signer, maker: root });
});

describe('the sealed OFD letter', () => {
  it('is a zip of the parts GB/T 33190 requires, with the letter’s text on its page', async () => {
    const zip = await JSZip.loadAsync(ofd);
    for (const part of [
      'OFD.xml',
      'Doc_0/Document.xml',
      'Doc_0/PublicRes.xml',
      'Doc_0/Pages/Page_0/Content.xml',
      'Doc_0/Signs/Signatures.xml',
      'Doc_0/Signs/Sign_0/Signature.xml',
      'Doc_0/Signs/Sign_0/SignedValue.dat',
    ])
      expect(zip.file(part), part).not.toBeNull();
    const pages = Object.keys(zip.files).filter((path) => path.endsWith('/Content.xml'));
    const printed = (await Promise.all(pages.map((path) => zip.file(path)!.async('string'))))
      .join('')
      .replace(/<[^>]+>/g, '');
    // Every paragraph of the letter, as the PDF prints it, is on the OFD's pages (lines broken apart).
    for (const paragraph of letterParagraphs(letter))
      expect(printed.replace(/\s/g, '')).toContain(paragraph.replace(/\s/g, ''));
    expect(printed).toContain(letter.letterNo);
    const signature = await zip.file('Doc_0/Signs/Sign_0/Signature.xml')!.async('string');
    expect(signature).toContain('<ofd:SignatureMethod>1.2.156.10197.1.501</ofd:SignatureMethod>');
    expect(signature).toMatch(/<ofd:StampAnnot ID="1" PageRef="\d+" Boundary="[\d. ]+"\/>/);
  });

  it('has the PDF’s lines, each where the PDF puts it', async () => {
    const pageHeight = PageSizes.A4[1];
    const mm = 25.4 / 72;
    // The drawn seal's glyphs (rotated) and its purpose line are the e-seal's picture in the OFD.
    const pdfLines = (await pdfPlacedText(await renderLetter(letter)))
      .filter((run) => !run.rotated && run.text !== '保函专用章')
      .map((run) => ({
        page: run.page,
        text: run.text,
        x: Number((run.x * mm).toFixed(1)),
        baseline: Number(((pageHeight - run.y) * mm).toFixed(1)),
      }));
    const layout = await layOutLetter(letter);
    const ofdLines = layout.pages.flatMap((page, index) =>
      page.lines.map((line) => ({
        page: index,
        text: line.text,
        x: Number(line.x.toFixed(1)),
        baseline: Number(line.baseline.toFixed(1)),
      })),
    );
    expect(ofdLines.length).toBeGreaterThan(10);
    const byPosition = (a: { page: number; baseline: number; x: number }, b: typeof a) =>
      a.page - b.page || a.baseline - b.baseline || a.x - b.x;
    expect(ofdLines.sort(byPosition)).toEqual(pdfLines.sort(byPosition));
  });

  it('is accepted by our reader and by the independent verifier, naming the signer and the letter', async () => {
    const fingerprint = createHash('sha256').update(signer.certificate).digest('hex');
    expect(ofdLetterReader.accepts(ofd)).toBe(true);
    expect(await ofdLetterReader.read(ofd)).toEqual({
      format: 'ofd',
      signed: true,
      intact: true,
      signerFingerprint: fingerprint,
      letterNo: letter.letterNo,
    });
    const independent = await verifyOfdIndependently(ofd);
    expect(independent).toMatchObject({ ok: true });
    expect(independent.signerCertificate?.equals(signer.certificate)).toBe(true);
  });

  it('is refused by both once one byte of a page changes', async () => {
    const changed = await tampered(
      'Doc_0/Pages/Page_0/Content.xml',
      flipByte((bytes) => bytes.indexOf(letter.letterNo) + 4),
    );
    expect(await ofdLetterReader.read(changed)).toMatchObject({ signed: true, intact: false });
    expect(await verifyOfdIndependently(changed)).toMatchObject({ ok: false });
  });

  it('is refused by both once one byte of the signed value changes', async () => {
    // The last byte belongs to the signer's SM2 signature; one in the middle to the seal.
    for (const at of [(bytes: Buffer) => bytes.length - 1, (bytes: Buffer) => bytes.length >> 1]) {
      const changed = await tampered('Doc_0/Signs/Sign_0/SignedValue.dat', flipByte(at));
      expect((await ofdLetterReader.read(changed)).intact).toBe(false);
      expect(await verifyOfdIndependently(changed)).toMatchObject({ ok: false });
    }
  });

  it('is refused when a page is added that no reference covers', async () => {
    const zip = await JSZip.loadAsync(ofd);
    zip.file('Doc_0/Pages/Page_9/Content.xml', '<ofd:Page/>');
    const extended = await zip.generateAsync({ type: 'nodebuffer' });
    expect((await ofdLetterReader.read(extended)).intact).toBe(false);
    expect(await verifyOfdIndependently(extended)).toMatchObject({ ok: false });
  });

  it('answers garbage, PDFs and plain zips as unsigned without throwing', async () => {
    const plainZip = await new JSZip().file('a.txt', 'x').generateAsync({ type: 'nodebuffer' });
    for (const bytes of [Buffer.from('%PDF-1.7 …'), Buffer.from('PK\x03\x04garbage'), plainZip]) {
      expect(ofdLetterReader.accepts(bytes)).toBe(false);
      expect(await ofdLetterReader.read(bytes)).toMatchObject({ signed: false, intact: false });
    }
  });

  it('carries the uploaded seal image as the e-seal’s picture', async () => {
    const png = await QRCode.toBuffer('seal', { width: 200 });
    const sealed = await sealedLetterOfd(
      { ...letter, seal: { kind: 'png', bytes: png } },
      { signer, maker: root },
    );
    expect((await ofdLetterReader.read(sealed)).intact).toBe(true);
    const signedValue = await (
      await JSZip.loadAsync(sealed)
    )
      .file('Doc_0/Signs/Sign_0/SignedValue.dat')!
      .async('nodebuffer');
    expect(signedValue.includes(png)).toBe(true);
    expect(await verifyOfdIndependently(sealed)).toMatchObject({ ok: true });
  });
});

describe('the sandbox SM2 test CA', () => {
  it('issues a guarantor certificate under its root, marked for testing', () => {
    const certificate = readSm2Certificate(signer.certificate);
    expect(certificate.subject.commonName).toBe(`${letter.guarantor} 电子印章${TEST_MARK}`);
    expect(isIssuedBy(certificate, readSm2Certificate(root.certificate).publicKey)).toBe(true);
    expect(isIssuedBy(certificate, certificate.publicKey)).toBe(false);
  });

  it('writes private keys as PKCS#8 PEM and reads them back', () => {
    expect(sm2PrivateKeyFromPem(sm2PrivateKeyPem(signer.privateKey))).toBe(signer.privateKey);
    expect(() =>
      sm2PrivateKeyFromPem('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----'),
    ).toThrow();
  });
});

describe('the production SM2 settings', () => {
  const certPem = toPem('CERTIFICATE', signer.certificate);
  const keyPem = sm2PrivateKeyPem(signer.privateKey);
  const invalid = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      return (error as Error).message.split('\n').slice(1);
    }
    return [];
  };

  it('reads the certificate and its key, newlines written as \\n too', () => {
    const config = loadConfig({
      OFD_SM2_CERT_PEM: certPem.replace(/\n/g, '\\n'),
      OFD_SM2_KEY_PEM: keyPem,
    });
    expect(config.OFD_SM2?.certificate.equals(signer.certificate)).toBe(true);
    expect(config.OFD_SM2?.privateKey).toBe(signer.privateKey);
  });

  it('names each missing or malformed setting on a line of its own', () => {
    expect(invalid({ OFD_SM2_CERT_PEM: 'garbage' })).toEqual([
      '  OFD_SM2_CERT_PEM: not an SM2 certificate in PEM (no CERTIFICATE PEM block)',
      "  OFD_SM2_KEY_PEM: required with OFD_SM2_CERT_PEM: the certificate's SM2 private key (PEM)",
    ]);
    expect(
      invalid({ OFD_SM2_CERT_PEM: certPem, OFD_SM2_KEY_PEM: sm2PrivateKeyPem(root.privateKey) }),
    ).toEqual(['  OFD_SM2_KEY_PEM: is not the private key of the certificate in OFD_SM2_CERT_PEM']);
  });

  it('are required without sandbox providers', () => {
    expect(ofdSigningProblem({ SANDBOX_PROVIDERS: false, OFD_SM2: undefined })).toMatch(
      /^OFD_SM2_CERT_PEM: required without sandbox providers/,
    );
    expect(ofdSigningProblem({ SANDBOX_PROVIDERS: true, OFD_SM2: undefined })).toBeNull();
  });
});
