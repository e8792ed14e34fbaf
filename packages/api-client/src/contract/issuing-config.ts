// Issuing configuration (出函配置, console /openset, permission peizhi; docs/issuing-config.md):
// each guarantor's entrustment-contract template and letter wording per letter type, its seal
// image and its sample letter (样函). Every change is a new version; one version per item is
// published, and an order records the published versions it was created with.
import { z } from 'zod';
import { defineEndpoint } from './define';
import {
  emptyRequestSchema,
  idSchema,
  MAX_INT4,
  numberField,
  pageRequestSchema,
  paginated,
  timestampSchema,
} from './common';
import { fileReferenceSchema } from './files';
import { LETTER_TYPE_TEXT } from './order-machines';

export const ISSUING_CONFIG_KEYS = [
  'contract_bid_e',
  'contract_bid_paper',
  'contract_performance',
  'contract_worker',
  'letter_bid_e',
  'letter_bid_paper',
  'letter_performance',
  'letter_worker',
  'seal',
  'sample_letter',
] as const;
export type IssuingConfigKey = (typeof ISSUING_CONFIG_KEYS)[number];
export const issuingConfigKeySchema = z.enum(ISSUING_CONFIG_KEYS, { error: '请选择正确的配置项' });

/** text: a template with placeholders; image: a PNG/JPEG (the seal); pdf: a PDF (the sample letter). */
export type IssuingConfigKind = 'text' | 'image' | 'pdf';

/** What each placeholder stands for, with the value the preview shows. */
export const PLACEHOLDER_EXAMPLES = {
  委托人: '江苏示例建设工程有限公司',
  申请人: '江苏示例建设工程有限公司',
  担保人: '江苏信达融资担保有限公司',
  项目名称: '示例市政道路改造工程',
  项目编号: 'JS-2026-0001',
  标段: '一标段',
  担保金额: '人民币（大写）壹拾万元整（¥100,000.00）',
  开标日期: '2026 年 12 月 1 日',
  有效期至: '2027 年 2 月 28 日',
  投标有效期天数: '90',
  合同价: '人民币（大写）壹仟万元整（¥10,000,000.00）',
  工资保证比例: '2.50',
  有效期: '本保函自 2026 年 12 月 1 日 起生效，至 2027 年 12 月 1 日 止',
  保费: '人民币 1,500.00 元',
  订单号: 'BH202612010001',
} as const;
export type Placeholder = keyof typeof PLACEHOLDER_EXAMPLES;

const CONTRACT_PLACEHOLDERS: readonly Placeholder[] = [
  '委托人',
  '担保人',
  '项目名称',
  '项目编号',
  '担保金额',
  '保费',
  '订单号',
];
const BID_LETTER_PLACEHOLDERS: readonly Placeholder[] = [
  '申请人',
  '担保人',
  '项目名称',
  '项目编号',
  '标段',
  '担保金额',
  '开标日期',
  '有效期至',
  '投标有效期天数',
];
const PERFORMANCE_LETTER_PLACEHOLDERS: readonly Placeholder[] = [
  '申请人',
  '担保人',
  '项目名称',
  '项目编号',
  '合同价',
  '担保金额',
  '有效期',
];
const WORKER_LETTER_PLACEHOLDERS: readonly Placeholder[] = [
  ...PERFORMANCE_LETTER_PLACEHOLDERS,
  '工资保证比例',
];

export interface IssuingConfigItem {
  name: string;
  kind: IssuingConfigKind;
  /** Text items: the placeholders the template may use. */
  placeholders: readonly Placeholder[];
  hint: string;
}

const contractItem = (type: keyof typeof LETTER_TYPE_TEXT): IssuingConfigItem => ({
  name: `委托担保合同 · ${LETTER_TYPE_TEXT[type]}`,
  kind: 'text',
  placeholders: CONTRACT_PLACEHOLDERS,
  hint: '合同条款正文，每行一段；双方信息、保函信息与签署栏由系统按订单生成。',
});
const letterItem = (
  type: keyof typeof LETTER_TYPE_TEXT,
  placeholders: readonly Placeholder[],
): IssuingConfigItem => ({
  name: `保函措辞 · ${LETTER_TYPE_TEXT[type]}`,
  kind: 'text',
  placeholders,
  hint: '保函正文，每行一段；标题、编号、受益人、签章栏与查验信息由系统生成。',
});

export const ISSUING_CONFIG_ITEMS: Readonly<Record<IssuingConfigKey, IssuingConfigItem>> = {
  contract_bid_e: contractItem('bid_e'),
  contract_bid_paper: contractItem('bid_paper'),
  contract_performance: contractItem('performance'),
  contract_worker: contractItem('worker'),
  letter_bid_e: letterItem('bid_e', BID_LETTER_PLACEHOLDERS),
  letter_bid_paper: letterItem('bid_paper', BID_LETTER_PLACEHOLDERS),
  letter_performance: letterItem('performance', PERFORMANCE_LETTER_PLACEHOLDERS),
  letter_worker: letterItem('worker', WORKER_LETTER_PLACEHOLDERS),
  seal: {
    name: '保函印章',
    kind: 'image',
    placeholders: [],
    hint: 'PNG 或 JPG 图片，建议透明背景的圆形印章，盖在电子保函的签章处。',
  },
  sample_letter: {
    name: '样函',
    kind: 'pdf',
    placeholders: [],
    hint: 'PDF 文件，在担保机构公开资料中向企业展示。',
  },
};

