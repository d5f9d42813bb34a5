import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';

/** A year: the build's assets have a content hash in their names, so a file never changes under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages are checked with the server on every visit, so a new build is seen at once. */
const REVALIDATE = 'no-cache';

/**
 * The built web app (apps/web/dist), when there is one.
 * - `/` is `index.html`: the landing page, prerendered at build time.
 * - Every other page address (a GET that accepts HTML, outside /api and /dev) is `app.html`, the app's shell,
 *   which the router takes from there (history fallback). A build without `app.html` falls back to index.html.
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
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/dev/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) return reply.type('text/html').sendFile(shell);
    return reply.code(404).send(notFound);
  });
}
