// /api/index/getPreserveCategoryAll and getCaseCategoryAll (public): both category trees as flat
// lists, each row with its parent (0 at the top), in their display order; and the caller's courts
// by area and name (getCourtList, jigou).
import {
  companyGetCourtList,
  getCaseCategoryAll,
  getPreserveCategoryAll,
} from '@bht/api-client/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areas, courts, preservationCategories } from '../../db/schema';
import { implement } from '../../http/implement';
import { keywordCondition } from '../../db/conditions';

export type CategoryKind = 'preserve' | 'case';

/** Most courts a search answers (a city has a dozen; the whole list a few hundred). */
const MAX_COURTS = 200;

const categoriesOf = (db: Db, kind: CategoryKind) =>
  db
    .select({
      id: preservationCategories.id,
      name: preservationCategories.name,
      parent_id: preservationCategories.parentId,
      sort: preservationCategories.sort,
    })
    .from(preservationCategories)
    .where(eq(preservationCategories.kind, kind))
    .orderBy(
      asc(preservationCategories.parentId),
      asc(preservationCategories.sort),
      asc(preservationCategories.id),
    );

export const getPreserveCategoryAllHandler = implement(
  getPreserveCategoryAll,
  async (_input, { db }) => categoriesOf(db, 'preserve'),
);
export const getCaseCategoryAllHandler = implement(getCaseCategoryAll, async (_input, { db }) =>
  categoriesOf(db, 'case'),
);

export const getCourtListHandler = implement(
  companyGetCourtList,
  async ({ area_id, keyword }, { db }) =>
    db
      .select({ id: courts.id, name: courts.name, area_id: courts.areaId, area_name: areas.name })
      .from(courts)
      .innerJoin(areas, eq(areas.id, courts.areaId))
      .where(
        and(
          area_id ? eq(courts.areaId, area_id) : undefined,
          keywordCondition(keyword, [courts.name]),
        ),
      )
      .orderBy(asc(courts.areaId), asc(courts.id))
      .limit(MAX_COURTS),
);
