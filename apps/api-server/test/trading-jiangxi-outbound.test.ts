// The 江西 outbound builders against the database: they find the numbers the platform sent earlier
// in the message log (3.1's applyNo, 3.17's request by its order list, in the payload the inbound
// route logs), the review's time in the order log, and store the encrypted letter beside the
// letter (3.5 elogEncryptUrl).
import { createDecipheriv } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenPlatform, OutboundContext } from '../src/areas/trading-platforms/dialect';
import { jiangxiDialect } from '../src/areas/trading-platforms/dialects/jiangxi-2.3.0';
import { invoices, orders, platformMessages, tradingPlatforms } from '../src/db/schema';
import type { FileStorage } from '../src/providers/storage/file-storage';
import { orderAt } from './company-order-fixtures';
import { INBOUND_SECRET, OUTBOUND_SECRET } from './jiangxi-envelope';
import { issue } from './letter-fixtures';
import { orderRow } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

const LETTER = Buffer.from('%PDF-1.7 the sealed letter');

let t: TestApp;
let platform: OpenPlatform;
const files = new Map<string, Buffer>();
const storage: FileStorage = {
  put: async (key, bytes) => void files.set(key, bytes),
  get: async (key) => files.get(key) ?? null,
  stream: async () => null,
  delete: async (key) => void files.delete(key),
};

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.database.db
    .insert(tradingPlatforms)
    .values({
      code: 'jx-test',
      name: '江西省公共资源交易平台',
      dialect: 'jiangxi-2.3.0',
      baseUrl: 'http://127.0.0.1:1',
      inboundAppKey: 't_jy_elog_test',
      inboundAppSecret: 'sealed',
      outboundAppKey: 'bht_jx',
      outboundAppSecret: 'sealed',
    })
    .returning();
  platform = {
    row: row!,
    inboundSecret: INBOUND_SECRET,
    outboundSecret: OUTBOUND_SECRET,
    sm2PrivateKey: null,
  };
});
afterAll(() => t.close());

/** An order of the platform at `status` (2 approved, 3 paid, 4 issued) with its 3.1 logged. */
async function platformOrder(status: 2 | 3 | 4, orderNo: string) {
  const sn = await orderAt(t, status === 4 ? 3 : status);
  if (status === 4) await issue(t, sn, '2026-12-31');
  await t.database.db
    .update(orders)
    .set({
      platformId: platform.row.id,
      platformApplyNo: orderNo,
      letterUrl: '/uploads/letters/jx/l.pdf',
    })
    .where(eq(orders.sn, sn));
  const order = await orderRow(t, sn);
  await t.database.db.insert(platformMessages).values({
    platformId: platform.row.id,
    orderId: order.id,
    direction: 'in',
    endpoint: 'lg/apply',
    businessNo: `AP-${orderNo}`,
    ok: true,
    body: { payload: { orderNo, applyNo: `AP-${orderNo}`, productType: '2' } },
  });
  return order;
}

const context = (order: Awaited<ReturnType<typeof orderRow>>, refId: number | null = null) =>
  ({
    db: t.database.db,
    storage,
    platform,
    order,
    refId,
    now: new Date(),
    publicFileUrl: (key, days) => `https://bht.example/public/${key}?days=${days}`,
  }) satisfies OutboundContext;

describe('江西 outbound builders on the database', () => {
  it('3.2 applyPush carries 3.1 applyNo and the review time from the order log', async () => {
    const order = await platformOrder(2, 'JX-R1');
    const [message] = await jiangxiDialect.outbound.reviewed!(context(order));
    expect(message).toMatchObject({
      endpoint: 'jrapi/lg/applyPush',
      businessNo: 'JX-R1',
      body: {
        orderNo: 'JX-R1',
        applyNo: 'AP-JX-R1',
        auditStatus: 2,
        realElogAmount: order.premium,
      },
    });
    expect((message!.body as { auditDate: string }).auditDate).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
    expect(await jiangxiDialect.outbound.paid!(context(order))).toEqual([]);
  });

  it('3.5 lgResultPush links the letter and its copy under the data cipher, 30 days', async () => {
    files.set('letters/jx/l.pdf', LETTER);
    const order = await platformOrder(4, 'JX-I1');
    const [message] = await jiangxiDialect.outbound.issued!(context(order));
    const encryptedKey = `trading-platforms/p${platform.row.id}/${order.sn}-encrypted.bin`;
    expect(message?.body).toMatchObject({
      orderNo: 'JX-I1',
      elogNo: order.letterNo,
      elogUrl: 'https://bht.example/public/letters/jx/l.pdf?days=30',
      elogEncryptUrl: `https://bht.example/public/${encryptedKey}?days=30`,
      insureEndDate: '2026-12-31 23:59:59',
    });
    const key = Buffer.from(OUTBOUND_SECRET);
    const decipher = createDecipheriv('sm4-cbc', key, key);
    expect(Buffer.concat([decipher.update(files.get(encryptedKey)!), decipher.final()])).toEqual(
      LETTER,
    );
  });

  it('3.18 invoicePush finds its 3.17 request by the order list and waits for every invoice', async () => {
    const first = await platformOrder(4, 'JX-V1');
    const second = await platformOrder(4, 'JX-V2');
    await t.database.db.insert(platformMessages).values({
      platformId: platform.row.id,
      orderId: first.id,
      direction: 'in',
      endpoint: 'lg/applyInvoice',
      businessNo: 'INV-1',
      ok: true,
      body: {
        payload: {
          applyNo: 'INV-1',
          orderList: [
            { orderNo: 'JX-V1', orderPayAmount: first.premium },
            { orderNo: 'JX-V2', orderPayAmount: second.premium },
          ],
        },
      },
    });
    const invoiceOf = (order: typeof first, status: number) => ({
      orderId: order.id,
      enterpriseId: order.enterpriseId,
      ensureCompanyId: order.ensureCompanyId,
      kind: 'normal',
      medium: 'electronic',
      title: order.enterpriseName,
      taxNo: '91360100MA35GH7K96',
      amount: order.premium,
      status,
      invoiceNo: `2636${order.id}`,
      issuedAt: status === 1 ? new Date() : null,
    });
    const [one] = await t.database.db.insert(invoices).values(invoiceOf(first, 1)).returning();
    const [two] = await t.database.db.insert(invoices).values(invoiceOf(second, 0)).returning();
    expect(await jiangxiDialect.outbound.invoice_decided!(context(second, two!.id))).toEqual([]);

    await t.database.db
      .update(invoices)
      .set({ status: 1, issuedAt: new Date() })
      .where(eq(invoices.id, two!.id));
    const [message] = await jiangxiDialect.outbound.invoice_decided!(context(first, one!.id));
    expect(message).toMatchObject({
      endpoint: 'jrapi/lg/invoicePush',
      businessNo: 'INV-1',
      body: { applyNo: 'INV-1', auditStatus: 2 },
    });
    const listed = (message!.body as { invoiceList: { orderList: { orderNo: string }[] }[] })
      .invoiceList;
    expect(listed.map((i) => i.orderList[0]!.orderNo)).toEqual(['JX-V1', 'JX-V2']);
  });
});
