// `npm run lint`: ESLint over the workspace in one process (31 per-project runs took 116 s in CI, each loading the
// config and plugins again). Nx's module-boundary rule reads the project graph from Nx's cache, which ESLint alone
// does not build: `nx show projects` builds it first. One project: `npx nx run <project>:lint`.
import path from 'node:path';
import { root, run } from './lib.mjs';

run(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), 'show', 'projects'], { stdio: ['ignore', 'ignore', 'inherit'] });
run(process.execPath, [path.join(root, 'node_modules/eslint/bin/eslint.js'), ...process.argv.slice(2), '.']);
