// Debian's Chromium and the flags it needs on this closed network (without the networking flags
// it keeps dialling out and the refused connections slow every run).
import { existsSync } from 'node:fs';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser stories' Chromium: Debian's chromium-headless-shell when it is installed (the same
 * Chromium build in its old headless mode, the one Playwright's own headless runs use), which
 * renders the same pages for about half the CPU of the full browser's headless mode; otherwise
 * (or when CHROMIUM_PATH names one) the browser above. Lighthouse and the bundle measurements keep
 * the full browser.
 */
export const headlessShellPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The two SPAs the benchmarks measure, by workspace folder. */
export const spaApps = ['enterprise-portal', 'ensure-company-console'];
