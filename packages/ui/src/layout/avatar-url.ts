/** Default avatar (an inline SVG, so no request), used when the user has none. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="#E8F3FF"/><circle cx="32" cy="25" r="11" fill="#165DFF"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#165DFF"/></svg>',
  );

/** Spec §3: paths containing /uploads or /assets get the image host prefix; empty → default avatar. */
export function resolveImageUrl(path: string | null | undefined, imageHost: string): string {
  if (!path) return DEFAULT_AVATAR;
  if (/^(https?:|data:)/.test(path)) return path;
  if (path.includes('/uploads') || path.includes('/assets'))
    return `${imageHost.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return path;
}
