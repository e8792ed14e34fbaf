// A pushed application becomes a bid e-letter order (docs/trading-platforms.md, "The model"), in
// one transaction: the guarantor of the product, the enterprise by its credit code (or created,
// with an account for the contact's mobile), the project by the platform's key (or created), the
// order at 1 待审核 priced by the guarantor's own schedule, and the text to the contact. The same
// platform and application number always give the same order: of two pushes at once, the second
// insert hits orders_platform_apply_idx, rolls back and reads the first one's order.
import { randomBytes } from 'node:crypto';
import { OrderStatus } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db, Tx } from '../../db/client';
import type { EnterpriseRow, OrderRow, ProjectRow } from '../../db/rows';
import {
  enterpriseAccounts,
  enterprises,
  orders,
  projects,
  tradingPlatformGuarantors,
} from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { premiumTerms } from '../company/premium';
import { findAcceptingCompany, newApplication } from '../letters/add-letter';
import { notifyOrderEvent } from '../messages/order-events';
import { insertOrder, type Operator } from '../orders/order-transitions';
import { enterpriseByCreditCode } from '../order-entry/find-enterprise';
import type { TradingPlatformRow } from './dialect';
import { ActionRefusal, type PlatformApplication } from './platform-actions';
import { enqueuePlatformOrderSms } from './platform-order-sms';

export const NO_GUARANTOR = '该产品未配置承接的担保机构';
/** The creation row's note in the order log. */
export const PUSHED_NOTE = '交易平台推送投标保函申请';

/** The system acting for the platform in the order log. */
export const platformOperator = (platform: Pick<TradingPlatformRow, 'name'>): Operator => ({
  type: 'system',
  id: null,
  name: `交易平台：${platform.name}`,
  permissions: new Set(),
});

export async function platformOrder(
  db: Db | Tx,
  platformId: number,
  applyNo: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.platformId, platformId), eq(orders.platformApplyNo, applyNo)))
    .limit(1);
  return row ?? null;
}

async function findOrCreateEnterprise(
  tx: Tx,
  application: PlatformApplication,
): Promise<EnterpriseRow> {
  const { enterprise, contact } = application;
  const known = await enterpriseByCreditCode(tx, enterprise.creditCode);
  if (known) return known;
  const [created] = await tx
    .insert(enterprises)
    .values({
      name: enterprise.name,
      creditCode: enterprise.creditCode,
      legalPerson: enterprise.legalPerson ?? '',
      legalIdCard: enterprise.legalIdCard ?? '',
      address: enterprise.address ?? '',
      contactName: contact.name ?? '',
      contactMobile: contact.mobile ?? '',
    })
    .onConflictDoNothing({ target: enterprises.creditCode })
    .returning();
  return created ?? (await enterpriseByCreditCode(tx, enterprise.creditCode))!;
}

/**
 * The enterprise account the contact logs in with: theirs when the mobile already is one of the
 * enterprise's accounts; a new main account when the enterprise has none (a password nobody knows:
 * the first log-in sets one with 忘记密码); else none (the enterprise's own accounts see the order).
 */
async function contactAccount(
  tx: Tx,
  enterprise: EnterpriseRow,
  contact: PlatformApplication['contact'],
): Promise<number | null> {
  if (!contact.mobile) return null;
  const [byMobile] = await tx
    .select({ id: enterpriseAccounts.id, enterpriseId: enterpriseAccounts.enterpriseId })
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.mobile, contact.mobile));
  if (byMobile) return byMobile.enterpriseId === enterprise.id ? byMobile.id : null;
  const [any] = await tx
    .select({ id: enterpriseAccounts.id })
    .from(enterpriseAccounts)
    .where(eq(enterpriseAccounts.enterpriseId, enterprise.id))
    .limit(1);
  if (any) return null;
  const [created] = await tx
    .insert(enterpriseAccounts)
    .values({
      enterpriseId: enterprise.id,
      mobile: contact.mobile,
      name: (contact.name || enterprise.legalPerson || enterprise.name).slice(0, 60),
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      isMaster: 1,
      authJson: '*',
    })
    .returning({ id: enterpriseAccounts.id });
  return created!.id;
}

