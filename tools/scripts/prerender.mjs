// Writes the public pages of the built web app as static HTML (docs/benchmarks.md, "Lighthouse on the public pages"):
// the same components rendered in English by react-dom's prerender, with the English strings they read inlined, so the
// first paint needs no script and no fetch; main.tsx hydrates them. Run after `vite build` of apps/web (its build target).
// The api serves dist/apps/web/prerendered/<path>.html for <path> (libs/server/core/src/http/http-app.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const webDist = path.join(root, 'dist/apps/web');
const serverOut = path.join(root, 'dist/web-prerender');
const outDir = path.join(webDist, 'prerendered');

/** Escapes what would end the JSON block or be read as markup inside it. */
export function jsonForScript(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page's route chunk, the chunks it imports and their stylesheets, from Vite's manifest (the entry's are in the shell already). */
function pageAssets(manifest, module) {
  const scripts = new Set();
  const styles = new Set();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const inEntry = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || inEntry.has(chunk.file) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (module) visit(module);
  return { scripts: [...scripts], styles: [...styles].filter((css) => !(entry?.css ?? []).includes(css)) };
}

/**
 * The shell with the page in #root, its title and stylesheets, its strings in a JSON block, and its scripts moved out
 * of the head: `boot` (prerender-boot.js) requests them once the first frame is painted.
 */
export function pageHtml(shell, page, rendered, assets, boot) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry || !shell.includes('<div id="root"></div>')) throw new Error(`prerender: unexpected index.html for ${page.path}`);
  const preload = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const scripts = { entry: entry[1], preload: [...preload.map((m) => m[1]), ...assets.scripts.map((js) => `/${js}`)] };
  let html = shell.replace(entry[0], '');
  for (const m of preload) html = html.replace(m[0], '');
  const head = [
    ...assets.styles.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
    `<script type="module" crossorigin src="${boot}"></script>`,
  ].join('\n    ');
  html = html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`)
    // The hydrated page reads the whole bundle after its first render: it must not compete with the page's own files.
    .replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/api\/i18n\/en"[^>]*>/, '')
    .replace(/(\s*)<\/head>/, `$1  ${head}$1</head>`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="prerendered-translations">${jsonForScript(rendered.translations)}</script>` +
      `\n    <script type="application/json" id="prerendered-scripts">${jsonForScript(scripts)}</script>`,
  );
}

/** Copies prerender-boot.js into the build's assets under a content hash (cached for a year like the other assets). */
function writeBoot() {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'prerender-boot.js'));
  const name = `assets/prerender-boot-${crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  fs.writeFileSync(path.join(webDist, name), source);
  return `/${name}`;
}

export function fileFor(pagePath) {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;
}

async function main() {
  const shellFile = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(shellFile) || !fs.existsSync(manifestFile)) throw new Error('prerender: build apps/web first (dist/apps/web/index.html and .vite/manifest.json)');
  await build({
    configFile: path.join(root, 'apps/web/vite.config.mts'),
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: serverOut,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      rollupOptions: {
        input: {
          prerender: path.join(root, 'apps/web/src/ssr/prerender.tsx'),
          translations: path.join(root, 'libs/server/i18n/src/translations/index.ts'),
        },
        output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
      },
    },
  });
  try {
    const { renderPage, PRERENDERED_PAGES } = await import(pathToFileURL(path.join(serverOut, 'prerender.mjs')).href);
    const { SHIPPED_BUNDLES } = await import(pathToFileURL(path.join(serverOut, 'translations.mjs')).href);
    const shell = fs.readFileSync(shellFile, 'utf8');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    fs.rmSync(outDir, { recursive: true, force: true });
    const boot = writeBoot();
    for (const page of PRERENDERED_PAGES) {
      const rendered = await renderPage(page.path, SHIPPED_BUNDLES.en);
      const html = pageHtml(shell, page, rendered, pageAssets(manifest, page.module), boot);
      const file = path.join(outDir, fileFor(page.path));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
    console.log(`prerendered ${PRERENDERED_PAGES.length} pages into ${path.relative(root, outDir)}`);
  } finally {
    fs.rmSync(serverOut, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
