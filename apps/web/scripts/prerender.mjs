// After `vite build` and `vite build --ssr src/prerender.tsx`: renders the landing page into dist/index.html,
// the signed-out pages (`prerenderedPages`, e.g. /login) into dist/pages/, and the landing as each role sees it
// signed in (`signedInLandings`) into dist/landing/<role>.html (the server sends it for `/` when the first-paint
// cookies name the role: apps/server/src/web-app.ts), so a visitor sees them before any script runs.
// - Their stylesheets (for the landing, those of the form's code too, which loads later but whose HTML is there
//   at once) are inlined: the first paint waits for no stylesheet request. Each keeps a disabled <link> (never
//   fetched), so the code that loads later does not add the same rules a second time, after rules that were
//   meant to override them.
// - The code that takes a page over is prefetched once it has loaded (see `prerendered` below).
// - A page centred in the window (the auth pages) is painted whole: painted half-parsed, on a slow network or a
//   busy phone, its top moved up as the rest arrived (a layout shift). `<link rel="expect" blocking="render">`
//   holds the first paint until the marker after it is parsed (Chromium; other browsers ignore it).
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
/** The element after a page's content that its first paint waits for (`paintWhole`). */
const PAGE_END_ID = 'page-end';
/** Keep in step with landing-main.tsx: on #root, the role a signed-in copy of `/` was rendered for. */
const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';

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

const {
  renderLanding,
  renderPage,
  prerenderedPages,
  signedInLandings,
  routeModules,
  notFoundDocumentTitle,
} = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const routeModule = new Map(
  routeModules.map(([page, module]) => [page, path.posix.join('src/app', module)]),
);

const indexPath = path.join(dist, 'index.html');
/** index.html as Vite built it: the entry of every prerendered page (landing-main.tsx). */
const template = readFileSync(indexPath, 'utf8');
const linkPattern = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\n?/g;
const entrySheets = [...template.matchAll(linkPattern)].map((m) => m[1]);
const entryScripts = new Set(
  [...template.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
);

/**
 * A prerendered page: `body` in #root, `sheets` inlined (the first paint waits for no stylesheet request), and
 * the scripts of `modules` (the code that takes the page over) in an inert template that landing-main.tsx turns
 * into prefetches once the page has loaded.
 */
function prerendered(body, sheets, modules, { paintWhole = false, firstPaint = null } = {}) {
  const css = sheets.map((file) => readFileSync(path.join(dist, file), 'utf8').trim()).join('\n');
  if (css.includes('</style'))
    throw new Error('A stylesheet cannot be inlined: it contains </style');
  const prefetch = [...new Set(modules.flatMap((key) => scripts(key)))].filter(
    (file) => !entryScripts.has(file),
  );
  const head = [
    ...(paintWhole ? [`<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`] : []),
    // Inert until the page has loaded (landing-main.tsx): nothing but the page itself before its first paint.
    `<template id="${PREFETCH_TEMPLATE_ID}">${prefetch
      .map((file) => `<link rel="prefetch" href="/${file}" as="script" crossorigin>`)
      .join('')}</template>`,
    `<style>${css}</style>`,
    // Never fetched: they tell the code that loads later that these rules are already on the page, so it does
    // not add them a second time, after rules that were meant to override them.
    ...sheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
  ].join('\n    ');
  const root = '<div id="root"></div>';
  if (!template.includes(root))
    throw new Error('dist/index.html has no empty #root to prerender into');
  const html = template
    .replace(linkPattern, '')
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
    .replace(
      root,
      `<div id="root"${firstPaint ? ` ${FIRST_PAINT_ATTRIBUTE}="${firstPaint}"` : ''}>${body}</div>` +
        (paintWhole ? `<div id="${PAGE_END_ID}" hidden></div>` : ''),
    );
  return { html, prefetch: prefetch.length, css: css.length, sheets: sheets.length };
}

/** `dist/<folder>/<name>.html`: `pages/<page>.html` is the file the server sends for that address. */
function writePage(page, html, folder = 'pages') {
  const file = path.join(dist, folder, `${page.replace(/^\//, '')}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// The landing: the island's code; its stylesheets include those of the form, whose code loads later still.
const landingBody = await renderLanding();
const landing = prerendered(
  landingBody,
  [...new Set([...entrySheets, ...stylesheets(formModule)])],
  [islandModule],
);
writeFileSync(indexPath, landing.html);

// The signed-out pages: the app hydrates them (boot.tsx), with the page's own module.
const shell = readFileSync(path.join(dist, 'app.html'), 'utf8');
const appSheets = [...shell.matchAll(linkPattern)].map((m) => m[1]);
const written = new Set();
for (const page of prerenderedPages) {
  const module = routeModule.get(page);
  if (!module) throw new Error(`${page} is not in the route table`);
  const body = await renderPage(page);
  // In the order the app's pages have them: the shell's, the page's, then the entry's own.
  const sheets = [...new Set([...appSheets, ...stylesheets(module), ...entrySheets])];
  writePage(page, prerendered(body, sheets, ['app.html', module], { paintWhole: true }).html);
  written.add(page);
}

// `/` as each role sees it signed in: the app's landing (the app hydrates it, as the pages above), in its own
// folder (not an address of its own).
const landingModule = routeModule.get('/');
if (!landingModule) throw new Error('/ is not in the route table');
const landingSheets = [...new Set([...appSheets, ...stylesheets(landingModule), ...entrySheets])];
let signedInCss = 0;
for (const role of signedInLandings) {
  const body = await renderPage('/', role);
  const page = prerendered(body, landingSheets, ['app.html', landingModule], { firstPaint: role });
  writePage(role, page.html, 'landing');
  signedInCss = page.css;
}

// Every other page starts from app.html, the app's shell, whose code then loads the page's own (a second round
// trip). Each address gets a copy of the shell that asks for its page's scripts and stylesheets at once, beside
// the app's; the server sends it for that address (apps/server/src/web-app.ts).
const inShell = new Set([...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]));
/** The app's shell asking for the scripts and stylesheets of the page module `key` at once. */
function pageShell(key) {
  const links = [
    ...[...new Set(stylesheets(key))]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...new Set(scripts(key))]
      .filter((file) => !inShell.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}
let shells = 0;
for (const [page, key] of routeModule) {
  if (!/^\/[a-z0-9-/]+$/.test(page) || page === '/' || written.has(page)) continue;
  writePage(page, pageShell(key));
  shells += 1;
}
// Every address that is no page of the app (the route table's `*`): the server answers it 404 with this shell,
// which shows the not-found page and has its title from the start.
const title = '<title>MIJAS Club</title>';
if (!shell.includes(title)) throw new Error(`app.html has no ${title} to replace`);
writeFileSync(
  path.join(dist, '404.html'),
  pageShell(routeModule.get('*')).replace(title, `<title>${notFoundDocumentTitle}</title>`),
);
rmSync(ssr, { recursive: true, force: true });
console.log(
  `prerendered / (${(landingBody.length / 1024).toFixed(1)} kB of HTML, ${landing.sheets} stylesheets inlined: ` +
    `${(landing.css / 1024).toFixed(1)} kB; ${landing.prefetch} script files of the island to prefetch after load), ` +
    `${[...written].join(', ')} for signed-out visitors; / for ${signedInLandings.join(', ')} signed in ` +
    `(${(signedInCss / 1024).toFixed(1)} kB of CSS inlined); ${shells} page shells and 404.html`,
);
// The browser build of React's scheduler holds a MessageChannel open: nothing else is left to do.
process.exit(0);
