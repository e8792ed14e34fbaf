// A configuration version as the console sees it (configVersionSchema).
import type { ConfigVersion, IssuingConfigKey } from '@bht/api-client/contract';
import { toUnixSeconds } from '../../http/wire-format';
import type { LinkFile } from '../../http/file-links';
import type { ConfigVersionRow } from './config-versions';

export const toVersionView = (row: ConfigVersionRow, link: LinkFile): ConfigVersion => ({
  id: row.id,
  key: row.key as IssuingConfigKey,
  version: row.version,
  content: row.content,
  file_url: link(row.fileUrl),
  note: row.note,
  is_published: row.isPublished ? 1 : 0,
  created_by: row.createdByName,
  created_at: toUnixSeconds(row.createdAt),
  published_by: row.publishedByName,
  published_at: row.publishedAt ? toUnixSeconds(row.publishedAt) : null,
});
