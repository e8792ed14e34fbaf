// The guarantor's surrender desk (退保, console /ordermang/expiretime): requests on its own letters
// by status tab with counts, one request with its log (处理记录), and the decision (decide-surrender.ts).
import {
  companyExpireTime,
  companyGetSurrenderDetail,
  companyGetSurrenderList,
  companyGetSurrenderLog,
  SURRENDER_MACHINE,
} from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { decideSurrender } from './decide-surrender';
import { recordLogOf } from '../records/record-log';
import { findSurrender, listSurrenders, surrenderView } from './surrender-records';
import { companyTenant } from '../orders/tenant-scope';

const scopeOf = companyTenant;

export const getSurrenderListHandler = implement(
  companyGetSurrenderList,
  async (input, { db, caller, config }) =>
    listSurrenders(db, scopeOf(caller), input, fileLinks(config)),
);

export const getSurrenderDetailHandler = implement(
  companyGetSurrenderDetail,
  async ({ id }, { db, caller, config }) =>
    surrenderView(db, scopeOf(caller), id, fileLinks(config)),
);

export const getSurrenderLogHandler = implement(
  companyGetSurrenderLog,
  async ({ id }, { db, caller }) => {
    await findSurrender(db, scopeOf(caller), id);
    return recordLogOf(db, SURRENDER_MACHINE, id);
  },
);

export const expireTimeHandler = implement(companyExpireTime, async (input, ctx) => {
  await decideSurrender(ctx, input);
  return surrenderView(ctx.db, scopeOf(ctx.caller), input.id, fileLinks(ctx.config));
});
