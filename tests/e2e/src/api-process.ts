// Shared with the benchmarks (tooling/scripts).
export { startApi, type ApiProcess } from '../../../tooling/scripts/api-process.mjs';
