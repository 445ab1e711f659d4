// `npm start`: build (cached) and run the whole platform in one process on PORT (default 3000).
import path from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { buildPlatform, requireNode24, root, supervise } from './lib.mjs';

requireNode24();
if (!process.argv.includes('--no-build')) buildPlatform();
supervise(process.execPath, [...API_NODE_FLAGS, path.join(root, 'dist/apps/api/main.js')]);
