// Order push through HTTP (docs/order-push.md): message recipients (CRUD, validation, the peizhi
// permission, one company never sees or edits another's), the pushes each event writes for the
// subscribed, enabled recipients only (one per channel), delivery by the worker (SMS in the sandbox
// inbox, in-app in the console inbox), a refused SMS as 失败 and its retry, the push log's filters,
// and two workers delivering each push exactly once.
import {
  claimSubmit,
  companyAddMessageUser,
  companyDeleteMessageUser,
  companyEditMessageUser,
  companyGetMessageList,
  companyGetMessageUserList,
  companyGetPushList,
  companyHandleLetterStatus,
  companyLetterSign,
  companyRetryPush,
  invoiceAddTitle,
  invoiceApply,
  surrenderApply,
  type EndpointDefinition,
  type MessageUser,
  type OrderPush,
} from '@bht/api-client/contract';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MAX_ATTEMPTS, runPushWorker } from '../src/areas/order-push';
import { BACKOFF_BASE_MS, backoffMs } from '../src/jobs/job-queue';
import { orderPushes, sandboxSmsInbox } from '../src/db/schema';
import { jobByKey } from './job-rows';
import type { Providers } from '../src/providers';
import {
  SANDBOX_UNREACHABLE_MOBILE,
  SandboxSmsProvider,
} from '../src/providers/sms/sandbox-sms-provider';
import { callEndpoint, companyToken } from './company-session';
import { orderAt } from './company-order-fixtures';
import { tokenFor } from './enterprise-session';
import { applyAndSign, orderRow } from './order-fixtures';
import { notification, postNotification } from './payments-helpers';
import { createTestApp, postForm, type TestApp } from './test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const silent = { error: () => {}, info: () => {} };

beforeAll(async () => {
  // Deliveries run by hand here (runPushWorker); one test below turns the after-response run on.
  t = await createTestApp({ config: { PUSH_DELIVERY_AFTER_RESPONSE: 'false' } });
  for (const account of ['xinda_admin', 'xinda_notice', 'pingan_admin'])
    tokens[account] = await companyToken(t.app, account);
  tokens.enterprise = await tokenFor(t.app, '13800000001');
});
afterAll(() => t.close());

type Body<T> = { code: number; msg: string; data: T };
const as = async <T = unknown>(
  who: string,
  endpoint: EndpointDefinition,
  fields: Record<string, string | number> = {},
) => {
  const res = await callEndpoint(
    t.app,
    endpoint,
    tokens[who],
    Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])),
  );
  return { status: res.statusCode, ...(res.json() as Body<T>) };
};
const ok = async <T>(
  who: string,
  endpoint: EndpointDefinition,
  fields: Record<string, string | number> = {},
): Promise<T> => {
  const res = await as<T>(who, endpoint, fields);
  if (res.code !== 1) throw new Error(`${endpoint.id} as ${who}: ${res.status} ${res.msg}`);
  expect(endpoint.response.safeParse(res.data).success).toBe(true);
  return res.data;
};

const ALL_EVENTS = 'new_application,paid,surrender_request,claim,invoice_request';
let mobileSeq = 0;
const freshMobile = () => `1370000${String(++mobileSeq).padStart(4, '0')}`;
const recipient = (fields: Record<string, string | number> = {}) => ({
  name: '王通知',
  mobile: freshMobile(),
  email: '',
  events: ALL_EVENTS,
  channels: 'sms',
  status: 1,
  ...fields,
});
const addRecipient = (who: string, fields: Record<string, string | number> = {}) =>
  ok<MessageUser>(who, companyAddMessageUser, recipient(fields));

/** The pushes of `sn` in `who`'s log, oldest first, as "mobile/channel/event". */
async function pushesOf(sn: string, who = 'xinda_admin'): Promise<OrderPush[]> {
  const page = await ok<{ list: OrderPush[] }>(who, companyGetPushList, {
    keyword: sn,
    limit: 100,
  });
  return page.list.reverse();
}
const deliver = () => runPushWorker(t.database.db, providersOf(t.database.db), silent);
const smsTo = (mobile: string) =>
  t.database.db.select().from(sandboxSmsInbox).where(eq(sandboxSmsInbox.mobile, mobile));

