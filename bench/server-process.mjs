// The real server as a process for the benches: the compiled `apps/server/dist/main.js` with plain node, as
// `pnpm start` and production run it (`buildServer()` first), on a free port of 127.0.0.1.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const { freePort } = await import('../apps/server/test/postgres-server.ts');

/** The compiled server, fresh. */
export function buildServer() {
  const build = spawnSync('pnpm', ['--filter', '@mijas/server', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
}

/** The web app's build, which the browser benches serve. */
export const webDist = path.resolve(serverDir, '../web/dist');

/**
 * The web app and the server built (`pnpm build`) for a browser bench, unless `noBuild` (its `--no-build`) and a
 * build is there.
 */
export function buildForBrowserBench(noBuild) {
  if (noBuild && existsSync(path.join(webDist, 'index.html'))) return;
  console.log('Building the web app and the server…');
  const build = spawnSync('pnpm', ['build'], {
    cwd: path.resolve(serverDir, '../..'),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the build failed (run `pnpm build` to see why)');
}

const running = new Set();

/**
 * Starts `dist/main.js` with `env` over this process's environment (no `DATABASE_URL` unless `env` gives one);
 * resolves `{ base, stop }` once its banner says it serves. `stop()` sends SIGTERM and waits for its end.
 */
export async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  void exited.then(() => running.delete(child));
  let output = '';
  await new Promise((resolve, reject) => {
    const check = () => {
      if (/MIJAS Club is running at /.test(output)) resolve();
    };
    const append = (chunk) => {
      output += chunk.toString();
      check();
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    void exited.then(() => reject(new Error(`the server ended before serving:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Kills every server still running (an interrupted bench must not leave one behind). */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}

/**
 * The server as a browser bench uses it: the web app's build on a throwaway embedded database (the demo accounts
 * seeded), logins not rate-limited (a bench signs in again and again). `stop()` also removes the data.
 */
export async function startBrowserBenchServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mijas-bench-browser-'));
  const app = await startServer({
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_LOGIN: '1000000',
  });
  return {
    base: app.base,
    stop: async () => {
      await app.stop();
      killServers();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
