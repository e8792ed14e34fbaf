// Both built apps served as in production against the built API and a fresh database:
// the log-in pages render with data from the API, and the guard redirects as the spec says.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, screenshot } from '../src/browser';
import { e2eUrls } from '../src/provided-context';

const { enterpriseUrl, consoleUrl, apiUrl } = e2eUrls();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(url: string, viewport: 'desktop' | 'mobile' = 'desktop'): Promise<Page> {
  const page = await (await newContext(browser, viewport)).newPage();
  await page.goto(url);
  return page;
}

describe('smoke', () => {
  it('the API is healthy', async () => {
    const res = await fetch(`${apiUrl}/healthz`);
    expect(res.status).toBe(200);
  });

  it('enterprise /login shows the form and the service phone from the API', async () => {
    const page = await open(`${enterpriseUrl}/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    await page.getByRole('link', { name: '400-800-1234' }).waitFor();
    expect(await page.title()).toContain('保函通');
    await screenshot(page, 'enterprise-login');
  });

  it('a protected enterprise page sends an anonymous visitor to log-in with the way back', async () => {
    const page = await open(`${enterpriseUrl}/myLetter/myLetter?tab=2`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toBe(
      '/myLetter/myLetter?tab=2',
    );
  });

  it('an unknown path shows the 404 page', async () => {
    const page = await open(`${enterpriseUrl}/no-such-page`);
    await page.waitForURL(/\/404$/);
    await page.getByText('抱歉，您访问的页面不存在').waitFor();
  });

  it('the console /login renders at phone width too', async () => {
    const page = await open(`${consoleUrl}/login`, 'mobile');
    await page.getByText('保函通 · 担保公司登录').waitFor();
    await screenshot(page, 'console-login-mobile');
  });
});
