// What a SIGTERM costs the clients (issue 30, point 4): the compiled server (`dist/main.js`, built first, or
// `--dist <main.js>` of another build) on PostgreSQL 15 with WEB_CONCURRENCY=2 and on PGlite, 20 clients
// (`--clients`) each sending GET /api/health one after another on a kept-alive connection, then SIGTERM, `--runs`
// times (3) each. Two ways the clients go on after the signal:
// - `balancer`: as behind a load balancer, they stop sending once its health check (a /readyz poll) sees the
//   process is not ready: the requests met between the signal and then are what a drain must answer;
// - `direct`: nobody takes the process out, they send until a connection is refused (the port closed).
// Prints per run the requests answered after the signal, those reset or cut with no answer (ECONNRESET, EPIPE:
// a sent request lost), the refused connections (nothing sent) and the time from the signal to the exit.
// Goal: 0 resets behind a balancer.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
    delay: { type: 'string', default: '1000' },
    dist: { type: 'string' },
  },
});
const CLIENTS = Number(args.clients);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');
const { freePort } = await import('../apps/server/test/postgres-server.ts');
const { openPostgres } = await import('./postgres.mjs');

/** The server process, resolved once every worker serves (its banner is printed then). */
async function startServer(env) {
  const port = await freePort();
  const main = args.dist ? path.resolve(args.dist) : 'dist/main.js';
  const child = spawn(process.execPath, [main], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SHUTDOWN_READY_DELAY_MS: args.delay,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      if (/MIJAS Club is running at /.test(output)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`the server ended:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child, exited };
}

/** GET `path`: `{ status }`, or `{ error }` with the socket error's code. */
function get(origin, path, agent) {
  return new Promise((resolve) => {
    const request = http.get(`${origin}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode }));
      response.on('error', (error) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error) => resolve({ error: error.code ?? error.message }));
  });
}

async function run(env, mode) {
  const server = await startServer(env);
  const agents = Array.from(
    { length: CLIENTS },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  let answered = 0;
  let signalled = false;
  let removed = false;
  const after = { answered: 0, reset: 0, refused: 0, other: 0 };
  let warm;
  const warmed = new Promise((resolve) => (warm = resolve));
  const clients = agents.map(async (agent) => {
    while (!(mode === 'balancer' && removed)) {
      const counted = signalled;
      const answer = await get(server.origin, '/api/health', agent);
      if (answer.error) {
        if (answer.error === 'ECONNREFUSED') after.refused += 1;
        else if (answer.error === 'ECONNRESET' || answer.error === 'EPIPE') after.reset += 1;
        else after.other += 1;
        return;
      }
      if (counted) after.answered += 1;
      if ((answered += 1) === CLIENTS * 20) warm();
    }
  });
  await warmed;
  const started = performance.now();
  server.child.kill('SIGTERM');
  signalled = true;
  // The balancer's health check, on a connection of its own each time.
  for (;;) {
    const readiness = await get(server.origin, '/readyz', false);
    if (readiness.status !== 200) break;
  }
  removed = true;
  await Promise.all(clients);
  const code = await server.exited;
  const drainMs = performance.now() - started;
  for (const agent of agents) agent.destroy();
  return { ...after, code, drainMs };
}

const build = args.dist
  ? { status: 0 }
  : spawnSync('pnpm', ['--filter', '@mijas/server', 'build'], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('the server build failed');

const postgres = await openPostgres();
const setups = [
  ['PostgreSQL 15, WEB_CONCURRENCY=2', { DATABASE_URL: postgres.url, WEB_CONCURRENCY: '2' }],
  ['PGlite, one process', { DATA_DIR: 'memory://' }],
];
console.log(
  `${CLIENTS} kept-alive clients, SIGTERM, SHUTDOWN_READY_DELAY_MS=${args.delay}` +
    (args.dist ? ` (${args.dist})` : ''),
);
console.log(
  'server                            | clients  | run | answered | reset | refused | exit | drain ms',
);
try {
  for (const [name, env] of setups) {
    for (const mode of ['balancer', 'direct']) {
      for (let i = 1; i <= Number(args.runs); i += 1) {
        const r = await run(env, mode);
        console.log(
          `${name.padEnd(33)} | ${mode.padEnd(8)} | ${String(i).padStart(3)} | ${String(r.answered).padStart(8)} | ` +
            `${String(r.reset + r.other).padStart(5)} | ${String(r.refused).padStart(7)} | ${String(r.code).padStart(4)} | ` +
            `${r.drainMs.toFixed(0).padStart(8)}`,
        );
      }
    }
  }
} finally {
  await postgres.stop();
}
