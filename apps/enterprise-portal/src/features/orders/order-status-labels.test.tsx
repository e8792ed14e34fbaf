// A status reads the same on a tab, a phone list's switch and its rows' tags: every tab and
// list, opened in turn, shows rows whose status tag is exactly the tab's name (without its count).
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_LIST_STATES, mobileListPath, ORDER_LIST_STATES } from './order-states';
import { orderSummary, renderAt, startOrderStub, type OrderStub } from './test-kit';

let stub: OrderStub;
const snOf = (status: number) => `BH2026112300${status}0`;
const counts = Object.fromEntries(ORDER_LIST_STATES.map(({ status }) => [String(status), 1]));
const withoutCount = (name: string) => name.replace(/（\d+）$/, '');

beforeAll(async () => {
  stub = await startOrderStub({
    // One order of the asked status, named by the server's status_text (the test kit's orders).
    '/api/order/getList': (body) => {
      const status = new URLSearchParams(body).get('status');
      const list = status === null ? [] : [orderSummary(snOf(Number(status)), Number(status))];
      return { data: { list, total: list.length, page: 1, limit: 10, counts } };
    },
  });
});
afterAll(() => stub.close());

describe('status names', () => {
  it('each 保函订单 tab shows rows whose status reads as the tab does', async () => {
    const { default: Page } = await import('./order-list-page');
    await renderAt('/myLetter/myLetter', <Page title="保函订单" />);
    const tabs = (await screen.findAllByRole('tab')).filter(
      (tab) => !tab.textContent!.startsWith('全部'),
    );
    expect(tabs).toHaveLength(11);
    expect(tabs.map((tab) => withoutCount(tab.textContent!))).toContain('履约终止');
    for (const [i, tab] of tabs.entries()) {
      const { status } = ORDER_LIST_STATES[i]!;
      const title = withoutCount(tab.textContent!);
      fireEvent.click(tab);
      const row = (await screen.findByText(snOf(status))).closest('tr')!;
      expect(within(row).getByText(title), `tab ${title}`).toBeInTheDocument();
    }
  });

  it.each(MOBILE_LIST_STATES.map((state, index) => [index, state.status] as const))(
    'the phone list min-%i shows orders whose status reads as its switch does',
    async (index, status) => {
      const { default: Page } = await import('./mobile-order-list-page');
      await renderAt(mobileListPath(index), <Page />);
      const card = (await screen.findByText(snOf(status))).closest('.arco-card') as HTMLElement;
      const current = within(screen.getByRole('navigation', { name: '订单状态' })).getByRole(
        'link',
        { current: 'page' },
      );
      expect(within(card).getByText(withoutCount(current.textContent!))).toBeInTheDocument();
    },
  );
});
