// After `vite build` and `vite build --ssr src/prerender.tsx`: renders the landing page into dist/index.html, so a
// visitor sees it before any script runs.
// - Its stylesheets (the page's, and those of the form's code, which loads later but whose HTML is there at
//   once) are inlined in the order Vite linked them: the first paint waits for no stylesheet request. Each keeps
//   a disabled <link> (never fetched), so the code that loads later does not add the same rules a second time,
//   after rules that were meant to override them.
// - The island's scripts are prefetched once the page has loaded (see `head` below).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');
const formModule = 'src/features/landing/live-join-form.tsx';
/** Keep in step with landing-main.tsx. */
const PREFETCH_TEMPLATE_ID = 'island-prefetch';
const islandModule = 'src/features/landing/start-landing.tsx';

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** Every stylesheet of a manifest entry and of the chunks it imports. */
function stylesheets(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build's manifest`);
  return [...(entry.css ?? []), ...(entry.imports ?? []).flatMap((k) => stylesheets(k, seen))];
}

/** The script files of a manifest entry and of the chunks it imports. */
function scripts(key, seen = new Set()) {
  if (seen.has(key)) return [];
  seen.add(key);
  const entry = manifest[key];
  if (!entry) throw new Error(`${key} is not in the build's manifest`);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => scripts(k, seen))];
}

const { renderLanding, routeModules } = await import(
  pathToFileURL(path.join(ssr, 'prerender.js')).href
);
const body = await renderLanding();

const indexPath = path.join(dist, 'index.html');
let html = readFileSync(indexPath, 'utf8');

const linkPattern = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\n?/g;
const linked = [...html.matchAll(linkPattern)].map((m) => m[1]);
const sheets = [...new Set([...linked, ...stylesheets(formModule)])];
html = html.replace(linkPattern, '');

const css = sheets.map((file) => readFileSync(path.join(dist, file), 'utf8').trim()).join('\n');
if (css.includes('</style')) throw new Error('A stylesheet cannot be inlined: it contains </style');
// The island's code is fetched once the page has loaded, while the browser is idle, so it is at hand when the
// visitor starts using the page (wake-on-intent.ts); it is not run before then.
const preloaded = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
);
const island = [...new Set(scripts(islandModule))].filter((file) => !preloaded.has(file));
const head = [
  // Inert until the page has loaded (landing-main.tsx): nothing but the page itself before its first paint.
  `<template id="${PREFETCH_TEMPLATE_ID}">${island
    .map((file) => `<link rel="prefetch" href="/${file}" as="script" crossorigin>`)
    .join('')}</template>`,
  `<style>${css}</style>`,
  ...sheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
].join('\n    ');

const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error('dist/index.html has no empty #root to prerender into');
html = html
  // The page is there before its code: its scripts must not compete with the first paint.
  .replaceAll(
    '<script type="module" crossorigin',
    '<script type="module" fetchpriority="low" crossorigin',
  )
  .replaceAll(
    '<link rel="modulepreload" crossorigin',
    '<link rel="modulepreload" fetchpriority="low" crossorigin',
  )
  .replace('</head>', `    ${head}\n  </head>`)
  .replace(root, `<div id="root">${body}</div>`);
writeFileSync(indexPath, html);

// Every other page starts from app.html, the app's shell, whose code then loads the page's own (a second round
// trip). Each address gets a copy of the shell that asks for its page's scripts and stylesheets at once, beside
// the app's; the server sends it for that address (apps/server/src/web-app.ts).
const shell = readFileSync(path.join(dist, 'app.html'), 'utf8');
const inShell = new Set([...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
let shells = 0;
for (const [page, module] of routeModules) {
  if (!/^\/[a-z0-9-/]+$/.test(page) || page === '/') continue;
  const key = path.posix.join('src/app', module);
  const links = [
    ...[...new Set(stylesheets(key))]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...new Set(scripts(key))]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  const file = path.join(dist, 'pages', `${page.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`));
  shells += 1;
}
rmSync(ssr, { recursive: true, force: true });
console.log(
  `prerendered / (${(body.length / 1024).toFixed(1)} kB of HTML, ${sheets.length} stylesheets inlined: ` +
    `${(css.length / 1024).toFixed(1)} kB; ${island.length} script files of the island to prefetch after load); ` +
    `${shells} page shells`,
);
// The browser build of React's scheduler holds a MessageChannel open: nothing else is left to do.
process.exit(0);
