// Request inputs generated from the contract, for the authorization matrix and the fuzz tests:
// fast-check arbitraries derived from each endpoint's request schema (through zod's JSON schema of
// the input side), hostile values, and the HTTP call that sends a generated input the way the
// endpoint declares (form-urlencoded POST, GET query, multipart).
import type { EndpointDefinition } from '@bht/api-client/contract';
import fc from 'fast-check';
import { z } from 'zod';

/** Fixed so a failure reproduces; override with FUZZ_SEED=<n> to explore further. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 1_311_2026);

/** What goes on the wire: field/value pairs, a name may repeat (duplicated keys). */
export type WireFields = ReadonlyArray<readonly [string, string]>;

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/** The request's fields as JSON schema (input side: what a client sends) and which are required. */
export function requestShape(endpoint: EndpointDefinition): {
  properties: Record<string, JsonSchema>;
  required: Set<string>;
} {
  const schema = z.toJSONSchema(endpoint.request, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return { properties: schema.properties ?? {}, required: new Set(schema.required ?? []) };
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot invert: plain strings below.
    }
  }
  if (schema.format === 'email') return fc.emailAddress();
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: 'grapheme',
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 40)),
  });
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : Math.max(min, 0) + 1000);
  return fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).map(String);
}

/** A value a valid request could carry for this field (as a wire string). */
function validishValue(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.const !== undefined) return fc.constant(String(schema.const));
  if (schema.enum) return fc.constantFrom(...schema.enum.map(String));
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(validishValue));
  if (schema.type === 'integer' || schema.type === 'number') return numberArbitrary(schema);
  if (schema.type === 'boolean') return fc.constantFrom('0', '1');
  return stringArbitrary(schema);
}

/** Valid-ish inputs: every required field, optional ones sometimes; `fixed` fields (e.g. an order_sn) override. */
export function validishFields(
  endpoint: EndpointDefinition,
  fixed: Record<string, string> = {},
): fc.Arbitrary<WireFields> {
  const { properties, required } = requestShape(endpoint);
  const entries = Object.entries(properties).map(([name, schema]) => {
    const value = name in fixed ? fc.constant(fixed[name]!) : validishValue(schema);
    const pair = value.map((v) => [[name, v] as const]);
    return required.has(name) || name in fixed ? pair : fc.option(pair, { nil: [] as const });
  });
  return fc.tuple(...entries).map((parts) => parts.flat());
}

const CONTROL_CHARS = fc.string({
  unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 8,
});

/** Values an attacker or a broken client sends: control characters, huge (100 kB, past the 2 MB body limit), emoji, SQL/HTML, wrong types. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  CONTROL_CHARS,
  fc.constantFrom('a\u0000b', '\u0000', '\u001b[31m', '\r\n', '\u202e\u200b'),
  fc.constant('x'.repeat(100_000)),
  fc.constant('y'.repeat(2_100_000)),
  fc.constant('保'.repeat(34_000)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.constantFrom('😀🏦💴', '👨‍👩‍👧‍👦', '\ud83d', '\udfff'),
  fc.constantFrom(
    "' OR '1'='1",
    '1; DROP TABLE orders;--',
    "'); select pg_sleep(1);--",
    '%',
    '_',
    '\\',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
  ),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    '99999999999999999999999',
    'true',
    'null',
    'undefined',
    '[]',
    '{}',
    '[object Object]',
  ),
  fc.constantFrom('2026-02-30', '9999-99-99', '1900-01-01', '2026-1-1'),
);

/**
 * Hostile inputs: the valid-ish fields with some replaced by hostile values, some sent twice
 * (duplicated keys), some dropped, plus a field the schema does not know.
 */
export function hostileFields(
  endpoint: EndpointDefinition,
  fixed: Record<string, string> = {},
): fc.Arbitrary<WireFields> {
  const names = Object.keys(requestShape(endpoint).properties);
  const mutation = fc.record({
    field: names.length ? fc.constantFrom(...names) : fc.constant('unknown_field'),
    how: fc.constantFrom('replace', 'duplicate', 'drop', 'extra'),
    value: hostileValue,
  });
  return fc
    .tuple(validishFields(endpoint, fixed), fc.array(mutation, { minLength: 1, maxLength: 3 }))
    .map(([fields, mutations]) => {
      let result: Array<readonly [string, string]> = [...fields];
      for (const { field, how, value } of mutations) {
        if (how === 'replace')
          result = [...result.filter(([name]) => name !== field), [field, value]];
        else if (how === 'duplicate') result = [...result, [field, value], [field, value]];
        else if (how === 'drop') result = result.filter(([name]) => name !== field);
        else result = [...result, [`${field}[x]`, value]];
      }
      return result;
    });
}

