// Format rules from spec §5. Every function accepts `unknown` so it can guard raw form or
// request input; anything that is not a string fails (numbers are not phone numbers).
// Patterns are anchored and free of nested quantifiers, so long input cannot backtrack badly.

const MOBILE = /^1[3-9]\d{9}$/;
const ID_CARD = /^(\d{15}|\d{17}[\dXx])$/;
// Area code 4-5 digits (leading 0 included, e.g. 0755), hyphen, 7-8 digit number; further
// numbers separated by commas, each with a 2-3 digit area code (spec §5, read literally).
const LANDLINE = /^\d{4,5}-\d{7,8}(,\d{2,3}-\d{7,8})*$/;
const BANK_ACCOUNT = /^[1-9](\d{15}|\d{18})$/;
// A company's settlement account (对公账户: 基本户, 一般户): banks number them with 8 to 32 digits
// (招商 12 or 15, 工商 19, 建设 20, 农业 15 or 17…), some with a leading 0.
const CORPORATE_ACCOUNT = /^\d{8,32}$/;
// E-mail as mail servers take it (RFC 5321 dot-atom, ASCII only): the local part is atoms of
// letters, digits and !#$%&'*+/=?^_`{|}~- joined by single dots; the domain is host-name labels
// (letters, digits, inner hyphens, at most 63 characters) ending in a top-level domain of
// letters or an `xn--` one. Quoted local parts and address literals (`a@[127.0.0.1]`) are refused.
const EMAIL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
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

/** A company's bank account (对公账户), 8 to 32 digits: `1502201009300012345` → true; `1502 2010`, `12345` → false. */
export const isCorporateAccount = (value: unknown): boolean =>
  matches(CORPORATE_ACCOUNT, value, 32);

/** E-mail a mail server takes: `zhang.san@163.com`, `cw@company.com.cn` → true; `a@b`, `a..b@c.cn` → false. */
export function isEmail(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= 64 &&
    local.split('.').every((atom) => EMAIL_ATOM.test(atom)) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!)
  );
}

/** Letters, digits or spaces, 3-12 characters. */
export const isShortText = (value: unknown): boolean => matches(SHORT_TEXT, value, 12);

/** External link: starts with `http:`, `https:`, `mailto:` or `tel:`. */
export const isExternalLink = (value: unknown): boolean => matches(EXTERNAL_LINK, value, 2048);

/** Converts ASCII parentheses to full-width ones, as enterprise names are stored: `a(b)` → `a（b）`. */
export function toFullWidthParens(value: string): string {
  return value.replace(/\(/g, '（').replace(/\)/g, '）');
}
