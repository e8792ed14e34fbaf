// A guarantee company as the contract shows it (ensureCompanySchema), with its type and area names.
import type { ensureCompanySchema } from '@bht/api-client/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { areas, companyTypes, ensureCompanies } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { toFlag } from '../../http/wire-format';
import type { LinkFile } from '../../http/file-links';

export type CompanyView = z.output<typeof ensureCompanySchema>;
type CompanyRow = typeof ensureCompanies.$inferSelect;

/** The company as shown, its logo through `link` (public for logos uploaded as such, docs/files.md). */
export function toCompanyView(
  row: CompanyRow,
  typeName: string,
  areaName: string,
  link: LinkFile,
): CompanyView {
  return {
    id: row.id,
    name: row.name,
    type_id: row.typeId,
    type_name: typeName,
    area_id: row.areaId,
    area_name: areaName,
    logo: link(row.logo),
    intro: row.intro,
    status: toFlag(row.status),
  };
}

/** Companies with their type and area names, filtered by `where`, ordered by id. */
export async function selectCompanies(db: Db, where?: SQL) {
  return db
    .select({ company: ensureCompanies, typeName: companyTypes.name, areaName: areas.name })
    .from(ensureCompanies)
    .innerJoin(companyTypes, eq(companyTypes.id, ensureCompanies.typeId))
    .innerJoin(areas, eq(areas.id, ensureCompanies.areaId))
    .where(where)
    .orderBy(ensureCompanies.id);
}

export async function loadCompany(db: Db, companyId: number) {
  const [row] = await selectCompanies(db, eq(ensureCompanies.id, companyId));
  if (!row) throw notFound('机构不存在');
  return row;
}
