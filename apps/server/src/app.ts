import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';

export interface AppOptions {
  config: ServerConfig;
  database: Database;
}

/** Builds the HTTP app: the API under /api and, when built, the SPA with history fallback. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 64 * 1024,
  });

  app.get('/api/health', async () => ({ status: 'ok', database: database.kind }));

  const indexHtml = path.join(config.webDist, 'index.html');
  if (existsSync(indexHtml)) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      const isPage =
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/dev/') &&
        (request.headers.accept ?? '').includes('text/html');
      if (isPage) return reply.type('text/html').sendFile('index.html');
      return reply.code(404).send({ message: 'Not found' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not found' }));
  }

  return app;
}
