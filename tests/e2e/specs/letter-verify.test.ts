// Public letter verification in the browser (docs/letters.md): a visitor on /verify checks a
// mailed paper letter by its number (the summary, no file), then as its holder with the 查验码
// printed on it (the link to the PDF), then uploads the issued PDF on 上传保函文件核验 (本平台出具、
// 文件未被修改) and a copy with one byte changed (not ours).
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

      const changed = Buffer.from(pdf);
      const at = Math.floor(changed.length / 2);
      changed[at] = changed[at]! ^ 0xff;
      await pick('保函-改.pdf', changed);
      await result.getByText('✗ 核验未通过').waitFor();
      await result.getByText('未找到与该文件一致的保函：文件不是本平台出具，或已被修改').waitFor();
      expect(await result.getByText(letter.letter_no, { exact: true }).count()).toBe(0);
    },
  );
});
