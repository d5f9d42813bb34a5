// After `vite build` and `vite build --ssr src/prerender.tsx`: renders the landing page into dist/index.html,
// the signed-out pages (`prerenderedPages`, e.g. /login) into dist/pages/, and the landing as each role sees it
// signed in (`signedInLandings`) into dist/landing/<role>.html (the server sends it for `/` when the first-paint
// cookies name the role: apps/server/src/web-app.ts), and every page of each panel as its role sees it before
// its data (`signedInPanelPages`) into dist/panels/ (sent where the cookies name that panel; its code, preloaded,
// hydrates it at once), so a visitor sees them before any script runs.
// - In every language (`locales`): English in dist/, each other language in dist/<locale>/ mirroring it (the
//   same files, the shells and 404.html too), each file's `<html lang dir>`, title and description in its
//   language, and its pages in it. The server sends the file of the visitor's language (and the landing's
//   hreflang alternates, in a Link header: they must be absolute, and the build knows no origin). A page's
//   first load fetches its own language's texts only (its chunk prefetched or preloaded), never the other's.
// - Their stylesheets (for the landing, those of the form's code too, which loads later but whose HTML is there
//   at once) are inlined: the first paint waits for no stylesheet request. Each keeps a disabled <link> (in an
//   inert template the page's code empties into its head: never fetched), so the code that loads later does not
//   add the same rules a second time, after rules that were meant to override them. A panel's stylesheets that its
//   first paint does not need come in one file, fetched once it is painted.
// - The code that takes a page over is prefetched once it has loaded (see `prerendered` below).
// - A page centred in the window (the auth pages) is painted whole: painted half-parsed, on a slow network or a
//   busy phone, its top moved up as the rest arrived (a layout shift). `<link rel="expect" blocking="render">`
//   holds the first paint until the marker after it is parsed (Chromium; other browsers ignore it).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { firstPaintSheets } from './first-paint-sheets.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const ssr = path.join(web, 'dist-ssr');
const formModule = 'src/features/landing/live-join-form.tsx';
/** Keep in step with apps/web/src/lib/listed-scripts.ts. */
const PREFETCH_TEMPLATE_ID = 'island-prefetch';
/** Keep in step with apps/web/src/lib/listed-scripts.ts (`markCarriedSheets`). */
const CARRIED_SHEETS_TEMPLATE_ID = 'carried-sheets';
const islandModule = 'src/features/landing/start-landing.tsx';
/** The element after a page's content that its first paint waits for (`paintWhole`). */
const PAGE_END_ID = 'page-end';
/** Keep in step with landing-main.tsx: on #root, the role a signed-in copy of `/` was rendered for. */
const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/**
 * Keep in step with landing-main.tsx: on #root, the address of a prerendered page for signed-out visitors (the
 * server also sends /login for a panel's address where nobody is signed in: its code then puts the address right).
 */
const PAGE_ATTRIBUTE = 'data-page';
/** Keep in step with landing-main.tsx: on #root, a page whose code starts at once (a mail link's: it checks the token). */
const STARTS_NOW_ATTRIBUTE = 'data-starts-now';

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

/** The modules a manifest entry and the chunks it imports load when they need them (`import()`). */
function loadedLater(key) {
  const chunks = new Set();
  const walk = (k) => {
    if (chunks.has(k)) return;
    chunks.add(k);
    for (const imported of manifest[k]?.imports ?? []) walk(imported);
  };
  walk(key);
  return new Set([...chunks].flatMap((k) => manifest[k]?.dynamicImports ?? []));
}

const {
  renderLanding,
  landingTextFor,
  renderPage,
  renderIsland,
  pageIslands,
  prerenderedPages,
  mailLinkPages,
  queryFilledPages,
  signedInLandings,
  signedInPanelPages,
  panelsSharingCopyOf,
  routeModules,
  subPageModules,
  documentHead,
  locales,
} = await import(pathToFileURL(path.join(ssr, 'prerender.js')).href);
const routeModule = new Map(
  routeModules.map(([page, module]) => [page, path.posix.join('src/app', module)]),
);
/** The module of a sub-page whose code its panel loads later, by the sub-page's address (sub-page-modules.ts). */
const subPageModule = new Map(
  subPageModules.map(([page, module]) => [page, path.posix.join('src/app', module)]),
);