describe('message recipients', () => {
  it('adds, lists, edits (disable) and deletes a recipient of the caller’s company', async () => {
    const added = await addRecipient('xinda_admin', {
      name: '李四',
      email: 'li@example.com',
      events: 'paid,new_application',
      channels: 'site,sms',
    });
    expect(added).toMatchObject({
      name: '李四',
      email: 'li@example.com',
      events: ['new_application', 'paid'],
      channels: ['sms', 'site'],
      status: 1,
    });

    const list = await ok<{ list: MessageUser[]; total: number }>(
      'xinda_admin',
      companyGetMessageUserList,
      { keyword: '李四' },
    );
    expect(list.list.map((r) => r.id)).toEqual([added.id]);

    const edited = await ok<MessageUser>('xinda_admin', companyEditMessageUser, {
      ...recipient({ mobile: added.mobile, name: '李四四', events: 'claim', status: 0 }),
      id: added.id,
    });
    expect(edited).toMatchObject({ id: added.id, name: '李四四', events: ['claim'], status: 0 });

    expect(await ok('xinda_admin', companyDeleteMessageUser, { id: added.id })).toBeNull();
    expect(await as('xinda_admin', companyDeleteMessageUser, { id: added.id })).toMatchObject({
      status: 404,
      msg: '消息接收人不存在',
    });
  });

  it('refuses bad input on the field, in Chinese, and a mobile already in the company', async () => {
    expect(
      await as('xinda_admin', companyAddMessageUser, recipient({ mobile: '1380000' })),
    ).toMatchObject({ status: 400, data: { fields: { mobile: '请输入正确的手机号' } } });
    expect(await as('xinda_admin', companyAddMessageUser, recipient({ name: '王' }))).toMatchObject(
      { status: 400, data: { fields: { name: '姓名至少 2 个字' } } },
    );
    expect(await as('xinda_admin', companyAddMessageUser, recipient({ events: '' }))).toMatchObject(
      { status: 400, data: { fields: { events: '请至少选择一种推送事件' } } },
    );
    expect(
      await as('xinda_admin', companyAddMessageUser, recipient({ events: 'paid,lottery' })),
    ).toMatchObject({ status: 400, data: { fields: { events: '推送事件不正确' } } });
    expect(
      await as('xinda_admin', companyAddMessageUser, recipient({ channels: 'fax' })),
    ).toMatchObject({ status: 400, data: { fields: { channels: '推送方式不正确' } } });
    expect(
      await as('xinda_admin', companyAddMessageUser, recipient({ email: 'not-mail' })),
    ).toMatchObject({ status: 400, data: { fields: { email: '请输入正确的邮箱地址' } } });

    const first = await addRecipient('xinda_admin');
    expect(
      await as('xinda_admin', companyAddMessageUser, recipient({ mobile: first.mobile })),
    ).toMatchObject({
      status: 409,
      data: { fields: { mobile: '该手机号已是本机构的消息接收人' } },
    });
    const second = await addRecipient('xinda_admin');
    expect(
      await as('xinda_admin', companyEditMessageUser, {
        ...recipient({ mobile: first.mobile }),
        id: second.id,
      }),
    ).toMatchObject({ status: 409 });
    // Another company may use the same mobile.
    expect((await addRecipient('pingan_admin', { mobile: first.mobile })).mobile).toBe(
      first.mobile,
    );
    for (const r of [first, second])
      await ok('xinda_admin', companyDeleteMessageUser, { id: r.id });
  });

  it('answers 403 to an account without peizhi, for every call', async () => {
    const calls: Array<[EndpointDefinition, Record<string, string | number>]> = [
      [companyGetMessageUserList, {}],
      [companyAddMessageUser, recipient()],
      [companyEditMessageUser, { ...recipient(), id: 1 }],
      [companyDeleteMessageUser, { id: 1 }],
      [companyGetPushList, {}],
      [companyRetryPush, { id: 1 }],
    ];
    for (const [endpoint, fields] of calls)
      expect((await as('xinda_notice', endpoint, fields)).status, endpoint.id).toBe(403);
  });

  it('keeps companies apart: another company’s recipient is neither listed, edited nor deleted', async () => {
    const theirs = await addRecipient('pingan_admin', { name: '平安接收人' });
    const mine = await ok<{ list: MessageUser[] }>('xinda_admin', companyGetMessageUserList, {
      limit: 100,
    });
    expect(mine.list.some((r) => r.id === theirs.id)).toBe(false);
    expect(
      await as('xinda_admin', companyEditMessageUser, { ...recipient(), id: theirs.id }),
    ).toMatchObject({ status: 404 });
    expect(await as('xinda_admin', companyDeleteMessageUser, { id: theirs.id })).toMatchObject({
      status: 404,
    });
    await ok('pingan_admin', companyDeleteMessageUser, { id: theirs.id });
  });
});

