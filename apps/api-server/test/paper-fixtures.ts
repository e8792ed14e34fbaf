// Paper letter orders (纸质投标保函) for the enterprise-side tests, made as the enterprise makes them,
// through HTTP: a project of the test's own that accepts paper, /api/paper_letter/add with an entry
// of the caller's address book, the paper family's two signing steps. The other parties' steps go
// through the one order service as they would: the guarantor's approval (advanceOrder), the
// payment by a signed channel callback (2 → 10), the mailing with courier and tracking number.
import {
  addressAdd,
  addressGetList,
  paperAdd,
  paperConfirmSign,
  paperPrepareSign,
  paperSendSignCode,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { transitionOrder, type Operator } from '../src/areas/orders/order-transitions';
import { orders } from '../src/db/schema';
import { advanceOrder } from './company-order-fixtures';
import {
  addProject,
  companyIdByName,
  data,
  signContract,
  type SigningPaths,
} from './order-fixtures';
import { notification, postNotification } from './payments-helpers';
import { call } from './session-client';
import type { TestApp } from './test-app';

export const PAPER_SIGNING: SigningPaths = {
  prepare: paperPrepareSign.path,
  sendCode: paperSendSignCode.path,
  confirm: paperConfirmSign.path,
};

/** A project of the test's own that accepts paper letters (open unless `overrides` say otherwise). */
export const paperProject = (t: TestApp, overrides: Parameters<typeof addProject>[1] = {}) =>
  addProject(t, { acceptsPaper: true, ...overrides });

export interface AddressFields {
  name?: string;
  mobile?: string;
  region?: string;
  address?: string;
  is_default?: '0' | '1';
}

/** Adds an entry to the caller's address book through HTTP; returns it as answered. */
export async function addAddress(t: TestApp, token: string, fields: AddressFields = {}) {
  const form = {
    name: '李收件',
    mobile: '13900001111',
    region: '江苏省 南京市 建邺区',
    address: '江东中路 100 号 3 楼',
    ...fields,
  };
  return data<{
    id: number;
    name: string;
    mobile: string;
    region: string;
    address: string;
    is_default: 0 | 1;
  }>(await call(t.app, addressAdd.path, token, form), 'address/add');
}

/** The caller's address book as /api/address/getList answers it (default first). */
export async function addressBook(t: TestApp, token: string) {
  return data<Array<{ id: number; name: string; is_default: 0 | 1 }>>(
    await call(t.app, addressGetList.path, token),
    'address/getList',
  );
}

export interface PaperOptions {
  projectId?: number;
  companyId?: number;
  /** Default: the caller's default address, or a new entry when the book is empty. */
  addressId?: number;
}

/** The /api/paper_letter/add form for `options`, with defaults filled in. */
export async function paperForm(
  t: TestApp,
  token: string,
  options: PaperOptions = {},
): Promise<Record<string, string>> {
  const addressId =
    options.addressId ?? (await addressBook(t, token))[0]?.id ?? (await addAddress(t, token)).id;
  return {
    project_id: String(options.projectId ?? (await paperProject(t)).id),
    ensure_company_id: String(options.companyId ?? (await companyIdByName(t))),
    contact_name: '王建国',
    contact_mobile: '13800000001',
    receiver_address_id: String(addressId),
  };
}

/** Applies through /api/paper_letter/add; the order is at 0 (待签约). */
export async function applyPaper(t: TestApp, token: string, options: PaperOptions = {}) {
  return data<{ order_id: number; order_sn: string; status: number; premium: string }>(
    await call(t.app, paperAdd.path, token, await paperForm(t, token, options)),
    'paper_letter/add',
  );
}

const COURIER: Operator = {
  type: 'ensure_company',
  id: null,
  name: '测试寄件员',
  permissions: new Set(['*']),
};

/** The guarantor mails the original (10 → 11) with a courier and tracking number, as its desk records it. */
export async function mailPaper(t: TestApp, sn: string) {
  const [order] = await t.database.db.select().from(orders).where(eq(orders.sn, sn));
  await transitionOrder(t.database.db, {
    sn,
    scope: { companyId: order!.ensureCompanyId },
    operator: COURIER,
    action: 'mail',
    set: () => ({ courierCompany: '顺丰速运', trackingNo: 'SF1234567890', mailedOn: '2026-11-20' }),
  });
}

/** Pays order `sn` (at 2) by a signed WeChat channel callback, as the sandbox provider would. */
export async function payByCallback(t: TestApp, sn: string) {
  const res = await postNotification(t, await notification(t, sn));
  if (res.statusCode !== 200) throw new Error(`pay callback failed: ${res.body}`);
}

export type PaperStatus = 0 | 1 | 2 | 10 | 11;

/** A paper order of the caller's at `status`: applied and signed through HTTP, approved, paid by callback, mailed. */
export async function paperAt(
  t: TestApp,
  token: string,
  status: PaperStatus,
  options: PaperOptions = {},
): Promise<string> {
  const { order_sn } = await applyPaper(t, token, options);
  if (status >= 1) await signContract(t, token, order_sn, PAPER_SIGNING);
  if (status >= 2) await advanceOrder(t, order_sn, 2);
  if (status >= 10) await payByCallback(t, order_sn);
  if (status >= 11) await mailPaper(t, order_sn);
  return order_sn;
}
