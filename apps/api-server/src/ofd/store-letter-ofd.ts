// The OFD copy of a sealed e-letter, stored beside its PDF: sealed with the guarantor's SM2
// credential (sm2-credentials.ts) and recorded on the order by its path, SHA-256 and SM3.
import { createHash } from 'node:crypto';
import type { Config } from '../config';
import { sm3Hex } from '@bht/national-crypto';
import type { Db } from '../db/client';
import { newGeneratedKey, UPLOADS_PREFIX } from '../http/file-links';
import type { Providers } from '../providers';
import type { LetterData } from '../areas/issuing/letter-pdf';
import { sealedLetterOfd } from './sealed-ofd';
import { ofdSealingFor } from './sm2-credentials';

export const OFD_MIME = 'application/ofd';

export interface StoredLetterOfd {
  /** Storage key, for deleting it again when the transition fails. */
  key: string;
  letterOfdUrl: string;
  letterOfdSha256: string;
  letterOfdSm3: string;
}

export async function storeLetterOfd(
  { db, providers, config }: { db: Db; providers: Providers; config: Config },
  letter: LetterData,
  guarantorId: number,
): Promise<StoredLetterOfd> {
  const sealing = await ofdSealingFor({ db, config }, { id: guarantorId, name: letter.guarantor });
  const bytes = await sealedLetterOfd(letter, sealing);
  const key = newGeneratedKey('letters', letter.sealedAt, 'ofd');
  await providers.storage.put(key, bytes, OFD_MIME);
  return {
    key,
    letterOfdUrl: UPLOADS_PREFIX + key,
    letterOfdSha256: createHash('sha256').update(bytes).digest('hex'),
    letterOfdSm3: sm3Hex(bytes),
  };
}
