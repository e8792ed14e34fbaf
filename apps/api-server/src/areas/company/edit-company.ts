// POST /api/ensure_company/edit (permission jigou): the caller's own company only; the company
// id always comes from the session, never from the request.
import { companyEdit } from '@bht/api-client/contract';
import { and, eq, ne } from 'drizzle-orm';
import { ensureCompanies } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { conflict } from '../../http/app-error';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';
import { assertCompanyFile } from './company-files';
import { loadCompany, toCompanyView } from './company-view';

const nameTaken = () => conflict('该机构名称已存在', { name: '该机构名称已存在' });

export const companyEditHandler = implement(companyEdit, async (input, { db, config, caller }) => {
  const { company: current, typeName, areaName } = await loadCompany(db, caller.companyId);
  const [sameName] = await db
    .select({ id: ensureCompanies.id })
    .from(ensureCompanies)
    .where(and(eq(ensureCompanies.name, input.name), ne(ensureCompanies.id, caller.companyId)))
    .limit(1);
  if (sameName) throw nameTaken();
  await assertCompanyFile(db, caller, 'logo', input.logo, current.logo);
  await assertCompanyFile(db, caller, 'seal_image', input.seal_image, current.sealImage);

  try {
    // The type and area do not change here, so their names from the load above still hold.
    const [company] = await db
      .update(ensureCompanies)
      .set({
        name: input.name,
        contact: input.contact,
        tel: input.tel,
        address: input.address,
        intro: input.intro,
        logo: input.logo,
        sealImage: input.seal_image,
      })
      .where(eq(ensureCompanies.id, caller.companyId))
      .returning();
    return toCompanyView(company!, typeName, areaName, fileLinks(config));
  } catch (error) {
    // Two companies renaming to the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
});
