// Aliyun OCR answers (`Data`, a JSON string) read into our fields, as the vendor printed them; the
// checks and date formats are ocr-field-checks.ts's job. Shapes from the API pages' examples:
// licence https://help.aliyun.com/en/ocr/developer-reference/api-recognizebusinesslicense
// ({data: {creditCode, companyName, legalPerson, businessAddress, registeredCapital,
// RegistrationDate, validPeriod, validFromDate, validToDate, …}}), ID card
// https://help.aliyun.com/en/ocr/developer-reference/api-recognizeidcard
// ({data: {face: {data: {name, idNumber, address, …}}, back: {data: {issueAuthority, validPeriod}}}}).
import { fieldError } from '../../http/app-error';
import type { BusinessLicenseFields, IdCardSide, IdentityCardFields } from './ocr-provider';

type Fields = Record<string, unknown>;

const text = (fields: Fields | undefined, name: string) => {
  const value = fields?.[name];
  return typeof value === 'string' ? value.trim() : '';
};

const object = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null ? (value as Fields) : undefined;

/** `Data`'s inner `data` object, or undefined when `Data` is not the documented JSON. */
export function innerData(data: unknown): Fields | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    return object(object(JSON.parse(data))?.data);
  } catch {
    return undefined;
  }
}

/** Aliyun writes an open-ended licence's end as 长期 in validPeriod and 29991231 in validToDate. */
function businessTerm(data: Fields): string {
  const period = text(data, 'validPeriod');
  if (period) return period;
  const from = text(data, 'validFromDate');
  const to = text(data, 'validToDate');
  if (!from) return '';
  return `${from} 至 ${to === '29991231' ? '长期' : to}`;
}

export function businessLicenseOf(data: Fields): BusinessLicenseFields {
  return {
    name: text(data, 'companyName'),
    creditCode: text(data, 'creditCode'),
    legalPerson: text(data, 'legalPerson'),
    address: text(data, 'businessAddress'),
    registeredCapital: text(data, 'registeredCapital'),
    establishedDate: text(data, 'RegistrationDate'),
    businessTerm: businessTerm(data),
  };
}

const SIDE_NAMES = { front: ['face', '人像面'], back: ['back', '国徽面'] } as const;

/** The side asked for; an image without it is the user's to fix, like any other bad upload. */
export function identityCardOf(data: Fields, side: IdCardSide): IdentityCardFields {
  const [key, label] = SIDE_NAMES[side];
  const fields = object(object(data[key])?.data);
  if (!fields) throw fieldError('image', `图片中没有身份证${label}，请上传身份证${label}照片`);
  return {
    side,
    name: text(fields, 'name'),
    idCard: text(fields, 'idNumber'),
    address: text(fields, 'address'),
    issuer: text(fields, 'issueAuthority'),
    validPeriod: text(fields, 'validPeriod'),
  };
}
