// /api/ensure_company/addOrder: a console user enters an order for an enterprise that applied
// offline (on paper, at the counter). The enterprise is found by its unified social credit code or
// created from the licence data given; the premium is the one the guarantor agreed with it. There is
// no online application to review: the order starts where the type's `approve` leads (待支付), or,
// when the premium was already received, where its `pay` leads (出函中 / 待寄送) with a paid offline
// pay log row. From there it follows its type's machine like any other order. The order log's
// creation row names the console account that entered it (docs/state-machines.md, "Order entry").
import {
  COMPANY_AUTH_STATUS,
  companyAddOrder,
  findTransition,
  letterMachine,
  orderStatusText,
} from '@bht/api-client/contract';
import { effectiveRate } from '@bht/validators';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { enterprises, ensureCompanies } from '../../db/schema';
import { AppError, conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { companyOperator } from '../company-orders/company-operator';
import { companyOrderDetail } from '../company-orders/order-detail';
import {
  assertProjectOpen,
  findLiveOrder,
  findProject,
  lockApplication,
} from '../letters/application-rules';
import { insertOrder } from '../orders/order-transitions';
import { newOrderSn } from '../orders/order-view';
import { writeOfflineAttempt } from '../payments/pay-logs';
import { enterpriseByCreditCode } from './find-enterprise';
import type { NewOrder, EnterpriseRow, ProjectRow } from '../../db/rows';
import type { Tx } from '../../db/client';

type AddOrderInput = z.output<typeof companyAddOrder.request>;

/** The creation row's note in the order log. */
export const ENTERED_NOTE = '担保机构录入订单';
export const NEW_ENTERPRISE_NAME = '新企业请填写企业名称';
export const NEW_ENTERPRISE_LEGAL_PERSON = '新企业请填写法定代表人';
export const COMPANY_NOT_AUTHENTICATED = '本机构尚未通过机构认证，暂不能录入订单';

/**
 * The enterprise with the credit code, or a new one from the licence data entered (field errors when
 * it is missing). A known enterprise keeps its own name and legal representative. Two entries of the
 * same new code at once: the second insert yields to the first (unique credit code) and reads it.
 */
async function findOrCreateEnterprise(tx: Tx, input: AddOrderInput): Promise<EnterpriseRow> {
  const known = await enterpriseByCreditCode(tx, input.credit_code);
  if (known) return known;
  const fields: Record<string, string> = {};
  if (input.enterprise_name.length < 2) fields.enterprise_name = NEW_ENTERPRISE_NAME;
  if (input.legal_person.length < 2) fields.legal_person = NEW_ENTERPRISE_LEGAL_PERSON;
  const [first] = Object.values(fields);
  if (first) throw new AppError(first, { status: 400, fields });
  const [created] = await tx
    .insert(enterprises)
    .values({
      name: input.enterprise_name,
      creditCode: input.credit_code,
      legalPerson: input.legal_person,
      contactName: input.contact_name,
      contactMobile: input.contact_mobile,
    })
    .onConflictDoNothing({ target: enterprises.creditCode })
    .returning();
  return created ?? (await enterpriseByCreditCode(tx, input.credit_code))!;
}

/** The status an entered order starts at: past review (待支付), or past payment when it was received. */
const startStatus = (input: AddOrderInput) =>
  findTransition(input.type, input.paid ? 'pay' : 'approve')!.to;

/** A paper letter's receiving address, snapshotted on the order; e-letters have none. */
function receiver(input: AddOrderInput): Partial<NewOrder> {
  if (letterMachine(input.type).delivery !== 'mail') return {};
  return {
    receiverName: input.receiver_name,
    receiverMobile: input.receiver_mobile,
    receiverAddress: input.receiver_address,
  };
}

function enteredOrder(
  input: AddOrderInput,
  p: {
    enterprise: EnterpriseRow;
    project: ProjectRow;
    company: { id: number; name: string };
    accountId: number;
    now: Date;
  },
): Omit<NewOrder, 'status'> {
  return {
    sn: newOrderSn(p.now),
    type: input.type,
    enterpriseId: p.enterprise.id,
    // No enterprise account applied; the console account that entered it is recorded instead.
    accountId: null,
    enteredBy: p.accountId,
    ensureCompanyId: p.company.id,
    projectId: p.project.id,
    projectName: p.project.name,
    enterpriseName: p.enterprise.name,
    ensureCompanyName: p.company.name,
    bidBondAmount: p.project.bidBondAmount,
    // The rate the agreed premium amounts to (exact, capped at what numeric(6,4) holds), as a fixed premium band records it.
    premiumRate: effectiveRate(input.premium, p.project.bidBondAmount),
    premium: input.premium,
    contactName: input.contact_name,
    contactMobile: input.contact_mobile,
    remark: input.remark,
    ...receiver(input),
    ...(input.paid ? { payMethod: 'offline', payTime: p.now } : {}),
  };
}

export const companyAddOrderHandler = implement(
  companyAddOrder,
  async (input, { db, config, caller }) => {
    const project = await findProject(db, input.project_id);
    assertProjectOpen(project, input.type);
    const [company] = await db
      .select({
        id: ensureCompanies.id,
        name: ensureCompanies.name,
        authStatus: ensureCompanies.authStatus,
      })
      .from(ensureCompanies)
      .where(eq(ensureCompanies.id, caller.companyId))
      .limit(1);
    if (!company) throw new Error(`console account ${caller.accountId} lost its company`);
    // Like an online application, an order is only taken by an authenticated guarantor.
    if (company.authStatus !== COMPANY_AUTH_STATUS.approved)
      throw conflict(COMPANY_NOT_AUTHENTICATED);
    const operator = await companyOperator(db, caller);
    const now = new Date();

    const order = await db.transaction(async (tx) => {
      const enterprise = await findOrCreateEnterprise(tx, input);
      // One live bid letter per enterprise and project, as for applications (the same lock and check).
      await lockApplication(tx, enterprise.id, project.id);
      const live = await findLiveOrder(tx, enterprise.id, project.id);
      if (live)
        throw conflict(
          `该企业在此项目已有${orderStatusText(live.status)}的${letterMachine(live.type).label}订单（订单号 ${live.sn}），不能重复录入`,
        );
      const created = await insertOrder(
        tx,
        enteredOrder(input, { enterprise, project, company, accountId: caller.accountId, now }),
        operator,
        ENTERED_NOTE,
        startStatus(input),
      );
      if (input.paid)
        await writeOfflineAttempt(
          tx,
          created,
          'paid',
          `担保机构录入订单时已线下收款（${operator.name}）`,
        );
      return created;
    });
    return companyOrderDetail({ db, config }, order, caller);
  },
);