/**
 * Each field in turn missing, sent twice, empty, and off its format or options, the others valid:
 * every kind of fault the validation messages tell apart, for every field (random runs may miss one).
 */
export function fieldSweep(endpoint: EndpointDefinition, seed: number): WireFields[] {
  const [base = []] = fc.sample(validishFields(endpoint), { seed, numRuns: 1 });
  const names = Object.keys(requestShape(endpoint).properties);
  const without = (field: string) => base.filter(([name]) => name !== field);
  return names.flatMap((field) => [
    without(field),
    [...without(field), [field, '1'], [field, '2']],
    [...without(field), [field, '']],
    [...without(field), [field, 'zz~不在范围']],
  ]);
}

/** A JSON body, as a broken or hostile client might send instead of a form: any JSON type in any field. */
export function jsonBody(endpoint: EndpointDefinition): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(requestShape(endpoint).properties);
  const anyJson = fc.oneof(
    hostileValue,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
  if (!names.length) return fc.dictionary(fc.string(), anyJson, { maxKeys: 3 });
  return fc.record(Object.fromEntries(names.map((name) => [name, anyJson])), { requiredKeys: [] });
}

const formBody = (fields: WireFields) =>
  new URLSearchParams(fields as Array<[string, string]>).toString();

function multipartBody(fields: WireFields, boundary: string): Buffer {
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\nhello\r\n`;
  return Buffer.from(`${parts.join('')}${file}--${boundary}--\r\n`);
}

/** What came back: status and body text. */
export interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** One HTTP request to the API listening at `base` (see listenOnLoopback). */
export async function request(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { contentType?: string; body?: string | Buffer } = {},
): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: options.contentType ? { 'content-type': options.contentType } : {},
    body: options.body,
  });
  const body = await res.text();
  return { statusCode: res.status, body, json: () => JSON.parse(body) };
}

/** Sends `fields` (plus the token, when given) to the endpoint with `method`, encoded as the endpoint declares. */
export function send(
  base: string,
  endpoint: EndpointDefinition,
  method: 'GET' | 'POST',
  fields: WireFields,
  token?: string,
): Promise<Answer> {
  const withToken: WireFields = token ? [...fields, ['token', token]] : fields;
  if (method === 'GET') return request(base, method, `${endpoint.path}?${formBody(withToken)}`);
  if (endpoint.encoding === 'multipart') {
    const boundary = '----bhtfuzz7MA4YWxkTrZu0gW';
    return request(base, method, endpoint.path, {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: multipartBody(withToken, boundary),
    });
  }
  return request(base, method, endpoint.path, {
    contentType: 'application/x-www-form-urlencoded',
    body: formBody(withToken),
  });
}

const CJK = /[\u4e00-\u9fa5]/;
/** zod's English defaults, and a field's wire name standing where its Chinese label belongs. */
const RAW_MESSAGE =
  /\b(invalid|expected|received|required|unrecognized|too (small|big))\b|请(填写|选择)[a-z_]+|[a-z]+_[a-z_]+/i;

/** Why `res` is not a well-formed answer (null when it is): never a 500, always the envelope, errors in Chinese. */
export function envelopeProblem(res: Answer): string | null {
  // 501 is the deliberate envelope of an endpoint not built yet; any other 5xx is a crash.
  if (res.statusCode >= 500 && res.statusCode !== 501)
    return `HTTP ${res.statusCode}: ${res.body.slice(0, 300)}`;
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = res.json() as typeof body;
  } catch {
    return `HTTP ${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body))
    return `not the envelope: ${res.body.slice(0, 300)}`;
  if (body.code === 1) return null;
  const fields = (body.data as { fields?: Record<string, string> } | null)?.fields ?? {};
  for (const message of [body.msg, ...Object.values(fields)]) {
    if (!CJK.test(message) || RAW_MESSAGE.test(message))
      return `HTTP ${res.statusCode} message not in Chinese: ${JSON.stringify(message)}`;
  }
  return null;
}