// Each sub-page named in sub-page-modules.ts is one its panel loads later.
for (const [page, module] of subPageModule) {
  const panel = routeModule.get(page);
  if (!panel || !loadedLater(panel).has(module))
    throw new Error(`${page}: its panel (${panel}) does not load ${module} (sub-page-modules.ts)`);
}
/** The modules of the page at `page`: its route's, and its sub-page's where its panel loads that later. */
const pageModules = (page) => [
  routeModule.get(page),
  ...(subPageModule.has(page) ? [subPageModule.get(page)] : []),
];

const indexPath = path.join(dist, 'index.html');
/** index.html as Vite built it: the entry of every prerendered page (landing-main.tsx). */
const englishTemplate = readFileSync(indexPath, 'utf8');
const englishShell = readFileSync(path.join(dist, 'app.html'), 'utf8');

/**
 * The manifest key of a module that is no entry of its own: found by the end of its path, or (a module the app
 * also imports statically, so a chunk the bundler shares) by its chunk's name, the module's file name.
 */
function moduleKey(ending) {
  const name = path.posix.basename(ending).replace(/\.tsx?$/, '');
  const key =
    Object.keys(manifest).find((k) => k.endsWith(ending)) ??
    Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === name);
  if (!key) throw new Error(`${ending} is not in the build's manifest`);
  return key;
}
/** Keep in step with src/i18n/landing-text.ts: the landing's language and texts, in its HTML. */
const LANDING_LANGUAGE_ID = 'landing-language';
/** The texts of the landing that are functions the landing never calls (the design system's pagination). */
const NOT_CALLED_ON_THE_LANDING = new Set(['common.ui.page']);
/**
 * JSON drops a function silently, and the island would call a text that is not there (a crash at the first
 * gesture): the landing's texts are strings, but for the functions it never calls.
 */
function refuseFunctions(value, path = '') {
  if (typeof value === 'function' && !NOT_CALLED_ON_THE_LANDING.has(path))
    throw new Error(`The landing texts are not plain data: ${path} is a function`);
  if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      refuseFunctions(inner, path ? `${path}.${key}` : key);
}
/**
 * The landing's language and texts, for the island to hydrate in (`readLandingLanguage`): in the HTML, beside
 * the same texts in the page (what compresses best), rather than a script of their own to fetch.
 */
async function landingLanguage(locale) {
  const text = await landingTextFor(locale);
  refuseFunctions(text);
  const json = JSON.stringify({ locale, text });
  // No `</script>` (nor `<!--`) can end the script early.
  return `<script type="application/json" id="${LANDING_LANGUAGE_ID}">${json.replaceAll('<', '\\u003c')}</script>`;
}
/** The service worker's update prompt, which the app loads once a user is signed in (app-updates.tsx). */
const updatePromptModule = moduleKey('src/app/update-prompt.tsx');
/**
 * Each language's own code in the app: the pages' catalogue, a chunk in every language, and the contract's
 * messages (English's are in the app's shell, every lookup's fallback).
 */
const appTextModules = (locale) =>
  locale === 'en'
    ? [moduleKey('src/i18n/en.ts')]
    : [moduleKey(`src/i18n/${locale}.ts`), moduleKey(`contract/messages-${locale}.ts`)];

const HTML_OPENING = '<html lang="en" dir="ltr">';
const TITLE = '<title>MIJAS Club</title>';
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/>/;
const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/** Vite's HTML (index.html, app.html) in `locale`: its `<html lang dir>`, title and description. */
function localized(html, locale, head) {
  for (const [what, found] of [
    [HTML_OPENING, html.includes(HTML_OPENING)],
    [TITLE, html.includes(TITLE)],
    ['<meta name="description">', DESCRIPTION.test(html)],
  ])
    if (!found) throw new Error(`Vite's HTML has no ${what} to put in ${locale}`);
  return html
    .replace(HTML_OPENING, `<html lang="${locale}" dir="${head.dir}">`)
    .replace(TITLE, `<title>${escapeHtml(head.title)}</title>`)
    .replace(DESCRIPTION, `<meta name="description" content="${escapeHtml(head.description)}" />`);
}

const linkPattern = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\n?/g;

