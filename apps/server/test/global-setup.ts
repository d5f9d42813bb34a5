/**
 * Global setup of the `server` Vitest project: starts a throwaway PostgreSQL 15 server (`postgres-server.ts`)
 * and provides its URL to the tests as `inject('postgresUrl')`. Each test file then creates its own database on
 * it (`databases.ts`), so files running in parallel never share rows.
 *
 * `TEST_POSTGRES=0` runs the suite on PGlite only (for a machine without PostgreSQL); the URL is then ''.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…` of the throwaway server, or '' when `TEST_POSTGRES=0`. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES === '0') {
    project.provide('postgresUrl', '');
    return () => {};
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
