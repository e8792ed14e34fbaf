// The guide's field formats (1.3) as zod schemas with Chinese messages naming the field, and the
// formats we write: dates `yyyy-MM-dd HH:mm:ss` in China time, amounts with 2 places.
import {
  formatDateTime,
  isMobile,
  isResidentIdCard,
  isUnifiedSocialCreditCode,
  parseTimestamp,
} from '@bht/validators';
import { z } from 'zod';
import type { PlatformAttachment } from '../../platform-actions';
import { attachmentType } from './attachment-types';

/** C..max: required text, trimmed. */
export const text = (label: string, max: number) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .min(1, `${label}不能为空`)
    .max(max, `${label}不能超过 ${max} 个字符`);

/** An optional C..max: '' counts as absent. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .optional()
    .transform((v) => v || undefined);

/** N..18,2 as a string or a number: a non-negative amount with at most 2 places, written with 2. */
export const amount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}不能为空` })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,16}(\.\d{1,2})?$/.test(v), `${label}须为最多两位小数的金额`)
    .transform((v) => Number(v).toFixed(2));

/** N..10,6: a rate with at most 6 places. */
export const rate = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label}不能为空` })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,4}(\.\d{1,6})?$/.test(v), `${label}须为最多六位小数的数值`);

/** C19 `yyyy-MM-dd HH:mm:ss`, China time. */
export const dateTime = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v) && parseTimestamp(v) !== null,
      `${label}须为 yyyy-MM-dd HH:mm:ss 格式的有效时间`,
    )
    .transform((v) => parseTimestamp(v) as Date);

export const optionalDateTime = (label: string) =>
  z.union([z.literal('').transform(() => undefined), dateTime(label)]).optional();

/** C18 by GB 32100-2015. */
export const creditCode = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isUnifiedSocialCreditCode, `${label}校验不通过（GB 32100-2015）`);

/** C18 by GB 11643-1999. */
export const idCard = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => isResidentIdCard(v), `${label}校验不通过（GB 11643-1999）`);

export const mobile = (label: string) =>
  z
    .string({ error: `${label}不能为空` })
    .trim()
    .refine(isMobile, `${label}须为 11 位手机号`);

/** A code out of a fixed list (受理状态, 撤单来源, 发票类型…). */
export const oneOf = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z
    .union([z.string(), z.number()], { error: `${label}不能为空` })
    .transform((v) => String(v).trim())
    .refine(
      (v): v is T[number] => values.includes(v),
      `${label}取值错误，应为 ${values.join('、')}`,
    )
    .transform((v) => v as T[number]);

/** 经办人: the person who applied on the platform (name, ID number checked by GB 11643, mobile). */
export const applicantFields = {
  applicantName: text('经办人姓名 applicantName', 64),
  applicantIdCard: idCard('经办人身份证 applicantIdCard'),
  applicantTel: mobile('经办人联系电话 applicantTel'),
};

/**
 * attachInfo[] (every field optional in the guide; an entry without a URL is dropped), each typed by
 * its 4.3 code and name (an unknown or missing code: 999 其他文件).
 */
export const attachments = z
  .array(
    z.object({
      attachType: optionalText('附件类型 attachType', 3),
      attachName: optionalText('附件名称 attachName', 256),
      attachUrl: optionalText('附件 URL attachUrl', 256),
    }),
    { error: '附件资料 attachInfo 须为数组' },
  )
  .optional()
  .transform((list): PlatformAttachment[] =>
    (list ?? []).flatMap((a) => {
      if (!a.attachUrl) return [];
      const type = attachmentType(a.attachType);
      return [
        {
          type: type.code,
          typeName: type.name,
          name: a.attachName ?? a.attachUrl,
          url: a.attachUrl,
        },
      ];
    }),
  );

/** `yyyy-MM-dd HH:mm:ss` in China time, '' for none. */
export const chinaDateTime = (value: Date | string | null | undefined) =>
  value ? formatDateTime(value) : '';

/** A numeric column as the guide's N..18,2. */
export const money = (value: string | number | null | undefined) => Number(value ?? 0).toFixed(2);
