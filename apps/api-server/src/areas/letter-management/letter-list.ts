// /api/ensure_company/getLetterList (保函管理 正常履约 / 履约终止): letters the caller's company gave to
// enterprises, in force or ended (LETTER_STAGE_FILTERS), of every letter type or one, searched by
// order number, letter number, project or enterprise and by issue date (China time). The page is
// found by the order lists' machinery (order-pages.ts: index branches per status), then its letters
// are read with their after-issue columns by id.
import { companyGetLetterList } from '@bht/api-client/contract';
import { and } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { forbidden } from '../../http/app-error';
import { hasPermission } from '../../http/auth-context';
import { implement } from '../../http/implement';
import { LETTER_STAGE_FILTERS } from '../order-lists/company-stages';
import {
  dateRangeCondition,
  keywordCondition,
  validityCondition,
} from '../order-lists/order-filters';
import { readOrderPage } from '../order-lists/order-pages';
import { readLetterRecords } from './letter-records';

export const getLetterListHandler = implement(
  companyGetLetterList,
  async ({ page, limit, stage, type, keyword, start_date, end_date }, { db, caller }) => {
    if (!hasPermission(caller.permissions, stage)) throw forbidden(`没有「${stage}」权限`);
    const { statuses, validity } = LETTER_STAGE_FILTERS[stage];
    const { rows, total } = await readOrderPage(db, {
      owner: { type: 'c', id: caller.companyId },
      letterType: type ?? null,
      statuses,
      filter: and(
        keywordCondition(keyword, [
          orders.sn,
          orders.letterNo,
          orders.projectName,
          orders.enterpriseName,
        ]),
        dateRangeCondition(orders.issuedAt, start_date, end_date),
        validityCondition(validity),
      )!,
      limit,
      offset: (page - 1) * limit,
    });
    return {
      list: await readLetterRecords(
        db,
        rows.map((row) => row.id),
      ),
      total,
      page,
      limit,
    };
  },
);
