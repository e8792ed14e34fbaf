// Stored file paths (as records keep them, e.g. `/uploads/2026/11/证书.pdf`) as FileUpload items.
import type { UploadedItem } from './file-upload';

/** The last path segment, URL-decoded where possible. */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export const toUploadedItems = (urls: readonly string[]): UploadedItem[] =>
  urls.filter(Boolean).map((url) => ({ url, name: fileNameOf(url) }));
