// GET /api/ensure_company/getInfo: the caller's account and its company (spec §3 userinfo fields).
import { companyGetInfo } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { toFlag, toUnixSeconds } from '../../http/wire-format';
import { unreadCount } from '../messages/inbox';
import { fileLinks } from '../../http/file-links';
import { requireCompanyAccount } from './company-accounts';
import { loadCompany, toCompanyView } from './company-view';

export const companyGetInfoHandler = implement(
  companyGetInfo,
  async (_input, { db, config, caller }) => {
    const [account, { company, typeName, areaName }, unread] = await Promise.all([
      requireCompanyAccount(db, caller.accountId),
      loadCompany(db, caller.companyId),
      unreadCount(db, caller),
    ]);
    const link = fileLinks(config);
    return {
      account: {
        id: account.id,
        account: account.account,
        name: account.name,
        mobile: account.mobile,
        auth_json: account.authJson,
        is_reset_password: toFlag(account.isResetPassword),
        last_login_time: account.lastLoginAt ? toUnixSeconds(account.lastLoginAt) : null,
      },
      company: {
        ...toCompanyView(company, typeName, areaName, link),
        contact: company.contact,
        tel: company.tel,
        address: company.address,
        seal_image: link(company.sealImage),
        pay_config_enabled: toFlag(company.payConfigEnabled),
        auth_status: company.authStatus,
      },
      // The top bar's red dot (docs/messages.md).
      wait_read_message: unread,
    };
  },
);
