// The sandbox e-sign provider's digital signature on the documents it signs (contracts, seal
// authorisations): by the signing party's test certificate, issued by the same test CA as the
// guarantors' (a real e-sign vendor signs with the certificate it holds for the party instead).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ensureCompanies, enterprises } from '../db/schema';
import { signingCredential, type SigningContext } from './signing-credential';
import { signPdf } from './pdf-signer';

export interface SigningParty {
  kind: 'enterprise' | 'ensure_company';
  id: number;
}

async function partyName(db: Db, party: SigningParty): Promise<string> {
  const table = party.kind === 'enterprise' ? enterprises : ensureCompanies;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, party.id));
  if (!row) throw new Error(`no ${party.kind} ${party.id} to sign for`);
  return row.name;
}

export async function signDocumentPdf(
  context: SigningContext,
  document: { pdf: Uint8Array; party: SigningParty; reference: string; signedAt: Date },
): Promise<Buffer> {
  const { party } = document;
  const credential = await signingCredential(context, {
    ...party,
    name: await partyName(context.db, party),
  });
  return signPdf(
    document.pdf,
    credential,
    {
      reason: `Signed document ${document.reference}`,
      name: `${party.kind} ${party.id}`,
      contactInfo: '',
      location: 'CN',
    },
    document.signedAt,
  );
}
