/**
 * Global setup of the `server` Vitest project: builds the server that the process tests start (`dist/main.js`,
 * `server-process.ts`), starts a throwaway PostgreSQL 15 server (`postgres-server.ts`)
 * and provides its URL to the tests as `inject('postgresUrl')`. Each test file then creates its own database on
 * it (`databases.ts`), so files running in parallel never share rows.
 *
 * `TEST_POSTGRES=0` runs the suite on PGlite only (for a machine without PostgreSQL); the URL is then ''.
 */
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { buildWhenStale, server as serverBuild } from '../../../scripts/builds.mjs';
import { startPostgres } from './postgres-server.ts';

/** The migrated, empty database each test database is created from (`CREATE DATABASE … TEMPLATE`). */
const TEMPLATE = 'mijas_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…` of the throwaway server, or '' when `TEST_POSTGRES=0`. */
    postgresUrl: string;
    /** The name of the migrated template database on it. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // The build `pnpm start` and production run, made again if its sources changed since (`pnpm test` has just built it).
  buildWhenStale(serverBuild);
  if (process.env.TEST_POSTGRES === '0') {
    project.provide('postgresUrl', '');
    project.provide('postgresTemplate', '');
    return () => {};
  }
  const server = await startPostgres();
  try {
    await createTemplate(server.url);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplate', TEMPLATE);
  return () => server.stop();
}

/** Creates and migrates the template; nobody stays connected to it (a template in use cannot be copied). */
async function createTemplate(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await client.end();
  }
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${TEMPLATE}`;
  const database = await openDatabase({
    databaseUrl: templateUrl.toString(),
    dataDir: 'memory://',
  });
  await database.close();
}
