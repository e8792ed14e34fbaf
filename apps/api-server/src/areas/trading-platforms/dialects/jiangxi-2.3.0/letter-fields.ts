// The letter as 3.5 lgResultPush and 3.6 queryInfo describe it. `elogEncryptUrl` is the letter PDF
// under the `data` cipher with the platform's secret (the one 3.5's call is encrypted with), raw
// bytes, stored beside the letter and linked like it for 30 days.
import type { OrderRow } from '../../../../db/rows';
import { UPLOADS_PREFIX } from '../../../../http/file-links';
import { sm4EncryptBytes } from '@bht/national-crypto';
import type { OutboundContext, OpenPlatform } from '../../dialect';
import { dataCipher } from './codec';
import { chinaDateTime, money } from './fields';
import type { JiangxiSettings } from './settings';

/** The guide asks for links valid 30 natural days at least. */
export const LINK_DAYS = 30;

/** Days of the letter's validity, the first and the last day both counted (3.5 insureDay). */
export function insureDays(validFrom: string, validTo: string): number {
  const day = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;
  return day(validTo) - day(validFrom) + 1;
}

export const guarantorCreditCode = (settings: JiangxiSettings, order: OrderRow) =>
  settings.guarantorCreditCodes[String(order.ensureCompanyId)] ?? '';

/** Where the encrypted copy of an order's letter is stored (one per platform and order). */
export const encryptedLetterKey = (platform: OpenPlatform, order: OrderRow) =>
  `trading-platforms/p${platform.row.id}/${order.sn}-encrypted.bin`;

/** Stores the encrypted copy of the letter (again: the same bytes) and returns both links. */
export async function letterLinks(
  files: Pick<OutboundContext, 'storage' | 'publicFileUrl'>,
  platform: OpenPlatform,
  order: OrderRow,
  settings: JiangxiSettings,
) {
  if (!order.letterUrl) throw new Error(`order ${order.sn} has no letter`);
  const letterKey = order.letterUrl.slice(UPLOADS_PREFIX.length).split('?')[0] ?? '';
  const letter = await files.storage.get(letterKey);
  if (!letter) throw new Error(`letter file of order ${order.sn} is missing`);
  const encryptedKey = encryptedLetterKey(platform, order);
  await files.storage.put(
    encryptedKey,
    sm4EncryptBytes(letter, dataCipher(platform.outboundSecret, settings)),
    'application/octet-stream',
  );
  return {
    elogUrl: files.publicFileUrl(letterKey, LINK_DAYS),
    elogEncryptUrl: files.publicFileUrl(encryptedKey, LINK_DAYS),
  };
}

/** 3.5's fields of an issued letter (the links given). */
export function letterFields(
  order: OrderRow,
  settings: JiangxiSettings,
  links: { elogUrl: string; elogEncryptUrl: string },
) {
  const validFrom = order.validFrom ?? '';
  const validTo = order.validTo ?? '';
  return {
    orderNo: order.platformApplyNo ?? '',
    elogNo: order.letterNo ?? '',
    insuranceName: order.ensureCompanyName,
    insuranceCreditCode: guarantorCreditCode(settings, order),
    elogOutDate: chinaDateTime(order.issuedAt),
    elogUrl: links.elogUrl,
    elogEncryptUrl: links.elogEncryptUrl,
    tenderDeposit: money(order.bidBondAmount),
    insureStartDate: validFrom ? `${validFrom} 00:00:00` : '',
    insureEndDate: validTo ? `${validTo} 23:59:59` : '',
    insureDay: validFrom && validTo ? insureDays(validFrom, validTo) : 0,
    validateCode: order.verifyCode ?? '',
  };
}
