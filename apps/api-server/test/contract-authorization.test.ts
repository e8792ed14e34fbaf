// The authorization matrix, generated from the contract: every endpoint, called by every kind of
// caller, answers as its declaration (auth, permission) says, and never shows another tenant's data.
// A new endpoint is covered without a new test. Rules: docs/api-conventions.md, "Authorization matrix".
import { allEndpoints, type EndpointDefinition } from '@bht/api-client/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelopeProblem,
  FUZZ_SEED,
  requestShape,
  send,
  validishFields,
  type WireFields,
} from './contract-inputs';
import { createTestApp, listenOnLoopback, type TestApp } from './test-app';
import { createTenant, leakedMarkers, type Tenant } from './two-tenants';

type Outcome = 'allowed' | 'unauthenticated' | 'forbidden' | 'allowed or forbidden';

interface Role {
  name: string;
  kind: 'anonymous' | 'enterprise' | 'ensure_company';
  /** The world the caller belongs to (null: anonymous, belongs to none). */
  world: 'A' | 'B' | null;
  token(endpoint: EndpointDefinition): Promise<string | undefined>;
  /** What the caller may get from an endpoint of its own kind, beyond the declaration's auth. */
  ownKind(endpoint: EndpointDefinition): Outcome;
}

let t: TestApp;
let base: string;
let tenants: { A: Tenant; B: Tenant };

const ROLES: Role[] = [
  {
    name: 'anonymous',
    kind: 'anonymous',
    world: null,
    token: async () => undefined,
    ownKind: () => 'allowed',
  },
  {
    name: 'enterprise main',
    kind: 'enterprise',
    world: 'A',
    token: () => tenants.A.tokens.enterpriseMain(),
    ownKind: () => 'allowed',
  },
  // Enterprise endpoints declare no permission: the handlers check the sub-account's (orders, main-account-only calls).
  {
    name: 'enterprise sub-account without permission',
    kind: 'enterprise',
    world: 'A',
    token: () => tenants.A.tokens.enterpriseSubWithout(),
    ownKind: () => 'allowed or forbidden',
  },
  {
    name: 'another enterprise',
    kind: 'enterprise',
    world: 'B',
    token: () => tenants.B.tokens.enterpriseMain(),
    ownKind: () => 'allowed or forbidden',
  },
  {
    name: 'company with the permission',
    kind: 'ensure_company',
    world: 'A',
    token: () => tenants.A.tokens.companyWith(),
    ownKind: () => 'allowed',
  },
  {
    name: 'company without the permission',
    kind: 'ensure_company',
    world: 'A',
    token: (e) =>
      e.permission ? tenants.A.tokens.companyWithout(e.permission) : tenants.A.tokens.companyWith(),
    ownKind: (e) => (e.permission ? 'forbidden' : 'allowed'),
  },
  {
    name: 'another company',
    kind: 'ensure_company',
    world: 'B',
    token: () => tenants.B.tokens.companyWith(),
    ownKind: () => 'allowed or forbidden',
  },
];

/** Company accounts and platform operators share the console's log-in: each is refused (403) on the other's calls (docs/company-auth.md). */
const CONSOLE_KINDS: ReadonlySet<string> = new Set(['ensure_company', 'platform_operator']);

/** What the declaration promises `role` on `endpoint`. */
function expectedOutcome(endpoint: EndpointDefinition, role: Role): Outcome {
  if (endpoint.auth === 'public') return 'allowed';
  if (role.kind !== endpoint.auth)
    return CONSOLE_KINDS.has(role.kind) && CONSOLE_KINDS.has(endpoint.auth)
      ? 'forbidden'
      : 'unauthenticated';
  return role.ownKind(endpoint);
}

/** The caller refusals are the envelope's codes -1 (HTTP 401) and -2 (HTTP 403); a business refusal (e.g. a payment callback's bad signature) is code 0. */
function outcomeProblem(expected: Outcome, status: number, code: number): string | null {
  const refusedAs = code === -1 ? 'unauthenticated' : code === -2 ? 'forbidden' : null;
  if ((code === -1 && status !== 401) || (code === -2 && status !== 403))
    return `code ${code} with HTTP ${status}`;
  if (
    expected === 'allowed'
      ? refusedAs === null
      : expected === 'allowed or forbidden'
        ? refusedAs !== 'unauthenticated'
        : refusedAs === expected
  )
    return null;
  return `expected ${expected}, got HTTP ${status} code ${code}`;
}

