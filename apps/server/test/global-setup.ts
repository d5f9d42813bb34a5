/**
 * Global setup of the `server` Vitest project: starts a throwaway PostgreSQL 15 server (free port, data
 * directory under the system temp folder, durability off) and provides its URL to the tests as
 * `inject('postgresUrl')`. Each test file then creates its own database on it (`test/databases.ts`), so files
 * running in parallel never share rows.
 *
 * The binaries are looked up in `PG_BIN` (default `/usr/lib/postgresql/15/bin`). PostgreSQL refuses to run as
 * root, so as root the server runs as the `postgres` user. `TEST_POSTGRES=0` runs the suite on PGlite only
 * (for a machine without PostgreSQL); the URL is then the empty string.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…` of the throwaway server, or '' when `TEST_POSTGRES=0`. */
    postgresUrl: string;
  }
}

const run = promisify(execFile);

const USER = 'mijas';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
async function pgRun(bin: string, args: string[]): Promise<void> {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  try {
    await run(file, argv, { timeout: 60_000 });
  } catch (error) {
    const detail = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(
      `${path.basename(bin)} failed: ${detail.stderr || detail.stdout || detail.message}`,
    );
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_POSTGRES === '0') {
    project.provide('postgresUrl', '');
    return () => {};
  }
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  if (!existsSync(path.join(bin, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL 15 was not found in ${bin}. Install it (apt-get install postgresql-15), point PG_BIN at its ` +
        'bin folder, or set TEST_POSTGRES=0 to run the server tests on PGlite only.',
    );
  }

  const dir = mkdtempSync(path.join(os.tmpdir(), 'mijas-pg-'));
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const dataDir = path.join(dir, 'pg');
  const port = await freePort();

  await pgRun(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    USER,
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  await pgRun(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);

  project.provide('postgresUrl', `postgres://${USER}@127.0.0.1:${port}/postgres`);

  return async () => {
    try {
      await pgRun(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
