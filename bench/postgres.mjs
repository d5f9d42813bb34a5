// A PostgreSQL 15 server for the benches: throwaway (apps/server/test/postgres-server.ts) or, with a data directory,
// one that is kept between runs (created on the first run, started again on the next ones), so a 1 000 000-member
// seed is paid once. Same settings as the throwaway one (durability off).
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const { startPostgres, freePort, postgresBin } =
  await import('../apps/server/test/postgres-server.ts');

const USER = 'mijas';

async function pg(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(postgresBin, bin), ...args]]
    : [path.join(postgresBin, bin), args];
  try {
    await run(file, argv, { timeout: 120_000 });
  } catch (error) {
    throw new Error(`${bin} failed: ${error.stderr || error.stdout || error.message}`);
  }
}

/**
 * `{ url, stop, kept }`: `stop()` shuts a kept server down (its data stays in `dataDir`) and deletes a throwaway
 * one. `kept` is true when the data directory already held a database.
 */
export async function openPostgres(dataDir) {
  if (!dataDir) {
    const server = await startPostgres();
    return { url: server.url, stop: () => server.stop(), kept: false };
  }
  const root = path.resolve(dataDir);
  const data = path.join(root, 'pg');
  const kept = existsSync(path.join(data, 'PG_VERSION'));
  mkdirSync(root, { recursive: true, mode: 0o755 });
  if (process.getuid?.() === 0) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(uid.trim()), Number(gid.trim()));
  }
  if (!kept) {
    await pg('initdb', [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      USER,
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
  }
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: 200,
    shared_buffers: '1GB',
    max_wal_size: '4GB',
  };
  const flags = [
    `-p ${port}`,
    `-k ${root}`,
    ...Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`),
  ].join(' ');
  if (existsSync(path.join(data, 'postmaster.pid'))) {
    // Left by a run that was killed: stop it (ignore a stale file).
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {});
  }
  await pg('pg_ctl', ['-D', data, '-o', flags, '-l', path.join(root, 'log'), '-w', 'start']);
  return {
    url: `postgres://${USER}@127.0.0.1:${port}/postgres`,
    stop: () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    kept,
  };
}
