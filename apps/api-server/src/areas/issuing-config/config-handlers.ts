// The console's issuing configuration (/openset, permission peizhi; docs/issuing-config.md):
// the items with their published versions, an item's version history, saving a new version (a
// template with known placeholders, or a checked upload copied to the configuration's own storage
// key) and publishing one. Every query is scoped to the caller's company.
import { randomBytes } from 'node:crypto';
import {
  companyAddConfigVersion,
  companyGetConfigFiles,
  companyGetConfigVersions,
  companyPublishConfigVersion,
  ISSUING_CONFIG_ITEMS,
  ISSUING_CONFIG_KEYS,
  unknownPlaceholders,
  type IssuingConfigKey,
} from '@bht/api-client/contract';
import type { Db } from '../../db/client';
import type { CompanyCaller } from '../../http/auth-context';
import { fieldError } from '../../http/app-error';
import { implement, type HandlerContext } from '../../http/implement';
import { mimeForKey } from '../../providers/storage/file-storage';
import { companyOperator } from '../company-orders/company-operator';
import { findCheckedUpload } from '../uploads/checked-upload';
import { fileLinks, UPLOADS_PREFIX } from '../../http/file-links';
import {
  addVersion,
  ensureDefaultVersions,
  itemSummaries,
  listVersions,
  publishVersion,
} from './config-versions';
import { toVersionView } from './config-view';

const FILE_RULES = {
  image: {
    kinds: ['png', 'jpg'],
    missing: '请上传印章图片',
    bad: '印章图片无效，请上传本机构上传的 PNG 或 JPG 图片',
  },
  pdf: {
    kinds: ['pdf'],
    missing: '请上传样函 PDF 文件',
    bad: '样函文件无效，请上传本机构上传的 PDF 文件',
  },
} as const;

/** The template as stored: one paragraph a line, no surrounding blanks; 400 on `content` naming unknown placeholders. */
export function checkedTemplate(key: IssuingConfigKey, content: string | undefined): string {
  const text = (content ?? '').replace(/\r\n?/g, '\n').trim();
  if (!text) throw fieldError('content', '请填写模板内容');
  const unknown = unknownPlaceholders(key, text);
  if (unknown.length) {
    const allowed = ISSUING_CONFIG_ITEMS[key].placeholders.map((p) => `{${p}}`).join('、');
    throw fieldError(
      'content',
      `模板含有未知占位符：${unknown.map((p) => `{${p}}`).join('、')}；可用的占位符：${allowed}`,
    );
  }
  return text;
}

/**
 * The upload at `file`, checked (the caller's company's live upload whose bytes are of the item's
 * kind) and copied under issuing-config/, so deleting the upload later never breaks a version.
 */
async function storedCopy(
  ctx: HandlerContext<'ensure_company'>,
  kind: 'image' | 'pdf',
  file: string | undefined,
): Promise<string> {
  const rules = FILE_RULES[kind];
  if (!file) throw fieldError('file', rules.missing);
  const { storage } = ctx.providers;
  const upload = await findCheckedUpload(ctx.db, storage, file, ctx.caller, rules.kinds);
  const bytes = upload && (await storage.get(upload.storageKey));
  if (!upload || !bytes) throw fieldError('file', rules.bad);
  const now = new Date();
  const extension = upload.storageKey.slice(upload.storageKey.lastIndexOf('.') + 1).toLowerCase();
  const key = `issuing-config/${ctx.caller.companyId}/${now.getUTCFullYear()}/${randomBytes(16).toString('hex')}.${extension}`;
  await storage.put(key, bytes, mimeForKey(key));
  return UPLOADS_PREFIX + key;
}

async function authorName(db: Db, caller: CompanyCaller) {
  return (await companyOperator(db, caller)).name || '未命名账号';
}

export const getConfigFilesHandler = implement(
  companyGetConfigFiles,
  async (_input, { db, caller, config }) => {
    await ensureDefaultVersions(db, caller.companyId);
    const { published, counts } = await itemSummaries(db, caller.companyId);
    const link = fileLinks(config);
    return ISSUING_CONFIG_KEYS.map((key) => {
      const row = published.get(key);
      return {
        key,
        name: ISSUING_CONFIG_ITEMS[key].name,
        kind: ISSUING_CONFIG_ITEMS[key].kind,
        published: row ? toVersionView(row, link) : null,
        version_count: counts.get(key) ?? 0,
      };
    });
  },
);

export const getConfigVersionsHandler = implement(
  companyGetConfigVersions,
  async ({ key, page, limit }, { db, caller, config }) => {
    await ensureDefaultVersions(db, caller.companyId);
    const { rows, total } = await listVersions(db, caller.companyId, key, page, limit);
    const link = fileLinks(config);
    return { list: rows.map((row) => toVersionView(row, link)), total, page, limit };
  },
);

export const addConfigVersionHandler = implement(companyAddConfigVersion, async (input, ctx) => {
  const { db, caller, config } = ctx;
  const { kind } = ISSUING_CONFIG_ITEMS[input.key];
  const content = kind === 'text' ? checkedTemplate(input.key, input.content) : null;
  const fileUrl = kind === 'text' ? null : await storedCopy(ctx, kind, input.file);
  try {
    // The defaults first, so a company's first edit is version 2 after the built-in version 1.
    await ensureDefaultVersions(db, caller.companyId);
    const row = await addVersion(db, {
      companyId: caller.companyId,
      key: input.key,
      content,
      fileUrl,
      note: input.note,
      authorId: caller.accountId,
      authorName: await authorName(db, caller),
    });
    return toVersionView(row, fileLinks(config));
  } catch (error) {
    // No version references the copy: it goes again.
    if (fileUrl) await ctx.providers.storage.delete(fileUrl.slice(UPLOADS_PREFIX.length));
    throw error;
  }
});

export const publishConfigVersionHandler = implement(
  companyPublishConfigVersion,
  async ({ key, version }, { db, caller, config }) => {
    await ensureDefaultVersions(db, caller.companyId);
    const row = await publishVersion(
      db,
      caller.companyId,
      key,
      version,
      await authorName(db, caller),
    );
    return toVersionView(row, fileLinks(config));
  },
);
