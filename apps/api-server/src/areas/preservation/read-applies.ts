// getApplyList and getApplyDetail: the caller's company's applications only.
import { companyGetApplyDetail, companyGetApplyList } from '@bht/api-client/contract';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { applyView, listApplies } from './apply-records';

export const getApplyListHandler = implement(
  companyGetApplyList,
  async (input, { db, config, caller }) =>
    listApplies(db, caller.companyId, input, fileLinks(config)),
);

export const getApplyDetailHandler = implement(
  companyGetApplyDetail,
  async ({ id }, { db, config, caller }) => applyView(db, caller.companyId, id, fileLinks(config)),
);
