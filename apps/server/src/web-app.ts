import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  barePanelPageFor,
  CARD_VERIFY_PATH,
  DEFAULT_LOCALE,
  fillsFromQuery,
  firstPaintHintFrom,
  firstPaintOf,
  isLocale,
  isMailLinkAddress,
  isSignedInPage,
  LOCALE_COOKIE,
  LOCALE_QUERY,
  LOCALES,
  messages,
  negotiateLocale,
  PANELS,
  prerenderedPageFits,
  SIGN_IN_PAGE,
  type Locale,
  type PanelName,
} from '@mijas/api/contract';
import { parse as parseCookies } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_ONLY_HEADERS } from './http/document-headers.ts';

/**
 * A year: the build's assets have a content hash in their names, so a file never changes under its name. (No
 * `public`: it only lets a shared cache keep an answer to a request with credentials, which no asset's is.)
 */
const IMMUTABLE = 'max-age=31536000, immutable';
/** Pages are checked with the server on every visit, so a new build is seen at once. */
const REVALIDATE = 'no-cache';
/** An address whose last part has an extension names a file (`/favicon.ico`, `/old/index.php`), not a page. */
const FILE_NAME = /\.[^/]*$/;
/** `/` as a signed-in role sees it: for that browser only (it varies with the cookies), checked every visit. */
const PRIVATE = 'private, no-cache';
/** The build's folder of `/` as each signed-in role sees it (apps/web/scripts/prerender.mjs). */
const SIGNED_IN_LANDINGS = 'landing';
/** The build's folder of the panels' pages as their roles see them: the same addresses (`panels/admin/overview.html`). */
const PANEL_PAGES = 'panels';
/** The build's folder of the pages a mail's link opens, prerendered as it opens them (with a token). */
const MAIL_LINK_PAGES = 'mail';
/** The build's folder of the shells of the prerendered pages whose address's query fills their form. */
const QUERY_FILLED_SHELLS = 'filled';
/**
 * A card's public check page, `/verify/<token>` (issue 20): the token is in its address, so the page sends no
 * referrer anywhere and search engines do not index it.
 */
/** Its address: `/verify/<token>`, one segment (a signed token has dots, yet names no file). */
const CARD_CHECK = new RegExp(`^${CARD_VERIFY_PATH}/[^/]+$`);
/**
 * A receipt's printable page (issue 34), any number: the app's shell, whose code loads the page (the number is
 * the page's to check); only a signed-in user sees one, so nobody signed in there gets the sign-in page.
 */
