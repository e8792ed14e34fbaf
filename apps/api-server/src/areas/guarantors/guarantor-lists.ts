// Public reference lists from the seeded tables: guarantor types, areas, the guarantors of an area,
// and the guarantors offered for a project with the premium each would charge. Only companies
// that are authenticated (auth_status 2) and accepting orders (status 1) are offered.
import {
  COMPANY_AUTH_STATUS,
  getAreaList,
  getCompanyList,
  getListByArea,
  getTypeList,
} from '@bht/api-client/contract';
import type { LetterType } from '@bht/api-client/contract';
import { priceSchedule } from '@bht/validators';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  areas,
  companyLetterRates,
  companyTypes,
  ensureCompanies,
  projects,
} from '../../db/schema';
import { AppError, notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { isOpen } from '../projects/project-view';
import { selectCompanies, toCompanyView } from '../company/company-view';
import { scheduleOf, type PremiumTerms } from '../company/premium';

const offered = (...filters: Array<SQL | undefined>) =>
  and(
    eq(ensureCompanies.status, 1),
    eq(ensureCompanies.authStatus, COMPANY_AUTH_STATUS.approved),
    ...filters,
  );

export const getTypeListHandler = implement(getTypeList, async (_input, { db }) =>
  db
    .select({ id: companyTypes.id, name: companyTypes.name })
    .from(companyTypes)
    .orderBy(companyTypes.id),
);

export const getAreaListHandler = implement(getAreaList, async (_input, { db }) =>
  db
    .select({ id: areas.id, name: areas.name, parent_id: areas.parentId })
    .from(areas)
    .orderBy(areas.id),
);

export const getListByAreaHandler = implement(
  getListByArea,
  async ({ area_id }, { db, config }) => {
    const rows = await selectCompanies(db, offered(eq(ensureCompanies.areaId, area_id)));
    const link = fileLinks(config);
    return rows.map((r) => toCompanyView(r.company, r.typeName, r.areaName, link));
  },
);

/**
 * The guarantors offering letters of `type` (authenticated, accepting orders, with an offered
 * schedule for the type in company_letter_rates, optionally of a guarantor type / area), with their
 * schedule's terms and the premium it gives for `amount` (the minimum while no amount is known).
 * Every letter type's guarantor step uses it.
 */
export async function guarantorOffers(
  db: Db,
  config: Config,
  type: LetterType,
  amount: string | undefined,
  filters: { type_id?: number; area_id?: number } = {},
) {
  const rates = await db
    .select()
    .from(companyLetterRates)
    .where(and(eq(companyLetterRates.letterType, type), eq(companyLetterRates.offered, 1)));
  if (rates.length === 0) return [];
  const rows = await selectCompanies(
    db,
    offered(
      inArray(
        ensureCompanies.id,
        rates.map((rate) => rate.companyId),
      ),
      filters.type_id === undefined ? undefined : eq(ensureCompanies.typeId, filters.type_id),
      filters.area_id === undefined ? undefined : eq(ensureCompanies.areaId, filters.area_id),
    ),
  );
  const link = fileLinks(config);
  return rows.map((r) =>
    offerOf(r, link, scheduleOf(rates.find((rate) => rate.companyId === r.company.id)!), amount),
  );
}

/** A guarantor as offered: the rate its schedule applies to `amount` (the base rate without one), its minimum and the premium. */
function offerOf(
  r: Awaited<ReturnType<typeof selectCompanies>>[number],
  link: ReturnType<typeof fileLinks>,
  terms: PremiumTerms,
  amount: string | undefined,
) {
  const price = amount === undefined ? null : priceSchedule(amount, terms);
  return {
    ...toCompanyView(r.company, r.typeName, r.areaName, link),
    premium_rate: price?.rate ?? terms.premiumRate,
    min_premium: terms.minPremium,
    premium: price?.premium ?? terms.minPremium,
  };
}

export const getCompanyListHandler = implement(
  getCompanyList,
  async ({ project_id, type_id, area_id }, { db, config }) => {
    const [project] = await db.select().from(projects).where(eq(projects.id, project_id)).limit(1);
    if (!project) throw notFound('项目不存在');
    if (!isOpen(project)) throw new AppError('该项目已截止保函申请');
    return guarantorOffers(db, config, 'bid_e', project.bidBondAmount, { type_id, area_id });
  },
);
