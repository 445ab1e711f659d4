import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../tools/vite/precompress.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Built into dist/apps/admin and served by the api process at /admin/; `npm run dev` serves it on
// port 4300 with /api proxied to the api on port 3000.
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@soundpost/contracts': path.join(root, 'libs/shared/contracts/src/index.ts'), '@soundpost/shared-csv': path.join(root, 'libs/shared/csv/src/index.ts') },
  },
  build: {
    outDir: path.join(root, 'dist/apps/admin'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 4300,
    proxy: { '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
});
