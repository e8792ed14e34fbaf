// Launches Debian's Chromium through playwright-core with the flags this closed network needs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../../../tooling/scripts/chromium.mjs';
import { outputDir } from './global-setup';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

export const viewports = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
} as const;

export async function newContext(browser: Browser, viewport: keyof typeof viewports = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({ viewport: viewports[viewport], locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
}

/** Saves a full-page screenshot under test-output/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(outputDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Collects console errors and failed requests so a test can assert a clean page. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}
