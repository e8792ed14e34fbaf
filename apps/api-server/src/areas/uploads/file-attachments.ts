// Stored files answered as `{ url, name }` (fileAttachmentSchema): the link a response may hand out
// and the name the file was uploaded with. Records keep only paths; the names come from the uploads
// table, read for every record of an answer (a page, an export batch) in one query. Whoever calls
// this has already scoped the records to the caller, so the name is no more than the link reveals.
import type { FileAttachment } from '@bht/api-client/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';
import type { LinkFile } from '../../http/file-links';

/** A record's stored paths as the response shows them. */
export type AttachFiles = (paths: readonly string[]) => FileAttachment[];

/** The last part of the path: the name of a file with no upload row (one stored before uploads were recorded). */
const keyName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Reads the uploaded names of all `paths` at once; the answer turns each record's paths into links with those names. */
export async function fileAttachments(
  db: Db,
  paths: Iterable<string>,
  link: LinkFile,
): Promise<AttachFiles> {
  const distinct = [...new Set(paths)];
  const rows =
    distinct.length === 0
      ? []
      : await db
          .select({ url: uploads.url, name: uploads.originalName })
          .from(uploads)
          .where(inArray(uploads.url, distinct));
  const names = new Map(rows.map((row) => [row.url, row.name]));
  return (list) =>
    list.map((path) => ({ url: link(path), name: names.get(path) ?? keyName(path) }));
}
