// Every page a browser test visits is checked at desktop (1366 px) and phone (375 px) width, once
// per run. Each browser context made by newContext() is tracked: the app pages its tabs navigate
// to (by path, the last URL of each) and the console errors / uncaught exceptions they raise.
// After each test (src/page-checks-setup.ts) the pages it visited that no test of the run has
// checked yet (a page is its app and path: the portal's /login and the console's /login are two,
// /myLetter/detail?order_sn=… is one whatever the order) are opened again in the same context
// (same session) at phone width, then widened to desktop width; a page wider than the window, or
// any console error during the test or the revisits, fails the test with the page and the width
// named. A page some test (in
// this worker or the other) has already checked is not opened again, but the console errors a
// test raises on it still fail that test. A screenshot of each page at each width goes to
// test-output/screenshots/pages/<spec>/<test>/, under the test that checked it.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { outputDir } from './global-setup';
import { e2eUrls, pageChecksDir } from './provided-context';

export const viewports = {
  desktop: { width: 1366, height: 860 },
  mobile: { width: 375, height: 812 },
} as const;

interface Tracked {
  visited: Map<string, string>;
  errors: string[];
  allowed: RegExp[];
}

const tracked = new Map<BrowserContext, Tracked>();

/**
 * Claims the check of `url`'s page (`portal /path`, `console /path`) for this test: true the first
 * time any worker of the run asks, false after. A claim is a file in the run's directory
 * (global-setup makes it), created only if it does not exist yet.
 */
function claimCheck(url: string): boolean {
  const page = `${appOf(url)} ${new URL(url).pathname}`;
  try {
    closeSync(openSync(join(pageChecksDir(), encodeURIComponent(page)), 'wx'));
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'EEXIST') return false;
    throw error;
  }
}

function appOrigins(): string[] {
  const { enterpriseUrl, consoleUrl } = e2eUrls();
  return [new URL(enterpriseUrl).origin, new URL(consoleUrl).origin];
}

/** 'portal' or 'console', to tell the two apps' /login (and other shared paths) apart in screenshot names. */
const appOf = (url: string) =>
  new URL(url).origin === new URL(e2eUrls().consoleUrl).origin ? 'console' : 'portal';

const widthOf = (page: Page) => `${page.viewportSize()?.width ?? '?'} px`;
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/**
 * Console errors every test may see: a feature not built yet answers 501 (该功能尚未开放) and its
 * screen shows it as empty (e.g. the notices on the user centre); Chromium logs the response.
 */
const ALWAYS_ALLOWED = [/status of 501 \(Not Implemented\)/];

/**
 * The parsed `url`; none for an address that is not one (a tab the headless shell left empty while
 * it downloads a file).
 */
const parsed = (url: string) => (URL.canParse(url) ? new URL(url) : undefined);
const originOf = (url: string) => parsed(url)?.origin;

