import { describe, expect, it } from 'vitest';
import {
  isBankAccount,
  isCorporateAccount,
  isEmail,
  isExternalLink,
  isIdCard,
  isLandline,
  isMobile,
  isShortText,
  toFullWidthParens,
} from './text-rules';

const notStrings = [null, undefined, 13800138000, {}, [], true];
const long = '1'.repeat(100_000);

const table: Array<[string, (v: unknown) => boolean, unknown[], unknown[]]> = [
  [
    'isMobile',
    isMobile,
    ['13800138000', '19912345678', '15000000000'],
    [
      '',
      ' ',
      '12800138000',
      '1380013800',
      '138001380000',
      ' 13800138000',
      '１３８００１３８０００',
      '+8613800138000',
      long,
    ],
  ],
  [
    'isIdCard',
    isIdCard,
    ['110105194912310', '110105194912310021', '11010519491231002X', '11010519491231002x'],
    [
      '',
      '11010519491231002',
      '1101051949123100211',
      '11010519491231002Y',
      'X10105194912310021',
      '１１０１０５１９４９１２３１００２',
      long,
    ],
  ],
  [
    'isLandline',
    isLandline,
    [
      '0755-12345678',
      '0371-1234567',
      '01234-12345678',
      '0755-12345678,010-1234567',
      '0755-1234567,21-12345678,010-12345678',
    ],
    [
      '',
      '010-12345678',
      '0755-123456',
      '0755-123456789',
      '075512345678',
      '0755-12345678,0755-1234567',
      '0755-12345678,',
      long,
    ],
  ],
  [
    'isBankAccount',
    isBankAccount,
    ['6222021234567890', '6222021234567890123'],
    [
      '',
      '0222021234567890',
      '622202123456789',
      '62220212345678901',
      '622202123456789012',
      '6222 0212 3456 7890',
      long,
    ],
  ],
  [
    'isCorporateAccount',
    isCorporateAccount,
    ['12345678', '021900123410601', '1502201009300012345', '36050101001000000001', '9'.repeat(32)],
    ['', '1234567', '9'.repeat(33), '1502 2010 0930 0012', '15022010-0930', 'ABC12345678', long],
  ],
  [
    'isEmail',
    isEmail,
    [
      'a@b.cn',
      'zhang-san_1@example.com',
      '9user@qq.info',
      'finance@hengxin.example.cn',
      'zhang.san@163.com',
      'cw@company.com.cn',
      'a@mail.hengxin.com',
      'a@b-c.com',
      'a@b.abcde',
      'kf@example.technology',
      'kf@example.xn--fiqs8s',
      'Zhang.San+bond@Example.COM',
      '_a@b.cn',
      "o'brien!#$%&*/=?^`{|}~@b.cn",
      `${'a'.repeat(64)}@b.cn`,
      `a@${'b'.repeat(63)}.cn`,
    ],
    [
      '',
      'a',
      '@b.cn',
      'a@',
      'a@b',
      'a@b.c',
      'a@b.c1',
      'a@1.2.3.4',
      'a@[127.0.0.1]',
      '"a b"@c.cn',
      'a b@c.cn',
      'a@@b.cn',
      'a@b@c.cn',
      '.a@b.cn',
      'a.@b.cn',
      'a..b@c.cn',
      'a@.b.cn',
      'a@b..cn',
      'a@b.cn.',
      'a@-b.cn',
      'a@b-.cn',
      'a@b_c.cn',
      'a(b)@c.cn',
      'a,b@c.cn',
      'a@b.cn ',
      ' a@b.cn',
      'a@b.cn\n',
      '张三@b.cn',
      'ａ@b.cn',
      'a@例子.cn',
      `${'a'.repeat(65)}@b.cn`,
      `a@${'b'.repeat(64)}.cn`,
      `${'a'.repeat(300)}@b.cn`,
    ],
  ],
  [
    'isShortText',
    isShortText,
    ['abc', 'A1 b2', 'abcdefghijkl', '   '],
    ['', 'ab', 'abcdefghijklm', '中文字符', 'abc!', '１２３'],
  ],
  [
    'isExternalLink',
    isExternalLink,
    ['http://a.cn', 'https://example.com/x?y=1', 'mailto:kf@example.com', 'tel:400-800-1234'],
    ['', 'ftp://a.cn', 'javascript:alert(1)', 'www.example.com', ' https://a.cn', 'HTTPS//a'],
  ],
];

describe.each(table)('%s', (_name, check, good, bad) => {
  it.each(good.map((v) => [v]))('accepts %j', (value) => expect(check(value)).toBe(true));
  it.each([...bad, ...notStrings].map((v) => [v]))('rejects %j', (value) =>
    expect(check(value)).toBe(false),
  );
});

describe('toFullWidthParens', () => {
  it.each([
    ['某某建设(集团)有限公司', '某某建设（集团）有限公司'],
    ['((a))', '（（a））'],
    ['无括号', '无括号'],
    ['已是（全角）', '已是（全角）'],
    ['', ''],
  ])('%j → %j', (input, output) => expect(toFullWidthParens(input)).toBe(output));
});
