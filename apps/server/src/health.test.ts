import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { serverMeta } from './db/schema.ts';
import { SETUP_TIMEOUT_MS } from '../test/app.ts';
import type { FastifyInstance } from 'fastify';

describe('GET /api/health', () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' };
    database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({ config, database });
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers ok after the migrations ran on PGlite', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'pglite' });
    await database.db.insert(serverMeta).values({ key: 'probe', value: 'yes' });
    expect(await database.db.select({ value: serverMeta.value }).from(serverMeta)).toEqual([
      { value: 'yes' },
    ]);
  });

  it('answers unknown API paths with a JSON 404, never HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
