// Public letter verification in the browser (docs/letters.md): a visitor on /verify checks a
// mailed paper letter by its number (the summary, no file), then as its holder with the 查验码
// printed on it (the link to the PDF), then uploads the issued PDF on 上传保函文件核验 (本平台出具、
// 文件未被修改, signature valid), a copy with one byte changed (modified after signing) and a
// stranger's PDF (unknown). The OFD upload is in bid-letter.test.ts, whose e-letter has one.
//
// The paid and mailed paper letter is set-up (src/api-shortcuts.ts), not this story's subject.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPost,
  enterpriseToken,
  mailPaperLetter,
  newApplicant,
  paidPaperOrder,
  PAPER_DETAIL,
} from '../src/api-shortcuts';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { letterPdf, printedVerifyCode } from '../src/letter-files';
import { e2eUrls } from '../src/provided-context';

const { enterpriseUrl } = e2eUrls();

/** A one-page PDF written by somebody else (no signature), with its cross-reference table. */
function strangersPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('letter verification', () => {
  it(
    'by number, by number and 查验码, and by uploading the letter file',
    { timeout: 180_000 },
    async () => {
      const mobile = await newApplicant('13800000006', '13700000141', '冯核验');
      const { sn } = await paidPaperOrder(mobile, 'JS07-2026-0065');
      await mailPaperLetter(sn);
      const letter = await apiPost<{ letter_no: string; letter_url: string }>(
        PAPER_DETAIL,
        { order_sn: sn },
        await enterpriseToken(mobile),
      );
      const pdf = await letterPdf(letter.letter_url);
      const verifyCode = printedVerifyCode(pdf);

      const visitor = await (await newContext(browser)).newPage();
      await visitor.goto(
        `${enterpriseUrl}/verify?letter_no=${encodeURIComponent(letter.letter_no)}`,
      );
      const verdict = visitor.getByRole('region', { name: '查验结果' });
      await verdict.getByText('保函真实有效').waitFor();
      await verdict.getByText(letter.letter_no, { exact: true }).waitFor();
      // The number alone: the summary, never the file.
      expect(await verdict.getByRole('link', { name: '查看保函原件（PDF）' }).count()).toBe(0);

      await visitor.getByLabel('查验码（选填）').fill(verifyCode.toLowerCase());
      await visitor.getByRole('button', { name: '查验' }).click();
      const link = verdict.getByRole('link', { name: '查看保函原件（PDF）' });
      await link.waitFor();
      const held = await letterPdf((await link.getAttribute('href'))!);
      expect(held.equals(pdf)).toBe(true);
      expect(visitor.url()).not.toContain(verifyCode);
      await screenshot(visitor, 'letter-verified-with-code');

      await visitor.getByRole('tab', { name: '上传保函文件核验' }).click();
      const upload = visitor.getByRole('region', { name: '上传保函文件核验' });
      const pick = (name: string, buffer: Buffer) =>
        upload
          .getByLabel('选择保函文件')
          .setInputFiles({ name, mimeType: 'application/pdf', buffer });
      await pick('保函.pdf', pdf);
      const result = upload.getByRole('region', { name: '核验结果' });
      await result.getByText('✓ 本平台出具、文件未被修改').waitFor();
      await result.getByText(letter.letter_no, { exact: true }).waitFor();
      await result.getByText('有效', { exact: true }).waitFor();
      await screenshot(visitor, 'letter-file-genuine');

      await result.getByText('签名有效（本平台证书，签名后未被修改）').waitFor();

      // One byte of the first page's content changed: the signature no longer covers the file.
      const changed = Buffer.from(pdf);
      const at = pdf.indexOf('stream') + 20;
      changed[at] = changed[at]! ^ 0xff;
      await pick('保函-改.pdf', changed);
      await result.getByText('✗ 核验未通过').waitFor();
      await result.getByText('文件在签名后被修改过，不是本平台出具的原件').waitFor();
      await result.getByText('签名无效：文件在签名后被修改过').waitFor();
      await screenshot(visitor, 'letter-file-modified');

      // A stranger's PDF: no letter of ours has these bytes and it carries no signature of ours.
      await pick('别家保函.pdf', strangersPdf());
      await result.getByText('未找到与该文件一致的保函：文件不是本平台出具，或已被修改').waitFor();
      await result.getByText('未读取到数字签名').waitFor();
      expect(await result.getByText(letter.letter_no, { exact: true }).count()).toBe(0);
    },
  );
});
