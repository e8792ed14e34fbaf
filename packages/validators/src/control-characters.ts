// Control characters in text input. PostgreSQL cannot store NUL in text at all, and the other C0
// controls (and DEL) have no business in a form field: a browser never types them. Tab, line feed
// and carriage return are ordinary in multi-line text (notes, reasons, notice content) and stay
// allowed unless `singleLine` is asked for.

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f]/;

/** Whether `text` holds a control character (tab, LF and CR count only with `singleLine`). */
export function hasControlCharacters(
  text: string,
  { singleLine = false }: { singleLine?: boolean } = {},
): boolean {
  return (singleLine ? CONTROL_OR_LINE_BREAK : CONTROL).test(text);
}

/** The message naming the field by its Chinese label: `账号不能包含控制字符`. */
export const controlCharacterMessage = (label: string) => `${label}不能包含控制字符`;

/**
 * The paths of every string holding a control character inside `value` (request fields: plain
 * objects, arrays, strings; keys are checked too), in input order. `[[]]` when `value` itself is such a string.
 */
export function controlCharacterPaths(
  value: unknown,
  path: Array<string | number> = [],
): Array<Array<string | number>> {
  if (typeof value === 'string') return hasControlCharacters(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    hasControlCharacters(key) ? [[...path, key]] : controlCharacterPaths(item, [...path, key]),
  );
}
