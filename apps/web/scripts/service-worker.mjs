// After the prerender (which writes the pages), before compress.mjs: the app's service worker, dist/sw.js, from
// src/service-worker/sw.ts, with the list of the build's files it precaches and their hash (a new build is a new
// worker: the browser sees the file change and the page offers the update), and the web app manifest in each
// language (dist/<locale>/manifest.webmanifest, linked from that language's pages).
// What is precached: the hashed assets (scripts, stylesheets), every HTML file the server sends for a page (page
// shells, prerendered pages, the landing and its signed-in copies, 404.html, in every language; not the panels'
// pages prerendered for their roles, nor the pages prerendered as a mail's link opens them), the icons and the
// manifests. Not the compressed copies (the browser asks for the file; the server picks the encoding), not the
// build's own manifest (.vite/), not sw.js itself.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const MANIFEST = 'manifest.webmanifest';
const SERVICE_WORKER = 'sw.js';
/** Keep in step with the locales of src/i18n (the prerender writes each other language into dist/<locale>/). */
const TRANSLATED = { ar: { dir: 'rtl' } };
const PRECACHE = /\.(?:html|js|css|png|svg|woff2|webmanifest)$/;
/**
 * Keep in step with scripts/prerender.mjs: the panels' pages as their roles see them, and the pages as a mail's
 * link opens them, in each language. (The shells of the pages whose query fills their form, `filled/`, are kept:
 * offline, such an address is its shell, as online: `offlinePage`.)
 */
const FIRST_VISIT_PAGES = /^(?:[a-z]{2}\/)?(?:panels|mail)\//;

const unescapeHtml = (text) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
/** The title and description the prerender gave a language's shell (from the pages' catalogue). */
function head(folder) {
  const html = readFileSync(path.join(folder, 'app.html'), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  if (!title || !description) throw new Error(`${folder}/app.html has no title or description`);
  return { name: unescapeHtml(title), description: unescapeHtml(description) };
}

// Each language's manifest: the same app (its start page's language is the visitor's choice, as on any visit),
// named and described in that language, in its direction; that language's pages link to it.
const manifest = JSON.parse(readFileSync(path.join(dist, MANIFEST), 'utf8'));
for (const [locale, { dir }] of Object.entries(TRANSLATED)) {
  const folder = path.join(dist, locale);
  const translated = { ...manifest, ...head(folder), lang: locale, dir };
  writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(translated, null, 2)}\n`);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, html.replace(`href="/${MANIFEST}"`, `href="/${locale}/${MANIFEST}"`));
  }
}

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && PRECACHE.test(entry.name))
  .map((entry) =>
    path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
  )
  .filter((file) => !file.startsWith('.vite/') && file !== SERVICE_WORKER)
  // The panels' pages prerendered for their roles, and the pages as a mail's link opens them, are a first paint
  // for a visitor online; offline, such an address is its shell (the app renders the page), so these larger
  // files are not kept twice.
  .filter((file) => !FIRST_VISIT_PAGES.test(file))
  .sort();
const hash = createHash('sha256');
for (const file of files)
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(path.join(dist, file)));
const version = hash.digest('hex').slice(0, 16);

await build({
  configFile: false,
  root: web,
  logLevel: 'warn',
  publicDir: false,
  define: {
    __PRECACHE__: JSON.stringify(files.map((file) => `/${file}`)),
    __VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: path.join(web, 'src/service-worker/sw.ts'),
      // A classic script: every browser runs one as a service worker.
      formats: ['iife'],
      name: 'mijasServiceWorker',
      fileName: () => SERVICE_WORKER,
    },
  },
});
const bytes = readFileSync(path.join(dist, SERVICE_WORKER)).length;
console.log(
  `service worker ${SERVICE_WORKER} (${(bytes / 1024).toFixed(1)} kB, build ${version}): ${files.length} files precached`,
);
