// Shared with the benchmarks (tooling/scripts).
export { freePort } from '../../../tooling/scripts/free-port.mjs';
