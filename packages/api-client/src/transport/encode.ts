// Turns a request object into the wire form its endpoint declares.

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

export function toSearchParams(
  input: Record<string, unknown>,
  token: string | undefined,
): URLSearchParams {
  const params = new URLSearchParams(entries(input));
  if (token) params.set('token', token);
  return params;
}

export function toFormData(input: Record<string, unknown>, token: string | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : 'file');
  }
  for (const [key, value] of entries(
    Object.fromEntries(Object.entries(input).filter(([, v]) => !(v instanceof Blob))),
  )) {
    form.append(key, value);
  }
  if (token) form.append('token', token);
  return form;
}
