// Zod 4's classic `ZodType` wires its JSON Schema generator into every schema (`toJSONSchema()`,
// `~standard.jsonSchema`, a `processJSONSchema` hook per type), so a bundle that parses with zod
// also ships the generator (`json-schema-processors.js` + `to-json-schema.js`, ~17 kB raw) although
// the SPAs never generate a JSON Schema (the API server does, for its docs). In the SPAs' production
// build those two modules become stubs with the same exports that throw when called. Dev, tests and
// the server load zod unchanged. See docs/benchmarks.md.
import { pathToFileURL } from 'node:url';

const generatorModule = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** @returns {import('vite').Plugin} */
export function zodWithoutJsonSchema() {
  return {
    name: 'bht:zod-without-json-schema',
    apply: 'build',
    async load(id) {
      if (!generatorModule.test(id)) return null;
      const exportNames = Object.keys(await import(pathToFileURL(id).href));
      return [
        'function leftOut() {',
        "  throw new Error('zod JSON Schema generation is left out of this browser build');",
        '}',
        ...exportNames.map((name) => `export const ${name} = leftOut;`),
      ].join('\n');
    },
  };
}
