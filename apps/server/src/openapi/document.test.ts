import { API_PREFIX, endpoints } from '@mijas/api/contract';
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { registerDocsPage } from './docs-page.ts';
import { buildOpenApiDocument, type Operation } from './document.ts';
import { openApiDocument } from './index.ts';

const Item = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Item' });
const operations: Operation[] = [
  {
    method: 'GET',
    path: '/api/v1/Things/{id}',
    tag: 'Things',
    summary: 'One thing',
    access: ['mijas-admin'],
    params: z.object({ id: z.uuid() }),
    query: z.object({
      pageNumber: z.coerce.number().int().min(1).default(1),
      search: z.string().optional().describe('partial match'),
    }),
    responses: {
      200: { description: 'the thing', schema: z.object({ items: z.array(Item) }) },
      404: { description: 'unknown id' },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/Things',
    tag: 'Things',
    summary: 'Create',
    access: 'public',
    body: z.object({ name: z.string().min(1) }),
    responses: { 201: { description: 'created', schema: Item } },
  },
];

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(operations, { title: 'T', version: '1' });

  it('is OpenAPI 3.1 with one path item per template', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/api/v1/Things/{id}', '/api/v1/Things']);
    expect(document.tags).toEqual([{ name: 'Things' }]);
  });

  it('turns params and query objects into parameters with their JSON Schema', () => {
    const get = document.paths['/api/v1/Things/{id}']?.get as {
      operationId: string;
      parameters: { name: string; in: string; required: boolean; schema: unknown }[];
      security: unknown[];
    };
    expect(get.operationId).toBe('getThingsId');
    expect(get.security).toEqual([{ bearer: [] }]);
    expect(get.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({
        name: 'pageNumber',
        in: 'query',
        required: false,
        schema: expect.objectContaining({ type: 'integer', minimum: 1, default: 1 }),
      }),
      expect.objectContaining({ name: 'search', required: false, description: 'partial match' }),
    ]);
  });

  it('hoists named schemas into components and references them', () => {
    expect(document.components.schemas.Item).toMatchObject({
      type: 'object',
      required: ['id', 'name'],
    });
    const post = document.paths['/api/v1/Things']?.post as {
      security: unknown[];
      requestBody: { content: { 'application/json': { schema: unknown } } };
      responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>;
    };
    expect(post.security).toEqual([]);
    expect(post.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1 } },
    });
    expect(post.responses['201']?.content?.['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Item',
    });
    expect(JSON.stringify(document)).not.toContain('$defs');
  });
});

describe('the docs page', () => {
  it('serves Swagger UI and its assets from this server, no CDN', async () => {
    const app = Fastify();
    registerDocsPage(app);
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) {
      expect(source.startsWith('/api/')).toBe(true);
      if (source === '/api/openapi.json') continue;
      const asset = await app.inject({ method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.rawPayload.length, source).toBeGreaterThan(50);
    }
    expect(page.body).not.toMatch(/<script>[^<]/);
    const init = await app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(init.body).toContain('"/api/openapi.json"');
    expect(init.body).toContain('validatorUrl: null');
    await app.close();
  });

  it('serves only the files it names', async () => {
    const app = Fastify();
    registerDocsPage(app);
    for (const url of [
      '/api/docs/assets/package.json',
      '/api/docs/assets/..%2Fpackage.json',
      '/api/docs/assets/constructor',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    await app.close();
  });
});

describe('named schemas whose input and output differ', () => {
  it('keeps X for responses and XInput for requests, each referenced rightly', () => {
    const Paging = z
      .object({ pageSize: z.coerce.number().int().default(10) })
      .meta({ id: 'Paging' });
    const document = buildOpenApiDocument(
      [
        {
          method: 'POST',
          path: '/p',
          tag: 'P',
          summary: 'p',
          access: 'public',
          body: z.object({ paging: Paging }),
          responses: { 200: { description: 'ok', schema: z.object({ paging: Paging }) } },
        },
      ],
      { title: 'T', version: '1' },
    );
    expect(document.components.schemas.Paging).toMatchObject({ required: ['pageSize'] });
    expect(document.components.schemas.PagingInput).not.toHaveProperty('required');
    const text = JSON.stringify(document.paths);
    expect(text).toContain('"#/components/schemas/PagingInput"');
    expect(text).toContain('"#/components/schemas/Paging"');
  });
});

describe('the document of the contract', () => {
  const document = openApiDocument();
  const table = Object.values(endpoints);

  it('is a valid OpenAPI 3.1 document (official schema)', async () => {
    const copy = structuredClone(document) as unknown as Parameters<Validator['validate']>[0];
    const result = await new Validator().validate(copy);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has one operation per endpoint of the contract, no more', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      table.map((endpoint) => `${endpoint.method} ${API_PREFIX}${endpoint.path}`).sort(),
    );
  });

  it('marks protected operations with the bearer scheme, their roles and 401/403', () => {
    for (const endpoint of table) {
      const operation = document.paths[`${API_PREFIX}${endpoint.path}`]?.[
        endpoint.method.toLowerCase()
      ] as { security: unknown[]; responses: Record<string, unknown>; 'x-roles'?: unknown };
      if (endpoint.access === 'public') {
        expect(operation.security, endpoint.path).toEqual([]);
      } else {
        expect(operation.security, endpoint.path).toEqual([{ bearer: [] }]);
        expect(operation['x-roles']).toEqual(endpoint.access);
        expect(Object.keys(operation.responses)).toEqual(
          expect.arrayContaining([String(endpoint.status), '401', '403']),
        );
      }
    }
  });

  it('describes a file answer (the export) as text/csv, a string, and JSON answers as JSON', () => {
    const responses = (path: string) =>
      (
        document.paths[`${API_PREFIX}${path}`]?.get as {
          responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
        }
      ).responses;
    const exported = responses(endpoints.exportMembers.path);
    expect(Object.keys(exported['200']?.content ?? {})).toEqual(['text/csv']);
    expect(exported['200']?.content?.['text/csv']?.schema).toMatchObject({ type: 'string' });
    // Its errors stay JSON.
    expect(Object.keys(exported['400']?.content ?? {})).toEqual(['application/json']);
    // Beyond the exports a process or an admin may run at once (issue 30).
    expect(Object.keys(exported['429']?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(responses(endpoints.memberIds.path)['200']?.content ?? {})).toEqual([
      'application/json',
    ]);
  });

  it('gives unique operation ids and declares every path parameter', () => {
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const operation of Object.values(methods) as {
        operationId: string;
        parameters: { name: string; in: string }[];
      }[]) {
        expect(ids.has(operation.operationId), operation.operationId).toBe(false);
        ids.add(operation.operationId);
        expect(
          operation.parameters.filter((p) => p.in === 'path').map((p) => p.name),
          path,
        ).toEqual(names);
      }
    }
  });
});
