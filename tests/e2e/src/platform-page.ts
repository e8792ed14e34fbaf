// The sandbox trading platform as the browser stories see it: its state (GET /api/state), the
// notice its page shows after a button pushed a message to us, and an application's row on the
// page once it shows what a story waits for.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2eUrls } from './provided-context';

/** Our pushes are jobs run after the response that queued them: a loaded machine's time. */
export const PLATFORM_POLL = { timeout: 30_000, interval: 250 };

export interface PlatformMessage {
  /** `out`: the platform pushed to us; `in`: we pushed to the platform. */
  direction: 'in' | 'out';
  endpoint: string;
  verified: boolean | null;
  body: Record<string, unknown>;
  answer: unknown;
}

export interface PlatformApplication {
  id: number;
  orderNo: string;
  bidder: { mobile: string };
  section: { name: string; no: string; deposit: string };
  tenderer: { name: string };
  redirectUrl: string | null;
  result: Record<string, string | undefined>;
  letterFiles: Array<{ filetype: string }>;
}

export interface PlatformState {
  applications: PlatformApplication[];
  messages: PlatformMessage[];
}

export const platformState = async (): Promise<PlatformState> =>
  (await fetch(`${e2eUrls().sandboxPlatformUrl}/api/state`)).json() as Promise<PlatformState>;

/** After a button of the platform's page (which reloads it): its notice says we took the push. */
export async function platformAccepted(page: Page): Promise<void> {
  const notice = page.locator('#notice');
  await expect.poll(() => notice.textContent(), PLATFORM_POLL).not.toBe('');
  expect(await notice.textContent()).toBe('已推送，保函平台已接收');
}

/** The application's row on the platform's page, reloaded until `ready` holds of it. */
export async function platformRow(
  page: Page,
  orderNo: string,
  ready: (row: Locator) => Promise<boolean>,
): Promise<Locator> {
  // The application's row: the message log's rows name the number too.
  const row = page
    .getByRole('row')
    .filter({ hasText: orderNo })
    .filter({ has: page.locator('.state') });
  await expect
    .poll(async () => {
      await page.reload();
      return ready(row);
    }, PLATFORM_POLL)
    .toBe(true);
  return row;
}

/** The application's row once its state reads `state`. */
export const platformRowIn = (page: Page, orderNo: string, state: string) =>
  platformRow(page, orderNo, async (row) => (await row.locator('.state').textContent()) === state);

/** The row once its text holds `text` (a letter's link, a result). */
export const platformRowWith = (page: Page, orderNo: string, text: string) =>
  platformRow(page, orderNo, async (row) => ((await row.textContent()) ?? '').includes(text));
