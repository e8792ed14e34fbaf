// The signed_documents rows every e-signature provider shares.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signedDocuments } from '../../db/schema';
import type { SignedDocument } from './esign-provider';

export type SignedDocumentRow = typeof signedDocuments.$inferSelect;

/** Document `signId` while it is still pending (and, when `owner` is given, belongs to it), or null. */
export async function findPendingDocument(
  db: Db,
  signId: string,
  owner?: { ownerType: string; ownerId: number; kind: string },
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

/** Marks the pending document signed; false when it was no longer pending (signed concurrently or voided). */
export async function completeSignature(db: Db, signId: string, signed: SignedDocument): Promise<boolean> {
  const rows = await db
    .update(signedDocuments)
    .set({ status: 'signed', signedUrl: signed.signedUrl, digest: signed.digest, signature: signed.signature, signedAt: signed.signedAt })
    .where(and(eq(signedDocuments.id, signId), eq(signedDocuments.status, 'pending')))
    .returning({ id: signedDocuments.id });
  return rows.length === 1;
}

/** Voids the owner's pending drafts of `kind` (the data they were made from changed). */
export async function voidPendingDocuments(db: Db, owner: { ownerType: string; ownerId: number; kind: string }): Promise<void> {
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
