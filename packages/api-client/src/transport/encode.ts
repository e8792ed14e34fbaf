// Turns a request object into the wire form its endpoint declares. The token never goes in it:
// it travels in the Authorization header (bearerHeader), out of URLs and proxies' access logs.

type Scalar = string | number | boolean | null | undefined;

function entries(input: Record<string, unknown>): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      pairs.push([key, value.map((v: Scalar) => String(v ?? '')).join(',')]);
    else if (typeof value === 'object' && !(value instanceof Blob))
      pairs.push([key, JSON.stringify(value)]);
    else pairs.push([key, String(value)]);
  }
  return pairs;
}

export function toSearchParams(input: Record<string, unknown>): URLSearchParams {
  return new URLSearchParams(entries(input));
}

export function toFormData(input: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file');
  }
  for (const [key, value] of entries(
    Object.fromEntries(Object.entries(input).filter(([, v]) => !(v instanceof Blob))),
  )) {
    form.append(key, value);
  }
  return form;
}

/** `Authorization: Bearer <token>` when there is a token: how every call of the apps carries it. */
export function bearerHeader(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
