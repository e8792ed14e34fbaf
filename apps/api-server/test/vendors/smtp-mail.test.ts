// MAIL_VENDOR=smtp through the API's own calls: the guarantor's desk issues an electronic invoice,
// and the SMTP adapter (nodemailer) delivers it to a local fake relay (test/fakes/smtp-fake.ts)
// with AUTH, the recipient, the subject and the PDF attachment; a refused recipient and a wrong
// password show on the invoice as 推送失败 with the Chinese reason naming the SMTP code. Then the
// adapter alone for what the desk cannot provoke (a 4xx, a server that stops answering, AUTH
// LOGIN), and the settings lines at start.
import { companyIssueInvoice, invoiceAddTitle, invoiceApply } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { invoices } from '../../src/db/schema';
import { invoiceMailJobKey } from '../../src/areas/invoices/invoice-mail-job';
import { MailDeliveryError } from '../../src/providers/mail/mail-provider';
import { SmtpMailProvider } from '../../src/providers/mail/smtp-mail-provider';
import { readSmtpMailSettings } from '../../src/providers/mail/smtp-mail-settings';
import { LocalFileStorage } from '../../src/providers/storage/local-file-storage';
import { callEndpoint, companyToken } from '../company-session';
import { tokenFor } from '../enterprise-session';
import { parseMessage, SmtpFake } from '../fakes/smtp-fake';
import { jobByKey } from '../job-rows';
import { notification, payableOrder, postNotification } from '../payments-helpers';
import { createTestApp, type TestApp } from '../test-app';
import { samplePdf, upload } from '../upload-helpers';
import { settingsReader } from './settings-reading';

const PASSWORD = 'smtp-password-never-in-a-line';
const fake = new SmtpFake('invoices@example.com', PASSWORD, 'nobody@bounce.example.com');
const tokens: Record<string, string> = {};
let t: TestApp;
let titleId: number;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp({
    config: {
      MAIL_VENDOR: 'smtp',
      SMTP_URL: fake.url(),
      MAIL_FROM: '保函通 <invoices@example.com>',
    },
  });
  tokens.enterprise = await tokenFor(t.app, '13800000001');
  tokens.desk = await companyToken(t.app, 'xinda_admin');
  titleId = (
    await ok('enterprise', invoiceAddTitle, {
      title: '江苏恒信建设集团有限公司',
      tax_no: '91320100MA1XXXXX1A',
    })
  ).id;
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok(who: string, endpoint: Parameters<typeof callEndpoint>[1], fields: any) {
  const res = await callEndpoint(t.app, endpoint, tokens[who], fields);
  expect(res.json().code, res.body).toBe(1);
  return res.json().data;
}

/** A paid order with an electronic invoice asked for `email`, issued by the desk with `pdf`. */
async function issueTo(email: string, invoiceNo: string, pdf = samplePdf()) {
  const sn = await payableOrder(t);
  expect((await postNotification(t, await notification(t, sn))).json().code).toBe(1);
  const invoice = await ok('enterprise', invoiceApply, {
    order_sn: sn,
    kind: 'normal',
    medium: 'electronic',
    title_id: String(titleId),
    email,
  });
  const file = (await upload(t.app, { name: 'invoice.pdf', bytes: pdf, token: tokens.desk })).json()
    .data.url;
  const issued = await ok('desk', companyIssueInvoice, {
    id: String(invoice.id),
    invoice_no: invoiceNo,
    file,
  });
  return { sn, id: invoice.id as number, issued };
}

