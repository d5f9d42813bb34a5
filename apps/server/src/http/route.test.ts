/**
 * `defineRoute`'s options of the admins' tools (issue 21): `bodyLimit` (a route taking larger bodies than the server's
 * default, 413 `{message: payloadTooLarge}` past its own) and `produces` (a file answer, sent as is).
 */
import { messages, ROLES, type EndpointDefinition } from '@mijas/api/contract';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  bearer,
  createTestApp,
  login,
  ROOT,
  SETUP_TIMEOUT_MS,
  type TestApp,
} from '../../test/app.ts';
import { defineRoute } from './route.ts';

const echo = {
  method: 'POST',
  access: 'public',
  summary: 'test',
  body: z.object({ text: z.string() }),
  status: 200,
  response: z.object({ length: z.number() }),
} as const satisfies Omit<EndpointDefinition, 'path'>;

describe('defineRoute: bodyLimit and produces', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('pglite', { demo: false });
    defineRoute(t.app, { ...echo, path: '/Test/default' }, async ({ body }) => ({
      length: body.text.length,
    }));
    defineRoute(t.app, { ...echo, path: '/Test/large', bodyLimit: 200_000 }, async ({ body }) => ({
      length: body.text.length,
    }));
    defineRoute(
      t.app,
      {
        method: 'GET',
        path: '/Test/file',
        access: [ROLES.admin],
        summary: 'test',
        status: 200,
        response: z.string(),
        produces: 'text/csv',
      },
      async ({ request }) =>
        request.headers['x-stream'] ? Readable.from(['a,b\r\n', '1,2\r\n']) : 'a,b\r\n',
    );
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, size: number) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(size) }),
    });

  it("takes a body up to the route's own limit, larger than the server's", async () => {
    expect(t.config.bodyLimit).toBeLessThan(100_000);
    const large = await post('/Test/large', 100_000);
    expect(large.statusCode, large.body).toBe(200);
    expect(large.json()).toEqual({ length: 100_000 });
    const refused = await post('/Test/default', 100_000);
    expect(refused.statusCode).toBe(413);
  });

  it('answers 413 {message: payloadTooLarge} past the route limit', async () => {
    const response = await post('/Test/large', 300_000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.api.payloadTooLarge });
  });

  it('sends a file answer (text or stream) as its media type in UTF-8, behind the guard', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/Test/file' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toMatch(/^application\/json/);
    const headers = bearer((await login(t.app, ROOT)).token);
    for (const [extra, body] of [
      [{}, 'a,b\r\n'],
      [{ 'x-stream': '1' }, 'a,b\r\n1,2\r\n'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/Test/file',
        headers: { ...headers, ...extra },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.body).toBe(body);
    }
  });
});
