// The signed_documents rows every e-signature provider shares.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signedDocuments } from '../../db/schema';
import type { PreparedDocument, SignedDocument } from './esign-provider';

export type SignedDocumentRow = typeof signedDocuments.$inferSelect;

/** Whose document it is and what it is (e.g. enterprise 7, 'seal_authorization'). */
export interface DraftOwner {
  ownerType: string;
  ownerId: number;
  kind: string;
}

/** Document `signId` while it is still pending (and, when `owner` is given, belongs to it), or null. */
export async function findPendingDocument(
  db: Db,
  signId: string,
  owner?: DraftOwner,
): Promise<SignedDocumentRow | null> {
  const [row] = await db
    .select()
    .from(signedDocuments)
    .where(
      and(
        eq(signedDocuments.id, signId),
        eq(signedDocuments.status, 'pending'),
        owner && eq(signedDocuments.ownerType, owner.ownerType),
        owner && eq(signedDocuments.ownerId, owner.ownerId),
        owner && eq(signedDocuments.kind, owner.kind),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * How long a pending draft is handed out again instead of a new one: preparing is idempotent, so
 * reopening a signing page shows the same document (and its code stays usable), while the date
 * and the data printed on a draft never grow older than this.
 */
const DRAFT_REUSE_SECONDS = 30 * 60;

/**
 * The owner's newest pending draft for `signerMobile` prepared within DRAFT_REUSE_SECONDS (only
 * `signId` when given), as prepare answered it; null when a new draft is needed.
 */
export async function findReusableDraft(
  db: Db,
  owner: DraftOwner,
  signerMobile: string,
  signId?: string | null,
): Promise<PreparedDocument | null> {
  if (signId === null) return null;
  const [row] = await db
    .select({
      id: signedDocuments.id,
      draftUrl: signedDocuments.draftUrl,
      draftDigest: signedDocuments.draftDigest,
    })
    .from(signedDocuments)
    .where(
      and(
        signId === undefined ? undefined : eq(signedDocuments.id, signId),
        eq(signedDocuments.ownerType, owner.ownerType),
        eq(signedDocuments.ownerId, owner.ownerId),
        eq(signedDocuments.kind, owner.kind),
        eq(signedDocuments.status, 'pending'),
        eq(signedDocuments.signerMobile, signerMobile),
        gt(signedDocuments.createdAt, new Date(Date.now() - DRAFT_REUSE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(signedDocuments.createdAt))
    .limit(1);
  return row?.draftDigest
    ? { signId: row.id, draftUrl: row.draftUrl, digest: row.draftDigest }
    : null;
}

/** Marks the pending document signed; false when it was no longer pending (signed concurrently or voided). */
export async function completeSignature(
  db: Db,
  signId: string,
  signed: SignedDocument,
): Promise<boolean> {
  const rows = await db
    .update(signedDocuments)
    .set({
      status: 'signed',
      signedUrl: signed.signedUrl,
      digest: signed.digest,
      signature: signed.signature,
      signedAt: signed.signedAt,
    })
    .where(and(eq(signedDocuments.id, signId), eq(signedDocuments.status, 'pending')))
    .returning({ id: signedDocuments.id });
  return rows.length === 1;
}

/** Voids the owner's pending drafts of `kind` (the data they were made from changed). */
export async function voidPendingDocuments(db: Db, owner: DraftOwner): Promise<void> {
  await db
    .update(signedDocuments)
    .set({ status: 'void' })
    .where(
      and(
        eq(signedDocuments.ownerType, owner.ownerType),
        eq(signedDocuments.ownerId, owner.ownerId),
        eq(signedDocuments.kind, owner.kind),
        eq(signedDocuments.status, 'pending'),
      ),
    );
}
