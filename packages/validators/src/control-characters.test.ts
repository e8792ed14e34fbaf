import { describe, expect, it } from 'vitest';
import {
  controlCharacterMessage,
  controlCharacterPaths,
  hasControlCharacters,
} from './control-characters';

describe('hasControlCharacters', () => {
  const controls = [
    ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
    '\u007f',
  ];
  const lineBreaks = ['\t', '\n', '\r'];

  it.each(controls.filter((c) => !lineBreaks.includes(c)).map((c) => [c.charCodeAt(0)]))(
    'refuses U+%i in any text',
    (code) => {
      const c = String.fromCharCode(code);
      for (const text of [c, `a${c}b`, `账号${c}`]) {
        expect(hasControlCharacters(text)).toBe(true);
        expect(hasControlCharacters(text, { singleLine: true })).toBe(true);
      }
    },
  );

  it.each(lineBreaks.map((c) => [JSON.stringify(c), c]))(
    'allows %s in multi-line text, refuses it in single-line text',
    (_name, c) => {
      expect(hasControlCharacters(`第一行${c}第二行`)).toBe(false);
      expect(hasControlCharacters(`第一行${c}第二行`, { singleLine: true })).toBe(true);
    },
  );

  it.each([
    '',
    'abc',
    '江苏信达担保',
    '😀 emoji',
    "'; drop table orders; --",
    '<script>alert(1)</script>',
    '\u0080\u00a0\u200b\u2028',
    'x'.repeat(100_000),
  ])('allows %j', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
    expect(hasControlCharacters(text, { singleLine: true })).toBe(false);
  });
});

describe('controlCharacterPaths', () => {
  it.each([
    ['a\u0000b', [[]]],
    ['a\nb', []],
    [{ account: 'a\u0000b', password: 'ok' }, [['account']]],
    [
      { list: ['ok', 'x\u001b'], nested: { note: 'a\u007f' } },
      [
        ['list', 1],
        ['nested', 'note'],
      ],
    ],
    [{ 'bad\u0000key': 'ok' }, [['bad\u0000key']]],
    [{ page: 1, flag: true, none: null, missing: undefined }, []],
    [null, []],
  ] as const)('%j → %j', (value, expected) => {
    expect(controlCharacterPaths(value)).toEqual(expected);
  });

  it('names the field in the message', () => {
    expect(controlCharacterMessage('账号')).toBe('账号不能包含控制字符');
  });
});
