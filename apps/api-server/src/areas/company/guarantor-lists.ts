// Public reference lists from the seeded tables: guarantor types, areas, the guarantors of an area,
// and the guarantors offered for a project with the premium each would charge. Only companies
// that are authenticated (auth_status 2) and accepting orders (status 1) are offered.
import { getAreaList, getCompanyList, getListByArea, getTypeList } from '@bht/api-client/contract';
import type { LetterType } from '@bht/api-client/contract';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { areas, companyLetterRates, companyTypes, ensureCompanies, projects } from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { fileLinks } from '../uploads/file-links';
import { isOpen } from '../projects/project-view';
import { selectCompanies, toCompanyView } from './company-view';
import { computePremium, type PremiumTerms } from './premium';
import { COMPANY_AUTH_STATUS } from './reset-auth';

const offered = (...filters: Array<SQL | undefined>) =>
  and(eq(ensureCompanies.status, 1), eq(ensureCompanies.authStatus, COMPANY_AUTH_STATUS.approved), ...filters);

export const getTypeListHandler = implement(getTypeList, async (_input, { db }) =>
  db.select({ id: companyTypes.id, name: companyTypes.name }).from(companyTypes).orderBy(companyTypes.id),
);

export const getAreaListHandler = implement(getAreaList, async (_input, { db }) =>
  db.select({ id: areas.id, name: areas.name, parent_id: areas.parentId }).from(areas).orderBy(areas.id),
);

export const getListByAreaHandler = implement(getListByArea, async ({ area_id }, { db, config }) => {
  const rows = await selectCompanies(db, offered(eq(ensureCompanies.areaId, area_id)));
  const link = fileLinks(config);
  return rows.map((r) => toCompanyView(r.company, r.typeName, r.areaName, link));
});

/**
 * The guarantors offered for `project` (authenticated, accepting orders, optionally of a type / area)
 * with the premium each would charge for its bid bond. Every letter type's guarantor step uses it.
 */
export async function guarantorOffers(db: Db, config: Config, project: typeof projects.$inferSelect, filters: { type_id?: number; area_id?: number } = {}) {
  const rows = await selectCompanies(
    db,
    offered(filters.type_id === undefined ? undefined : eq(ensureCompanies.typeId, filters.type_id), filters.area_id === undefined ? undefined : eq(ensureCompanies.areaId, filters.area_id)),
  );
  const link = fileLinks(config);
  return rows.map((r) => offerOf(r, link, r.company, project.bidBondAmount));
}

/** A guarantor as offered: its terms for the letter type and the premium they give for `amount` (the minimum without one). */
function offerOf(r: Awaited<ReturnType<typeof selectCompanies>>[number], link: ReturnType<typeof fileLinks>, terms: PremiumTerms, amount: string | undefined) {
  return {
    ...toCompanyView(r.company, r.typeName, r.areaName, link),
    premium_rate: terms.premiumRate,
    min_premium: terms.minPremium,
    premium: amount === undefined ? terms.minPremium : computePremium(amount, terms.premiumRate, terms.minPremium),
  };
}

/**
 * The guarantors offering letters of `type` (performance, worker: those with terms for it in
 * company_letter_rates, authenticated and accepting orders), with those terms and the premium for
 * `amount`, or their minimum premium when no amount is given yet.
 */
export async function letterTypeOffers(db: Db, config: Config, type: LetterType, amount?: string) {
  const rates = await db.select().from(companyLetterRates).where(eq(companyLetterRates.letterType, type));
  if (rates.length === 0) return [];
  const rows = await selectCompanies(db, offered(inArray(ensureCompanies.id, rates.map((rate) => rate.companyId))));
  const link = fileLinks(config);
  return rows.map((r) => offerOf(r, link, rates.find((rate) => rate.companyId === r.company.id)!, amount));
}

export const getCompanyListHandler = implement(getCompanyList, async ({ project_id, type_id, area_id }, { db, config }) => {
  const [project] = await db.select().from(projects).where(eq(projects.id, project_id)).limit(1);
  if (!project) throw notFound('项目不存在');
  if (!isOpen(project)) throw new AppError('该项目已截止保函申请');
  return guarantorOffers(db, config, project, { type_id, area_id });
});