const RECEIPT_PAGE = /^\/(member|admin)\/receipts\/[^/]+$/i;
const CARD_PAGE_HEADERS = { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex, nofollow' };
/**
 * The app's service worker (apps/web/src/service-worker/sw.ts): never kept by an HTTP cache, so a new build's
 * worker is seen at the browser's next check (it also bypasses its HTTP cache for the worker's script itself).
 */
const SERVICE_WORKER = 'sw.js';
const NEVER_STORE = 'no-store';
/**
 * A hashed asset is no page: it goes without the document-only headers (`DOCUMENT_ONLY_HEADERS`; a script keeps
 * `nosniff`, its resource policy and its referrer policy, that of a module's imports; the service worker, `sw.js`,
 * which reads its own policy, is no asset), and without these: no cache asks for it again (`immutable`, and its
 * name changes with its content), so neither its validators nor byte ranges are ever used, and the request's id
 * traces API calls and pages, not the forty files a page fetches (some 150 bytes of each answer).
 */
const REQUEST_ID_HEADER = 'x-request-id';
const ASSET_NEEDLESS_HEADERS = ['etag', 'last-modified', 'accept-ranges', REQUEST_ID_HEADER];
/** A page's answer depends on these request headers (the language, and for `/` the first-paint cookies). */
const VARY = 'Cookie, Accept-Language';

/**
 * The language a page is sent in: the one its address names (`?lang=ar`: the `hreflang` alternates, a shared
 * link), else the visitor's choice (the language cookie the app writes), else the browser's languages
 * (`Accept-Language`).
 */
export function pageLocale(request: FastifyRequest): Locale {
  const named = new URL(request.url, 'http://localhost').searchParams.get(LOCALE_QUERY);
  if (isLocale(named)) return named;
  const chosen = parseCookies(request.headers.cookie ?? '')[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers['accept-language']);
}

/**
 * The built web app (apps/web/dist), when there is one.
 * - `/` is `index.html`: the landing page, prerendered at build time. For a signed-in visitor, whose app keeps
 *   the first-paint cookies (`firstPaintOf` in the contract), it is the build's copy of the landing for that role
 *   (`landing/<role>.html`: the panel link and Logout from the first paint), or a redirect to `/member` for a
 *   member who may not stay on `/`. The cookies only choose among these public files: no answer depends on
 *   them being true (the page's code checks the stored session itself).
 * - Every other page of the app (a GET outside /api and /dev, whatever the client accepts) has its own copy of the app's
 *   shell in `pages/` (e.g. `pages/login.html` for `/login`: the shell asking for that page's code at once), which
 *   the router takes from there (history fallback). The build writes one for each route of the app, so they are
 *   also the list of its addresses: looked up without a trailing slash and in any case, as the router matches.
 * - A page only signed-in users see (a panel's, `isSignedInPage` in the contract) asked for by a browser with no
 *   first-paint cookie (nobody is signed in there) is the sign-in page (`pages/login.html`, prerendered), painted
 *   at once: its code names the address it stands for as its `redirect` (as the app's guard does, a round trip
 *   and the whole app later). With the cookie, the panel's own page, whose code checks the session itself.
 * - A panel's page (`prerenderedPageFits` in the contract: no parameter but the language's, and for the card's
 *   page a session kept with Remember Me, as the build rendered it) asked for by a browser whose first-paint
 *   cookie names a panel whose role may open it (that panel, or a root admin's on the admins' pages) is the page
 *   as the build prerendered it for the panel's role
 *   (`panels/admin/overview.html`: the navigation, title and the page's loading state, painted at once), private
 *   to that browser like the copies of `/`; its code, preloaded, hydrates it and asks for the data. With a cookie
 *   of a panel below it, or parameters, the page's shell.
 * - A panel's bare address that opens one sub-page (`barePanelPageFor` in the contract: `/superadmin` always
 *   View Admins, `/admin` the sub-page its browser remembers, named by the hint's `page` cookie), asked for by a
 *   browser whose first-paint cookie names a panel whose role may open it, is sent on to that sub-page's
 *   address (302, stored by no cache) where the build has that page, whose prerendered page is then painted at
 *   once.
 * - A page a mail's link opens (`isMailLinkAddress` in the contract: `/reset-password?token=`, `/verifyemail?token=`,
 *   `/email-verification?key=`) is the page as the build prerendered it for such a link (`mail/reset-password.html`),
 *   painted at once, whose code starts at once (it checks the token). Without a token, the page's shell.
 * - A prerendered page whose address's query fills its form (`fillsFromQuery` in the contract:
 *   `/reset-code?email=`) is the page's shell (`filled/reset-code.html`), whose first render fills it; the bare
 *   address is the prerendered page.
 * - A card's check page, `/verify/<token>` (any token: the page asks the API), is the build's `pages/verify.html`
 *   when it has one, else the app's shell, with `Referrer-Policy: no-referrer` and `X-Robots-Tag: noindex, nofollow`.
 * - Any other address asked for as a page (`Accept` naming `text/html`) is answered 404 with `404.html` (the
 *   shell that shows the app's not-found page, with its title), or the app's shell `app.html` when the build has
 *   none; asked for otherwise, the JSON 404. An address that names a file (`.js`, `.png`...) is a missing file,
 *   not a page: the JSON 404.
 * - A browser's own POST of a page's form (sent before the page's code ran) is sent back to the page (303),
 *   for the pages with their own file (`/` and `pages/`).
 * - Each of these files is sent in the visitor's language (`pageLocale`): the build's English files are in its
 *   root, each other language's the same files in `<locale>/` (`ar/index.html`, `ar/pages/login.html`…), the
 *   English one sent when the build has none in that language. The answer says its language
 *   (`Content-Language`) and varies with the cookie and `Accept-Language`.
 * - `/` names its alternates in every language for search engines (`landingAlternates`, a `Link` header).
 * - The build ships gzip and brotli copies of its text files: they are sent to browsers that accept them.
 * - The service worker (`sw.js`) is never stored by an HTTP cache. The web app manifest (in every language's
 *   folder) is a file like the others (`application/manifest+json`, checked on every visit).
 * Anything else unknown is a JSON 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  publicUrl = '',
): Promise<void> {
  // Read per answer, in the language of the request it answers.
  const notFound = () => ({ message: messages.api.notFound });
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound()));
    return;
  }
  const shell = existsSync(path.join(webDist, 'app.html')) ? 'app.html' : 'index.html';
  const notFoundPage = existsSync(path.join(webDist, '404.html')) ? '404.html' : shell;
  const pages = pageFiles(webDist, 'pages');
  const cardPage = pages.get(CARD_VERIFY_PATH) ?? shell;
  const landings = signedInLandings(webDist);
  const panelPages = pageFiles(webDist, PANEL_PAGES);
  const mailPages = pageFiles(webDist, MAIL_LINK_PAGES);
  const filledShells = pageFiles(webDist, QUERY_FILLED_SHELLS);
  const translated = translatedFiles(webDist);
  /** The build's `file` in the request's language, or in English when it has none; and says which. */
  const inLanguage = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const locale = pageLocale(request);
    const found = locale !== DEFAULT_LOCALE && translated.has(`${locale}/${file}`);
    reply.header('vary', VARY).header('content-language', found ? locale : DEFAULT_LOCALE);
    return found ? `${locale}/${file}` : file;
  };

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // `/` is the route below.
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      // (A compressed copy is named after the file it stands for.)
      const parts = path
        .relative(webDist, file)
        .replace(/\.(?:br|gz)$/, '')
        .split(path.sep);
      // A language's folder holds the same folders as the build's root.
      const folder = isLocale(parts[0]) && parts.length > 1 ? parts[1] : parts[0];
      // (Helmet set them on the raw answer when the request came in.)
      const name = parts.join('/');
      if (folder === 'assets') {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
        for (const header of ASSET_NEEDLESS_HEADERS) reply.removeHeader(header);
      } else if (!name.endsWith('.html') && name !== SERVICE_WORKER) {
        // The icons and the manifest: no page either, but revalidated (their names stay).
        for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
        reply.removeHeader(REQUEST_ID_HEADER);
      }
      reply.header(
        'cache-control',
        folder === 'assets'
          ? IMMUTABLE
          : folder === SIGNED_IN_LANDINGS || folder === PANEL_PAGES
            ? PRIVATE
            : name === SERVICE_WORKER
              ? NEVER_STORE
              : REVALIDATE,
      );
    },
  });
  // (Fastify answers HEAD from the GET route.)
  const alternates = landingAlternates(publicUrl);
  app.get('/', (request: FastifyRequest, reply: FastifyReply) => {
    // Browsers and caches keep one answer per cookie header: a signed-in visitor's copy is not another's.
    reply.header('vary', VARY).header('link', alternates);
    const firstPaint = firstPaintOf(firstPaintHintFrom(parseCookies(request.headers.cookie ?? '')));
    if (firstPaint && 'redirect' in firstPaint)
      return reply.header('cache-control', 'no-store').redirect(firstPaint.redirect, 302);
    const landing = firstPaint ? landings.get(firstPaint.landing) : undefined;
    return reply.type('text/html').sendFile(inLanguage(request, reply, landing ?? 'index.html'));
  });
  app.setNotFoundHandler((request, reply) => {
    const outsideApi = !request.url.startsWith('/api/') && !request.url.startsWith('/dev/');
    // Whether the client asked for a page: only decides how an address that is no page is answered.
    const isPage = outsideApi && (request.headers.accept ?? '').includes('text/html');
    const { pathname, search } = new URL(request.url, 'http://localhost');
    if (outsideApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // A page of the app is its page for any client, whatever it accepts (curl's `*/*`, link checkers, the
      // scanners that open the links in our mails).
      const address = pathname.replace(/\/+$/, '').toLowerCase();
      const file = pages.get(address);
      if (file) {
        const hint = firstPaintHintFrom(parseCookies(request.headers.cookie ?? ''));
        const onward = barePanelPageFor(hint, pathname, search);
        // A remembered sub-page this build has no page for (an older build's, a cookie set by hand): the shell.
        if (onward && pages.has(new URL(onward, 'http://localhost').pathname))
          return reply
            .header('vary', VARY)
            .header('cache-control', 'no-store')
            .redirect(onward, 302);
        const signIn = isSignedInPage(address) && !hint ? pages.get(SIGN_IN_PAGE) : undefined;
        const panelPage = prerenderedPageFits(hint, pathname, search)
          ? panelPages.get(address)
          : undefined;
        const mailPage = isMailLinkAddress(pathname, search) ? mailPages.get(address) : undefined;
        const filled = fillsFromQuery(pathname, search) ? filledShells.get(address) : undefined;
        return reply
          .type('text/html')
          .sendFile(inLanguage(request, reply, signIn ?? panelPage ?? mailPage ?? filled ?? file));
      }
      if (RECEIPT_PAGE.test(pathname)) {
        const hint = firstPaintHintFrom(parseCookies(request.headers.cookie ?? ''));
        const signIn = hint ? undefined : pages.get(SIGN_IN_PAGE);
        return reply.type('text/html').sendFile(inLanguage(request, reply, signIn ?? shell));
      }
      if (CARD_CHECK.test(pathname))
        return reply
          .headers(CARD_PAGE_HEADERS)
          .type('text/html')
          .sendFile(inLanguage(request, reply, cardPage));
      if (isPage && !FILE_NAME.test(pathname))
        return reply
          .code(404)
          .type('text/html')
          .sendFile(inLanguage(request, reply, notFoundPage));
    }
    // A prerendered page's form submitted by the browser itself, before the page's code ran (the forms post, so
    // no value ever lands in an address): back to the page, where the code takes the form over. Only the
    // prerendered pages: no POST can make this an open redirect (`//elsewhere.example`).
    const prerendered = pathname === '/' || pages.has(pathname);
    if (isPage && request.method === 'POST' && prerendered) {
      return reply.redirect(`${pathname}${search}`, 303);
    }
    return reply.code(404).send(notFound());
  });
}