function watch(page: Page, state: Tracked, origins: string[]) {
  page.on('framenavigated', (frame) => {
    const url = frame === page.mainFrame() ? parsed(frame.url()) : undefined;
    if (url && origins.includes(url.origin)) state.visited.set(url.origin + url.pathname, url.href);
  });
  const record = (text: string) => {
    // Other origins' pages (the API's sandbox cashier, a PDF opened in a tab) are not the apps'.
    const origin = originOf(page.url());
    if (!origin || !origins.includes(origin)) return;
    if (![...ALWAYS_ALLOWED, ...state.allowed].some((pattern) => pattern.test(text)))
      state.errors.push(`${text} (on ${pathOf(page.url())} at ${widthOf(page)})`);
  };
  page.on('pageerror', (error) => record(`uncaught exception: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') record(`console error: ${message.text()}`);
  });
}

/** Starts tracking the pages of `context` (newContext does this for every test). */
export function trackContext(context: BrowserContext): void {
  const state: Tracked = { visited: new Map(), errors: [], allowed: [] };
  const origins = appOrigins();
  tracked.set(context, state);
  context.on('page', (page) => watch(page, state, origins));
}

/** A console error the test provokes on purpose (e.g. the 401 of a wrong password) is not a failure. */
export function allowConsoleErrors(page: Page, ...patterns: RegExp[]): void {
  tracked.get(page.context())?.allowed.push(...patterns);
}

/** What makes the page wider than the window: the outermost elements reaching past its right edge that no scroll container clips. */
function findOverflow(): { scrollWidth: number; width: number; culprits: string[] } | null {
  const root = document.scrollingElement ?? document.documentElement;
  const width = window.innerWidth;
  if (root.scrollWidth <= width + 1) return null;
  const clippedBy = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      if (
        getComputedStyle(up).overflowX !== 'visible' &&
        up.getBoundingClientRect().right <= width + 1
      )
        return true;
    }
    return false;
  };
  const past = Array.from(document.body.querySelectorAll('*')).filter(
    (el) => el.getBoundingClientRect().right > width + 1 && !clippedBy(el),
  );
  const outermost = past.filter((el) => !past.includes(el.parentElement as Element));
  const describe = (el: Element) => {
    const classes = Array.from(el.classList)
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `<${el.tagName.toLowerCase()}${classes}> right edge ${Math.round(el.getBoundingClientRect().right)} px "${text}"`;
  };
  return { scrollWidth: root.scrollWidth, width, culprits: outermost.slice(0, 5).map(describe) };
}

/**
 * Fails when the page, as it stands, is wider than its window, naming what reaches past the edge: for
 * a state the revisits after the test cannot reach (a page filled from a draft the tab keeps).
 */
export async function expectNoOverflow(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(findOverflow);
  if (overflow)
    throw new Error(
      `${what} at ${widthOf(page)} is ${overflow.scrollWidth} px wide:\n${overflow.culprits.map((c) => `    ${c}`).join('\n')}`,
    );
}

const slug = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'root';

/** Two animation frames: a resize's re-render (resize listeners, ResizeObserver) has been painted. */
const afterRepaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

/**
 * Opens `url` in `page` once, at phone width (the width the stories do not use, and the one an app
 * reads as it mounts), checks it and screenshots it; then widens the window to desktop width, lets
 * the page re-render (the apps' layout hooks and Arco follow resizes) and checks it again. One load
 * instead of one per width: each load costs Chromium about a second of CPU. Answers the problems
 * found.
 */
async function checkAtBothWidths(page: Page, url: string, shotDir: string): Promise<string[]> {
  const problems: string[] = [];
  const origins = appOrigins();
  const check = async (name: keyof typeof viewports) => {
    const viewport = viewports[name];
    await page.waitForLoadState('networkidle', { timeout: 4000 }).catch(() => undefined);
    // An app page left for another origin (the sandbox cashier, WeChat authorisation) is not ours to check.
    if (!origins.includes(originOf(page.url()) ?? '')) return false;
    const overflow = await page.evaluate(findOverflow);
    if (overflow) {
      problems.push(
        `${pathOf(url)} at ${viewport.width} px (${name}) is ${overflow.scrollWidth} px wide, wider than the window (${overflow.width} px):\n` +
          overflow.culprits.map((c) => `    ${c}`).join('\n'),
      );
    }
    await page.screenshot({
      path: join(shotDir, `${appOf(url)}-${slug(new URL(url).pathname)}-${viewport.width}.png`),
      fullPage: true,
    });
    return true;
  };
  await page.setViewportSize(viewports.mobile);
  await page.goto(url);
  if (await check('mobile')) {
    await page.setViewportSize(viewports.desktop);
    await page.evaluate(afterRepaint);
    await check('desktop');
  }
  return problems;
}

/**
 * Revisits the tracked contexts' pages the run has not checked yet at both widths; throws one
 * error listing every problem, the console errors of the test included. Forgets the contexts.
 */
export async function checkVisitedPages(specName: string, testName: string): Promise<void> {
  const contexts = [...tracked.entries()];
  tracked.clear();
  const problems: string[] = [];
  const shotDir = join(outputDir, 'screenshots', 'pages', slug(specName), slug(testName));
  mkdirSync(shotDir, { recursive: true });
  for (const [context, state] of contexts) {
    // A snapshot: the revisits' own redirects (to a min- page at 375 px) are checked as part of the page they came from.
    const unchecked = [...state.visited.values()].filter(claimCheck);
    if (unchecked.length > 0) {
      const page = await context.newPage();
      for (const url of unchecked) problems.push(...(await checkAtBothWidths(page, url, shotDir)));
      await page.close();
    }
    problems.push(...state.errors);
  }
  if (problems.length > 0)
    throw new Error(
      `${problems.length} problem(s) on the pages this test visited:\n- ${problems.join('\n- ')}`,
    );
}

/** Drops the tracking of a failed test's contexts (its own failure says enough). */
export function forgetVisitedPages(): void {
  tracked.clear();
}
