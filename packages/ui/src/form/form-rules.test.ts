// The rules as Arco's Form reads them: in order, first failure wins, empty values fail only
// `required` (and a custom validator), lengths count characters or rows.
import { describe, expect, it } from 'vitest';
import { getIn, elementIdOf, setIn } from './field-path';
import { validateRules, type RulesProps } from './form-rules';

const cases: [string, RulesProps[], unknown, string | undefined][] = [
  ['required, undefined', [{ required: true, message: '必填' }], undefined, '必填'],
  ['required, empty string', [{ required: true, message: '必填' }], '', '必填'],
  ['required, empty list', [{ required: true, message: '必填' }], [], '必填'],
  ['required, zero is a value', [{ required: true, message: '必填' }], 0, undefined],
  ['minLength on empty, not required', [{ minLength: 2, message: '至少 2 个字' }], '', undefined],
  ['minLength short', [{ minLength: 2, message: '至少 2 个字' }], '甲', '至少 2 个字'],
  ['minLength met', [{ minLength: 2, message: '至少 2 个字' }], '甲乙', undefined],
  ['maxLength over', [{ maxLength: 3, message: '最多 3 个字' }], '甲乙丙丁', '最多 3 个字'],
  ['length exact', [{ length: 18, message: '18 位' }], '1'.repeat(18), undefined],
  ['length wrong', [{ length: 18, message: '18 位' }], '1'.repeat(17), '18 位'],
  ['array minLength', [{ type: 'array', minLength: 1, message: '至少选一项' }], ['a'], undefined],
  [
    'array required empty',
    [{ required: true, type: 'array', minLength: 1, message: '至少选一项' }],
    [],
    '至少选一项',
  ],
  ['match fails', [{ match: /^1\d{10}$/, message: '手机号' }], '2380000000', '手机号'],
  ['match passes', [{ match: /^1\d{10}$/, message: '手机号' }], '13800000000', undefined],
  ['number min', [{ type: 'number', min: 1, message: '至少 1' }], 0, '至少 1'],
  ['number max', [{ max: 10, message: '至多 10' }], 11, '至多 10'],
  ['number type', [{ type: 'number', message: '请输入数字' }], 'x', '请输入数字'],
  [
    'first failure wins',
    [
      { required: true, message: '必填' },
      { minLength: 2, message: '至少 2 个字' },
      { maxLength: 1, message: '最多 1 个字' },
    ],
    '甲',
    '至少 2 个字',
  ],
  ['validator callback', [{ validator: (_v, cb) => cb('不对') }], 'x', '不对'],
  [
    'validator on empty',
    [{ validator: (v, cb) => cb(v ? undefined : '请上传') }],
    undefined,
    '请上传',
  ],
  ['validator passes', [{ validator: (_v, cb) => cb() }], 'x', undefined],
  [
    'async validator',
    [
      {
        validator: async (v, cb) => {
          await Promise.resolve();
          cb(v === 'taken' ? '已被占用' : undefined);
        },
      },
    ],
    'taken',
    '已被占用',
  ],
  ['async validator without callback', [{ validator: async () => undefined }], 'x', undefined],
  ['required without message', [{ required: true }], undefined, '此项为必填项'],
];

describe('validateRules', () => {
  it.each(cases)('%s', async (_name, rules, value, expected) => {
    expect(await validateRules(rules, value)).toBe(expected);
  });
});

describe('field paths', () => {
  it.each([
    ['name', { name: 'a' }, 'a'],
    ['bank.account', { bank: { account: '6222' } }, '6222'],
    ['parties[1].name', { parties: [{ name: 'x' }, { name: 'y' }] }, 'y'],
    ['parties.0.name', { parties: [{ name: 'x' }] }, 'x'],
    ['missing.deep', { missing: null }, undefined],
  ])('reads %s', (field, values, expected) => {
    expect(getIn(values, field)).toBe(expected);
  });

  it('creates what is missing: an array where the next step is an index', () => {
    const values: Record<string, unknown> = {};
    setIn(values, 'parties[1].name', '乙');
    setIn(values, 'bank.account', '6222');
    expect(values).toEqual({ parties: [undefined, { name: '乙' }], bank: { account: '6222' } });
  });

  it('derives the control id as Arco does', () => {
    expect(elementIdOf('parties[0].name')).toBe('parties_0_name');
    expect(elementIdOf('mobile', 'reg')).toBe('reg-mobile');
  });
});
