// Public letter verification (/api/letter/verify) through HTTP: unknown numbers, a sealed letter
// not yet issued, an issued one, a voided one, an expired one; the number alone answers the
// summary, never the file or the 查验码; number + code (the holder) also gets a signed link to the
// PDF, and a wrong code answers as an unknown number; per-IP rate limits.
import {
  claimCheckLetter,
  companyHandleLetterStatus,
  companyLetterSign,
  verifyLetter,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterStanding } from '../src/areas/issuing/letter-validity';
import { WRONG_LETTER_KEY } from '../src/areas/verify/letter-key';
import { UNKNOWN_LETTER_TEXT } from '../src/areas/verify/letter-summary';
import { orders } from '../src/db/schema';
import { callEndpoint, companyToken, nextIp } from './company-session';
import { orderAt } from './company-order-fixtures';
import { orderRow } from './order-fixtures';
import { createTestApp, postForm, type TestApp } from './test-app';
import { signedLinkTo } from './upload-helpers';
import { todayInChina } from '../src/time/china-time';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await companyToken(t.app, 'xinda_admin');
});
afterAll(() => t.close());

const verify = (letterNo: string, ip = nextIp()) =>
  postForm(t.app, verifyLetter.path, { letter_no: letterNo }, { 'x-forwarded-for': ip });
const verifyWithCode = (letterNo: string, code: string, ip = nextIp()) =>
  postForm(
    t.app,
    verifyLetter.path,
    { letter_no: letterNo, verify_code: code },
    { 'x-forwarded-for': ip },
  );
/** Another well-formed code than `code`. */
const otherCode = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
const letterStatus = (sn: string, action: string, note = '') =>
  callEndpoint(t.app, companyHandleLetterStatus, admin, { order_sn: sn, action, note });

/** An order with a sealed letter (status 3); returns its order number and letter number. */
async function sealedLetter() {
  const sn = await orderAt(t, 3);
  expect((await callEndpoint(t.app, companyLetterSign, admin, { order_sn: sn })).statusCode).toBe(
    200,
  );
  return { sn, letterNo: (await orderRow(t, sn)).letterNo! };
}

