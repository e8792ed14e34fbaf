// POST /api/index/getEnsureCompanyFiles (public): a guarantor's public documents, only what it
// published: the sample letter (样函) today (docs/issuing-config.md). Private files go out as
// short-lived signed links like every response.
import { getEnsureCompanyFiles, ISSUING_CONFIG_ITEMS } from '@bht/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { ensureCompanies, issuingConfigVersions } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';
import { fileLinks } from '../../http/file-links';

/** The items anyone may see once published. */
const PUBLIC_KEYS = ['sample_letter'] as const;

export const getEnsureCompanyFilesHandler = implement(
  getEnsureCompanyFiles,
  async ({ ensure_company_id }, { db, config }) => {
    const [company] = await db
      .select({ id: ensureCompanies.id })
      .from(ensureCompanies)
      .where(eq(ensureCompanies.id, ensure_company_id))
      .limit(1);
    if (!company) throw notFound('担保机构不存在');
    const rows = await db
      .select({ key: issuingConfigVersions.key, fileUrl: issuingConfigVersions.fileUrl })
      .from(issuingConfigVersions)
      .where(
        and(
          eq(issuingConfigVersions.ensureCompanyId, company.id),
          eq(issuingConfigVersions.isPublished, true),
        ),
      );
    const link = fileLinks(config);
    return PUBLIC_KEYS.flatMap((key) => {
      const row = rows.find((r) => r.key === key);
      return row?.fileUrl
        ? [{ key, name: ISSUING_CONFIG_ITEMS[key].name, url: link(row.fileUrl) }]
        : [];
    });
  },
);
