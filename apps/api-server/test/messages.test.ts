// The in-app inbox through HTTP (docs/messages.md): which events put which message in whose
// inbox (the other side only, sub-account and stage permissions respected), nothing from a
// transition that rolls back, read state and unread counts (also in the user info calls), and
// that no account sees or marks another's messages.
import {
  addPayImage,
  companyGetInfo,
  companyGetMessageList,
  companyGetUnreadMessageCount,
  companyHandleLetterStatus,
  companyHandleRefund,
  companyHandleReviewStatus,
  companyLetterSign,
  companyReadAllMessages,
  companyReadMessage,
  getUserInfo,
  messageGetList,
  messageGetUnreadCount,
  messageRead,
  messageReadAll,
  requestRefund,
  type EndpointDefinition,
  type Message,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PAYMENT_RECORD } from '../src/areas/company-orders/refund-payment';
import { MESSAGE_NOT_FOUND } from '../src/areas/messages/inbox';
import { enterprises } from '../src/db/schema';
import { addCompany, callEndpoint, companyToken } from './company-session';
import { orderAt } from './company-order-fixtures';
import { accountByMobile, addEnterpriseAccount, tokenFor } from './enterprise-session';
import { applyAndSign } from './order-fixtures';
import { notification, orderStatus, postNotification, uploadVoucher } from './payments-helpers';
import { createTestApp, postForm, type TestApp } from './test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

/** Enterprise A (13800000001) with its '*' sub-account and a sub-account without 订单; enterprise B (13800000006). */
const ENTERPRISE_A = ['a', 'aSub', 'aNoOrders'];

