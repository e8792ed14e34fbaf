// Stricter checks the server applies on top of the spec's format rules.

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** ISO 7064 MOD 11-2 check character for the first 17 digits of a resident ID (GB 11643-1999). */
export function residentIdCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK_CHARS[sum % 11] ?? '';
}

/**
 * Resident ID card (GB 11643-1999): 18 characters, a plausible region (first digit 1-8),
 * a real birth date (YYYYMMDD, from 1900, not in the future) and the MOD 11-2 check character.
 */
export function isResidentIdCard(value: unknown, today: Date = new Date()): boolean {
  if (typeof value !== 'string' || !/^[1-8]\d{16}[\dXx]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  const validDate =
    year >= 1900 &&
    birth.getUTCFullYear() === year &&
    birth.getUTCMonth() === month - 1 &&
    birth.getUTCDate() === day &&
    birth.getTime() <= today.getTime();
  return validDate && residentIdCheckChar(value.slice(0, 17)) === value[17]?.toUpperCase();
}

// GB 32100-2015 code set: digits and upper-case letters without I, O, Z, S, V.
const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
// GB 11714 organisation-code check digit (positions 9-17 of the credit code).
const ORG_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/** Check character (position 18) of a unified social credit code from its first 17 characters. */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1)
    sum += USCC_CHARS.indexOf(first17[i] ?? '') * (USCC_WEIGHTS[i] ?? 0);
  return USCC_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

/** GB 11714 check character (position 9) of an organisation code from its first 8 characters. */
export function organisationCodeCheckChar(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += ORG_CHARS.indexOf(first8[i] ?? '') * (ORG_WEIGHTS[i] ?? 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

function organisationCodeValid(code9: string): boolean {
  return code9[8] === organisationCodeCheckChar(code9);
}

/**
 * Unified social credit code (GB 32100-2015): 18 characters from the code set; a registering
 * authority (1-9, A-G, Y) and type code; the organisation code (positions 9-17) with its own
 * GB 11714 check digit; and the final MOD 31 check character.
 */
export function isUnifiedSocialCreditCode(value: unknown): boolean {
  if (typeof value !== 'string' || value.length !== 18) return false;
  if (![...value].every((c) => USCC_CHARS.includes(c))) return false;
  if (!/^[1-9A-GY][1-59]/.test(value)) return false;
  if (!organisationCodeValid(value.slice(8, 17))) return false;
  return creditCodeCheckChar(value.slice(0, 17)) === value[17];
}
