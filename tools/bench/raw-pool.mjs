// The baselines' pg pool, with the api's pool options (core's buildDataSourceOptions): connections once opened are kept.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../package.json'));
const { Pool } = require('pg');

export function apiLikePool(connectionString, max = 10) {
  return new Pool({ connectionString, max, min: max, idleTimeoutMillis: 30_000 });
}
