// The envelope `{ code, msg, data }` read without a schema library: the transport (and a refused
// export download) checks it before it knows the call's code, and the light log-in screens send their calls without zod at all
// (`ApiClient.send`, docs/benchmarks.md "/login").

export interface ReadEnvelope {
  code: number;
  msg: string;
  data: unknown;
  /** On an error: the per-field messages `data.fields` (`{ field: message }`) for forms. */
  fields?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

/** The envelope in a parsed JSON body, or null when the body is not one (no integer code, a msg that is not text). */
export function readEnvelope(json: unknown): ReadEnvelope | null {
  if (!isRecord(json) || !Number.isInteger(json.code)) return null;
  if (json.msg !== undefined && typeof json.msg !== 'string') return null;
  const fields = isRecord(json.data) ? json.data.fields : undefined;
  return {
    code: json.code as number,
    msg: json.msg ?? '',
    data: json.data,
    ...(isStringRecord(fields) ? { fields } : {}),
  };
}