beforeAll(async () => {
  t = await createTestApp();
  const master = await accountByMobile(t.database.db, '13800000001');
  await addEnterpriseAccount(t.database.db, {
    enterpriseId: master.enterpriseId,
    mobile: '13700000031',
    name: '赵出纳',
    authJson: '',
  });
  for (const [who, mobile] of [
    ['a', '13800000001'],
    ['aSub', '13800000011'],
    ['aNoOrders', '13700000031'],
    ['b', '13800000006'],
  ] as const)
    tokens[who] = await tokenFor(t.app, mobile);
  for (const account of ['xinda_admin', 'xinda_review', 'xinda_notice', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
});
afterAll(() => t.close());

const isCompany = (who: string) =>
  !ENTERPRISE_A.includes(who) && who !== 'b' && !who.startsWith('e:');
const as = (who: string, endpoint: EndpointDefinition, fields: Record<string, string> = {}) =>
  callEndpoint(t.app, endpoint, tokens[who], fields);

/** Every message of `who`, newest first. */
async function inbox(who: string, fields: Record<string, string> = {}): Promise<Message[]> {
  const res = await as(who, isCompany(who) ? companyGetMessageList : messageGetList, {
    limit: '100',
    ...fields,
  });
  expect(res.json().code, res.body).toBe(1);
  return res.json().data.list;
}

/** The kinds of `who`'s messages about order `sn`, oldest first. */
const kindsAbout = async (who: string, sn: string) =>
  (await inbox(who))
    .filter((m) => m.order_sn === sn)
    .map((m) => m.kind)
    .reverse();

const unread = async (who: string) =>
  (await as(who, isCompany(who) ? companyGetUnreadMessageCount : messageGetUnreadCount)).json().data
    .unread as number;

describe('order events reach the other side', () => {
  it('a signed application reaches the guarantor accounts that review it (待审核), nobody else', async () => {
    const sn = await applyAndSign(t, tokens.a!);
    const [submitted] = (await inbox('xinda_admin')).filter((m) => m.order_sn === sn);
    expect(submitted).toMatchObject({
      kind: 'order_submitted',
      title: '新的保函申请待审核',
      order_type: 'bid_e',
      is_read: 0,
      read_time: null,
    });
    expect(submitted!.content).toContain('江苏恒信建设集团有限公司已签署委托合同');
    expect(submitted!.content).toContain(sn);
    expect(await kindsAbout('xinda_review', sn)).toEqual(['order_submitted']);
    for (const who of ['xinda_notice', 'pingan_admin', ...ENTERPRISE_A, 'b'])
      expect(await kindsAbout(who, sn), who).toEqual([]);
  });

  it('the review result reaches the enterprise accounts with the 订单 permission, a rejection with its reason', async () => {
    const approved = await orderAt(t, 1);
    expect(
      (
        await as('xinda_review', companyHandleReviewStatus, {
          order_sn: approved,
          action: 'approve',
        })
      ).json().code,
    ).toBe(1);
    for (const who of ['a', 'aSub'])
      expect(await kindsAbout(who, approved), who).toEqual(['order_approved']);
    expect(await kindsAbout('aNoOrders', approved)).toEqual([]);
    // The guarantor's side only has the application it reviewed.
    expect(await kindsAbout('xinda_review', approved)).toEqual(['order_submitted']);

    const rejected = await orderAt(t, 1);
    const reason = '投标保证金金额与招标文件不符';
    expect(
      (
        await as('xinda_review', companyHandleReviewStatus, {
          order_sn: rejected,
          action: 'reject',
          reason,
        })
      ).json().code,
    ).toBe(1);
    const [message] = (await inbox('a')).filter((m) => m.order_sn === rejected);
    expect(message).toMatchObject({ kind: 'order_rejected', title: '保函申请已被驳回' });
    expect(message!.content).toContain(`驳回原因：${reason}`);
  });

  it('an online payment tells both sides; only guarantor accounts of the issuing desk (待出函) hear of it', async () => {
    const sn = await orderAt(t, 2);
    expect((await postNotification(t, await notification(t, sn))).json().code).toBe(1);
    expect(await kindsAbout('a', sn)).toEqual(['order_approved', 'order_paid']);
    expect(await kindsAbout('xinda_admin', sn)).toEqual(['order_submitted', 'order_paid']);
    expect(await kindsAbout('xinda_review', sn)).toEqual(['order_submitted']);
  });

  it('a transfer voucher tells the desk that confirms it; the confirmation tells the enterprise', async () => {
    const sn = await orderAt(t, 2);
    const image = await uploadVoucher(t, tokens.a);
    expect((await as('a', addPayImage, { order_sn: sn, image })).json().code).toBe(1);
    expect(await kindsAbout('xinda_admin', sn)).toEqual(['order_submitted', 'voucher_uploaded']);
    expect(await kindsAbout('xinda_review', sn)).toEqual(['order_submitted']);
    expect(await kindsAbout('a', sn)).toEqual(['order_approved']);

    expect(
      (
        await as('xinda_admin', companyHandleLetterStatus, {
          order_sn: sn,
          action: 'confirm_payment',
        })
      ).json().code,
    ).toBe(1);
    expect(await kindsAbout('a', sn)).toEqual(['order_approved', 'order_paid']);
  });

  it('an issued letter tells the enterprise, with the letter number', async () => {
    const sn = await orderAt(t, 3);
    expect((await as('xinda_admin', companyLetterSign, { order_sn: sn })).json().code).toBe(1);
    const issued = (
      await as('xinda_admin', companyHandleLetterStatus, { order_sn: sn, action: 'issue' })
    ).json();
    expect(issued.code).toBe(1);
    const [message] = (await inbox('a')).filter((m) => m.order_sn === sn);
    expect(message).toMatchObject({ kind: 'letter_issued', title: '保函已出函' });
    expect(message!.content).toContain(issued.data.letter_no);
  });

  it('a refund request tells the issuing desk with the reason; its refusal and its approval tell the enterprise', async () => {
    const refused = await orderAt(t, 3);
    expect(
      (await as('a', requestRefund, { order_sn: refused, reason: '项目已流标' })).json().code,
    ).toBe(1);
    const [request] = (await inbox('xinda_admin')).filter((m) => m.order_sn === refused);
    expect(request).toMatchObject({ kind: 'refund_requested', title: '收到退款申请' });
    expect(request!.content).toContain('退款原因：项目已流标');
    expect(await kindsAbout('xinda_review', refused)).toEqual(['order_submitted']);
    expect(
      (
        await as('xinda_admin', companyHandleRefund, {
          order_sn: refused,
          action: 'refuse_refund',
          reason: '保函已签章，不予退款',
        })
      ).json().code,
    ).toBe(1);
    expect(await kindsAbout('a', refused)).toEqual([
      'order_approved',
      'order_paid',
      'refund_refused',
    ]);

    // Paid by transfer, so the approval refunds offline.
    const approved = await orderAt(t, 2);
    expect(
      (
        await as('a', addPayImage, { order_sn: approved, image: await uploadVoucher(t, tokens.a) })
      ).json().code,
    ).toBe(1);
    expect(
      (
        await as('xinda_admin', companyHandleLetterStatus, {
          order_sn: approved,
          action: 'confirm_payment',
        })
      ).json().code,
    ).toBe(1);
    expect(
      (await as('a', requestRefund, { order_sn: approved, reason: '项目已流标' })).json().code,
    ).toBe(1);
    expect(
      (
        await as('xinda_admin', companyHandleRefund, {
          order_sn: approved,
          action: 'approve_refund',
        })
      ).json().code,
    ).toBe(1);
    const [message] = (await inbox('a')).filter((m) => m.order_sn === approved);
    expect(message).toMatchObject({ kind: 'refund_approved', title: '退款申请已同意' });
    expect(message!.content).toContain('由担保机构转账退回');
  });

  it('a transition refused inside its transaction leaves no message', async () => {
    // The fixture pays without a pay log, so approving the refund fails after the status changed.
    const sn = await orderAt(t, 3);
    expect((await as('a', requestRefund, { order_sn: sn, reason: '项目已流标' })).json().code).toBe(
      1,
    );
    const before = await unread('a');
    const res = await as('xinda_admin', companyHandleRefund, {
      order_sn: sn,
      action: 'approve_refund',
    });
    expect([res.statusCode, res.json().msg]).toEqual([409, NO_PAYMENT_RECORD]);
    expect(await orderStatus(t, sn)).toBe(8);
    expect(await kindsAbout('a', sn)).toEqual(['order_approved', 'order_paid']);
    expect(await unread('a')).toBe(before);
  });
});

describe('the authentication review reaches every active account of the enterprise', () => {
  const review = (fields: Record<string, string>) =>
    postForm(t.app, '/api/sandbox/review-enterprise', fields);

  it('approved: the main account and a sub-account without any permission', async () => {
    const master = await accountByMobile(t.database.db, '13800000003'); // 认证审核中
    await addEnterpriseAccount(t.database.db, {
      enterpriseId: master.enterpriseId,
      mobile: '13700000032',
      name: '孙文员',
      authJson: '',
    });
    tokens['e:3'] = await tokenFor(t.app, '13800000003');
    tokens['e:3sub'] = await tokenFor(t.app, '13700000032');
    expect(
      (await review({ enterprise_id: String(master.enterpriseId), action: 'approve' })).json().code,
    ).toBe(1);
    for (const who of ['e:3', 'e:3sub']) {
      expect(
        (await inbox(who)).map((m) => [m.kind, m.title, m.order_sn]),
        who,
      ).toEqual([['auth_approved', '企业认证已通过', null]]);
    }
    // A review that is refused (no longer under review) says nothing more.
    expect(
      (await review({ enterprise_id: String(master.enterpriseId), action: 'approve' })).statusCode,
    ).toBe(409);
    expect(await inbox('e:3')).toHaveLength(1);
  });

  it('rejected: with the reason', async () => {
    const master = await accountByMobile(t.database.db, '13800000004');
    await t.database.db
      .update(enterprises)
      .set({ authStatus: 1 })
      .where(eq(enterprises.id, master.enterpriseId));
    tokens['e:4'] = await tokenFor(t.app, '13800000004');
    expect(
      (
        await review({
          enterprise_id: String(master.enterpriseId),
          action: 'reject',
          reason: '营业执照已过期',
        })
      ).json().code,
    ).toBe(1);
    const [message] = await inbox('e:4');
    expect(message).toMatchObject({
      kind: 'auth_rejected',
      title: '企业认证未通过',
      order_sn: null,
    });
    expect(message!.content).toContain('驳回原因：营业执照已过期');
  });
});

describe('reading: pages, unread filter, marks and the counts the red dot shows', () => {
  it('a console account of its own company: three applications, read one, then all', async () => {
    const { company, account } = await addCompany(t.database.db);
    tokens.own = await companyToken(t.app, account.account);
    const sns = [];
    for (let i = 0; i < 3; i++) sns.push(await orderAt(t, 1, { companyName: company.name }));
    const info = async () => (await as('own', companyGetInfo)).json().data.wait_read_message;
    expect([await unread('own'), await info()]).toEqual([3, 3]);

    const page2 = (await as('own', companyGetMessageList, { page: '2', limit: '2' })).json().data;
    expect([
      page2.total,
      page2.page,
      page2.limit,
      page2.list.map((m: Message) => m.order_sn),
    ]).toEqual([3, 2, 2, [sns[0]]]);

    const newest = (await inbox('own'))[0]!;
    expect(newest.order_sn).toBe(sns[2]);
    expect((await as('own', companyReadMessage, { id: String(newest.id) })).json().data).toEqual({
      unread: 2,
    });
    const read = (await inbox('own'))[0]!;
    expect([read.is_read, read.read_time]).toEqual([1, expect.any(Number)]);
    // Reading it again changes nothing.
    expect((await as('own', companyReadMessage, { id: String(newest.id) })).json().data).toEqual({
      unread: 2,
    });
    expect((await inbox('own'))[0]!.read_time).toBe(read.read_time);

    const unreadOnly = (await as('own', companyGetMessageList, { unread: '1' })).json().data;
    expect([unreadOnly.total, unreadOnly.list.map((m: Message) => m.order_sn)]).toEqual([
      2,
      [sns[1], sns[0]],
    ]);

    expect((await as('own', companyReadAllMessages)).json().data).toEqual({ unread: 0 });
    expect([await unread('own'), await info()]).toEqual([0, 0]);
    expect((await as('own', companyGetMessageList, { unread: '1' })).json().data.total).toBe(0);
  });

  it('an enterprise account: getUserInfo carries the unread count; marking read is per account', async () => {
    const userInfo = async (who: string) =>
      (await as(who, getUserInfo)).json().data.wait_read_message;
    const sn = await orderAt(t, 2);
    const countA = await unread('a');
    const countSub = await unread('aSub');
    expect(countA).toBeGreaterThan(0);
    expect(await userInfo('a')).toBe(countA);
    expect(await userInfo('aNoOrders')).toBe(await unread('aNoOrders'));

    const [message] = (await inbox('a')).filter((m) => m.order_sn === sn);
    expect((await as('a', messageRead, { id: String(message!.id) })).json().data).toEqual({
      unread: countA - 1,
    });
    expect(await userInfo('a')).toBe(countA - 1);
    // The sub-account's copy stays unread.
    expect(await unread('aSub')).toBe(countSub);
    expect((await inbox('aSub', { unread: '1' })).some((m) => m.order_sn === sn)).toBe(true);

    expect((await as('a', messageReadAll)).json().data).toEqual({ unread: 0 });
    expect(await userInfo('a')).toBe(0);
    expect(await unread('aSub')).toBe(countSub);
  });

  it('an id that is not a positive number is refused on the field, in Chinese', async () => {
    const res = await as('a', messageRead, { id: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/编号/);
  });
});

describe('nobody sees or marks another account’s messages', () => {
  it('enterprise B neither lists nor marks enterprise A’s messages', async () => {
    await orderAt(t, 2);
    const [ofA] = await inbox('a');
    const [ofCompany] = await inbox('xinda_admin');
    expect((await inbox('b')).some((m) => m.id === ofA!.id)).toBe(false);
    for (const id of [ofA!.id, ofCompany!.id]) {
      const res = await as('b', messageRead, { id: String(id) });
      expect([res.statusCode, res.json().msg]).toEqual([404, MESSAGE_NOT_FOUND]);
    }
    expect((await inbox('a')).find((m) => m.id === ofA!.id)?.is_read).toBe(0);
    expect((await inbox('xinda_admin')).find((m) => m.id === ofCompany!.id)?.is_read).toBe(0);
  });

  it('company Y neither lists nor marks company X’s messages, nor another account of X', async () => {
    await orderAt(t, 1);
    const [ofX] = await inbox('xinda_admin');
    expect((await inbox('pingan_admin')).some((m) => m.id === ofX!.id)).toBe(false);
    for (const who of ['pingan_admin', 'xinda_notice']) {
      const res = await as(who, companyReadMessage, { id: String(ofX!.id) });
      expect([res.statusCode, res.json().msg], who).toEqual([404, MESSAGE_NOT_FOUND]);
    }
    expect((await as('pingan_admin', companyReadAllMessages)).json().code).toBe(1);
    expect((await inbox('xinda_admin')).find((m) => m.id === ofX!.id)?.is_read).toBe(0);
  });

  it('each side’s calls refuse the other side’s token (401)', async () => {
    expect((await as('a', companyGetMessageList)).statusCode).toBe(401);
    expect((await as('xinda_admin', messageGetList)).statusCode).toBe(401);
    expect((await callEndpoint(t.app, messageGetUnreadCount, undefined)).statusCode).toBe(401);
  });
});
