// Stored files on the wire (docs/files.md). Records keep a file as its path, `/uploads/<key>`;
// responses hand out private files as short-lived signed links (`/uploads/<key>?expires=…&sig=…`)
// that the apps use as they are. A request naming a file may send either form back (a form keeps
// what a response showed): the query is dropped, so handlers always see the stored path.
import { z } from 'zod';

/** `/uploads/2026/11/a.png?expires=…&sig=…` → `/uploads/2026/11/a.png`; anything else unchanged. */
export function storedFilePath(reference: string): string {
  return reference.startsWith('/uploads/') ? reference.replace(/[?#].*$/s, '') : reference;
}

/** A required file field: the path or signed link an upload (or a response) gave. */
export const fileReferenceSchema = (missing: string) =>
  z.string().trim().min(1, missing).transform(storedFilePath);

/** An optional comma list of files (paths or signed links): their distinct stored paths, at most `max` (else `tooMany`). */
export const fileReferenceListSchema = (max: number, tooMany: string) =>
  z
    .string()
    .trim()
    .default('')
    .transform((v) => [
      ...new Set(
        v
          ? v
              .split(',')
              .map((s) => storedFilePath(s.trim()))
              .filter(Boolean)
          : [],
      ),
    ])
    .refine((list) => list.length <= max, tooMany);

/** A stored file as a response shows it (notices, preservation applications, claims): its link and the name it was uploaded with. */
export const fileAttachmentSchema = z.object({
  /** The stored file: a signed link when private (docs/files.md). */
  url: z.string(),
  name: z.string(),
});
export type FileAttachment = z.output<typeof fileAttachmentSchema>;
