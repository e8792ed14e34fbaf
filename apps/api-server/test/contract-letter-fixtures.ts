// Performance (履约保函) and wage (农民工工资保函) orders for the console desk tests, made through the
// one order service as company-order-fixtures.ts makes e-letter ones: a project of the test's own
// with an awarded contract, an order carrying the letter terms the application would have stored
// (contract price, beneficiary, wage share, custom wording, validity as applied), then sign,
// approve and an online payment. The desk's own calls are then made through HTTP.
import type { LetterType } from '@bht/api-client/contract';
import { wageAmount } from '@bht/validators';
import { eq } from 'drizzle-orm';
import { newApplication } from '../src/areas/letters/add-letter';
import { insertOrder } from '../src/areas/orders/order-transitions';
import { companyLetterRates, projects } from '../src/db/schema';
import { advanceOrder, orderParties, type OrderOptions } from './company-order-fixtures';
import { addProject } from './order-fixtures';
import type { TestApp } from './test-app';
import type { NewOrder } from '../src/db/rows';

export type ContractLetterType = Extract<LetterType, 'performance' | 'worker'>;

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86400_000).toISOString().slice(0, 10);

export const EMPLOYER = '测试市城市建设投资集团有限公司';
export const LABOUR_AUTHORITY = '测试市人力资源和社会保障局';

/** A project of the test's own with an awarded contract (合同价 ¥8,000,000.00). */
export const addAwardedProject = (t: TestApp, overrides: Parameters<typeof addProject>[1] = {}) =>
  addProject(t, {
    contractPrice: '8000000.00',
    employer: EMPLOYER,
    winner: '江苏省建筑工程集团有限公司',
    startDate: isoDay(-30),
    completionDate: isoDay(300),
    bidOpenTime: new Date(Date.now() - 60 * 86400_000),
    deadline: new Date(Date.now() - 61 * 86400_000),
    ...overrides,
  });

/** The terms each type's application stores (orders' letter-terms columns) unless told otherwise. */
export function defaultTerms(type: ContractLetterType): Partial<NewOrder> {
  const validity = { validFrom: isoDay(0), validTo: isoDay(365) };
  if (type === 'performance')
    return {
      ...validity,
      bidBondAmount: '400000.00',
      contractPrice: '8000000.00',
      beneficiary: EMPLOYER,
      beneficiaryCreditCode: '91320100MA1XXXXX0Y',
      beneficiaryAddress: '测试市建设路 1 号',
      contractFile: null,
      awardNoticeFile: null,
    };
  return {
    ...validity,
    bidBondAmount: wageAmount('8000000.00', '2.50'),
    contractPrice: '8000000.00',
    beneficiary: LABOUR_AUTHORITY,
    beneficiaryCreditCode: '',
    beneficiaryAddress: '测试市人民路 88 号',
    wageShare: '2.50',
    wordingRequest: '',
  };
}

/** The premium terms fixture orders are priced on (0.80 %, minimum ¥500). */
const FIXTURE_RATE = { premiumRate: '0.0080', minPremium: '500.00', bands: [] };

/** Makes the guarantor offer `type` (a company_letter_rates row: 0.80 %, minimum ¥500). */
export async function offerType(
  t: TestApp,
  companyId: number,
  type: ContractLetterType,
  premiumRate = '0.0080',
  minPremium = '500.00',
) {
  await t.database.db
    .insert(companyLetterRates)
    .values({ companyId, letterType: type, premiumRate, minPremium })
    .onConflictDoUpdate({
      target: [companyLetterRates.companyId, companyLetterRates.letterType],
      set: { premiumRate, minPremium },
    });
}

export interface ContractOrderOptions extends OrderOptions {
  /** Columns the application would have stored, over defaultTerms(type). */
  terms?: Partial<NewOrder>;
  projectId?: number;
}

/** A new performance or wage order at 0 (待签约) with its letter terms. */
export async function createContractOrder(
  t: TestApp,
  type: ContractLetterType,
  { terms = {}, projectId, ...parties }: ContractOrderOptions = {},
) {
  const { db } = t.database;
  const { account, enterprise, company, applicant, contact } = await orderParties(t, parties);
  const project =
    projectId === undefined
      ? await addAwardedProject(t)
      : (await db.select().from(projects).where(eq(projects.id, projectId)))[0]!;
  const stored = { ...defaultTerms(type), ...terms };
  // Priced as the application prices it, on the fixture's rate (whatever the guarantor's row says).
  const values = newApplication({
    type,
    enterprise,
    accountId: account.id,
    company,
    project,
    contact,
    amount: stored.bidBondAmount!,
    terms: FIXTURE_RATE,
  });
  return db.transaction((tx) => insertOrder(tx, { ...values, ...stored }, applicant));
}

/** A new performance or wage order at `status` (0 to 3, 3 paid online). */
export async function contractOrderAt(
  t: TestApp,
  type: ContractLetterType,
  status: 0 | 1 | 2 | 3,
  options: ContractOrderOptions = {},
): Promise<string> {
  const { sn } = await createContractOrder(t, type, options);
  if (status > 0) await advanceOrder(t, sn, status as 1 | 2 | 3);
  return sn;
}
