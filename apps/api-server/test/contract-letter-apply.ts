// Performance (履约) and wage (农民工工资) letter orders for the enterprise-side tests, made as the
// enterprise makes them, through HTTP (contract-letter-fixtures.ts makes them through the order
// service for the console's tests): an awarded project of the test's own, the family's addLetter
// with attachments the caller uploaded, the family's two signing steps. The other parties' steps go
// through the one order service (advanceOrder: the guarantor's approval) and a signed payment
// callback (2 → 3), as for the other families.
import {
  performanceAddLetter,
  performanceConfirmSign,
  performancePrepareSign,
  performanceSendSignCode,
  workerAddLetter,
  workerConfirmSign,
  workerPrepareSign,
  workerSendSignCode,
} from '@bht/api-client/contract';
import { advanceOrder } from './company-order-fixtures';
import { addAwardedProject, EMPLOYER, LABOUR_AUTHORITY } from './contract-letter-fixtures';
import {
  companyIdByName,
  data,
  daysFromNow,
  signContract,
  type SigningPaths,
} from './order-fixtures';
import { payByCallback } from './paper-fixtures';
import { call } from './session-client';
import type { TestApp } from './test-app';
import { samplePdf, upload } from './upload-helpers';
import { todayInChina } from '../src/time/china-time';

export type ContractType = 'performance' | 'worker';

export const CONTRACT_SIGNING: Record<ContractType, SigningPaths> = {
  performance: {
    prepare: performancePrepareSign.path,
    sendCode: performanceSendSignCode.path,
    confirm: performanceConfirmSign.path,
  },
  worker: {
    prepare: workerPrepareSign.path,
    sendCode: workerSendSignCode.path,
    confirm: workerConfirmSign.path,
  },
};

export const ADD_PATH: Record<ContractType, string> = {
  performance: performanceAddLetter.path,
  worker: workerAddLetter.path,
};

/** The seeded guarantor offering neither type. */
export const NO_CONTRACT_LETTERS = '南京银行股份有限公司';

/** `n` days from today in Beijing, YYYY-MM-DD. */
export const dayFromToday = (n: number) => todayInChina(daysFromNow(n));

/** An awarded project of the test's own: contract price 10 000 000, completion in 400 days (tender closed long ago). */
export const awardedProject = (
  t: TestApp,
  overrides: Parameters<typeof addAwardedProject>[1] = {},
) =>
  addAwardedProject(t, {
    contractPrice: '10000000.00',
    startDate: dayFromToday(30),
    completionDate: dayFromToday(400),
    ...overrides,
  });

/** A file the caller uploaded (scene other): its stored path. */
export async function uploadedFile(
  t: TestApp,
  token: string,
  name = 'contract.pdf',
): Promise<string> {
  const res = await upload(t.app, { name, bytes: samplePdf(), scene: 'other', token });
  if (res.json().code !== 1) throw new Error(`upload failed: ${res.body}`);
  return res.json().data.url as string;
}

export interface ContractOptions {
  projectId?: number;
  companyId?: number;
  /** Form fields replacing the defaults (a field set to undefined is left out). */
  fields?: Record<string, string | undefined>;
}

const compact = (fields: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );

/** The family's addLetter form, with defaults filled in (attachments uploaded by `token`). */
export async function contractForm(
  t: TestApp,
  token: string,
  type: ContractType,
  options: ContractOptions = {},
): Promise<Record<string, string>> {
  const common = {
    project_id: String(options.projectId ?? (await awardedProject(t)).id),
    ensure_company_id: String(options.companyId ?? (await companyIdByName(t))),
    valid_from: dayFromToday(1),
    valid_to: dayFromToday(430),
    contact_name: '王建国',
    contact_mobile: '13800000001',
  };
  const own =
    type === 'performance'
      ? {
          amount: '500000',
          beneficiary: EMPLOYER,
          beneficiary_address: '测试市人民路 1 号',
          contract_file: await uploadedFile(t, token),
          award_notice_file: await uploadedFile(t, token, 'notice.pdf'),
        }
      : { contract_price: '10000000.00', wage_share: '2.5', beneficiary: LABOUR_AUTHORITY };
  return compact({ ...common, ...own, ...options.fields });
}

export interface Applied {
  order_id: number;
  order_sn: string;
  status: number;
  premium: string;
}

/** Applies through the family's addLetter; the order is at 0 (待签约). */
export async function applyContractLetter(
  t: TestApp,
  token: string,
  type: ContractType,
  options: ContractOptions = {},
): Promise<Applied> {
  return data<Applied>(
    await call(t.app, ADD_PATH[type], token, await contractForm(t, token, type, options)),
    `${type}.addLetter`,
  );
}

export type ContractStatus = 0 | 1 | 2 | 3;

/** An order of the caller's at `status`: applied and signed through HTTP, approved, paid by callback. */
export async function contractLetterAt(
  t: TestApp,
  token: string,
  type: ContractType,
  status: ContractStatus,
  options: ContractOptions = {},
): Promise<string> {
  const { order_sn } = await applyContractLetter(t, token, type, options);
  if (status >= 1) await signContract(t, token, order_sn, CONTRACT_SIGNING[type]);
  if (status >= 2) await advanceOrder(t, order_sn, 2);
  if (status >= 3) await payByCallback(t, order_sn);
  return order_sn;
}
