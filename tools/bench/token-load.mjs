// Each request with the next artist's token, as the real bells spread. Usage: node token-load.mjs <url> <tokens-file> <connections> <seconds>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../package.json'));
const autocannon = require('autocannon');

const [url, tokensFile, connections, seconds] = process.argv.slice(2);
const tokens = fs.readFileSync(tokensFile, 'utf8').split('\n').filter(Boolean);
let next = 0;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
    },
  ],
});
process.stdout.write(`${JSON.stringify({ rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, errors: result.errors + result.non2xx + result.timeouts })}\n`);