describe('events write pushes for the subscribed, enabled recipients only', () => {
  let both: MessageUser;
  let paidOnly: MessageUser;
  let disabled: MessageUser;
  let otherCompany: MessageUser;

  beforeAll(async () => {
    // 信达管理员's own mobile (13900000001): its in-app messages land in that console account.
    both = await addRecipient('xinda_admin', {
      name: '全能接收',
      mobile: '13900000001',
      channels: 'sms,site',
    });
    paidOnly = await addRecipient('xinda_admin', { name: '只收支付', events: 'paid' });
    disabled = await addRecipient('xinda_admin', { name: '已停用', status: 0 });
    otherCompany = await addRecipient('pingan_admin', { name: '平安全收' });
  });
  afterAll(async () => {
    for (const r of [both, paidOnly, disabled])
      await ok('xinda_admin', companyDeleteMessageUser, { id: r.id });
    await ok('pingan_admin', companyDeleteMessageUser, { id: otherCompany.id });
  });

  const who = (pushes: OrderPush[]) =>
    pushes.map((p) => `${p.recipient_name}/${p.channel}/${p.event}/${p.status_text}`);

  it('a new application (contract signed): both channels of the subscriber, nobody else; delivered after the commit', async () => {
    const sn = await applyAndSign(t, tokens.enterprise!);
    expect(who(await pushesOf(sn))).toEqual([
      '全能接收/sms/new_application/待发送',
      '全能接收/site/new_application/待发送',
    ]);
    expect(await pushesOf(sn, 'pingan_admin')).toEqual([]);

    await deliver();
    const pushes = await pushesOf(sn);
    expect(who(pushes)).toEqual([
      '全能接收/sms/new_application/已发送',
      '全能接收/site/new_application/已发送',
    ]);
    expect(pushes[0]).toMatchObject({
      attempts: 1,
      last_error: null,
      mobile: '139****0001',
      title: '新的保函申请',
    });
    expect(pushes[0]!.sent_time).not.toBeNull();
    const texts = (await smsTo('13900000001')).filter((m) => m.text.includes(sn));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ scene: 'order_push' });
    expect(texts[0]!.text).toContain('提交了新的保函申请');
    const inbox = await ok<{ list: Array<{ kind: string; order_sn: string; title: string }> }>(
      'xinda_admin',
      companyGetMessageList,
      { limit: 100 },
    );
    expect(
      inbox.list.filter((m) => m.kind === 'order_push' && m.order_sn === sn).map((m) => m.title),
    ).toEqual(['新的保函申请']);

    // Nothing left: a second run sends nothing again.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
  });

  it('a paid order (the verified payment callback): the subscribers of 订单已支付', async () => {
    const sn = await orderAt(t, 2);
    expect((await postNotification(t, await notification(t, sn))).json().code).toBe(1);
    expect(who((await pushesOf(sn)).filter((p) => p.event === 'paid'))).toEqual([
      '全能接收/sms/paid/待发送',
      '全能接收/site/paid/待发送',
      '只收支付/sms/paid/待发送',
    ]);
  });

  it('a surrender request, a claim and an invoice request on an issued letter', async () => {
    const sn = await orderAt(t, 2);
    expect((await postNotification(t, await notification(t, sn))).json().code).toBe(1);
    await ok('xinda_admin', companyLetterSign, { order_sn: sn });
    await ok('xinda_admin', companyHandleLetterStatus, { order_sn: sn, action: 'issue' });

    const title = await ok<{ id: number }>('enterprise', invoiceAddTitle, {
      title: '江苏恒信建设集团有限公司',
      tax_no: '91320100MA1XXXXX1A',
    });
    await ok('enterprise', invoiceApply, {
      order_sn: sn,
      kind: 'normal',
      medium: 'electronic',
      title_id: title.id,
      email: 'finance@example.com',
    });
    expect(who((await pushesOf(sn)).filter((p) => p.event === 'invoice_request'))).toEqual([
      '全能接收/sms/invoice_request/待发送',
      '全能接收/site/invoice_request/待发送',
    ]);

    await ok('enterprise', surrenderApply, {
      order_sn: sn,
      ground: 'withdraw',
      reason: '投标截止前决定不参与投标',
    });
    expect(who((await pushesOf(sn)).filter((p) => p.event === 'surrender_request'))).toEqual([
      '全能接收/sms/surrender_request/待发送',
      '全能接收/site/surrender_request/待发送',
    ]);

    const order = await orderRow(t, sn);
    const claim = await postForm(t.app, claimSubmit.path, {
      letter_no: order.letterNo!,
      verify_code: order.verifyCode!,
      claimant: '南京市公共资源交易中心',
      contact_name: '王经办',
      contact_mobile: '13912345678',
      amount: '1000',
      reason: '中标人无正当理由拒绝签订合同，依保函索赔',
      bank_account_name: '南京市公共资源交易中心',
      bank_name: '中国银行南京分行',
      bank_account_no: '6216610100001234567',
    });
    expect(claim.json().code, claim.body).toBe(1);
    expect(who((await pushesOf(sn)).filter((p) => p.event === 'claim'))).toEqual([
      '全能接收/sms/claim/待发送',
      '全能接收/site/claim/待发送',
    ]);
    await deliver();
  });
});

