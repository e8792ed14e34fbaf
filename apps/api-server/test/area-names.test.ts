// One name per business area (docs/architecture.md, "One name per area"): the contract file that
// declares an endpoint names the server area that implements it, and each app's feature folders
// take their names from the same list. A reader finds an endpoint's handler from its contract file,
// and a screen's calls from its folder, in one hop.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractAreas } from '@bht/api-client/contract';
import { describe, expect, it } from 'vitest';
import type { Implementation } from '../src/http/implement';

const dir = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));
const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const files = (path: string) =>
  readdirSync(path)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();

const CONTRACT_DIR = dir('../../../packages/api-client/src/contract/');
const AREAS_DIR = dir('../src/areas/');

/** Contract files that declare no endpoint: the contract's plumbing, and the list exports. */
const CONTRACT_WITHOUT_ENDPOINTS = {
  common: 'shared field schemas',
  define: 'defineEndpoint itself',
  envelope: 'the response envelope',
  files: 'file references and links',
  index: 're-exports',
  'log-in-calls': 'the addresses of the log-in screens’ calls (declared in auth, sms and system)',
  machines: 'defineMachine, the state-machine kernel',
  models: 'record shapes several areas answer with',
  'order-machines': 'the order machines of every letter type',
  'order-status': 'order status codes and names',
  'record-logs': 'the log every request record answers with',
  registry: 'the list of areas',
  exports: 'defineExport (server area exports); each list’s export is declared in its own area',
};

/** Server areas that implement no endpoint of their own, and why they are areas. */
const SERVER_AREAS_WITHOUT_ENDPOINTS = {
  exports: 'the list exports: routes built from contract/exports.ts, not from endpoints',
  issuing: 'issuing a letter (wording, PDF, seal, QR code), used by every order desk',
  records: 'the one writer of request records’ statuses and their log',
};

/** App folders that are no area: screens composed only of other areas' calls. */
const APP_ONLY_FEATURES: Record<string, Record<string, string>> = {
  'enterprise-portal': { home: 'the 首页 (/index): account summary, notices, quick entries' },
  'ensure-company-console': {},
};

async function serverAreas(): Promise<Map<string, Implementation[]>> {
  const areas = new Map<string, Implementation[]>();
  for (const area of folders(AREAS_DIR)) {
    if (!existsSync(`${AREAS_DIR}${area}/index.ts`)) {
      areas.set(area, []);
      continue;
    }
    const module = (await import(`../src/areas/${area}/index.ts`)) as Record<string, unknown>;
    const handlers = Object.entries(module)
      .filter(([name, value]) => name.endsWith('Handlers') && Array.isArray(value))
      .flatMap(([, value]) => value as Implementation[]);
    areas.set(area, handlers);
  }
  return areas;
}

const areaOf = new Map(
  Object.entries(contractAreas).flatMap(([area, module]) =>
    Object.values(module as Record<string, unknown>)
      .filter(
        (value): value is { id: string } =>
          typeof value === 'object' && value !== null && 'id' in value && 'path' in value,
      )
      .map((endpoint) => [endpoint.id, area] as const),
  ),
);

describe('one name per business area', () => {
  it('names each contract area after its file, and every contract file is an area or listed plumbing', () => {
    const areas = Object.keys(contractAreas).sort();
    expect(files(CONTRACT_DIR).filter((name) => !(name in CONTRACT_WITHOUT_ENDPOINTS))).toEqual(
      areas,
    );
  });

  it('implements each endpoint in the server area named as its contract file', async () => {
    const misplaced: string[] = [];
    for (const [area, handlers] of await serverAreas())
      for (const { endpoint } of handlers)
        if (areaOf.get(endpoint.id) !== area)
          misplaced.push(`${endpoint.id}: contract ${areaOf.get(endpoint.id)}, server ${area}`);
    expect(misplaced).toEqual([]);
  });

  it('has a server area for every contract area, and explains the server areas without endpoints', async () => {
    const implemented = new Set(
      [...(await serverAreas())]
        .filter(([, handlers]) => handlers.length > 0)
        .map(([area]) => area),
    );
    expect(Object.keys(contractAreas).filter((area) => !implemented.has(area))).toEqual([]);
    expect(folders(AREAS_DIR).filter((area) => !implemented.has(area))).toEqual(
      Object.keys(SERVER_AREAS_WITHOUT_ENDPOINTS).sort(),
    );
  });

  it.each(Object.keys(APP_ONLY_FEATURES))('names %s’s feature folders after areas', (app) => {
    const known = new Set([...Object.keys(contractAreas), ...Object.keys(APP_ONLY_FEATURES[app]!)]);
    const features = folders(dir(`../../${app}/src/features/`));
    expect(features.filter((feature) => !known.has(feature))).toEqual([]);
    // An exception that no longer exists is taken off the list.
    expect(Object.keys(APP_ONLY_FEATURES[app]!).filter((f) => !features.includes(f))).toEqual([]);
  });
});
