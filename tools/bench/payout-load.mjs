// One POST per token (one per funded wallet). Usage: node payout-load.mjs <url> <tokens-file> <connections>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../package.json'));
const autocannon = require('autocannon');

const [url, tokensFile, connections] = process.argv.slice(2);
const tokens = fs.readFileSync(tokensFile, 'utf8').split('\n').filter(Boolean);
let next = 0;
// Timed to the last answer: autocannon hands a fixed amount's result over at its next one-second tick, and its
// duration with it, so 1,000 requests answered in 7.1 s counted as 8 s (rates of 1000/n only).
const started = performance.now();
let lastAnswer = started;
const result = await autocannon({
  url,
  method: 'POST',
  connections: Number(connections),
  amount: tokens.length,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ amount: 2500, method: 'manual' }),
  requests: [
    {
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
      onResponse: () => {
        lastAnswer = performance.now();
      },
    },
  ],
});
const duration = (lastAnswer - started) / 1000;
const ok = result['2xx'];
process.stdout.write(
  `${JSON.stringify({ rps: ok / duration, duration, ok, p99: result.latency.p99, p50: result.latency.p50, errors: result.errors + result.non2xx + result.timeouts })}\n`,
);
