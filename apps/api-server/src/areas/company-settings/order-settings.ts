// The /config/pay switches (docs/settings.md): accepting orders (setStatus: a paused company is not
// offered and refuses applications, findAcceptingCompany), online payment (togglePayConfig: GET
// reads, POST sets; off, the pay calls refuse online channels, requireOnlinePayAccount) and the
// hours after which the unpaid-order job cancels an order left unpaid.
import {
  companyGetOrderSettings,
  companySetStatus,
  companySetUnpaidExpiry,
  companyTogglePayConfig,
} from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ensureCompanies } from '../../db/schema';
import { fieldError, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { toFlag } from '../../http/wire-format';

const settingsColumns = {
  status: ensureCompanies.status,
  payConfigEnabled: ensureCompanies.payConfigEnabled,
  unpaidExpireHours: ensureCompanies.unpaidExpireHours,
};

/** Sets `changes` (none: reads) on the caller's company and answers its settings. */
async function orderSettings(
  db: Db,
  companyId: number,
  changes?: Partial<typeof ensureCompanies.$inferInsert>,
) {
  const where = eq(ensureCompanies.id, companyId);
  const [row] = changes
    ? await db
        .update(ensureCompanies)
        .set({ ...changes, updatedAt: new Date() })
        .where(where)
        .returning(settingsColumns)
    : await db.select(settingsColumns).from(ensureCompanies).where(where).limit(1);
  if (!row) throw notFound('机构不存在');
  return {
    status: toFlag(row.status),
    pay_config_enabled: toFlag(row.payConfigEnabled),
    unpaid_expire_hours: row.unpaidExpireHours,
  };
}

export const getOrderSettingsHandler = implement(
  companyGetOrderSettings,
  async (_input, { db, caller }) => orderSettings(db, caller.companyId),
);

export const setStatusHandler = implement(companySetStatus, async ({ status }, { db, caller }) =>
  orderSettings(db, caller.companyId, { status }),
);

export const togglePayConfigHandler = implement(
  companyTogglePayConfig,
  async ({ enabled }, { db, caller, request }) => {
    if (request.method === 'GET') return orderSettings(db, caller.companyId);
    if (enabled === undefined) throw fieldError('enabled', '请选择是否开启在线支付');
    return orderSettings(db, caller.companyId, { payConfigEnabled: enabled });
  },
);

export const setUnpaidExpiryHandler = implement(
  companySetUnpaidExpiry,
  async ({ hours }, { db, caller }) =>
    orderSettings(db, caller.companyId, { unpaidExpireHours: hours }),
);

export const orderSettingsHandlers = [
  getOrderSettingsHandler,
  setStatusHandler,
  togglePayConfigHandler,
  setUnpaidExpiryHandler,
];