describe('MAIL_VENDOR=smtp through the invoice desk', () => {
  it('mails the issued invoice to its address, with the subject and the PDF attached', async () => {
    const pdf = Buffer.concat([samplePdf(), Buffer.from('% invoice 0005\n')]);
    const { sn, issued } = await issueTo('finance@example.com', '24320000000000000005', pdf);
    expect(issued).toMatchObject({ status: 1, status_text: '已开票', push_error: null });

    const [received] = fake.messages.filter((m) => m.rcptTo.includes('finance@example.com'));
    expect(received).toMatchObject({
      user: 'invoices@example.com',
      mailFrom: 'invoices@example.com',
      rcptTo: ['finance@example.com'],
    });
    const mail = parseMessage(received!.raw);
    expect(mail.headers.to).toBe('finance@example.com');
    expect(mail.headers.from).toBe('保函通 <invoices@example.com>');
    expect(mail.headers.subject).toMatch(/^【电子发票】.+ 发票号码 24320000000000000005$/);
    expect(mail.text).toContain(`订单号：${sn}`);
    expect(mail.attachments).toEqual([
      {
        filename: '电子发票-24320000000000000005.pdf',
        contentType: 'application/pdf',
        content: pdf,
      },
    ]);
  });

  it('a recipient the relay refuses (550) is 推送失败 with the reason naming the code', async () => {
    const { id, issued } = await issueTo('nobody@bounce.example.com', '24320000000000000006');
    const reason = '邮件被退回：收件邮箱 nobody@bounce.example.com 不存在或拒收（SMTP 550）';
    expect(issued).toMatchObject({ status: 2, status_text: '推送失败', push_error: reason });
    expect(await jobByKey(t.database.db, invoiceMailJobKey(id))).toMatchObject({
      state: 'queued',
      lastError: reason,
    });
    expect(fake.messages.some((m) => m.rcptTo.includes('nobody@bounce.example.com'))).toBe(false);
  });

  it('a log-in the relay refuses (535) is 推送失败 sending the operator to SMTP_URL', async () => {
    const refusedBefore = fake.refusedLogins.length;
    fake.password = 'changed-at-the-relay';
    try {
      const { id } = await issueTo('finance2@example.com', '24320000000000000007');
      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
      expect(row).toMatchObject({
        pushError: '邮件服务器拒绝登录（SMTP 535）：请检查 SMTP_URL 中的用户名和密码',
      });
    } finally {
      fake.password = PASSWORD;
    }
    expect(fake.refusedLogins.slice(refusedBefore)).toEqual(['invoices@example.com']);
    expect(fake.messages.some((m) => m.rcptTo.includes('finance2@example.com'))).toBe(false);
  });
});

describe('the SMTP adapter alone', () => {
  const folder = mkdtempSync(join(tmpdir(), 'smtp-mail-'));
  const storage = new LocalFileStorage(folder);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const adapter = (env: Record<string, string> = {}) =>
    new SmtpMailProvider(
      reader.settingsOf({ SMTP_URL: fake.url(), MAIL_FROM: 'invoices@example.com', ...env }),
      storage,
    );
  const failureOf = (provider: SmtpMailProvider, message = {}) =>
    provider.send({ to: 'a@example.com', subject: 's', text: 't', ...message }).then(
      () => null,
      (error: unknown) => error,
    );

  it('a 5xx to MAIL FROM sends the operator to MAIL_FROM; a 5xx to DATA is a refusal', async () => {
    try {
      fake.mode = { kind: 'refuse', at: 'MAIL', code: 553 };
      expect(await failureOf(adapter())).toEqual(
        new MailDeliveryError(
          '邮件服务器拒绝发件地址（SMTP 553）：请检查 MAIL_FROM 是否为该账号允许的发件地址',
        ),
      );
      fake.mode = { kind: 'refuse', at: 'DATA', code: 554 };
      expect(await failureOf(adapter())).toEqual(
        new MailDeliveryError('邮件被邮件服务器拒收（SMTP 554）'),
      );
    } finally {
      fake.mode = { kind: 'ok' };
    }
  });

  it('a 4xx or a relay that stops answering is a temporary failure', async () => {
    fake.mode = { kind: 'refuse', at: 'RCPT', code: 451 };
    try {
      expect(await failureOf(adapter())).toEqual(
        new MailDeliveryError('邮件服务器暂时无法受理（SMTP 451），系统将自动重试'),
      );
      fake.mode = { kind: 'hang', at: 'DATA' };
      expect(await failureOf(adapter({ SMTP_TIMEOUT_MS: '300' }))).toEqual(
        new MailDeliveryError('邮件服务器无应答（超时），系统将自动重试'),
      );
    } finally {
      fake.mode = { kind: 'ok' };
    }
  });

  it('logs in with AUTH LOGIN when that is all the relay offers; a missing attachment is refused before sending', async () => {
    const loginOnly = new SmtpFake('login@example.com', PASSWORD, undefined, ['LOGIN']);
    await loginOnly.start();
    try {
      await adapter({ SMTP_URL: loginOnly.url() }).send({
        to: 'b@example.com',
        subject: 'LOGIN',
        text: 't',
      });
      expect(loginOnly.messages.map((m) => [m.user, m.rcptTo])).toEqual([
        ['login@example.com', ['b@example.com']],
      ]);
    } finally {
      await loginOnly.stop();
    }
    expect(await failureOf(adapter(), { attachment: '/uploads/invoices/missing.pdf' })).toEqual(
      new MailDeliveryError('附件文件不存在，无法发送邮件：请重新上传后再推送'),
    );
  });
});

