// Our own rules over what any OCR provider read (vendor or sandbox): the areas pass every result
// through here before the user sees it. A credit code failing GB 32100 or an ID number failing
// GB 11643 (check character, birth date) is unreadable, never trusted, so it comes back empty for
// the user to type; dates come back in one format whatever the vendor printed; 长期 stays 长期.
import { isResidentIdCard, isUnifiedSocialCreditCode } from '@bht/validators';
import type { BusinessLicenseFields, IdentityCardFields } from './ocr-provider';

const OPEN_ENDED = /^(长期|长期有效|永久)$/;
// A date as vendors print it: 2017年01月04日, 2017年1月4日, 2017-01-04, 2017.01.04, 2017/1/4, 20170104.
const DATE = /(\d{4})(?:年|[-./]?)(\d{1,2})(?:月|[-./]?)(\d{1,2})日?/;

const compact = (value: string) => value.replace(/\s+/g, '');

/** The date's parts when it is a real calendar day, else undefined. */
function dateParts(value: string): [string, string, string] | undefined {
  const match = new RegExp(`^${DATE.source}$`).exec(compact(value));
  if (!match) return undefined;
  const [, y = '', m = '', d = ''] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return [y, m.padStart(2, '0'), d.padStart(2, '0')];
}

/** YYYY-MM-DD, or '' when the text is no date. */
export function normalisedDate(value: string, separator = '-'): string {
  return dateParts(value)?.join(separator) ?? '';
}

/** `from` and `to` of a period printed as "A 至 B", "A-B", "A~B" (either end may be 长期). */
function periodEnds(value: string): [string, string] | undefined {
  const text = compact(value);
  const dated = new RegExp(`^(${DATE.source})(?:至|-|~|－|—)(${DATE.source}|长期有效|长期|永久)$`);
  const match = dated.exec(text);
  return match ? [match[1] ?? '', match[5] ?? ''] : undefined;
}

function normalisedPeriod(value: string, separator: string, joiner: string): string {
  const ends = periodEnds(value);
  if (!ends) return '';
  const from = normalisedDate(ends[0], separator);
  const to = OPEN_ENDED.test(ends[1]) ? '长期' : normalisedDate(ends[1], separator);
  return from && to ? `${from}${joiner}${to}` : '';
}

export function checkedBusinessLicense(fields: BusinessLicenseFields): BusinessLicenseFields {
  const creditCode = compact(fields.creditCode).toUpperCase();
  return {
    ...fields,
    creditCode: isUnifiedSocialCreditCode(creditCode) ? creditCode : '',
    establishedDate: normalisedDate(fields.establishedDate),
    businessTerm: normalisedPeriod(fields.businessTerm, '-', ' 至 '),
  };
}

/** ID validity keeps the card's own dotted form (`2016.03.15-2036.03.15`, `2016.03.15-长期`). */
export function checkedIdentityCard(fields: IdentityCardFields): IdentityCardFields {
  const idCard = compact(fields.idCard).toUpperCase();
  return {
    ...fields,
    idCard: idCard && isResidentIdCard(idCard) ? idCard : '',
    validPeriod: normalisedPeriod(fields.validPeriod, '.', '-'),
  };
}
