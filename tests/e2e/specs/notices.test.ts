// Notices (公告) in the browser, both built apps against the real API: 信达's notice editor
// (xinda_notice, whose only permission is gonggao) writes a pinned notice on /notice/edit with the
// toolbar (bold text) in the Tiptap editor, pastes HTML carrying a script, an inline handler and a
// javascript: link, attaches a PDF and publishes it; a visitor without an account reads it on the
// portal's public /notice/index and /notice/noticeinfo, downloads the attachment, and nothing of
// the pasted script runs (the editor keeps only its schema, the server sanitises what arrives).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';
import { pdfBytes } from '../src/sandbox';
import { consolePage, openMenuItem } from '../src/sessions';

const { enterpriseUrl, apiUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const TITLE = `关于系统升级期间暂停出函的公告（${Date.now().toString(36)}）`;
const PASTED =
  '<p>升级期间请勿提交申请。</p>' +
  '<script>window.__noticeScript = "script"</script>' +
  '<p><img src="data:image/png;base64,AAAA" onerror="window.__noticeScript = \'onerror\'">图片说明</p>' +
  '<p><a href="javascript:window.__noticeScript=\'link\'">危险链接</a> <a href="https://www.example.com/guide">升级指南</a></p>';

describe('notices', () => {
  it('a notice published in the console is read on the portal, its attachment downloads and its pasted script never runs', async () => {
    const console_ = await consolePage(browser, 'xinda_notice');
    await openMenuItem(console_, '公告管理', '公告管理');
    await console_.getByRole('button', { name: '新建公告' }).click();
    await console_.waitForURL(/\/notice\/edit$/);

    await console_.getByPlaceholder('请输入公告标题（2-100 字）').fill(TITLE);
    await console_.getByRole('switch', { name: '置顶' }).click();
    // The body's editor loads when the body is first clicked.
    await console_.getByRole('button', { name: '编辑公告内容' }).click();
    const editor = console_.getByRole('textbox', { name: '公告内容' });
    await editor.click();
    await console_.getByRole('button', { name: '加粗' }).click();
    await console_.keyboard.type('本周六 22:00 至 24:00 系统升级');
    await console_.getByRole('button', { name: '加粗' }).click();
    await console_.keyboard.press('Enter');
    // A paste from elsewhere, as the browser delivers it: HTML on the clipboard event.
    await editor.evaluate((element, html) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/html', html);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    }, PASTED);
    await editor.getByText('升级指南').waitFor();
    expect(await editor.locator('script, [onerror], a[href^="javascript:"]').count()).toBe(0);
    await console_.getByLabel('上传附件', { exact: true }).setInputFiles({
      name: '升级安排.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('Upgrade plan'),
    });
    await console_.getByRole('button', { name: '删除 升级安排.pdf' }).waitFor();
    await screenshot(console_, 'notice-editor');
    await console_.getByRole('button', { name: '发布', exact: true }).click();
    await console_.getByText('公告已发布').waitFor();
    await console_.waitForURL(/\/notice\/list$/);
    const row = console_.locator('tr', { hasText: TITLE });
    await row.getByText('已发布').waitFor();
    await row.getByText('置顶').first().waitFor();

    // A visitor without an account.
    const visitor = await (await newContext(browser)).newPage();
    await visitor.goto(`${enterpriseUrl}/notice/index`);
    const first = visitor.getByRole('list', { name: '公告列表' }).getByRole('listitem').first();
    await first.getByRole('link', { name: TITLE }).waitFor();
    await first.getByText('置顶').waitFor();
    await first.getByText(/江苏信达融资担保有限公司 · 附件 1 个/).waitFor();
    await screenshot(visitor, 'notice-public-list');
    await first.getByRole('link', { name: TITLE }).click();
    await visitor.waitForURL(/\/notice\/noticeinfo\?id=\d+$/);

    await visitor.getByRole('heading', { name: TITLE }).waitFor();
    const body = visitor.getByLabel('公告内容');
    await body.locator('strong', { hasText: '本周六 22:00 至 24:00 系统升级' }).waitFor();
    await body.getByText('升级期间请勿提交申请。').waitFor();
    expect(await body.getByRole('link', { name: '升级指南' }).getAttribute('href')).toBe(
      'https://www.example.com/guide',
    );
    expect(await body.getByRole('link', { name: '升级指南' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(await body.getByText('危险链接').getAttribute('href')).toBeNull();
    expect(await body.locator('script, img, [onerror]').count()).toBe(0);
    await visitor.getByText('危险链接').click();
    expect(
      await visitor.evaluate(
        () => (window as unknown as { __noticeScript?: string }).__noticeScript,
      ),
    ).toBeUndefined();
    await screenshot(visitor, 'notice-public-detail');

    const attachment = visitor
      .getByRole('list', { name: '附件' })
      .getByRole('link', { name: '升级安排.pdf' });
    const href = (await attachment.getAttribute('href'))!;
    expect(href.startsWith(`${apiUrl}/uploads/`) || href.startsWith('/uploads/')).toBe(true);
    const file = await fetch(new URL(href, apiUrl));
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