/** The stylesheets a page's first paint needs (see first-paint-sheets.mjs), read from the build. */
const sheetsFor = firstPaintSheets((file) => readFileSync(path.join(dist, file), 'utf8'));
const entrySheets = [...englishTemplate.matchAll(linkPattern)].map((m) => m[1]);
const entryScripts = new Set(
  [...englishTemplate.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
);

/**
 * A prerendered page: `body` in #root, `sheets` inlined (the first paint waits for no stylesheet request), and
 * the scripts of `modules` (the code that takes the page over) in an inert template that landing-main.tsx turns
 * into prefetches once the page has loaded.
 */
function prerendered(
  template,
  body,
  sheets,
  modules,
  {
    paintWhole = false,
    firstPaint = null,
    page = null,
    bodyEnd = '',
    preload = false,
    startsNow = false,
  } = {},
) {
  const css = sheets.map((file) => readFileSync(path.join(dist, file), 'utf8').trim()).join('\n');
  if (css.includes('</style'))
    throw new Error('A stylesheet cannot be inlined: it contains </style');
  const prefetch = [...new Set(modules.flatMap((key) => scripts(key)))].filter(
    (file) => !entryScripts.has(file),
  );
  // A panel's page (`preload`) lists its code's other stylesheets too, those its first paint does not need:
  // where the page does not have them, Vite's loader adds them all in the task that asks for the code, and
  // holds the code until they have come (apps/web/src/lib/listed-scripts.ts).
  const laterSheets = preload
    ? [...new Set(modules.flatMap((key) => stylesheets(key)))].filter(
        (file) => !sheets.includes(file),
      )
    : [];
  const later = laterSheets.length > 1 ? [combinedSheet(laterSheets)] : laterSheets;
  const head = [
    ...(paintWhole ? [`<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`] : []),
    // Inert until the page has loaded, or (`preload`: code the page runs at once, a panel's, which then asks for
    // its data) until its first paint (landing-main.tsx): nothing but the page itself before its first paint.
    `<template id="${PREFETCH_TEMPLATE_ID}">${prefetch
      .map((file) =>
        preload
          ? `<link rel="modulepreload" crossorigin href="/${file}">`
          : `<link rel="prefetch" href="/${file}" as="script" crossorigin>`,
      )
      .join('')}${later
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('')}</template>`,
    `<style>${css}</style>`,
    // Disabled links, put in the page by its code before it asks for any module (markCarriedSheets in
    // listed-scripts.ts): they tell the code that loads later that these rules are already on the page (those
    // inlined, and those of the combined later stylesheet), so it does not add them a second time, after rules
    // that were meant to override them. In an inert template: in the HTML, Chromium's preload scanner fetched them.
    `<template id="${CARRIED_SHEETS_TEMPLATE_ID}">${[
      ...sheets,
      ...(later === laterSheets ? [] : laterSheets),
    ]
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`)
      .join('')}</template>`,
  ].join('\n    ');
  const root = '<div id="root"></div>';
  if (!template.includes(root))
    throw new Error('dist/index.html has no empty #root to prerender into');
  const html = template
    .replace(linkPattern, '')
    // The page is there before its code: its scripts must not compete with the first paint.
    .replaceAll(
      '<script type="module" crossorigin',
      `<script type="module"${preload ? '' : ' fetchpriority="low"'} crossorigin`,
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      `<link rel="modulepreload"${preload ? '' : ' fetchpriority="low"'} crossorigin`,
    )
    .replace('</head>', `    ${head}\n  </head>`)
    .replace(
      root,
      `<div id="root"${firstPaint ? ` ${FIRST_PAINT_ATTRIBUTE}="${firstPaint}"` : ''}${page ? ` ${PAGE_ATTRIBUTE}="${page}"` : ''}${startsNow ? ` ${STARTS_NOW_ATTRIBUTE}` : ''}>${body}</div>` +
        (paintWhole ? `<div id="${PAGE_END_ID}" hidden></div>` : '') +
        bodyEnd,
    );
  return { html, prefetch: prefetch.length, css: css.length, sheets: sheets.length };
}

/**
 * A panel's later stylesheets as one file (`assets/later-<hash>.css`, written once for every page and language
 * that lists the same ones): a request instead of a dozen, each with its headers, and one compressed stream. Each
 * of them keeps a disabled `<link>` in the page (never fetched), so the code that asks for one finds it there
 * (Vite's loader looks among the page's links once, when the code first asks) and adds nothing.
 */
function combinedSheet(files) {
  const css = files.map((file) => readFileSync(path.join(dist, file), 'utf8').trim()).join('\n');
  const name = `assets/later-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(path.join(dist, name), css);
  return name;
}