describe('delivery failures, retry and the log', () => {
  it('a refused SMS is 失败 with the reason; 重新推送 sends it again; only a failed push of the caller’s company', async () => {
    const unreachable = await addRecipient('xinda_admin', {
      name: '空号接收',
      mobile: SANDBOX_UNREACHABLE_MOBILE,
      events: 'new_application',
    });
    const sn = await applyAndSign(t, tokens.enterprise!);
    await deliver();
    const [failed] = await pushesOf(sn);
    expect(failed).toMatchObject({
      status: 2,
      status_text: '失败',
      attempts: 1,
      last_error: '短信发送失败：号码不存在或已停机',
    });
    expect(
      (
        await ok<{ list: OrderPush[] }>('xinda_admin', companyGetPushList, {
          status: 2,
          limit: 100,
        })
      ).list.map((p) => p.id),
    ).toContain(failed!.id);
    expect(
      (
        await ok<{ list: OrderPush[] }>('xinda_admin', companyGetPushList, {
          status: 1,
          limit: 100,
        })
      ).list.map((p) => p.id),
    ).not.toContain(failed!.id);

    // Another company cannot retry it; retried, it is pending again (once: a second retry is refused).
    expect(await as('pingan_admin', companyRetryPush, { id: failed!.id })).toMatchObject({
      status: 404,
      msg: '推送记录不存在',
    });
    expect(await ok<OrderPush>('xinda_admin', companyRetryPush, { id: failed!.id })).toMatchObject({
      status: 0,
      status_text: '待发送',
    });
    expect(await as('xinda_admin', companyRetryPush, { id: failed!.id })).toMatchObject({
      status: 409,
      msg: '只有发送失败的推送可以重新推送',
    });

    // Still refused by the vendor: 失败 again, two attempts.
    await deliver();
    expect((await pushesOf(sn))[0]).toMatchObject({ status: 2, attempts: 2 });

    // The number fixed in the sandbox's eyes: the push row's mobile changed by hand, retried, sent.
    await t.database.db
      .update(orderPushes)
      .set({ mobile: '13700009999' })
      .where(eq(orderPushes.id, failed!.id));
    await ok('xinda_admin', companyRetryPush, { id: failed!.id });
    await deliver();
    expect((await pushesOf(sn))[0]).toMatchObject({ status: 1, attempts: 3, last_error: null });
    await ok('xinda_admin', companyDeleteMessageUser, { id: unreachable.id });
  });

  it('an in-app push to a mobile without a console account fails with the reason', async () => {
    const nobody = await addRecipient('xinda_admin', {
      name: '无账号',
      events: 'new_application',
      channels: 'site',
    });
    const sn = await applyAndSign(t, tokens.enterprise!);
    await deliver();
    expect((await pushesOf(sn))[0]).toMatchObject({
      status: 2,
      last_error: '该手机号未绑定本机构的后台账号，无法发送站内消息',
    });
    await ok('xinda_admin', companyDeleteMessageUser, { id: nobody.id });
  });

  it('a push that always fails is retried with back-off up to its limit, then stops (dead) in the log; 重新推送 queues it again', async () => {
    const unreachable = await addRecipient('xinda_admin', {
      name: '停机号码',
      mobile: SANDBOX_UNREACHABLE_MOBILE,
      events: 'new_application',
    });
    const sn = await applyAndSign(t, tokens.enterprise!);
    const start = Date.now();
    await deliver();
    const [first] = await pushesOf(sn);
    // Failed once: 失败 with the reason, the job queued again BACKOFF_BASE_MS later.
    expect(first).toMatchObject({
      status: 2,
      attempts: 1,
      max_attempts: PUSH_MAX_ATTEMPTS,
      job_state: 'queued',
      job_state_text: '等待发送',
      last_error: '短信发送失败：号码不存在或已停机',
    });
    expect(first!.next_attempt_time! - first!.attempt_time!).toBe(BACKOFF_BASE_MS / 1000);
    // Not due yet: a run now sends nothing.
    await deliver();
    expect((await pushesOf(sn))[0]!.attempts).toBe(1);

    // The runner's clock moved past each back-off: tried until the limit, then dead.
    let clock = start;
    for (let attempt = 2; attempt <= PUSH_MAX_ATTEMPTS + 1; attempt++) {
      clock += backoffMs(attempt - 1) + 1000;
      await runPushWorker(t.database.db, providersOf(t.database.db), silent, 50, new Date(clock));
    }
    const [dead] = await pushesOf(sn);
    expect(dead).toMatchObject({
      status: 2,
      status_text: '失败',
      attempts: PUSH_MAX_ATTEMPTS,
      job_state: 'dead',
      job_state_text: '已停止重试',
      next_attempt_time: null,
      last_error: '短信发送失败：号码不存在或已停机',
    });
    const job = await jobByKey(t.database.db, `push:${dead!.id}`);
    expect([job!.state, job!.attempts, job!.lastError]).toEqual([
      'dead',
      PUSH_MAX_ATTEMPTS,
      '短信发送失败：号码不存在或已停机',
    ]);

    // 重新推送: the job is queued again at once, with a new round of attempts.
    expect(await ok<OrderPush>('xinda_admin', companyRetryPush, { id: dead!.id })).toMatchObject({
      status: 0,
      job_state: 'queued',
    });
    await t.database.db
      .update(orderPushes)
      .set({ mobile: '13700009998' })
      .where(eq(orderPushes.id, dead!.id));
    await deliver();
    expect((await pushesOf(sn))[0]).toMatchObject({
      status: 1,
      attempts: PUSH_MAX_ATTEMPTS + 1,
      job_state: 'done',
      last_error: null,
    });
    await ok('xinda_admin', companyDeleteMessageUser, { id: unreachable.id });
  });

  it('filters the log by event, channel and keyword, and pages it', async () => {
    const page = await ok<{ list: OrderPush[]; total: number; limit: number }>(
      'xinda_admin',
      companyGetPushList,
      { event: 'paid', channel: 'sms', limit: 1 },
    );
    expect(page.limit).toBe(1);
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list.every((p) => p.event === 'paid' && p.channel === 'sms')).toBe(true);
    expect(await as('xinda_admin', companyGetPushList, { event: 'lottery' })).toMatchObject({
      status: 400,
      data: { fields: { event: '推送事件不正确' } },
    });
    // The other company's log holds none of these.
    const theirs = await ok<{ list: OrderPush[] }>('pingan_admin', companyGetPushList, {
      limit: 100,
    });
    expect(theirs.list).toEqual([]);
  });
});

