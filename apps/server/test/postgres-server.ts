/**
 * A throwaway PostgreSQL server: a fresh data directory under the system temp folder, a free port on 127.0.0.1,
 * durability off (fsync, synchronous commit, full page writes). For tests (`global-setup.ts`) and benchmarks.
 *
 * The binaries are looked up in `PG_BIN` (default `/usr/lib/postgresql/15/bin`). PostgreSQL refuses to run as
 * root, so as root the server runs as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const USER = 'mijas';

export const postgresBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
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

export interface PostgresServer {
  /** `postgres://mijas@127.0.0.1:<port>/postgres` */
  url: string;
  /**
   * Shuts the server down as an outage would (`pg_ctl stop -m fast` ends every session, `immediate` aborts without
   * a checkpoint), keeping its data directory: `startAgain()` brings the same database back on the same port.
   */
  shutDown(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts the server again after `shutDown` (recovering from an immediate stop). */
  startAgain(): Promise<void>;
  /** Stops the server at once and deletes its data directory. */
  stop(): Promise<void>;
}

/**
 * `keep`: a directory kept between runs instead of a throwaway one (the benches' 1 000 000-member database is
 * seeded once): created on the first run, started again on the next ones; `stop()` then shuts the server down and
 * keeps its data, and `kept` says whether it already held a database.
 */
export async function startPostgres(
  options: { settings?: Record<string, string | number>; keep?: string } = {},
): Promise<PostgresServer & { kept: boolean }> {
  const bin = postgresBin;
  if (!existsSync(path.join(bin, 'pg_ctl'))) {
    throw new Error(
      `PostgreSQL 15 was not found in ${bin}. Install it (apt-get install postgresql-15), point PG_BIN at its ` +
        'bin folder, or set TEST_POSTGRES=0 to run the server tests on PGlite only.',
    );
  }

  const dir = options.keep
    ? path.resolve(options.keep)
    : mkdtempSync(path.join(os.tmpdir(), 'mijas-pg-'));
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(uid.trim()), Number(gid.trim()));
  }
  const dataDir = path.join(dir, 'pg');
  const kept = Boolean(options.keep) && existsSync(path.join(dataDir, 'PG_VERSION'));
  const port = await freePort();
  const stop = async () => {
    if (options.keep) {
      await pgRun(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      return;
    }
    try {
      if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await pgRun(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  const settings = {
    listen_addresses: '127.0.0.1',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: 200,
    ...options.settings,
  };
  const flags = [
    `-p ${port}`,
    `-k ${dir}`,
    ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`),
  ].join(' ');
  const start = () =>
    pgRun(path.join(bin, 'pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      flags,
      '-l',
      path.join(dir, 'log'),
      '-w',
      'start',
    ]);

  try {
    if (!kept) {
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
    } else if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
      // Left by a run that was killed: stop it (a stale file is ignored).
      await pgRun(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']).catch(
        () => {},
      );
    }
    await start();
  } catch (error) {
    if (!options.keep) await stop();
    throw error;
  }

  return {
    url: `postgres://${USER}@127.0.0.1:${port}/postgres`,
    shutDown: (mode) => pgRun(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']),
    startAgain: start,
    stop,
    kept,
  };
}
