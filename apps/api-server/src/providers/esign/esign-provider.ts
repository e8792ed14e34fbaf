// Electronic signatures. Signing is two-step (spec §4): `prepare` registers the unsigned PDF
// (the caller then sends the signer an SMS code), `sign` produces the signed PDF once the caller
// has checked that code. A real vendor is one more file implementing this interface
// (tsign-esign-provider.ts for e签宝); the signed_documents row is the same for every provider.
export interface DocumentToSign {
  /** What the document is, e.g. 'seal_authorization'. */
  kind: string;
  ownerType: 'enterprise' | 'ensure_company';
  ownerId: number;
  signerMobile: string;
  pdf: Uint8Array;
}

export interface PreparedDocument {
  /** signed_documents.id, handed to the client as sign_id. */
  signId: string;
  draftUrl: string;
  /** sha256 (hex) of the unsigned PDF. */
  digest: string;
}

export interface SignedDocument {
  signedUrl: string;
  /** sha256 (hex) of the signed PDF bytes. */
  digest: string;
  /** The provider's signature over the digest. */
  signature: string;
  signedAt: Date;
  bytes: Uint8Array;
}

/** What a signature is checked against: the signed_documents row. */
export interface SignatureRecord {
  id: string;
  digest: string | null;
  signature: string | null;
}

export interface ESignProvider {
  /** 'sandbox' or the vendor's name; stored with each document. */
  readonly name: string;
  /** Stores the draft and records it as pending; earlier pending drafts of the same owner and kind become void. */
  prepare(document: DocumentToSign): Promise<PreparedDocument>;
  /**
   * Signs the pending draft `signId` (the sandbox adds a signature page, a vendor its seal),
   * stores the signed PDF and returns its digest and signature. Changes no state: the caller
   * records it (completeSignature) in the same transaction as its own state change.
   */
  sign(request: { signId: string; signerName: string; signedAt: Date }): Promise<SignedDocument>;
  /** True when `bytes` are exactly the document signed in `record` and the signature is ours. */
  verifySignedDocument(bytes: Uint8Array, record: SignatureRecord): boolean;
}