describe('after the response', () => {
  it('a request that queued pushes starts their delivery once answered; the log shows the mobile masked and no digits of the text', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const live = await createTestApp({
      shared: { database: t.database, dispose: async () => {} },
      config: { LOG_LEVEL: 'info' },
      logStream: stream,
    });
    try {
      const admin = await companyToken(live.app, 'xinda_admin');
      const mobile = freshMobile();
      const added = await callEndpoint(live.app, companyAddMessageUser, admin, {
        ...recipient({ mobile, events: 'new_application' }),
        status: '1',
      } as unknown as Record<string, string>);
      expect(added.json().code, added.body).toBe(1);
      const sn = await applyAndSign(live, await tokenFor(live.app, '13800000001'));
      await waitFor(async () => (await smsTo(mobile)).some((m) => m.text.includes(sn)));
      await waitFor(async () => lines.join('').includes('jobs run'));
      const log = lines.join('');
      expect(log).toContain('[SANDBOX SMS]');
      expect(log).toContain(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
      expect(log).not.toContain(mobile);
      // The sandbox prints the text with every run of digits masked.
      expect(log).not.toContain(sn);
      await callEndpoint(live.app, companyDeleteMessageUser, admin, {
        id: String(added.json().data.id),
      });
    } finally {
      await live.app.close();
    }
  });
});

