// Effects outside the database as jobs (docs/jobs.md), each with a provider that fails once, then
// succeeds: the job row shows the attempt's error and its next try while it waits, and the second
// attempt makes the effect once. The app's after-response runs are off, so only the test runs jobs,
// with its own clock.
import { companyHandleLetterStatus, companyLetterSign } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_SMS_JOB,
  claimSmsJobHandler,
  claimSmsJobKey,
  CLAIM_SMS_SCENE,
} from '../src/areas/claims/claim-sms-job';
import { raiseClaim } from '../src/areas/claims/raise-claim';
import {
  enqueueInvoiceMail,
  INVOICE_MAIL_JOB,
  invoiceMailJobHandler,
  invoiceMailJobKey,
} from '../src/areas/invoices/invoice-mail-job';
import { SMS_CODE_JOB, smsCodeJobHandler, smsCodeJobKey } from '../src/areas/sms/sms-code-job';
import { issueSmsCode } from '../src/areas/sms/sms-codes';
import { invoices, sandboxMailOutbox, smsCodes } from '../src/db/schema';
import { BACKOFF_BASE_MS, runDueJobs, type JobHandlers } from '../src/jobs/job-queue';
import { createProviders } from '../src/providers';
import type { MailProvider } from '../src/providers/mail/mail-provider';
import { SmsDeliveryError, type SmsProvider } from '../src/providers/sms/sms-provider';
import { callEndpoint, companyToken } from './company-session';
import { orderAt } from './company-order-fixtures';
import { jobByKey } from './job-rows';
import { orderRow } from './order-fixtures';
import { nextIp, sandboxTexts } from './session-client';
import { createTestApp, testConfig, type TestApp } from './test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { PUSH_DELIVERY_AFTER_RESPONSE: 'false' } });
  admin = await companyToken(t.app, 'xinda_admin');
});
afterAll(() => t.close());

const silent = { error: () => {}, info: () => {} };
const db = () => t.database.db;
const sandbox = () => createProviders(testConfig(), db());

/** Runs the due jobs of `handlers` at `now`; what the run did. */
const runAt = (handlers: JobHandlers, now: number) =>
  runDueJobs(db(), handlers, silent, { now: new Date(now) });

/** The sandbox SMS, refusing the first text. */
function smsFailingOnce(): SmsProvider & { calls: number } {
  const sms = sandbox().sms;
  const flaky = {
    name: 'flaky',
    calls: 0,
    send: async (message: Parameters<SmsProvider['send']>[0]) => {
      flaky.calls++;
      if (flaky.calls === 1) throw new SmsDeliveryError('短信网关繁忙，请稍后重试');
      return sms.send(message);
    },
  };
  return flaky;
}

/**
 * Runs the job of `key` twice, `handlers` failing the first attempt: after it, the job waits with
 * the error and its next try; after the second, done in two attempts.
 */
async function failOnceThenSucceed(handlers: JobHandlers, key: string, lastError: string) {
  const clock = Date.now();
  expect(await runAt(handlers, clock)).toEqual({ done: 0, retried: 1, dead: 0 });
  const waiting = await jobByKey(db(), key);
  expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError });
  expect(waiting!.runAt.getTime()).toBe(clock + BACKOFF_BASE_MS);
  expect(await runAt(handlers, clock + BACKOFF_BASE_MS - 1000)).toEqual({
    done: 0,
    retried: 0,
    dead: 0,
  });
  expect(await runAt(handlers, clock + BACKOFF_BASE_MS)).toEqual({ done: 1, retried: 0, dead: 0 });
  expect(await jobByKey(db(), key)).toMatchObject({ state: 'done', attempts: 2 });
}

describe('claim.sms', () => {
  it('the text of a raised claim: refused once, sent once on the next try', async () => {
    const sn = await orderAt(t, 3);
    for (const endpoint of [companyLetterSign, companyHandleLetterStatus])
      expect(
        (await callEndpoint(t.app, endpoint, admin, { order_sn: sn, action: 'issue' })).json().code,
      ).toBe(1);
    const order = await orderRow(t, sn);
    const claim = await raiseClaim(db(), {
      order,
      source: 'paper',
      recordedBy: null,
      fields: {
        claimant: '南京市公共资源交易中心',
        contact_name: '王经办',
        contact_mobile: '13912345678',
        amount: '1000.00',
        reason: '中标人无正当理由拒绝签订合同，依保函索赔',
        bank_account_name: '南京市公共资源交易中心',
        bank_name: '中国银行南京分行',
        bank_account_no: '6216610100001234567',
        attachments: [],
      },
      attachments: [],
    });
    const sms = smsFailingOnce();
    await failOnceThenSucceed(
      { [CLAIM_SMS_JOB]: claimSmsJobHandler(db(), sms) },
      claimSmsJobKey(claim.id),
      '短信网关繁忙，请稍后重试',
    );
    expect(sms.calls).toBe(2);
    const texts = (await sandboxTexts(t, order.contactMobile, CLAIM_SMS_SCENE)) as unknown as {
      text: string;
    }[];
    expect(texts.filter((text) => text.text.includes(claim.sn))).toHaveLength(1);
  });
});

