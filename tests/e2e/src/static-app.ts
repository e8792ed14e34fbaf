// Shared with the benchmarks (tooling/scripts).
export { serveApp, type StaticApp } from '../../../tooling/scripts/static-app.mjs';