describe('/api/letter/verify', () => {
  it('answers an unknown number as not genuine, with nothing else', async () => {
    const res = await verify('TBBH2026010100000000');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      letter_no: 'TBBH2026010100000000',
      genuine: false,
      valid: false,
      status_text: UNKNOWN_LETTER_TEXT,
      letter_type_text: '',
      ensure_company_name: '',
      project_name: '',
      amount: '',
      valid_from: null,
      valid_to: null,
      sealed_until_opening: false,
      letter_url: null,
    });
  });

  it('asks for a number', async () => {
    const res = await verify('  ');
    expect([res.statusCode, res.json().data.fields.letter_no]).toEqual([400, '请输入保函编号']);
  });

  it('follows the letter: sealed (not in force) → issued (valid) → voided', async () => {
    const { sn, letterNo } = await sealedLetter();
    const order = await orderRow(t, sn);

    const sealed = (await verify(letterNo)).json().data;
    expect(sealed).toMatchObject({
      letter_no: letterNo,
      genuine: true,
      valid: false,
      status_text: '未生效（尚未出函）',
      valid_from: null,
      valid_to: order.validTo,
      sealed_until_opening: false,
      letter_url: null,
    });
    // Not in force: not even the holder gets the draft.
    expect((await verifyWithCode(letterNo, order.verifyCode!)).json().data.letter_url).toBeNull();

    expect((await letterStatus(sn, 'issue')).statusCode).toBe(200);
    const summary = {
      letter_no: letterNo,
      genuine: true,
      valid: true,
      status_text: '有效',
      letter_type_text: '投标电子保函',
      ensure_company_name: '江苏信达融资担保有限公司',
      project_name: order.projectName,
      amount: order.bidBondAmount,
      valid_from: todayInChina(),
      valid_to: order.validTo,
      sealed_until_opening: false,
    };
    const issued = await verify(letterNo.toLowerCase());
    expect(issued.json().data).toEqual({ ...summary, letter_url: null });
    // The number alone: no file, no code, nothing about the applicant or the order.
    expect(issued.body).not.toContain(order.verifyCode!);
    expect(issued.body).not.toContain(order.letterUrl!);
    expect(issued.body).not.toContain(order.enterpriseName);
    expect(issued.body).not.toContain(sn);

    // The holder (number + code, any letter case) opens the letter through the link, never by its bare path.
    const held = await verifyWithCode(letterNo.toLowerCase(), order.verifyCode!.toLowerCase());
    expect(held.json().data).toEqual({ ...summary, letter_url: signedLinkTo(order.letterUrl) });
    expect(held.body).not.toContain(`"${order.verifyCode!}"`);
    const pdf = await t.app.inject({ method: 'GET', url: held.json().data.letter_url });
    expect([
      pdf.statusCode,
      pdf.headers['content-type'],
      pdf.rawPayload.subarray(0, 5).toString(),
    ]).toEqual([200, 'application/pdf', '%PDF-']);
    expect((await t.app.inject({ method: 'GET', url: order.letterUrl! })).statusCode).toBe(403);

    expect((await letterStatus(sn, 'void', '投标人撤回投标')).statusCode).toBe(200);
    for (const res of [await verify(letterNo), await verifyWithCode(letterNo, order.verifyCode!)])
      expect(res.json().data).toMatchObject({
        genuine: true,
        valid: false,
        status_text: '已作废',
        letter_url: null,
      });
  });

  it('answers a wrong code like an unknown number, and asks for a well-formed code', async () => {
    const { sn, letterNo } = await sealedLetter();
    await letterStatus(sn, 'issue');
    const { verifyCode } = await orderRow(t, sn);
    const wrong = await verifyWithCode(letterNo, otherCode(verifyCode!));
    const unknown = await verifyWithCode('TBBH2026010100000000', verifyCode!);
    for (const res of [wrong, unknown]) {
      expect([res.statusCode, res.json().msg, res.json().data]).toEqual([
        400,
        WRONG_LETTER_KEY,
        { fields: { verify_code: WRONG_LETTER_KEY } },
      ]);
      expect(res.body).not.toContain(verifyCode!);
    }
    const malformed = await verifyWithCode(letterNo, '12');
    expect([malformed.statusCode, malformed.json().data.fields.verify_code]).toEqual([
      400,
      '请输入保函上印制的 6 位查验码',
    ]);
  });

  it('shows an issued letter past its last day as expired', async () => {
    const { sn, letterNo } = await sealedLetter();
    await letterStatus(sn, 'issue');
    await t.database.db
      .update(orders)
      .set({ validFrom: '2025-01-01', validTo: '2025-03-31' })
      .where(eq(orders.sn, sn));
    expect((await verify(letterNo)).json().data).toMatchObject({
      genuine: true,
      valid: false,
      status_text: '已过期',
      valid_to: '2025-03-31',
    });
  });

  it('limits each IP to 60 checks a minute', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i += 1) expect((await verify('TBBH0', ip)).statusCode).toBe(200);
    const limited = await verify('TBBH0', ip);
    expect([limited.statusCode, limited.json().msg]).toEqual([429, '查验过于频繁，请稍后再试']);
    expect((await verify('TBBH0')).statusCode).toBe(200);
  });

  it('counts code tries here and in the claim check against one limit of 20 a minute', async () => {
    const ip = nextIp();
    const key = { letter_no: 'TBBH0', verify_code: 'AAAAAA' };
    for (let i = 0; i < 10; i += 1) {
      expect((await verifyWithCode(key.letter_no, key.verify_code, ip)).statusCode).toBe(400);
      const check = await postForm(t.app, claimCheckLetter.path, key, { 'x-forwarded-for': ip });
      expect(check.statusCode).toBe(400);
    }
    const limited = await verifyWithCode(key.letter_no, key.verify_code, ip);
    expect([limited.statusCode, limited.json().msg]).toEqual([429, '操作过于频繁，请稍后再试']);
    // The number alone is not a code try.
    expect((await verify('TBBH0', ip)).statusCode).toBe(200);
  });
});

describe('letterStanding', () => {
  const issued = { type: 'bid_e', status: 4, validFrom: '2026-05-01', validTo: '2026-08-30' };
  it.each([
    ['2026-04-30', false, '未生效'],
    ['2026-05-01', true, '有效'],
    ['2026-08-30', true, '有效'],
    ['2026-08-31', false, '已过期'],
  ])('an issued letter on %s: valid %s, %s', (today, valid, text) => {
    expect(letterStanding(issued, today)).toEqual({ valid, status_text: text });
  });

  it.each([
    [10, false, '未生效（尚未出函）'],
    [11, true, '有效'],
    [12, true, '有效'],
    [6, false, '已作废'],
  ])('a paper letter at status %s: valid %s, %s', (status, valid, text) => {
    expect(letterStanding({ ...issued, type: 'bid_paper', status }, '2026-06-01')).toEqual({
      valid,
      status_text: text,
    });
  });

  it('status 4 means nothing for a paper letter, 11 nothing for an e-letter', () => {
    expect(letterStanding({ ...issued, type: 'bid_paper', status: 4 }, '2026-06-01').valid).toBe(
      false,
    );
    expect(letterStanding({ ...issued, status: 11 }, '2026-06-01').valid).toBe(false);
  });

  it.each([
    ['expired', '已终止（到期终止）'],
    ['surrendered', '已终止（退保）'],
    ['paid_out', '已终止（全额赔付）'],
  ])(
    'an ended letter (13, %s) is not valid, even within its dates, and says why',
    (endReason, text) => {
      for (const type of ['bid_e', 'bid_paper', 'performance', 'worker']) {
        expect(letterStanding({ ...issued, type, status: 13, endReason }, '2026-06-01')).toEqual({
          valid: false,
          status_text: text,
        });
      }
    },
  );

  it('a voided letter is never valid, even within its dates', () => {
    expect(letterStanding({ ...issued, status: 6 }, '2026-06-01')).toEqual({
      valid: false,
      status_text: '已作废',
    });
  });
});
