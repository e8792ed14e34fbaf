// Who collects a platform order's premium, from which account (trading-platforms/pay-terms.ts),
// through HTTP: the order detail says so to the enterprise and the console; a centre that demands
// the bidder's basic account (基本户) gets bank transfer only, after the bidder records the account
// in its own name (which queues the platform's review push again); a platform that collects the
// premium itself leaves nothing to pay on the portal.
import {
  addPayImage,
  checkout,
  companyGetOrderDetail,
  getOrderInfo,
  getPayInfo,
  saveBasicAccount,
} from '@bht/api-client/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BASIC_ACCOUNT_FIRST,
  BASIC_ACCOUNT_ONLY,
  PLATFORM_COLLECTS,
} from '../src/areas/trading-platforms/pay-terms';
import { platformPushJobKey } from '../src/areas/trading-platforms/platform-events';
import { sealPlatformSecret } from '../src/areas/trading-platforms/platform-secrets';
import { jobs, orders, tradingPlatforms } from '../src/db/schema';
import { JobState } from '../src/jobs/job-queue';
import { advanceOrder } from './company-order-fixtures';
import { companyToken } from './company-session';
import { tokenFor } from './enterprise-session';
import { orderRow, payableOrder, uploadVoucher } from './payments-helpers';
import { callEndpoint } from './session-client';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let token: string;
let otherToken: string;
let console_: string;
const platformIds: Record<string, number> = {};
/** The Epoint platform's side: the messages it received, by endpoint; it takes every one. */
const received: Array<{ endpoint: string; body: Record<string, string> }> = [];
let platformServer: Server;
let platformUrl: string;

async function addPlatform(code: string, dialect: string, settings: Record<string, unknown>) {
  const seal = (column: 'inbound_app_secret' | 'outbound_app_secret') =>
    sealPlatformSecret(t.config, column, code, `${code}-secret-0123456789`);
  const [row] = await t.database.db
    .insert(tradingPlatforms)
    .values({
      code,
      name: `${code} 公共资源交易平台`,
      dialect,
      baseUrl: platformUrl,
      inboundAppKey: `${code}-in`,
      inboundAppSecret: seal('inbound_app_secret'),
      outboundAppKey: `${code}-out`,
      outboundAppSecret: seal('outbound_app_secret'),
      settings,
    })
    .returning();
  platformIds[code] = row!.id;
}

beforeAll(async () => {
  platformServer = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ endpoint: req.url!.slice(1), body: JSON.parse(text) });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 1, message: '成功' }));
    });
  });
  await new Promise<void>((done) => platformServer.listen(0, '127.0.0.1', done));
  platformUrl = `http://127.0.0.1:${(platformServer.address() as AddressInfo).port}`;
  t = await createTestApp();
  token = await tokenFor(t.app, '13800000001');
  otherToken = await tokenFor(t.app, '13800000006');
  console_ = await companyToken(t.app, 'xinda_admin');
  await addPlatform('ep-basic', 'epoint-4.0', { requirePayerAccount: true });
  await addPlatform('ep-plain', 'epoint-4.0', {});
  await addPlatform('jx-cashier', 'jiangxi-2.3.0', { cashier: 'platform' });
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => platformServer.close(done));
});

/** An order waiting for payment, as if `code` had pushed it as application `applyNo`. */
async function platformOrder(code: string, applyNo: string) {
  const sn = await payableOrder(t);
  await t.database.db
    .update(orders)
    // A platform's order gets its letter number at approval.
    .set({ platformId: platformIds[code]!, platformApplyNo: applyNo, letterNo: `TBBH-${applyNo}` })
    .where(eq(orders.sn, sn));
  return sn;
}

const call = (
  endpoint: Parameters<typeof callEndpoint>[1],
  body: Record<string, string>,
  as = token,
) => callEndpoint(t.app, endpoint, as, body);

const refusal = (res: { statusCode: number; json(): { msg: string } }) => [
  res.statusCode,
  res.json().msg,
];

const ACCOUNT = { account_no: '36050101001000000001', bank_name: '中国工商银行南昌分行营业部' };

