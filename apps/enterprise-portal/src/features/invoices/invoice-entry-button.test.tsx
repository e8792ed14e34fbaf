// 申请开票 on the shared order detail (/myLetter/detail here): offered for a paid order without a
// refund, opening /invoice/askfor for it; not before payment nor once a refund is asked.
import type { OrderDetail } from '@bht/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDetail, renderAt, startOrderStub, type OrderStub } from '../orders/test-kit';
import { whereNow } from './test-kit';

const SN = 'BH202611230007';
let stub: OrderStub;
let order: OrderDetail;

beforeAll(async () => {
  stub = await startOrderStub({
    '/api/order/getOrderInfo': () => ({ data: order }),
    '/api/order/getOrderStatus': () => ({
      data: { order: { sn: SN, status: order.status, status_text: order.status_text } },
    }),
    '/api/order/getQueryPayLog': { data: [] },
  });
});
afterAll(() => stub.close());

async function renderDetail() {
  const { default: OrderDetailPage } = await import('../orders/order-detail-page');
  await renderAt(`/myLetter/detail?order_sn=${SN}`, <OrderDetailPage />);
  await screen.findByText(`订单号：${SN}`);
}

describe('申请开票 on an order’s detail', () => {
  it('opens the request form for a paid order', async () => {
    order = orderDetail(SN, 4, {
      pay_method: 'wechat',
      pay_time: 1_763_900_000,
      letter_no: 'LG2026001',
      actions: [],
    });
    await renderDetail();
    fireEvent.click(screen.getByRole('button', { name: `申请开票 ${SN}` }));
    expect(await whereNow()).toHaveTextContent(`/invoice/askfor?order_sn=${SN}`);
  });

  it.each([
    ['before payment', () => orderDetail(SN, 2)],
    [
      'once a refund is asked',
      () => orderDetail(SN, 8, { pay_method: 'wechat', pay_time: 1_763_900_000, actions: [] }),
    ],
  ])('is not offered %s', async (_, make) => {
    order = make();
    await renderDetail();
    expect(screen.queryByRole('button', { name: /申请开票/ })).toBeNull();
  });
});
