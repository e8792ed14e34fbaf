// User service agreement, privacy policy (public, shown at registration) and the contract
// templates signed during authentication and letter applications, stored in `settings`.
import { getContract, getUserSecretRule, getUserServiceRule } from '@bht/api-client/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { DOCUMENT_KEYS } from '../../db/seed-documents';
import { notFound } from '../../http/app-error';
import { implement } from '../../http/implement';

const storedDocumentSchema = z.object({
  title: z.string(),
  version: z.string(),
  content: z.string(),
});

function parseStored(value: string) {
  try {
    return storedDocumentSchema.parse(JSON.parse(value));
  } catch {
    return undefined;
  }
}

async function readDocument(db: Db, key: string) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  const document = row ? parseStored(row.value) : undefined;
  if (!document) throw notFound('该文档暂未发布，请联系客服');
  return document;
}

export const getUserServiceRuleHandler = implement(getUserServiceRule, async (_input, { db }) =>
  readDocument(db, DOCUMENT_KEYS.serviceRule),
);

export const getUserSecretRuleHandler = implement(getUserSecretRule, async (_input, { db }) =>
  readDocument(db, DOCUMENT_KEYS.privacyRule),
);

const CONTRACT_KEYS = {
  seal_authorization: DOCUMENT_KEYS.sealAuthorization,
  guarantee_entrustment: DOCUMENT_KEYS.guaranteeEntrustment,
  paper_entrustment: DOCUMENT_KEYS.paperEntrustment,
} as const;

export const getContractHandler = implement(getContract, async ({ type }, { db }) => ({
  type,
  ...(await readDocument(db, CONTRACT_KEYS[type])),
}));
