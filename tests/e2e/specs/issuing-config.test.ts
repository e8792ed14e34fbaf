// 出函配置 in the browser (docs/issuing-config.md): the demo guarantor uploads a sample letter (样函)
// in its console's /openset and publishes it; an enterprise choosing a guarantor then sees 查看样函
// on that guarantor's card, and the link opens the same PDF in a new tab without choosing it.
// Project JS02-2026-0013 is this story's own (nothing is applied for on it).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUARANTOR } from '../src/api-shortcuts';
import { E_LETTER_WIZARD, openGuarantorStep } from '../src/apply-wizard';
import { launchBrowser, screenshot } from '../src/browser';
import { pdfBytes } from '../src/sandbox';
import {
  confirmDialog,
  consolePage,
  enterprisePage,
  linkedPdf,
  openMenuItem,
  opensInNewTab,
} from '../src/sessions';

const PROJECT = 'JS02-2026-0013';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('issuing configuration', () => {
  it('a sample letter the guarantor publishes opens from its card where the enterprise chooses a guarantor', async () => {
    const sample = pdfBytes('Sample letter');
    const console_ = await consolePage(browser);
    await openMenuItem(console_, '配置管理', '出函配置');

    // 新建版本: the PDF uploaded and saved, unpublished.
    await console_.getByRole('button', { name: '新建版本 样函' }).click();
    const modal = console_.getByRole('dialog', { name: '新建版本 · 样函' });
    await modal
      .getByLabel('上传样函 PDF', { exact: true })
      .setInputFiles({ name: '投标保函样函.pdf', mimeType: 'application/pdf', buffer: sample });
    await modal.getByRole('button', { name: '删除 投标保函样函.pdf' }).waitFor();
    await modal.getByLabel('版本说明').fill('2026 版样函');
    await modal.getByRole('button', { name: '保存为新版本' }).click();
    const saved = console_.getByText(/已保存为第 \d+ 版（未发布）/);
    const version = (await saved.textContent())!.match(/第 (\d+) 版/)![1]!;

    // 版本记录 → 发布, confirmed.
    await console_.getByRole('button', { name: '版本记录 样函' }).click();
    await console_.getByRole('button', { name: `发布第 ${version} 版` }).click();
    await confirmDialog(console_, `发布「样函」第 ${version} 版？`, '确认发布');
    await console_.getByText(`已发布第 ${version} 版`).waitFor();
    await screenshot(console_, 'issuing-config-sample-published');

    // The enterprise's guarantor step: 查看样函 on the guarantor's card opens the PDF in a new tab.
    const enterprise = await enterprisePage(browser, '13800000001');
    await openGuarantorStep(enterprise, E_LETTER_WIZARD, PROJECT);
    const card = enterprise
      .locator('label')
      .filter({ has: enterprise.getByText(GUARANTOR, { exact: true }) });
    const link = card.getByRole('link', { name: '查看样函' });
    await link.waitFor();
    await screenshot(enterprise, 'issuing-config-sample-link');
    await opensInNewTab(enterprise, link);
    expect(await linkedPdf(enterprise, link)).toEqual(sample);
    // Opening it did not choose the guarantor.
    await enterprise.getByText('请选择担保机构', { exact: true }).waitFor();
    expect(await enterprise.getByRole('radio', { name: new RegExp(GUARANTOR) }).isChecked()).toBe(
      false,
    );
  });
});
