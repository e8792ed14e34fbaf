// BANK_VENDOR=off and INSURER_VENDOR=off through the API: a deployment without those contracts
// answers the enterprise's deposit, the insurance products, a proposal and paying an unpaid
// proposal with the 409 saying the feature is not open, and writes nothing (no deposit, no counted
// attempt, no policy). /healthz/providers names the chosen vendors (docs/providers.md).
import {
  insuranceAddPolicy,
  insuranceGetProducts,
  insurancePayPolicy,
  startBankVerification,
} from '@bht/api-client/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPolicySn } from '../../src/areas/insurance/policy-records';
import {
  enterpriseAuthRecords,
  enterprises,
  insurancePolicies,
  insuranceProducts,
  rateLimits,
  sandboxBankDeposits,
  sandboxPayments,
} from '../../src/db/schema';
import { BANK_OFF_REFUSAL } from '../../src/providers/bank/off-bank-provider';
import { INSURER_OFF_REFUSAL } from '../../src/providers/insurer/off-insurer-provider';
import { companyToken } from '../company-session';
import { accountByMobile, tokenFor } from '../enterprise-session';
import { addProject } from '../order-fixtures';
import { call } from '../session-client';
import { createTestApp, type TestApp } from '../test-app';
import { enterpriseToken } from '../upload-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: {
      BANK_VENDOR: 'off',
      INSURER_VENDOR: 'off',
      // Chosen only to be named by /healthz/providers: nothing is mailed here.
      MAIL_VENDOR: 'smtp',
      SMTP_URL: 'smtps://user:never-used@smtp.example.com',
      MAIL_FROM: 'noreply@example.com',
    },
  });
});
afterAll(() => t?.close());

const conflictOf = (message: string) => ({ code: 0, msg: message, data: null });

describe('BANK_VENDOR=off', () => {
  it('refuses the small-amount deposit with 409 and writes nothing', async () => {
    // 13800000002's enterprise, unauthenticated, brought to the bank step.
    const { token, enterpriseId } = await enterpriseToken(t.database.db, '13800000002');
    await t.database.db
      .update(enterprises)
      .set({ authStep: 2 })
      .where(eq(enterprises.id, enterpriseId));
    const [enterprise] = await t.database.db
      .select()
      .from(enterprises)
      .where(eq(enterprises.id, enterpriseId));
    const recordBefore = await t.database.db
      .select()
      .from(enterpriseAuthRecords)
      .where(eq(enterpriseAuthRecords.enterpriseId, enterpriseId));

    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, startBankVerification.path, token, {
        bank_name: '中国工商银行',
        bank_branch: '南京新街口支行',
        account_name: enterprise!.name,
        account_no: '6222020200112233445',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject(conflictOf(BANK_OFF_REFUSAL));
    }
    expect(
      await t.database.db
        .select()
        .from(enterpriseAuthRecords)
        .where(eq(enterpriseAuthRecords.enterpriseId, enterpriseId)),
    ).toEqual(recordBefore);
    expect(await t.database.db.select().from(sandboxBankDeposits)).toEqual([]);
    expect(
      await t.database.db.select().from(rateLimits).where(like(rateLimits.key, 'firm:deposit:%')),
    ).toEqual([]);
  });
});

describe('INSURER_VENDOR=off', () => {
  it('refuses the products’ quotes, a proposal and paying an unpaid one with 409, and writes nothing', async () => {
    const token = await tokenFor(t.app, '13800000001');
    const project = await addProject(t);
    const [product] = await t.database.db.select().from(insuranceProducts).limit(1);
    const policiesBefore = await t.database.db.select().from(insurancePolicies);

    for (const [endpoint, fields] of [
      [insuranceGetProducts, { project_id: String(project.id) }],
      [
        insuranceAddPolicy,
        {
          project_id: String(project.id),
          product_id: String(product!.id),
          contact_name: '王建国',
          contact_mobile: '13800000001',
        },
      ],
    ] as const) {
      const res = await call(t.app, endpoint.path, token, fields);
      expect(res.statusCode, endpoint.path).toBe(409);
      expect(res.json()).toMatchObject(conflictOf(INSURER_OFF_REFUSAL));
    }
    expect(await t.database.db.select().from(insurancePolicies)).toEqual(policiesBefore);

    // A proposal left unpaid from before the insurer was switched off cannot be paid either.
    const account = await accountByMobile(t.database.db, '13800000001');
    const [unpaid] = await t.database.db
      .insert(insurancePolicies)
      .values({
        sn: newPolicySn(),
        enterpriseId: account.enterpriseId,
        accountId: account.id,
        projectId: project.id,
        productId: product!.id,
        insurer: product!.insurer,
        projectName: project.name,
        insuredName: project.tenderUnit,
        applicantName: '江苏恒信建设集团有限公司',
        insurerName: product!.insurerName,
        productName: product!.name,
        sumInsured: project.bidBondAmount,
        premium: '300.00',
        contactName: '王建国',
        contactMobile: '13800000001',
      })
      .returning();
    const paid = await call(t.app, insurancePayPolicy.path, token, { policy_sn: unpaid!.sn });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject(conflictOf(INSURER_OFF_REFUSAL));
    expect(await t.database.db.select().from(sandboxPayments)).toEqual([]);
    const [after] = await t.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.id, unpaid!.id));
    expect(after).toEqual(unpaid);
  });
});

describe('GET /healthz/providers', () => {
  it('names the chosen vendors: off for bank and insurer, smtp for mail', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz/providers',
      headers: { authorization: `Bearer ${await companyToken(t.app, 'platform_ops')}` },
    });
    expect(res.json().data.services).toMatchObject({
      bank: 'off',
      insurer: 'off',
      mail: 'smtp',
      sms: 'sandbox',
    });
    expect(res.body).not.toContain('never-used');
  });
});
