// Launches Debian's Chromium (its headless shell when installed: tooling/scripts/chromium.mjs) through
// playwright-core with the flags this closed network needs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumFlags, headlessShellPath } from '../../../tooling/scripts/chromium.mjs';
import { outputDir } from './global-setup';
import { trackContext, viewports } from './page-checks';

export { allowConsoleErrors } from './page-checks';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: headlessShellPath,
    headless: true,
    args: chromiumFlags,
  });
}

/**
 * A fresh session; every page it opens is checked at both widths after the test (src/page-checks.ts).
 * `timezoneId` other than Beijing's plays a guarantor's staff abroad: the apps still show Beijing time.
 */
export async function newContext(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
  timezoneId = 'Asia/Shanghai',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: viewports[viewport],
    locale: 'zh-CN',
    timezoneId,
  });
  trackContext(context);
  return context;
}

/** Saves a full-page screenshot under test-output/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
