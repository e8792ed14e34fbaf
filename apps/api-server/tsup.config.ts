import { defineConfig } from 'tsup';

// Bundles the server with the workspace packages it uses (they ship as TypeScript source);
// every npm dependency stays external (PGlite loads its own wasm and data files).
export default defineConfig({
  entry: { main: 'src/main.ts', 'seed-cli': 'src/db/seed-cli.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@bht\//],
});