describe('invoice.mail', () => {
  it('the mail of an issued electronic invoice: the vendor away once (推送失败 meanwhile), delivered once on the next try', async () => {
    const order = await orderRow(t, await orderAt(t, 3));
    const email = 'flaky-mail@example.com';
    const [invoice] = await db()
      .insert(invoices)
      .values({
        orderId: order.id,
        enterpriseId: order.enterpriseId,
        ensureCompanyId: order.ensureCompanyId,
        kind: 'normal',
        medium: 'electronic',
        title: '江苏恒信建设集团有限公司',
        taxNo: '91320100MA1XXXXX1A',
        amount: '100.00',
        status: 1,
        email,
        invoiceNo: '24320000000000000099',
        issuedAt: new Date(),
      })
      .returning();
    await db().transaction((tx) =>
      enqueueInvoiceMail(tx, { invoiceId: invoice!.id, companyId: order.ensureCompanyId }),
    );
    const mail = sandbox().mail;
    let calls = 0;
    const flaky: MailProvider = {
      name: 'flaky',
      send: async (message) => {
        calls++;
        if (calls === 1) throw new Error('connect ECONNREFUSED');
        return mail.send(message);
      },
    };
    const handlers = { [INVOICE_MAIL_JOB]: invoiceMailJobHandler(db(), flaky) };
    const invoiceRow = async () =>
      (await db().select().from(invoices).where(eq(invoices.id, invoice!.id)))[0];
    const clock = Date.now();
    expect(await runAt(handlers, clock)).toEqual({ done: 0, retried: 1, dead: 0 });
    expect(await invoiceRow()).toMatchObject({
      status: 2,
      pushError: '邮件服务暂不可用，系统将自动重试',
    });
    expect(await jobByKey(db(), invoiceMailJobKey(invoice!.id))).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '邮件服务暂不可用，系统将自动重试',
    });
    expect(await runAt(handlers, clock + BACKOFF_BASE_MS)).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    expect(await invoiceRow()).toMatchObject({ status: 1, pushError: null });
    expect(calls).toBe(2);
    expect(
      await db().select().from(sandboxMailOutbox).where(eq(sandboxMailOutbox.to, email)),
    ).toHaveLength(1);
  });
});

describe('sms.code', () => {
  it('a verification code: the request’s own attempt refused, the runner texts the same code 30 s later, and the job forgets it', async () => {
    const mobile = '13900000777';
    const sms = smsFailingOnce();
    // The attempt made by the request fails; the user is answered anyway, the job retries.
    expect(
      await issueSmsCode(
        db(),
        { sms, log: silent },
        { mobile, scene: 'register', ip: nextIp(), perIpPerHour: 30 },
      ),
    ).toEqual({ expiresIn: 300, resendIn: 60 });
    const [code] = await db().select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    const key = smsCodeJobKey(code!.id);
    const waiting = await jobByKey(db(), key);
    expect(waiting).toMatchObject({
      state: 'queued',
      attempts: 1,
      lastError: '短信网关繁忙，请稍后重试',
    });
    expect(await sandboxTexts(t, mobile)).toEqual([]);
    const clock = waiting!.runAt.getTime();
    expect(await runAt({ [SMS_CODE_JOB]: smsCodeJobHandler(db(), sms) }, clock)).toEqual({
      done: 1,
      retried: 0,
      dead: 0,
    });
    expect(sms.calls).toBe(2);
    const texts = await sandboxTexts(t, mobile, 'register');
    expect(texts.map((text) => text.code)).toEqual([(waiting!.payload as { code: string }).code]);
    expect(await jobByKey(db(), key)).toMatchObject({ state: 'done', attempts: 2, payload: {} });
  });
});
