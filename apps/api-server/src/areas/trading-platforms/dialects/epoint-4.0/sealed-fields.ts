// Until bid opening (4.6 baohanrestore) the bid section, its name and the tenderer arrive as
// ciphertext under a key only the platform holds: the order keeps them as received and shows the
// placeholder; the section number's ciphertext keys the project so every bidder of one section
// lands on the same project. At opening the platform sends the key and they are decrypted here.
import { sm3Hex, sm4DecryptText } from '@bht/national-crypto';
import { z } from 'zod';
import type { BidOpening } from '../../platform-actions';
import { DialectRefusal } from '../../dialect';
import { creditCode, text } from './payload-fields';
import type { EpointSettings } from './settings';

export { SEALED } from '../../../issuing/bid-secrecy';

/** projects.platform_key holds 64 characters: a longer ciphertext is keyed by its SM3 (hex). */
export const sealedProjectKey = (biaoduanno: string) =>
  biaoduanno.length <= 64 ? biaoduanno : sm3Hex(biaoduanno);

export const WRONG_KEY = '解密失败：开标密钥无法解开项目信息';

/** The key as 32 hex digits (16 bytes), else its UTF-8 bytes, which must then be 16. */
function keyBytes(key: string): Buffer {
  const bytes = /^[0-9a-fA-F]{32}$/.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'utf8');
  if (bytes.length !== 16) throw new DialectRefusal('refused', WRONG_KEY);
  return bytes;
}

/** The plaintexts as our columns hold them, each named as the platform names it. */
const restoredFields = z.object({
  biaoduanno: text('biaoduanno', 128),
  biaoduanname: text('biaoduanname', 256),
  zbr: text('zbr', 256),
  zbrorgnum: creditCode('zbrorgnum').optional(),
});

/**
 * The sealed fields decrypted with the opening's key (SM4-ECB, PKCS#7, in the settings' encoding)
 * and checked: a wrong key fails padding or yields text that is not the fields, both refused with
 * WRONG_KEY before anything is stored.
 */
export function openSealedFields(
  sealed: Record<string, string>,
  key: string,
  settings: EpointSettings,
): Omit<BidOpening, 'openedAt'> {
  const options = {
    mode: 'ecb',
    padding: 'pkcs7',
    key: keyBytes(key),
    encoding: settings.sealedFields.encoding,
  } as const;
  const plain: Record<string, string> = {};
  for (const [name, ciphertext] of Object.entries(sealed)) {
    try {
      plain[name] = sm4DecryptText(ciphertext, options);
    } catch {
      throw new DialectRefusal('refused', WRONG_KEY);
    }
    // A wrong key that happens to leave valid padding leaves bytes that are not UTF-8 text.
    if (plain[name]!.includes('\uFFFD')) throw new DialectRefusal('refused', WRONG_KEY);
  }
  const parsed = restoredFields.safeParse(plain);
  if (!parsed.success)
    throw new DialectRefusal(
      'refused',
      `还原的项目信息不合格式：${parsed.error.issues[0]!.message}`,
    );
  const fields = parsed.data;
  return {
    project: {
      number: fields.biaoduanno,
      name: fields.biaoduanname,
      bidSection: fields.biaoduanno,
      tenderUnit: fields.zbr,
    },
    beneficiary: { name: fields.zbr, creditCode: fields.zbrorgnum },
  };
}
