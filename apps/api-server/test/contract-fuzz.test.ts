// Fuzzing every request schema of the contract over HTTP: inputs generated from the schema, then
// spoiled with hostile values (control characters, 100 kB, emoji, SQL/HTML, wrong types,
// duplicated keys, unknown fields), sent as each endpoint declares (form POST, GET query,
// multipart). The answer is never a 500 and always the envelope, an error in Chinese.
// Bounded (FUZZ_RUNS per endpoint and method) and reproducible: the seed is fixed (FUZZ_SEED) and
// fast-check prints it with the failing input.
import { allEndpoints, type EndpointDefinition } from '@bht/api-client/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  envelopeProblem,
  fieldSweep,
  FUZZ_SEED,
  hostileFields,
  hostileValue,
  jsonBody,
  request,
  send,
  validishFields,
  type Answer,
  type WireFields,
} from './contract-inputs';
import { createTestApp, listenOnLoopback, type TestApp } from './test-app';
import { createTenant, type Tenant } from './two-tenants';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApp;
let base: string;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  tenant = await createTenant(t, 'A');
}, 120_000);
afterAll(() => t?.close());

/** A fresh session of the endpoint's kind (the company account holds every permission), so the input is what gets checked. */
function tokenFor(endpoint: EndpointDefinition): Promise<string | undefined> {
  if (endpoint.auth === 'enterprise') return tenant.tokens.enterpriseMain();
  if (endpoint.auth === 'ensure_company') return tenant.tokens.companyWith();
  return Promise.resolve(undefined);
}

/** Inputs for one endpoint: valid-ish (sometimes about the caller's own order, to reach deeper), or hostile. */
function inputs(endpoint: EndpointDefinition): fc.Arbitrary<WireFields> {
  const own = { order_sn: tenant.orderSn, order_id: String(tenant.orderId) };
  return fc.oneof(
    validishFields(endpoint),
    validishFields(endpoint, own),
    hostileFields(endpoint),
    hostileFields(endpoint, own),
    hostileFields(endpoint, own),
  );
}

async function check(res: Answer) {
  const problem = envelopeProblem(res);
  if (problem) throw new Error(problem);
}

const endpoints = allEndpoints.filter((e) => !e.path.startsWith('/uploads'));
const cases = endpoints.flatMap((endpoint) =>
  endpoint.methods.map((method) => [`${method} ${endpoint.path}`, endpoint, method] as const),
);

describe('fuzzing every contract endpoint over HTTP', () => {
  it.each(cases)('%s', async (_name, endpoint, method) => {
    for (const fields of fieldSweep(endpoint, FUZZ_SEED)) {
      const problem = envelopeProblem(
        await send(base, endpoint, method, fields, await tokenFor(endpoint)),
      );
      if (problem) throw new Error(`${problem} (input ${JSON.stringify(fields).slice(0, 300)})`);
    }
    await fc.assert(
      fc.asyncProperty(inputs(endpoint), async (fields) =>
        check(await send(base, endpoint, method, fields, await tokenFor(endpoint))),
      ),
      { seed: FUZZ_SEED, numRuns: RUNS, endOnFailure: true },
    );
    if (method !== 'POST') return;
    await fc.assert(
      fc.asyncProperty(jsonBody(endpoint), async (body) => {
        const token = await tokenFor(endpoint);
        const payload = JSON.stringify(token ? { ...body, token } : body);
        await check(
          await request(base, method, endpoint.path, {
            contentType: 'application/json',
            body: payload,
          }),
        );
      }),
      { seed: FUZZ_SEED, numRuns: Math.ceil(RUNS / 2), endOnFailure: true },
    );
  });
});

/** The JSON sandbox routes registered outside production, with plausible values of their fields (the HTML pages answer pages, not the envelope). */
const SANDBOX_ROUTES = [
  { method: 'GET', path: '/api/sandbox/sms', fields: { mobile: ['13800000001'] } },
  {
    method: 'GET',
    path: '/api/sandbox/mail',
    fields: { to: ['finance@example.com', 'finance@bounce.test'] },
  },
  {
    method: 'GET',
    path: '/api/sandbox/bank-deposit',
    fields: { account_no: ['6222020000000001'] },
  },
  {
    method: 'POST',
    path: '/api/sandbox/review-enterprise',
    fields: {
      enterprise_id: ['1', '99999'],
      action: ['approve', 'reject'],
      reason: ['材料不清晰'],
    },
  },
  {
    method: 'POST',
    path: '/api/sandbox/pay',
    fields: { prepay_id: ['wx_prepay_1'], order_sn: ['BH1'], result: ['ok', 'cancel'] },
  },
] as const;

describe('fuzzing the sandbox routes', () => {
  it.each(SANDBOX_ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s',
    async (_name, route) => {
      const values = Object.fromEntries(
        Object.entries(route.fields).map(([name, plausible]) => [
          name,
          fc.oneof(fc.constantFrom(...plausible), hostileValue),
        ]),
      );
      const fields = fc.record(values, { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(fields, async (record) => {
          const encoded = new URLSearchParams(record as Record<string, string>).toString();
          await check(
            route.method === 'GET'
              ? await request(base, 'GET', `${route.path}?${encoded}`)
              : await request(base, 'POST', route.path, {
                  contentType: 'application/x-www-form-urlencoded',
                  body: encoded,
                }),
          );
        }),
        { seed: FUZZ_SEED, numRuns: RUNS * 4, endOnFailure: true },
      );
    },
  );
});
