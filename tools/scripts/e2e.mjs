// `npm run e2e`: build the platform, then run the browser journeys with the system's Chromium.
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildPlatform, requireNode24, root } from './lib.mjs';

requireNode24();
const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean).find((p) => fs.existsSync(p));
if (!chrome) {
  console.error('Chromium is missing: install it with `sudo apt-get update && sudo apt-get install -y chromium`, or set CHROME_PATH to a Chromium/Chrome binary.');
  process.exit(1);
}
if (!process.argv.includes('--no-build')) buildPlatform(['api', 'cli', 'web', 'admin']);
const args = process.argv.slice(2).filter((a) => a !== '--no-build');
const result = spawnSync(process.execPath, [path.join(root, 'tools/scripts/test.mjs'), '--e2e', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
