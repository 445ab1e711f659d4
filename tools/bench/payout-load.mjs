// One POST per token (one per funded wallet). Usage: node payout-load.mjs <url> <tokens-file> <connections>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../package.json'));
const autocannon = require('autocannon');

const [url, tokensFile, connections] = process.argv.slice(2);
const tokens = fs.readFileSync(tokensFile, 'utf8').split('\n').filter(Boolean);
let next = 0;
const result = await autocannon({
  url,
  method: 'POST',
  connections: Number(connections),
  amount: tokens.length,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ amount: 2500, method: 'manual' }),
  requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }) }],
});
const ok = result['2xx'];
process.stdout.write(
  `${JSON.stringify({ rps: ok / (result.duration || 1), duration: result.duration, ok, p99: result.latency.p99, p50: result.latency.p50, errors: result.errors + result.non2xx + result.timeouts })}\n`,
);
