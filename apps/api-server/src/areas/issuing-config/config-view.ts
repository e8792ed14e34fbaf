// A configuration version as the console sees it (configVersionSchema).
import type { ConfigVersion, IssuingConfigKey } from '@bht/api-client/contract';
import type { LinkFile } from '../uploads/file-links';
import type { ConfigVersionRow } from './config-versions';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const toVersionView = (row: ConfigVersionRow, link: LinkFile): ConfigVersion => ({
  id: row.id,
  key: row.key as IssuingConfigKey,
  version: row.version,
  content: row.content,
  file_url: link(row.fileUrl),
  note: row.note,
  is_published: row.isPublished ? 1 : 0,
  created_by: row.createdByName,
  created_at: seconds(row.createdAt),
  published_by: row.publishedByName,
  published_at: row.publishedAt ? seconds(row.publishedAt) : null,
});