describe('a centre that demands the basic account', () => {
  it('offers transfer only, from the account the bidder records in its own name', async () => {
    const sn = await platformOrder('ep-basic', 'EP-B1');
    const order = await orderRow(t, sn);
    const detail = (await call(getOrderInfo, { order_sn: sn })).json().data;
    expect(detail.platform).toEqual({
      name: 'ep-basic 公共资源交易平台',
      apply_no: 'EP-B1',
      platform_collects: 0,
      basic_account_required: 1,
      basic_account: null,
    });
    const info = (await call(getPayInfo, { order_sn: sn })).json().data;
    expect([info.online_pay, info.checkout_methods]).toEqual([0, []]);
    const online = await call(checkout, {
      order_sn: sn,
      method: 'wechat_native',
      return_url: 'http://localhost:5173/myLetter/detail?order_sn=x',
    });
    expect(refusal(online)).toEqual([409, BASIC_ACCOUNT_ONLY]);
    const image = await uploadVoucher(t, token);
    expect(refusal(await call(addPayImage, { order_sn: sn, image }))).toEqual([
      409,
      BASIC_ACCOUNT_FIRST,
    ]);

    // The review push waited for the account until it died; recording it sends it at once.
    const key = platformPushJobKey(order.id, 'reviewed');
    await t.database.db.insert(jobs).values({
      kind: 'platform.push',
      dedupeKey: key,
      payload: { orderId: order.id, event: 'reviewed', refId: null },
      state: JobState.DEAD,
      attempts: 8,
    });

    const wrongName = await call(saveBasicAccount, {
      order_sn: sn,
      account_name: '别的公司',
      ...ACCOUNT,
    });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().data).toEqual({
      fields: { account_name: `基本户户名须与投标企业名称「${order.enterpriseName}」一致` },
    });
    const badNumber = await call(saveBasicAccount, {
      order_sn: sn,
      account_name: order.enterpriseName,
      account_no: '3605 0101',
      bank_name: ACCOUNT.bank_name,
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().data).toEqual({
      fields: { account_no: '请输入正确的对公账号（8-32 位数字）' },
    });
    // Nobody else records it.
    const stranger = await call(
      saveBasicAccount,
      { order_sn: sn, account_name: order.enterpriseName, ...ACCOUNT },
      otherToken,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await orderRow(t, sn)).payerAccountNo).toBeNull();

    // Half-width brackets and blanks in the name are the same name.
    const typed = order.enterpriseName.replace(/（/g, '(').replace(/）/g, ')');
    const saved = await call(saveBasicAccount, {
      order_sn: sn,
      account_name: ` ${typed}`,
      ...ACCOUNT,
    });
    expect(saved.json()).toMatchObject({
      code: 1,
      data: { account_name: order.enterpriseName, ...ACCOUNT },
    });
    await expect
      .poll(async () => {
        const [job] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, key));
        return [job?.state, job?.attempts, job?.lastError];
      })
      .toEqual([JobState.DONE, 1, null]);
    expect(received.filter((m) => m.body.applyno === 'EP-B1')).toEqual([
      expect.objectContaining({
        endpoint: 'baohannotice',
        body: expect.objectContaining({
          applystatus: '1',
          payername: order.enterpriseName,
          payeraccount: ACCOUNT.account_no,
        }),
      }),
    ]);

    const console = (await call(companyGetOrderDetail, { order_sn: sn }, console_)).json().data;
    expect(console.platform?.basic_account).toEqual({
      account_name: order.enterpriseName,
      ...ACCOUNT,
    });
    expect((await call(addPayImage, { order_sn: sn, image })).json()).toMatchObject({ code: 1 });
  });

  it('takes no account change once the premium is paid, and none for an order that needs none', async () => {
    const sn = await platformOrder('ep-basic', 'EP-B2');
    const order = await orderRow(t, sn);
    const body = { order_sn: sn, account_name: order.enterpriseName, ...ACCOUNT };
    await advanceOrder(t, sn, 3);
    expect(refusal(await call(saveBasicAccount, body))).toEqual([
      409,
      '订单已付款或已结束，基本户不能再修改',
    ]);

    for (const other of [await platformOrder('ep-plain', 'EP-P1'), await payableOrder(t)]) {
      expect(refusal(await call(saveBasicAccount, { ...body, order_sn: other }))).toEqual([
        409,
        '该订单无需登记基本户',
      ]);
    }
  });
});

describe('other terms', () => {
  it('a platform without the demand pays as our own orders do; our own orders have no platform', async () => {
    const sn = await platformOrder('ep-plain', 'EP-P2');
    expect((await call(getOrderInfo, { order_sn: sn })).json().data.platform).toMatchObject({
      platform_collects: 0,
      basic_account_required: 0,
    });
    expect((await call(getPayInfo, { order_sn: sn })).json().data.online_pay).toBe(1);
    const own = await payableOrder(t);
    expect((await call(getOrderInfo, { order_sn: own })).json().data.platform).toBeNull();
  });

  it('a platform that collects the premium itself leaves nothing to pay on the portal', async () => {
    const sn = await platformOrder('jx-cashier', 'JX-C1');
    expect((await call(getOrderInfo, { order_sn: sn })).json().data.platform).toMatchObject({
      platform_collects: 1,
    });
    expect(refusal(await call(getPayInfo, { order_sn: sn }))).toEqual([409, PLATFORM_COLLECTS]);
    const image = await uploadVoucher(t, token);
    expect(refusal(await call(addPayImage, { order_sn: sn, image }))).toEqual([
      409,
      PLATFORM_COLLECTS,
    ]);
  });
});
