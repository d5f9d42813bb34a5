/**
 * The real server as a separate process (the compiled `dist/main.js` with plain node, as `pnpm start` and production
 * run it; `global-setup.ts` builds it once for the run), for tests that need
 * what only a process shows: its start banner and exit code, a second process on the same data directory, kill -9,
 * an unhandled rejection that would end it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onTestFinished } from 'vitest';
import { freePort } from './postgres-server.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The ready check: 200 while the process can serve (database reachable and migrated), 503 otherwise
 * (`src/operations/readiness.ts`).
 */
export const READY_PATH = '/readyz';

export interface ServerProcess {
  pid: number;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Everything it printed so far (stdout and stderr, in arrival order). */
  output(): string;
  /** Resolves with the match once the output from `from` on matches; rejects if the process ends first. */
  waitFor(pattern: RegExp, from?: number): Promise<RegExpMatchArray>;
  /** Resolves when it has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Null while it runs. */
  exitCode(): number | null;
  kill(signal: NodeJS.Signals): void;
}

/**
 * Starts the compiled server with `env` over the test's environment (a free port on 127.0.0.1 unless `PORT` is
 * given), as another user when `user` is given (the test runs as root); `script`: a TypeScript file through tsx
 * instead (a fixture). Plain node starts in two thirds of the time tsx takes, which compiles the sources anew. It is killed when the
 * test ends, whatever happens; with `until: 'caller'` (a process started in `beforeAll` for a whole file) the
 * caller kills it.
 */
export async function spawnServer(
  env: NodeJS.ProcessEnv,
  user: { uid: number; gid: number } | undefined = undefined,
  { script, until = 'test' }: { script?: string; until?: 'test' | 'caller' } = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const entry = script ? ['--import', 'tsx', script] : ['dist/main.js'];
  const child = spawn(process.execPath, entry, {
    cwd: serverDir,
    env: { ...process.env, HOST: '127.0.0.1', DATABASE_URL: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  if (until === 'test') {
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
  }
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
    for (const listener of listeners) listener();
  });

  return {
    pid: child.pid!,
    port,
    origin: `http://127.0.0.1:${port}`,
    output: () => output,
    waitFor(pattern, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = output.slice(from).match(pattern);
          if (match) {
            listeners.delete(check);
            resolve(match);
          } else if (ended) {
            listeners.delete(check);
            reject(new Error(`the server ended before printing ${pattern}:\n${output}`));
          }
        };
        listeners.add(check);
        check();
      });
    },
    exited,
    exitCode: () => child.exitCode,
    kill: (signal) => child.kill(signal),
  };
}

/** `spawnServer`, resolved once it serves (its banner is printed after it listens). */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { until?: 'test' | 'caller' } = {},
): Promise<ServerProcess> {
  const server = await spawnServer(env, undefined, options);
  await server.waitFor(/MIJAS Club is running at /);
  return server;
}

/**
 * `count` processes on the same `env` (one database), started together and resolved once all serve; the caller
 * stops them (`stopServers`, in `afterAll`). If one cannot start, the others are killed.
 */
export async function startServers(
  count: number,
  env: NodeJS.ProcessEnv,
): Promise<ServerProcess[]> {
  const spawned = await Promise.all(
    Array.from({ length: count }, () => spawnServer(env, undefined, { until: 'caller' })),
  );
  try {
    await Promise.all(spawned.map((server) => server.waitFor(/MIJAS Club is running at /)));
  } catch (error) {
    await stopServers(spawned);
    throw error;
  }
  return spawned;
}

/** Kills whichever of `servers` still run and waits for them to end. */
export async function stopServers(servers: ServerProcess[]): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      if (server.exitCode() === null) server.kill('SIGKILL');
      await server.exited;
    }),
  );
}

export interface Reply<T> {
  status: number;
  headers: Headers;
  body: T;
}

/**
 * Calls `server` like a client would: `path` from the origin (`/api/v1/...`), a JSON body, a bearer `token`, and
 * `ip` as `X-Forwarded-For` (the server trusts it with `TRUST_PROXY=1`: each scenario is its own client for the
 * per-IP rate limits).
 */
export async function call<T = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}