const reader = settingsReader(readSmtpMailSettings);

describe('MAIL_VENDOR=smtp settings', () => {
  it('reads smtps://, smtp:// (STARTTLS) and the test-only tls=off, and the sender with its name', () => {
    expect(
      reader.settingsOf({
        SMTP_URL: 'smtps://user%40example.com:p%40ss@smtp.example.com',
        MAIL_FROM: '"保函通" <noreply@example.com>',
      }),
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      tls: 'implicit',
      user: 'user@example.com',
      password: 'p@ss',
      from: { address: 'noreply@example.com', name: '保函通' },
      timeoutMs: 10_000,
    });
    expect(
      reader.settingsOf({ SMTP_URL: 'smtp://u:p@smtp.example.com', MAIL_FROM: 'a@example.com' }),
    ).toMatchObject({ port: 587, tls: 'starttls', from: { address: 'a@example.com' } });
    expect(
      reader.settingsOf({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525?tls=off', MAIL_FROM: 'a@b.cn' }),
    ).toMatchObject({ port: 2525, tls: 'off' });
  });

  it('stops the start with one line per missing or malformed setting, and no value', () => {
    const secret = 'smtps://u:hunter2-secret@smtp.example.com';
    expect(() => loadConfig({ MAIL_VENDOR: 'smtp' })).toThrow(
      /^ {2}MAIL_VENDOR=smtp: SMTP_URL: required[^\n]*\n {2}MAIL_VENDOR=smtp: MAIL_FROM: required/m,
    );
    for (const [env, line] of [
      [{ SMTP_URL: 'https://u:p@smtp.example.com' }, 'SMTP_URL: expected smtps://'],
      [{ SMTP_URL: 'smtps://smtp.example.com' }, 'SMTP_URL: needs the server, a user name'],
      [{ SMTP_URL: 'smtps://u:p@smtp.example.com?tls=off' }, 'SMTP_URL: no path, and no query'],
      [{ SMTP_URL: 'smtp://u:p@smtp.example.com?tls=no' }, 'SMTP_URL: no path, and no query'],
      [{ SMTP_URL: secret, MAIL_FROM: 'not an address' }, 'MAIL_FROM: expected an address'],
      [{ SMTP_URL: secret, SMTP_TIMEOUT_MS: '5' }, 'SMTP_TIMEOUT_MS: expected whole'],
    ] as const) {
      const problems = reader.problemsOf({ MAIL_FROM: 'a@example.com', ...env });
      expect(problems).toEqual([expect.stringContaining(line)]);
      expect(problems.join('\n')).not.toMatch(/hunter2|u:p/);
    }
  });
});