/** The build's copies of `/` for signed-in visitors: `landing/admin.html` for `admin`, … (those it made). */
function signedInLandings(webDist: string): Map<PanelName, string> {
  const landings = new Map<PanelName, string>();
  for (const { name: panel } of PANELS) {
    const file = `${SIGNED_IN_LANDINGS}/${panel}.html`;
    if (existsSync(path.join(webDist, file))) landings.set(panel, file);
  }
  return landings;
}

/**
 * The build's pages in `folder`, by address: the page shells (`pages/login.html` → `/login`), the panels' pages
 * (`panels/admin/overview.html` → `/admin/overview`), by address: `<folder>/admin/overview.html` → `/admin/overview`. */
function pageFiles(webDist: string, folder: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.join(webDist, folder);
  if (!existsSync(root)) return pages;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    pages.set(`/${file.slice(0, -'.html'.length)}`, `${folder}/${file}`);
  }
  return pages;
}

/**
 * The landing's alternates (`hreflang`): `/?lang=<locale>` in each language, `/` for a visitor whose language
 * the server picks (x-default). Absolute addresses on the public origin (`PUBLIC_URL`), as hreflang requires
 * (a relative one is ignored by search engines): a `Link` header, since the build's HTML knows no origin.
 */
export function landingAlternates(publicUrl: string): string {
  return [
    ...LOCALES.map(
      (locale) =>
        `<${publicUrl}/?${LOCALE_QUERY}=${locale}>; rel="alternate"; hreflang="${locale}"`,
    ),
    `<${publicUrl}/>; rel="alternate"; hreflang="x-default"`,
  ].join(', ');
}

/** The build's files in languages other than English: `ar/index.html`, `ar/pages/login.html`… (those it made). */
function translatedFiles(webDist: string): Set<string> {
  const files = new Set<string>();
  for (const locale of LOCALES) {
    const root = path.join(webDist, locale);
    if (locale === DEFAULT_LOCALE || !existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = path.relative(webDist, path.join(entry.parentPath, entry.name));
      files.add(file.split(path.sep).join('/'));
    }
  }
  return files;
}
