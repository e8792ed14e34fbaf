// Debian's Chromium and the flags it needs on this closed network (without the networking flags
// it keeps dialling out and the refused connections slow every run).
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