async function findOrCreateProject(
  tx: Tx,
  platform: TradingPlatformRow,
  { project }: PlatformApplication,
  now: Date,
): Promise<ProjectRow> {
  const byKey = async () =>
    (
      await tx
        .select()
        .from(projects)
        .where(and(eq(projects.platformId, platform.id), eq(projects.platformKey, project.key)))
        .limit(1)
    )[0];
  const known = await byKey();
  if (known) return known;
  const values = {
    name: project.name,
    number: project.number,
    tenderUnit: project.tenderUnit,
    tradingCenter: platform.name.slice(0, 120),
    bidSection: project.bidSection.slice(0, 60),
    region: '',
    bidBondAmount: project.bidBondAmount,
    bidOpenTime: project.bidOpenTime ?? project.deadline ?? now,
    deadline: project.deadline ?? project.bidOpenTime ?? now,
    platformId: platform.id,
    platformKey: project.key,
  };
  const [created] = await tx.insert(projects).values(values).onConflictDoNothing().returning();
  if (created) return created;
  const raced = await byKey();
  if (raced) return raced;
  // Project numbers are unique across platforms: another project already has this one.
  const [renumbered] = await tx
    .insert(projects)
    .values({ ...values, number: `${platform.code}-${project.number}`.slice(0, 128) })
    .returning();
  return renumbered!;
}

async function insertApplication(
  tx: Tx,
  platform: TradingPlatformRow,
  application: PlatformApplication,
  company: { id: number; name: string },
  now: Date,
): Promise<OrderRow> {
  const terms = await premiumTerms(tx, company, 'bid_e');
  const enterprise = await findOrCreateEnterprise(tx, application);
  const accountId = await contactAccount(tx, enterprise, application.contact);
  const project = await findOrCreateProject(tx, platform, application, now);
  const { beneficiary, payer, contact } = application;
  const order = await insertOrder(
    tx,
    {
      ...newApplication({
        enterprise,
        accountId,
        company,
        project,
        contact: {
          contactName: (contact.name || enterprise.name).slice(0, 20),
          contactMobile: contact.mobile ?? '',
          remark: '',
        },
        amount: application.project.bidBondAmount,
        terms,
      }),
      platformId: platform.id,
      platformApplyNo: application.platformApplyNo,
      beneficiary: beneficiary?.name ?? null,
      beneficiaryCreditCode: beneficiary?.creditCode ?? null,
      beneficiaryAddress: beneficiary?.address ?? null,
      payerAccountName: payer?.accountName ?? null,
      payerAccountNo: payer?.accountNo ?? null,
      payerBankName: payer?.bankName ?? null,
      sealedFields: application.sealedFields ?? null,
    },
    platformOperator(platform),
    PUSHED_NOTE,
    OrderStatus.PENDING_REVIEW,
  );
  // The guarantor hears of it as of an application signed on the portal (it waits for review).
  await notifyOrderEvent(tx, 'sign', order, '');
  if (order.contactMobile) await enqueuePlatformOrderSms(tx, order.id);
  return order;
}

export async function applyForLetter(
  db: Db,
  platform: TradingPlatformRow,
  application: PlatformApplication,
): Promise<{ order: OrderRow; created: boolean }> {
  const existing = await platformOrder(db, platform.id, application.platformApplyNo);
  if (existing) return { order: existing, created: false };
  const [guarantor] = await db
    .select({ companyId: tradingPlatformGuarantors.ensureCompanyId })
    .from(tradingPlatformGuarantors)
    .where(
      and(
        eq(tradingPlatformGuarantors.platformId, platform.id),
        eq(tradingPlatformGuarantors.productNo, application.productNo),
      ),
    );
  if (!guarantor) throw new ActionRefusal(NO_GUARANTOR);
  const company = await findAcceptingCompany(db, guarantor.companyId);
  try {
    const order = await db.transaction((tx) =>
      insertApplication(tx, platform, application, company, new Date()),
    );
    return { order, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await platformOrder(db, platform.id, application.platformApplyNo);
    if (!winner) throw error;
    return { order: winner, created: false };
  }
}
