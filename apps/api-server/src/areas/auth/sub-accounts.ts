// Sub-accounts of the caller's enterprise, managed by its main account only.
import {
  addSubAccount,
  editSubAccount,
  getSubAccountList,
  type subAccountSchema,
} from '@bht/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../auth/password';
import { enterpriseAccounts } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict, forbidden, notFound } from '../../http/app-error';
import type { EnterpriseCaller } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { toFlag, toUnixSeconds } from '../../http/wire-format';
import { isMobileTaken, type EnterpriseAccountRow } from './enterprise-accounts';
import { normalizeSubAccountPermissions } from './sub-account-permissions';

const MOBILE_TAKEN = '该手机号已被其他账号使用';

function requireMaster(caller: EnterpriseCaller) {
  if (!caller.isMaster) throw forbidden('仅主账号可管理子账号');
}

/** Sub-accounts of the caller's enterprise (never its main account). */
const ofCallersEnterprise = (caller: EnterpriseCaller) =>
  and(eq(enterpriseAccounts.enterpriseId, caller.enterpriseId), eq(enterpriseAccounts.isMaster, 0));

function toSubAccount(row: EnterpriseAccountRow): z.output<typeof subAccountSchema> {
  return {
    id: row.id,
    account: row.mobile,
    name: row.name,
    auth_json: row.authJson,
    status: toFlag(row.status),
    last_login_time: row.lastLoginAt ? toUnixSeconds(row.lastLoginAt) : null,
    create_time: toUnixSeconds(row.createdAt),
  };
}

export const getSubAccountListHandler = implement(
  getSubAccountList,
  async (_input, { db, caller }) => {
    requireMaster(caller);
    const rows = await db
      .select()
      .from(enterpriseAccounts)
      .where(ofCallersEnterprise(caller))
      .orderBy(asc(enterpriseAccounts.id));
    return rows.map(toSubAccount);
  },
);

export const addSubAccountHandler = implement(
  addSubAccount,
  async ({ mobile, password, name, auth_json }, { db, caller }) => {
    requireMaster(caller);
    const authJson = normalizeSubAccountPermissions(auth_json);
    if (await isMobileTaken(db, mobile)) throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
    const passwordHash = await hashPassword(password);
    try {
      const [row] = await db
        .insert(enterpriseAccounts)
        // The main account chose the password: the sub-account must change it on first log-in.
        .values({
          enterpriseId: caller.enterpriseId,
          mobile,
          name,
          passwordHash,
          isMaster: 0,
          authJson,
          isResetPassword: 0,
        })
        .returning();
      return toSubAccount(row!);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MOBILE_TAKEN, { mobile: MOBILE_TAKEN });
      throw error;
    }
  },
);

export const editSubAccountHandler = implement(
  editSubAccount,
  async ({ id, name, auth_json, status }, { db, caller }) => {
    requireMaster(caller);
    const authJson = normalizeSubAccountPermissions(auth_json);
    const [row] = await db
      .update(enterpriseAccounts)
      .set({ name, authJson, ...(status === undefined ? {} : { status }) })
      .where(and(eq(enterpriseAccounts.id, id), ofCallersEnterprise(caller)))
      .returning();
    if (!row) throw notFound('子账号不存在');
    // Disabling also deletes the sub-account's sessions (a database trigger, drizzle/0008).
    return toSubAccount(row);
  },
);
