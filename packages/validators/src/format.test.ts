import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, uploadIconType } from './format';

describe('formatMoney', () => {
  it.each<[unknown, string, boolean?]>([
    ['1234567.891', '1,234,567.89'],
    ['1234567.005', '1,234,567.01'],
    ['9.995', '10.00'],
    ['999999.999', '1,000,000.00'],
    ['0', '0.00'],
    ['000123', '123.00'],
    ['.5', '0.50'],
    ['12.', '12.00'],
    [1200, '1,200.00'],
    [0.1, '0.10'],
    [1200, '1,200', true],
    ['1200.5', '1,200.50', true],
    ['1200.001', '1,200', true],
    ['-12', '0'],
    ['1,200', '0'],
    ['12a', '0'],
    [' 12', '0'],
    ['1.2.3', '0'],
    ['', '0'],
    ['.', '0'],
    ['１２', '0'],
    [null, '0'],
    [undefined, '0'],
    [Number.NaN, '0'],
    [-5, '0'],
  ])('%j → %j', (input, output, dropZeroCents) =>
    expect(formatMoney(input, { dropZeroCents })).toBe(output),
  );

  it('round-trips: separators removed, the output is the input rounded half up to cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 999 }),
        (int, frac3) => {
          const input = `${int}.${String(frac3).padStart(3, '0')}`;
          const milli = int * 1000n + BigInt(frac3);
          const cents = (milli + 5n) / 10n;
          const expected = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
          expect(formatMoney(input).replace(/,/g, '')).toBe(expected);
        },
      ),
    );
  });

  it('gives 0 for any string with a character other than digits and a dot', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }).filter((s) => /[^\d.]/.test(s)),
        (a, bad) => {
          expect(formatMoney(a + bad)).toBe('0');
        },
      ),
    );
  });
});

describe('uploadIconType', () => {
  it.each([
    ['营业执照.jpg', 'jpg'],
    ['scan.JPEG', 'jpeg'],
    ['a.b.png', 'png'],
    ['方案.ppt', 'ppt'],
    ['方案.PPTX', 'pptx'],
    ['合同.pdf', 'pdf'],
    ['清单.xls', 'xls'],
    ['清单.xlsx', 'xlsx'],
    ['说明.docx', 'word'],
    ['archive.zip', 'word'],
    ['noextension', 'word'],
    ['', 'word'],
    ['folder.pdf/file', 'word'],
  ])('%j → %s', (name, icon) => expect(uploadIconType(name)).toBe(icon));
});
