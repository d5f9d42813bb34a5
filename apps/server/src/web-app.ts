import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';

/** A year: the build's assets have a content hash in their names, so a file never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages are checked with the server on every visit, so a new build is seen at once. */
const REVALIDATE = 'no-cache';
/** An address whose last part has an extension names a file (`/favicon.ico`, `/old/index.php`), not a page. */
const FILE_NAME = /\.[^/]*$/;

/**
 * The built web app (apps/web/dist), when there is one.
 * - `/` is `index.html`: the landing page, prerendered at build time.
 * - Every other page of the app (a GET that accepts HTML, outside /api and /dev) has its own copy of the app's
 *   shell in `pages/` (e.g. `pages/login.html` for `/login`: the shell asking for that page's code at once), which
 *   the router takes from there (history fallback). The build writes one for each route of the app, so they are
 *   also the list of its addresses: looked up without a trailing slash and in any case, as the router matches.
 * - Any other page address is answered 404 with `404.html` (the shell that shows the app's not-found page, with
 *   its title), or the app's shell `app.html` when the build has none. An address that names a file (`.js`,
 *   `.png`...) is a missing file, not a page: the JSON 404.
 * - A browser's own POST of a page's form (sent before the page's code ran) is sent back to the page (303),
 *   for the pages with their own file (`/` and `pages/`).
 * - The build ships gzip and brotli copies of its text files: they are sent to browsers that accept them.
 * Anything else unknown is a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const notFound = { message: messages.api.notFound };
  const indexHtml = path.join(webDist, 'index.html');
  if (!existsSync(indexHtml)) {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
    return;
  }
  const shell = existsSync(path.join(webDist, 'app.html')) ? 'app.html' : 'index.html';
  const notFoundPage = existsSync(path.join(webDist, '404.html')) ? '404.html' : shell;
  const pages = pageShells(webDist);

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      const isAsset = path.relative(webDist, file).split(path.sep)[0] === 'assets';
      reply.header('cache-control', isAsset ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/dev/') &&
      (request.headers.accept ?? '').includes('text/html');
    const { pathname, search } = new URL(request.url, 'http://localhost');
    if (isPage && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = pages.get(pathname.replace(/\/+$/, '').toLowerCase());
      if (file) return reply.type('text/html').sendFile(file);
      if (!FILE_NAME.test(pathname))
        return reply.code(404).type('text/html').sendFile(notFoundPage);
    }
    // A prerendered page's form submitted by the browser itself, before the page's code ran (the forms post, so
    // no value ever lands in an address): back to the page, where the code takes the form over. Only the
    // prerendered pages: no POST can make this an open redirect (`//elsewhere.example`).
    const prerendered = pathname === '/' || pages.has(pathname);
    if (isPage && request.method === 'POST' && prerendered) {
      return reply.redirect(`${pathname}${search}`, 303);
    }
    return reply.code(404).send(notFound);
  });
}

/** The build's page shells: `pages/login.html` → `/login` (nested folders for nested addresses). */
function pageShells(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.join(webDist, 'pages');
  if (!existsSync(root)) return pages;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    pages.set(`/${file.slice(0, -'.html'.length)}`, `pages/${file}`);
  }
  return pages;
}
