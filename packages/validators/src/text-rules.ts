// Format rules from spec §5. Every function accepts `unknown` so it can guard raw form or
// request input; anything that is not a string fails (numbers are not phone numbers).
// Patterns are anchored and free of nested quantifiers, so long input cannot backtrack badly.

const MOBILE = /^1[3-9]\d{9}$/;
const ID_CARD = /^(\d{15}|\d{17}[\dXx])$/;
// Area code 4-5 digits (leading 0 included, e.g. 0755), hyphen, 7-8 digit number; further
// numbers separated by commas, each with a 2-3 digit area code (spec §5, read literally).
const LANDLINE = /^\d{4,5}-\d{7,8}(,\d{2,3}-\d{7,8})*$/;
const BANK_ACCOUNT = /^[1-9](\d{15}|\d{18})$/;
const EMAIL = /^[A-Za-z0-9][\w-]*@[A-Za-z0-9]+\.[A-Za-z]{2,4}$/;
const SHORT_TEXT = /^[A-Za-z0-9 ]{3,12}$/;
const EXTERNAL_LINK = /^(https?:|mailto:|tel:)/;

const matches = (pattern: RegExp, value: unknown, maxLength: number): boolean =>
  typeof value === 'string' && value.length <= maxLength && pattern.test(value);

/** Mainland mobile number: 1, then 3-9, then 9 digits (11 digits). `isMobile('13800138000')` → true. */
export const isMobile = (value: unknown): boolean => matches(MOBILE, value, 11);

/** ID-card number, loose format only: 15 digits, 18 digits, or 17 digits + X/x. See `isResidentIdCard` for the checksum. */
export const isIdCard = (value: unknown): boolean => matches(ID_CARD, value, 18);

/** Landline: `0755-12345678`, optionally `,010-1234567` more numbers. */
export const isLandline = (value: unknown): boolean => matches(LANDLINE, value, 200);

/** Bank account: first digit 1-9 followed by 15 or 18 digits (16 or 19 digits in all). */
export const isBankAccount = (value: unknown): boolean => matches(BANK_ACCOUNT, value, 19);

/** E-mail: letter or digit first, word characters or hyphens, @, alphanumeric domain, dot, 2-4 letters. */
export const isEmail = (value: unknown): boolean => matches(EMAIL, value, 254);

/** Letters, digits or spaces, 3-12 characters. */
export const isShortText = (value: unknown): boolean => matches(SHORT_TEXT, value, 12);

/** External link: starts with `http:`, `https:`, `mailto:` or `tel:`. */
export const isExternalLink = (value: unknown): boolean => matches(EXTERNAL_LINK, value, 2048);

/** Converts ASCII parentheses to full-width ones, as enterprise names are stored: `a(b)` → `a（b）`. */
export function toFullWidthParens(value: string): string {
  return value.replace(/\(/g, '（').replace(/\)/g, '）');
}