describe('two workers', () => {
  it('deliver each push exactly once', async () => {
    const many = await addRecipient('xinda_admin', { name: '并发接收', events: 'new_application' });
    const sns: string[] = [];
    for (let i = 0; i < 4; i++) sns.push(await applyAndSign(t, tokens.enterprise!));
    const [a, b] = await Promise.all([
      runPushWorker(t.database.db, providersOf(t.database.db), silent, 1),
      runPushWorker(t.database.db, providersOf(t.database.db), silent, 1),
    ]);
    expect(a.sent + b.sent).toBe(4);
    const texts = await smsTo(many.mobile);
    expect(texts).toHaveLength(4);
    for (const sn of sns) expect(texts.filter((m) => m.text.includes(sn))).toHaveLength(1);
    await ok('xinda_admin', companyDeleteMessageUser, { id: many.id });
  });

  it('on two API instances sharing one database, each push is delivered once by their after-response runs', async () => {
    // Two more instances on the test's database, each starting deliveries after its responses.
    const shared = { database: t.database, dispose: async () => {} };
    const one = await createTestApp({ shared });
    const two = await createTestApp({ shared });
    try {
      const admin = await companyToken(one.app, 'xinda_admin');
      const mobile = freshMobile();
      const added = await callEndpoint(
        one.app,
        companyAddMessageUser,
        admin,
        Object.fromEntries(
          Object.entries(recipient({ mobile, events: 'new_application' })).map(([k, v]) => [
            k,
            String(v),
          ]),
        ),
      );
      expect(added.json().code, added.body).toBe(1);
      const enterprise = await tokenFor(two.app, '13800000001');
      const sns = [await applyAndSign(two, enterprise), await applyAndSign(one, enterprise)];
      // Workers of both instances also run at once, against the after-response runs.
      await Promise.all([
        runPushWorker(t.database.db, providersOf(t.database.db), silent),
        runPushWorker(t.database.db, providersOf(t.database.db), silent),
      ]);
      await waitFor(async () =>
        (
          await t.database.db.select().from(orderPushes).where(eq(orderPushes.mobile, mobile))
        ).every((p) => p.status === 1),
      );
      const texts = await smsTo(mobile);
      for (const sn of sns) expect(texts.filter((m) => m.text.includes(sn))).toHaveLength(1);
      await callEndpoint(one.app, companyDeleteMessageUser, admin, {
        id: String(added.json().data.id),
      });
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});

/** The sandbox SMS provider over `db`: what a worker of an instance on that database sends through. */
const providersOf = (db: TestApp['database']['db']) =>
  ({ sms: new SandboxSmsProvider(db) }) as unknown as Providers;

async function waitFor(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}
