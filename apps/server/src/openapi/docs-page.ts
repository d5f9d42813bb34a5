/**
 * The API docs page at /api/docs: Swagger UI from the `swagger-ui-dist` package, served by this server (no
 * CDN, no inline script, so the same-origin CSP holds), reading /api/openapi.json.
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { messages } from '@mijas/api/contract';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);
const distDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

export const DOCS_PATH = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

/** The files of swagger-ui-dist the page needs, by the name they are served under. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>MIJAS Club API</title>
    <link rel="icon" type="image/png" href="${DOCS_PATH}/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="${DOCS_PATH}/assets/swagger-ui.css" />
  </head>
  <body>
    <main id="swagger-ui" aria-label="MIJAS Club API reference">
      <noscript>The API reference needs JavaScript. The raw document is at
        <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</noscript>
    </main>
    <script src="${DOCS_PATH}/assets/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PATH}/init.js"></script>
  </body>
</html>
`;

// validatorUrl: null keeps Swagger UI from calling its public validator service.
const init = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(OPENAPI_PATH)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  persistAuthorization: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export function registerDocsPage(app: FastifyInstance): void {
  app.get(DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page),
  );
  app.get(`${DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(init),
  );
  app.get<{ Params: { file: string } }>(`${DOCS_PATH}/assets/:file`, async (request, reply) => {
    const type = Object.hasOwn(ASSETS, request.params.file)
      ? ASSETS[request.params.file]
      : undefined;
    if (!type) return reply.code(404).send({ message: messages.api.notFound });
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(path.join(distDir, request.params.file)));
  });
}
