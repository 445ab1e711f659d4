// How Node runs the api, wherever it starts: npm start and npm run dev (here), the Dockerfile's CMD and the systemd
// unit in docs/operations.md (copies, checked by tools/bench/api-node-flags.spec.ts), and the benchmarks.

/**
 * V8's allocation-site pretenuring off. V8 moves an allocation site to old-space allocation once its objects
 * outlive a young collection often enough (a burst, the start-up); it never looks back, and each dead old object
 * such a site then makes per request (a pg row, a query runner) keeps what it points at alive through every
 * scavenge: measured on the api, 1.2 MB promoted a second at 1,500 session reads a second and 5-14 ms scavenges
 * in the chat's steady rounds, against a few KB and 0.6 ms without it (docs/benchmarks.md, 2026-12-01).
 */
export const API_V8_FLAGS = ['--no-allocation-site-pretenuring'];

/** Source maps for readable stack traces in the logs, then the V8 flags above. */
export const API_NODE_FLAGS = ['--enable-source-maps', ...API_V8_FLAGS];