/** `{项目名称}`: a name in braces, no spaces or braces inside. */
const PLACEHOLDER_PATTERN = /\{([^{}\s]{1,20})\}/g;

/** The placeholders `template` uses that `key` does not know, each once, in order of appearance. */
export function unknownPlaceholders(key: IssuingConfigKey, template: string): string[] {
  const known = new Set<string>(ISSUING_CONFIG_ITEMS[key].placeholders);
  const unknown = [...template.matchAll(PLACEHOLDER_PATTERN)]
    .map((m) => m[1]!)
    .filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** The template with every known placeholder replaced by its value, in one pass (values are never expanded again). */
export function fillTemplate(
  template: string,
  values: Partial<Record<Placeholder, string>>,
): string {
  return template.replace(
    PLACEHOLDER_PATTERN,
    (whole, name: string) => values[name as Placeholder] ?? whole,
  );
}

/** The most a text template may hold. */
export const TEMPLATE_MAX_LENGTH = 20_000;

export const configVersionSchema = z.object({
  id: z.number().int().positive(),
  key: issuingConfigKeySchema,
  version: z.number().int().positive(),
  /** Text items: the template. */
  content: z.string().nullable(),
  /** Image / PDF items: a link to the file. */
  file_url: z.string().nullable(),
  note: z.string(),
  is_published: z.union([z.literal(0), z.literal(1)]),
  /** Who made the version ('系统默认' for the seeded first version). */
  created_by: z.string(),
  created_at: timestampSchema,
  published_by: z.string().nullable(),
  published_at: timestampSchema.nullable(),
});
export type ConfigVersion = z.output<typeof configVersionSchema>;

export const configFileSchema = z.object({
  key: issuingConfigKeySchema,
  name: z.string(),
  kind: z.enum(['text', 'image', 'pdf']),
  /** The version new orders use; null when nothing was ever uploaded (seal, sample letter). */
  published: configVersionSchema.nullable(),
  version_count: z.number().int().nonnegative(),
});

const keyRequest = z.object({ key: issuingConfigKeySchema });

export const companyGetConfigFiles = defineEndpoint({
  id: 'company.getConfigFiles',
  path: '/api/ensure_company/getConfigFiles',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: emptyRequestSchema,
  response: z.array(configFileSchema),
  summary:
    '出函配置（合同模板、保函措辞、印章、样函）及其发布版本 / Issuing configuration items and their published versions',
});

export const companyGetConfigVersions = defineEndpoint({
  id: 'company.getConfigVersions',
  path: '/api/ensure_company/getConfigVersions',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: keyRequest.extend(pageRequestSchema.shape),
  response: paginated(configVersionSchema),
  summary:
    '出函配置项的版本历史（新版本在前） / Versions of one issuing configuration item, newest first',
});

export const companyAddConfigVersion = defineEndpoint({
  id: 'company.addConfigVersion',
  path: '/api/ensure_company/addConfigVersion',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: keyRequest.extend({
    content: z
      .string()
      .max(TEMPLATE_MAX_LENGTH, `模板内容不能超过 ${TEMPLATE_MAX_LENGTH} 字`)
      .optional(),
    file: fileReferenceSchema('请上传文件').optional(),
    note: z.string().trim().max(100, '版本说明不能超过 100 字').default(''),
  }),
  response: configVersionSchema,
  summary: '新增出函配置版本（未发布） / Save a new, unpublished version of an item',
});

export const companyPublishConfigVersion = defineEndpoint({
  id: 'company.publishConfigVersion',
  path: '/api/ensure_company/publishConfigVersion',
  auth: 'ensure_company',
  permission: 'peizhi',
  request: keyRequest.extend({ version: numberField(z.number().int().positive().max(MAX_INT4)) }),
  response: configVersionSchema,
  summary: '发布出函配置版本（仅用于此后的新订单） / Publish a version: new orders use it',
});

export const getEnsureCompanyFiles = defineEndpoint({
  id: 'reference.getEnsureCompanyFiles',
  path: '/api/index/getEnsureCompanyFiles',
  auth: 'public',
  request: z.object({ ensure_company_id: idSchema }),
  // Published items only (docs/issuing-config.md): the sample letter today; `key` names the item.
  response: z.array(z.object({ key: z.string(), name: z.string(), url: z.string() })),
  summary:
    '担保机构公开资料（已发布的样函等） / A guarantor’s public documents (published items only)',
});
