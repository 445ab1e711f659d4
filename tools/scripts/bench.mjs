// `npm run bench`: build, then every benchmark under tools/bench (ratios against a same-run baseline).
import fs from 'node:fs';
import path from 'node:path';
import { buildPlatform, requireNode24, root, run } from './lib.mjs';

requireNode24();
if (!process.argv.includes('--no-build')) buildPlatform(['api']);
const dir = path.join(root, 'tools/bench');
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.bench.mjs')).sort()) {
  console.log(`\n== ${file}`);
  run(process.execPath, [path.join(dir, file), ...process.argv.slice(2).filter((a) => a !== '--no-build')]);
}
