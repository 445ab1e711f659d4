// `npm run dev`: the api rebuilt and restarted by webpack in watch mode; web and admin on Vite's dev servers, proxying /api.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { nx, nxEnv, requireNode24, root } from './lib.mjs';

requireNode24();
const port = process.env.PORT ?? '3000';
const children = new Set();
const start = (cmd, args, env = {}) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...nxEnv, ...env } });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
};

// Nx's webpack plugin reads the project graph; make sure it exists before webpack starts.
nx(['show', 'projects'], { stdio: 'ignore' });
const apiMain = path.join(root, 'dist/apps/api/main.js');
start(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), 'build', '--watch', '--config', 'apps/api/webpack.config.js', '--node-env=development'], {
  NX_TASK_TARGET_PROJECT: 'api',
  NX_TASK_TARGET_TARGET: 'build',
});

let api;
let restarting = false;
const restartApi = async () => {
  if (restarting) return;
  restarting = true;
  if (api && api.exitCode === null) {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await exited;
  }
  api = start(process.execPath, [...API_NODE_FLAGS, apiMain], { PORT: port, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`, CORS_ORIGINS: `http://localhost:${port},http://localhost:4200,http://localhost:4300` });
  restarting = false;
};
let timer;
const watchBuild = () => {
  fs.watchFile(apiMain, { interval: 500 }, () => {
    clearTimeout(timer);
    timer = setTimeout(restartApi, 300);
  });
};
const waitForFirstBuild = setInterval(() => {
  if (fs.existsSync(apiMain)) {
    clearInterval(waitForFirstBuild);
    watchBuild();
    void restartApi();
  }
}, 500);

start(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'apps/web/vite.config.mts'], { API_URL: `http://localhost:${port}` });
start(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--config', 'apps/admin/vite.config.mts'], { API_URL: `http://localhost:${port}` });
console.log(`\n  dev: api http://localhost:${port}/api · web http://localhost:4200 · admin http://localhost:4300/admin/\n`);

const stop = () => {
  fs.unwatchFile(apiMain);
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