/** `<out>/<folder>/<name>.html`: `pages/<page>.html` is the file the server sends for that address. */
function writePage(out, page, html, folder = 'pages') {
  const file = path.join(out, folder, `${page.replace(/^\//, '')}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const appSheets = [...englishShell.matchAll(linkPattern)].map((m) => m[1]);
const inShell = new Set(
  [...englishShell.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]),
);
const landingModule = routeModule.get('/');
if (!landingModule) throw new Error('/ is not in the route table');
const report = [];

for (const locale of locales) {
  // English in dist/, each other language in dist/<locale>/ (the same files).
  const out = locale === 'en' ? dist : path.join(dist, locale);
  mkdirSync(out, { recursive: true });
  const head = await documentHead(locale);
  const template = localized(englishTemplate, locale, head);
  const shell = localized(englishShell, locale, head);

  // The landing: the island's code, and the landing's texts in this language in the HTML; its stylesheets
  // include those of the form, whose code loads later still.
  const landingBody = await renderLanding(locale);
  const landing = prerendered(
    template,
    landingBody,
    // The island's own in its order (the theme's global rules before the components' that override them),
    // then the form's.
    sheetsFor(
      landingBody,
      [...entrySheets, ...stylesheets(islandModule), ...stylesheets(formModule)],
      entrySheets,
    ),
    [islandModule],
    { bodyEnd: await landingLanguage(locale) },
  );
  writeFileSync(path.join(out, 'index.html'), landing.html);

  /**
   * The HTML of the signed-out page `page` rendered as `body`: the stylesheets it uses inlined, in the order the
   * app's pages have them (the shell's, the page's, its island's, then the entry's own), and its code listed (its
   * island's, else the app's and the page's module), with the language's texts.
   */
  const signedOutPage = (page, body, island, options = {}) => {
    const module = routeModule.get(page);
    if (!module) throw new Error(`${page} is not in the route table`);
    const sheets = sheetsFor(
      body,
      [
        ...appSheets,
        ...stylesheets(module),
        ...(island ?? []).flatMap((key) => stylesheets(key)),
        ...entrySheets,
      ],
      [...appSheets, ...entrySheets],
    );
    const modules = [...(island ?? ['app.html', module]), ...appTextModules(locale)];
    return prerendered(template, body, sheets, modules, { paintWhole: true, page, ...options })
      .html;
  };

  // The signed-out pages: the app hydrates them (boot.tsx), with the page's own module and the language's texts;
  // the sign-in page, its island (start-login.tsx: the form without the router), which loads the app later.
  const written = new Set();
  for (const page of prerenderedPages) {
    const island = pageIslands[page]?.map((key) => path.posix.join('src', key));
    const body = island
      ? await renderIsland(page, locale)
      : await renderPage(page, undefined, locale);
    writePage(out, page, signedOutPage(page, body, island));
    written.add(page);
  }

  // The pages a mail's link opens, as it opens them (with a token), in their own folder (`mail/reset-password.html`):
  // the server sends one for its address with a token. Their code (the app's) is asked for once the page is
  // painted and starts at once: the page checks its token.
  for (const [page, address] of mailLinkPages) {
    const body = await renderPage(address, undefined, locale);
    writePage(
      out,
      page,
      signedOutPage(page, body, undefined, { preload: true, startsNow: true }),
      'mail',
    );
    written.add(`${page} (from a mail)`);
  }

  // `/` as each role sees it signed in: the app's landing (the app hydrates it, as the pages above), in its own
  // folder (not an address of its own).
  let signedInCss = 0;
  for (const role of signedInLandings) {
    const body = await renderPage('/', role, locale);
    const sheets = sheetsFor(
      body,
      [...appSheets, ...stylesheets(landingModule), ...entrySheets],
      [...appSheets, ...entrySheets],
    );
    const modules = ['app.html', landingModule, ...appTextModules(locale)];
    const page = prerendered(template, body, sheets, modules, { firstPaint: role });
    writePage(out, role, page.html, 'landing');
    signedInCss = page.css;
  }

  // Each panel's pages as its role sees them before the page's data: the frame (navigation, title, the page's
  // loading state), which the page's code, preloaded, hydrates at once. In their own folder, mirroring the
  // addresses (`panels/admin/overview.html`): the server sends one for its address where the first-paint cookies
  // name its panel.
  let panelPages = 0;
  for (const [page, panel] of signedInPanelPages) {
    const module = routeModule.get(page);
    if (!module) throw new Error(`${page} is not in the route table`);
    const body = await renderPage(page, panel, locale);
    // The same copy is sent to a higher role's browser (a root admin's on the admins' pages): it must be that
    // role's page too, or its browser would hydrate a page it does not render.
    for (const other of panelsSharingCopyOf(page))
      if ((await renderPage(page, other, locale)) !== body)
        throw new Error(
          `${page} (${locale}) renders otherwise for ${other}, whose browsers get its copy`,
        );
    const sheets = sheetsFor(
      body,
      [...appSheets, ...pageModules(page).flatMap((key) => stylesheets(key)), ...entrySheets],
      [...appSheets, ...entrySheets],
    );
    const modules = [
      'app.html',
      ...pageModules(page),
      ...appTextModules(locale),
      // Loaded by every signed-in page once it has rendered (app-updates.tsx): its stylesheets in the page's
      // later one, its code asked for with the page's.
      updatePromptModule,
    ];
    const copy = prerendered(template, body, sheets, modules, { firstPaint: panel, preload: true });
    writePage(out, page, copy.html, 'panels');
    panelPages += 1;
  }

  // Every other page starts from app.html, the app's shell, whose code then loads the page's own (a second
  // round trip). Each address gets a copy of the shell that asks for its page's scripts and stylesheets at
  // once, beside the app's (and the language's texts); the server sends it for that address
  // (apps/server/src/web-app.ts).
  /** The app's shell asking for the scripts and stylesheets of the page's modules (`pageKeys`) at once. */
  const pageShell = (...pageKeys) => {
    const keys = [...pageKeys, ...appTextModules(locale)];
    const links = [
      ...[...new Set(pageKeys.flatMap((key) => stylesheets(key)))]
        .filter((file) => !inShell.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...new Set(keys.flatMap((k) => scripts(k)))]
        .filter((file) => !inShell.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    return shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  };
  let shells = 0;
  for (const page of routeModule.keys()) {
    if (!/^\/[a-z0-9-/]+$/.test(page) || page === '/' || written.has(page)) continue;
    writePage(out, page, pageShell(...pageModules(page)));
    shells += 1;
  }
  // A prerendered page whose address's query fills its form (`/reset-code?email=`) has its shell too, in a folder
  // of its own: the server sends it an address that fills it, whose first render does.
  for (const page of queryFilledPages) {
    if (!written.has(page)) throw new Error(`${page} fills from its query but is not prerendered`);
    writePage(out, page, pageShell(...pageModules(page)), 'filled');
    shells += 1;
  }
  // The shell itself in this language, asking for the language's texts at once (the server's answer when the
  // build has no page of an address).
  writeFileSync(path.join(out, 'app.html'), pageShell('app.html'));
  // Every address that is no page of the app (the route table's `*`): the server answers it 404 with this
  // shell, which shows the not-found page and has its title from the start.
  const title = `<title>${escapeHtml(head.title)}</title>`;
  writeFileSync(
    path.join(out, '404.html'),
    pageShell(routeModule.get('*')).replace(
      title,
      `<title>${escapeHtml(head.notFoundTitle)}</title>`,
    ),
  );
  report.push(
    `${locale}: / (${(landingBody.length / 1024).toFixed(1)} kB of HTML, ${landing.sheets} stylesheets inlined: ` +
      `${(landing.css / 1024).toFixed(1)} kB; ${landing.prefetch} script files of the island to prefetch after load), ` +
      `${[...written].join(', ')} for signed-out visitors; / for ${signedInLandings.join(', ')} signed in ` +
      `(${(signedInCss / 1024).toFixed(1)} kB of CSS inlined); ${panelPages} panel pages for their roles; ` +
      `${shells} page shells and 404.html` +
      (locale === 'en' ? '' : ` in dist/${locale}/`),
  );
}
rmSync(ssr, { recursive: true, force: true });
console.log(`prerendered ${report.join('\n  ')}`);
// The browser build of React's scheduler holds a MessageChannel open: nothing else is left to do.
process.exit(0);
