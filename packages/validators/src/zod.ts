// Zod schemas built on the rules, for forms and request schemas. Each trims first, so
// form-urlencoded strings with stray blanks are accepted, and carries a Chinese message.
import { z } from 'zod';
import { isResidentIdCard, isUnifiedSocialCreditCode } from './checksums';
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

const rule = (check: (value: unknown) => boolean, message: string) =>
  z.string({ error: message }).trim().refine(check, { message });

export const mobileSchema = rule(isMobile, '请输入正确的手机号');
export const idCardSchema = rule(isIdCard, '请输入正确的身份证号');
export const residentIdCardSchema = rule((v) => isResidentIdCard(v), '身份证号校验不通过，请核对');
export const landlineSchema = rule(isLandline, '请输入正确的座机号码，如 0755-12345678');
export const bankAccountSchema = rule(isBankAccount, '请输入正确的银行账号');
export const corporateAccountSchema = rule(
  isCorporateAccount,
  '请输入正确的对公账号（8-32 位数字）',
);
export const emailSchema = rule(isEmail, '请输入正确的邮箱地址');
export const shortTextSchema = rule(isShortText, '请输入 3-12 位字母、数字或空格');
export const externalLinkSchema = rule(
  isExternalLink,
  '链接须以 http:、https:、mailto: 或 tel: 开头',
);
export const creditCodeSchema = z
  .string({ error: '请输入统一社会信用代码' })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isUnifiedSocialCreditCode, { message: '统一社会信用代码校验不通过，请核对' });
export const passwordSchema = z
  .string({ error: '请输入密码' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/, '密码须为 8-20 位，且同时包含字母和数字');
export const smsCodeSchema = rule(
  (v) => typeof v === 'string' && /^\d{6}$/.test(v),
  '请输入 6 位短信验证码',
);
export const enterpriseNameSchema = z
  .string({ error: '请输入企业名称' })
  .trim()
  .transform(toFullWidthParens)
  .pipe(z.string().min(2, '企业名称至少 2 个字').max(60, '企业名称不能超过 60 个字'));