/** The victim world's identifiers, which every caller tries: its own, or another tenant's. */
const victimIdentifiers = () => ({
  order_sn: tenants.A.orderSn,
  order_id: String(tenants.A.orderId),
});

function inputFor(endpoint: EndpointDefinition, roleIndex: number) {
  const fixed = Object.fromEntries(
    Object.entries(victimIdentifiers()).filter(
      ([name]) => name in requestShape(endpoint).properties,
    ),
  );
  const [fields] = fc.sample(validishFields(endpoint, fixed), {
    seed: FUZZ_SEED + roleIndex,
    numRuns: 1,
  });
  return fields!;
}

/** Endpoints that showed a caller its own world's data: proof the markers are reachable, so their absence elsewhere means something. */
const ownDataSeen = new Set<string>();

const endpoints = allEndpoints.filter((e) => !e.path.startsWith('/uploads'));

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  tenants = { A: await createTenant(t, 'A'), B: await createTenant(t, 'B') };
}, 120_000);
afterAll(() => t?.close());

/** The inputs `role` sends: one generated from the schema with world A's order; world B's callers also try each of A's row ids as `id`. */
function inputsFor(endpoint: EndpointDefinition, role: Role, roleIndex: number): WireFields[] {
  const base = inputFor(endpoint, roleIndex);
  if (role.world !== 'B' || !('id' in requestShape(endpoint).properties)) return [base];
  return [
    base,
    ...tenants.A.resourceIds.map((id): WireFields => [
      ...base.filter(([name]) => name !== 'id'),
      ['id', String(id)],
    ]),
  ];
}

describe('authorization matrix (every contract endpoint × every kind of caller)', () => {
  it.each(endpoints.map((e) => [`${e.methods.join('/')} ${e.path}`, e] as const))(
    '%s',
    async (_name, endpoint) => {
      const problems: string[] = [];
      let worldA: string | undefined;
      for (const [index, role] of ROLES.entries()) {
        for (const fields of inputsFor(endpoint, role, index)) {
          for (const method of endpoint.methods) {
            const where = `${role.name} ${method} ${JSON.stringify(Object.fromEntries(fields)).slice(0, 200)}`;
            // A call of world B must leave world A's rows as they were. World A's rows after one
            // such call are the rows before the next, unless a caller of another world came between.
            const before = role.world === 'B' ? (worldA ??= await tenants.A.snapshot()) : '';
            const res = await send(base, endpoint, method, fields, await role.token(endpoint));
            worldA = role.world === 'B' ? await tenants.A.snapshot() : undefined;
            if (role.world === 'B' && worldA !== before)
              problems.push(`${where}: changed another tenant's data`);
            const envelope = envelopeProblem(res);
            if (envelope) {
              problems.push(`${where}: ${envelope}`);
              continue;
            }
            const { code } = res.json() as { code: number };
            const outcome = outcomeProblem(expectedOutcome(endpoint, role), res.statusCode, code);
            if (outcome) problems.push(`${where}: ${outcome}: ${res.body.slice(0, 200)}`);
            const own = role.world === 'A' ? tenants.A : role.world === 'B' ? tenants.B : null;
            if (own && own.markers.some((marker) => res.body.includes(marker)))
              ownDataSeen.add(endpoint.id);
            const others =
              role.world === 'A'
                ? [tenants.B]
                : role.world === 'B'
                  ? [tenants.A]
                  : [tenants.A, tenants.B];
            const leaked = others.flatMap((other) => leakedMarkers(res.body, other));
            if (leaked.length)
              problems.push(`${where}: another tenant's data in the answer: ${leaked.join(', ')}`);
            // Another tenant's order number must never be accepted by a protected call.
            if (
              role.world === 'B' &&
              endpoint.auth !== 'public' &&
              fields.some(([name]) => name === 'order_sn') &&
              code === 1
            ) {
              problems.push(`${where}: accepted another tenant's order ${tenants.A.orderSn}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('showed the callers their own world’s data (so the leak checks look at real data)', () => {
    expect(ownDataSeen.size).toBeGreaterThanOrEqual(8);
  });
});
