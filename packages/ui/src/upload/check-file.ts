// Client-side checks before an upload (the server checks size and content again).
export interface FileRules {
  /** Allowed extensions without the dot, e.g. ['jpg', 'png', 'pdf']. */
  accept: readonly string[];
  maxSizeMb: number;
}

export function extensionOf(name: string): string {
  return /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** A Chinese error message, or null when the file is acceptable. */
export function checkFile(
  file: { name: string; size: number },
  { accept, maxSizeMb }: FileRules,
): string | null {
  if (accept.length > 0 && !accept.includes(extensionOf(file.name)))
    return `仅支持 ${accept.join('、')} 格式`;
  if (file.size > maxSizeMb * 1024 * 1024) return `文件大小不能超过 ${maxSizeMb}MB`;
  if (file.size === 0) return '文件内容为空，请重新选择';
  return null;
}
