import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  corporateAccountSchema,
  creditCodeSchema,
  enterpriseNameSchema,
  mobileSchema,
  passwordSchema,
  residentIdCardSchema,
  smsCodeSchema,
} from './zod';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('zod schemas', () => {
  it.each<[string, z.ZodType, unknown, unknown]>([
    ['mobile trims', mobileSchema, ' 13800138000 ', '13800138000'],
    ['credit code upper-cases', creditCodeSchema, '91110000600037341l', '91110000600037341L'],
    [
      'name gets full-width parens',
      enterpriseNameSchema,
      ' 某某建设(集团)有限公司 ',
      '某某建设（集团）有限公司',
    ],
    ['password', passwordSchema, 'abc12345', 'abc12345'],
    ['sms code', smsCodeSchema, '012345', '012345'],
    ['corporate account trims', corporateAccountSchema, ' 021900123410601 ', '021900123410601'],
    ['resident id', residentIdCardSchema, '11010519491231002X', '11010519491231002X'],
  ])('%s', (_name, schema, input, output) => expect(schema.parse(input)).toEqual(output));

  it.each<[z.ZodType, unknown, string]>([
    [mobileSchema, '1380013800', '请输入正确的手机号'],
    [mobileSchema, undefined, '请输入正确的手机号'],
    [passwordSchema, 'abcdefgh', '密码须为 8-20 位，且同时包含字母和数字'],
    [passwordSchema, '12345678', '密码须为 8-20 位，且同时包含字母和数字'],
    [passwordSchema, 'a1', '密码须为 8-20 位，且同时包含字母和数字'],
    [passwordSchema, 'abc 12345', '密码须为 8-20 位，且同时包含字母和数字'],
    [smsCodeSchema, '12345', '请输入 6 位短信验证码'],
    [corporateAccountSchema, '0219 0012 3410 601', '请输入正确的对公账号（8-32 位数字）'],
    [creditCodeSchema, '91110000600037341X', '统一社会信用代码校验不通过，请核对'],
    [enterpriseNameSchema, ' 某 ', '企业名称至少 2 个字'],
    [enterpriseNameSchema, '某'.repeat(61), '企业名称不能超过 60 个字'],
  ])('rejects %j with a Chinese message', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });
});
