// Our own rules over any OCR result (providers/ocr/ocr-field-checks.ts): codes failing their
// national check come back empty for the user to type, dates in one format, 长期 kept.
import { describe, expect, it } from 'vitest';
import {
  checkedBusinessLicense,
  checkedIdentityCard,
} from '../../src/providers/ocr/ocr-field-checks';
import type {
  BusinessLicenseFields,
  IdentityCardFields,
} from '../../src/providers/ocr/ocr-provider';

const LICENCE: BusinessLicenseFields = {
  name: '杭州橘子文化传媒有限公司',
  creditCode: '',
  legalPerson: '陈云平',
  address: '萧山区宁围街道泰宏巷40号联合中心北区',
  registeredCapital: '壹佰万元整',
  establishedDate: '',
  businessTerm: '',
};

const FRONT: IdentityCardFields = {
  side: 'front',
  name: '张三',
  idCard: '',
  address: '北京市朝阳区建设路1号',
  issuer: '',
  validPeriod: '',
};

describe('credit code (GB 32100)', () => {
  it.each([
    ['a valid code', '91350100M000100Y43', '91350100M000100Y43'],
    ['spaces and lower case tidied', ' 91350100m000100y43 ', '91350100M000100Y43'],
    ["Aliyun's own documented sample, failing its check character", '913301095U78M2HC4A', ''],
    ['one character misread', '91350100M000100Y44', ''],
    ['a letter outside the code set (O)', '91350100M0O0100Y43', ''],
    ['too short', '91350100M000100Y4', ''],
    ['not read at all', '', ''],
  ])('%s', (_, read, shown) => {
    expect(checkedBusinessLicense({ ...LICENCE, creditCode: read }).creditCode).toBe(shown);
  });
});

describe('licence dates', () => {
  it.each([
    ['2017年01月04日', '2017-01-04'],
    ['2017年1月4日', '2017-01-04'],
    ['20170104', '2017-01-04'],
    ['2017.01.04', '2017-01-04'],
    ['2017/1/4', '2017-01-04'],
    ['2017-02-30', ''],
    ['不详', ''],
  ])('established %s reads %s', (read, shown) => {
    expect(checkedBusinessLicense({ ...LICENCE, establishedDate: read }).establishedDate).toBe(
      shown,
    );
  });

  it.each([
    ['2017年01月04日至长期', '2017-01-04 至 长期'],
    ['2017年01月04日至2047年01月03日', '2017-01-04 至 2047-01-03'],
    ['20170104 至 长期有效', '2017-01-04 至 长期'],
    ['2017-01-04-2047-01-03', '2017-01-04 至 2047-01-03'],
    ['2017年01月04日至', ''],
  ])('business term %s reads %s', (read, shown) => {
    expect(checkedBusinessLicense({ ...LICENCE, businessTerm: read }).businessTerm).toBe(shown);
  });
});

describe('ID number (GB 11643)', () => {
  it.each([
    ['a valid number', '11010519491231002X', '11010519491231002X'],
    ['a lower-case x tidied', '11010519491231002x', '11010519491231002X'],
    ["Aliyun's own documented sample, failing its check character", '371002200610020000', ''],
    ['an impossible birth date', '11010519491331002X', ''],
    ['a birth date in the future', '11010529991231002X', ''],
    ['too short', '1101051949123100', ''],
  ])('%s', (_, read, shown) => {
    expect(checkedIdentityCard({ ...FRONT, idCard: read }).idCard).toBe(shown);
  });

  it('keeps the validity in the card’s dotted form, 长期 included', () => {
    const back = (validPeriod: string) =>
      checkedIdentityCard({ ...FRONT, side: 'back', validPeriod }).validPeriod;
    expect(back('2016.03.15-2036.03.15')).toBe('2016.03.15-2036.03.15');
    expect(back('20160315-20360315')).toBe('2016.03.15-2036.03.15');
    expect(back('2016.03.15-长期')).toBe('2016.03.15-长期');
    expect(back('2016.03.15-2036.13.15')).toBe('');
  });
});
