// The storage side every e-signature provider shares: the draft PDF stored and recorded as a
// pending signed_documents row (prepare), read back for signing, and the signed PDF stored next to
// it. Only how the signature is made differs between the sandbox and a vendor.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { signedDocuments } from '../../db/schema';
import type { FileStorage } from '../storage/file-storage';
import type { DocumentToSign, PreparedDocument } from './esign-provider';
import {
  findPendingDocument,
  voidPendingDocuments,
  type SignedDocumentRow,
} from './signed-documents';

const URL_PREFIX = '/uploads/';

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function storageKey(signId: string, variant: 'draft' | 'signed', now = new Date()) {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `esign/${now.getUTCFullYear()}/${month}/${signId}-${variant}.pdf`;
}

/** The storage key behind a stored document's URL (`/uploads/<key>`). */
export const keyOfUrl = (url: string) => url.slice(URL_PREFIX.length);

/** Stores the draft and records it pending for `provider`; the owner's earlier pending drafts of the kind become void. */
export async function recordDraft(
  db: Db,
  storage: FileStorage,
  provider: string,
  document: DocumentToSign,
): Promise<PreparedDocument> {
  const signId = randomBytes(16).toString('hex');
  const key = storageKey(signId, 'draft');
  await storage.put(key, Buffer.from(document.pdf), 'application/pdf');
  const draftUrl = URL_PREFIX + key;
  const digest = sha256(document.pdf);
  await db.transaction(async (tx) => {
    await voidPendingDocuments(tx, document);
    await tx.insert(signedDocuments).values({
      id: signId,
      kind: document.kind,
      ownerType: document.ownerType,
      ownerId: document.ownerId,
      signerMobile: document.signerMobile,
      draftUrl,
      draftDigest: digest,
      provider,
    });
  });
  return { signId, draftUrl, digest };
}

/** The pending document `signId` and its draft bytes; throws when either is gone. */
export async function readPendingDraft(
  db: Db,
  storage: FileStorage,
  signId: string,
): Promise<{ row: SignedDocumentRow; draft: Buffer }> {
  const row = await findPendingDocument(db, signId);
  const draft = row ? await storage.get(keyOfUrl(row.draftUrl)) : null;
  if (!row || !draft) throw new Error(`No pending draft for ${signId}`);
  return { row, draft };
}

/** Stores the signed PDF of `signId`; returns its URL. */
export async function storeSigned(
  storage: FileStorage,
  signId: string,
  bytes: Uint8Array,
  signedAt: Date,
): Promise<string> {
  const key = storageKey(signId, 'signed', signedAt);
  await storage.put(key, Buffer.from(bytes), 'application/pdf');
  return URL_PREFIX + key;
}
