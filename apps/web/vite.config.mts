import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite/precompress.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Built into dist/apps/web and served by the api process at /; `npm run dev` serves it on
// port 4200 with /api proxied to the api on port 3000.
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@soundpost/contracts': path.join(root, 'libs/shared/contracts/src/index.ts') },
  },
  build: {
    outDir: path.join(root, 'dist/apps/web'),
    emptyOutDir: true,
    sourcemap: true,
    // tools/scripts/prerender.mjs reads it for each prerendered page's chunks and stylesheets.
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 4200,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
