/**
 * The compiled server (`dist/main.js`, plain node, as production runs it) as separate processes: its start (and
 * its import's worker thread, `dist/import-worker.js`), the SIGTERM drain (a request in flight is answered, a
 * claimed mail is sent) and WEB_CONCURRENCY worker processes.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API_PREFIX,
  type ImportPreviewResponse,
  type ImportResponse,
  type LoginResponse,
} from '@mijas/api/contract';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ROOT, SETUP_TIMEOUT_MS } from '../../test/app.ts';
import { createPostgresDatabase } from '../../test/databases.ts';
import { csvOf, goodCells } from '../../test/import-file.ts';
import { call, spawnServer, startServer, type ServerProcess } from '../../test/server-process.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What every process here runs with: request logs on (the drain and the pids are read from them). */
const BASE_ENV = { NODE_ENV: 'test', LOG_LEVEL: 'info', SEED_DEMO: '0' };

/** One request on a connection of its own (fetch would reuse one, and a cluster balances connections). */
function request(
  origin: string,
  options: { method?: string; path: string; id?: string; body?: unknown },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const outgoing = http.request(`${origin}${options.path}`, {
      method: options.method ?? 'GET',
      agent: false,
      headers: {
        ...(options.id ? { 'x-request-id': options.id } : {}),
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
    });
    outgoing.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** What one request of a keep-alive client met: its status and `Connection` header, or the socket error's code. */
type KeptAlive = { status: number; connection: string | undefined } | { error: string };

/** GET `path` on `agent`'s kept-alive connection (a new one when the server closed the last). */
function keepAliveGet(agent: http.Agent, origin: string, path: string): Promise<KeptAlive> {
  return new Promise((resolve) => {
    const outgoing = http.get(`${origin}${path}`, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode!, connection: response.headers.connection }),
      );
      response.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.code ?? error.message }),
      );
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message }),
    );
  });
}

/** The pid in the log line of request `id` (pino puts the pid in every line). */
async function pidOf(server: ServerProcess, id: string): Promise<number> {
  const [, pid] = await server.waitFor(new RegExp(`"pid":(\\d+)[^\\n]*"reqId":"${id}"`));
  return Number(pid);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A local SMTP server that takes one message and holds its final `250` until `release()`: the sending process is
 * then between claiming the mail and recording it as sent.
 */
async function holdingSmtpSink() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let receive!: (message: string) => void;
  const received = new Promise<string>((resolve) => (receive = resolve));
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.write('220 sink ESMTP\r\n');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          receive(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          void released.then(() => socket.write('250 queued\r\n'));
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => void server.close());
  return { port: (server.address() as net.AddressInfo).port, received, release };
}

/** A fresh PostgreSQL database on the test server, dropped when the test ends. */
async function postgresDatabase(): Promise<string> {
  const created = await createPostgresDatabase();
  onTestFinished(() => created.drop());
  return created.url;
}

/**
 * The compiled server on a fresh PostgreSQL database, mailing through a holding SMTP sink, once it holds a reset
 * mail for the root admin: claimed, handed to SMTP, not yet acknowledged.
 */
async function serverHoldingAMail(env: NodeJS.ProcessEnv = {}) {
  const sink = await holdingSmtpSink();
  const databaseUrl = await postgresDatabase();
  const server = await startServer({
    ...BASE_ENV,
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_WORKER_INTERVAL_MS: '50',
    ...env,
  });
  const forgot = await request(server.origin, {
    method: 'POST',
    path: `${API_PREFIX}/User/forgot-password`,
    body: { email: 'root@mijas.example.com' },
  });
  expect(forgot.status).toBe(200);
  expect(await sink.received).toContain('root@mijas.example.com');
  return { server, sink, databaseUrl };
}

describe('the compiled server', () => {
  it(
    'starts with plain node, prints its banner, answers /api/health, reads an imported file in its worker thread and exits 0 on SIGTERM',
    async () => {
      const server = await startServer({ ...BASE_ENV, DATA_DIR: 'memory://' });
      expect(server.output()).toContain(
        `MIJAS Club is running at http://localhost:${server.port} (database: pglite, mail: outbox, worker processes: 1)`,
      );
      const health = await request(server.origin, { path: '/api/health' });
      expect(health).toEqual({
        status: 200,
        body: JSON.stringify({ status: 'ok', database: 'pglite' }),
      });

      // The import's worker thread runs the file built beside main.js, with no TypeScript loader.
      expect(existsSync(path.join(serverDir, 'dist/import-worker.js'))).toBe(true);
      const { body: session } = await call<LoginResponse>(
        server,
        'POST',
        `${API_PREFIX}/User/login`,
        {
          body: { emailOrUsername: ROOT.username, password: ROOT.password },
        },
      );
      const bad = goodCells('compiled.bad');
      bad.email = 'not-an-email';
      const file = { body: { csv: csvOf([goodCells('compiled.a'), bad]) }, token: session.token };
      const preview = await call<ImportPreviewResponse>(
        server,
        'POST',
        `${API_PREFIX}/Admin/members/import/preview`,
        file,
      );
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ totalRows: 2, validRows: 1 });
      expect(preview.body.invalidRows.map((row) => row.row)).toEqual([3]);
      const imported = await call<ImportResponse>(
        server,
        'POST',
        `${API_PREFIX}/Admin/members/import`,
        file,
      );
      expect(imported.status).toBe(200);
      expect(imported.body.imported.map((member) => member.username)).toEqual(['test.compiled.a']);

      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'answers a request in flight when SIGTERM arrives, refuses new connections, and exits 0',
    async () => {
      const server = await startServer({ ...BASE_ENV, DATA_DIR: 'memory://' });
      const body = JSON.stringify({ emailOrUsername: ROOT.username, password: ROOT.password });
      // The body comes in two parts: the request is in flight from its first part until its last.
      const login = http.request(`${server.origin}${API_PREFIX}/User/login`, {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-request-id': 'slow-login',
        },
      });
      const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
        login.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode!, body: text }));
        });
        login.on('error', reject);
      });
      login.write(body.slice(0, 10));
      await server.waitFor(/"reqId":"slow-login"[^\n]*"msg":"incoming request"/);

      const from = server.output().length;
      server.kill('SIGTERM');
      await server.waitFor(/shutting down: finishing requests in flight/, from);
      // A new connection is not served: refused once the port is closed (reset or 503 just before).
      const late = await request(server.origin, { path: '/api/health' }).then(
        (answer) => answer.status,
        () => 'refused',
      );
      expect(['refused', 503]).toContain(late);
      login.end(body.slice(10));
      const answer = await answered;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toHaveProperty('token');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'drains 20 keep-alive clients through SIGTERM with no reset: /readyz 503 first, then Connection: close',
    async () => {
      const server = await startServer({
        ...BASE_ENV,
        LOG_LEVEL: 'warn',
        DATA_DIR: 'memory://',
        SHUTDOWN_READY_DELAY_MS: '1000',
      });
      const CLIENTS = 20;
      let answered = 0;
      /** Answers that closed their connection: a closing server's (the clients ask to keep it). */
      let closing = 0;
      const refused: string[] = [];
      const failed: string[] = [];
      let going!: () => void;
      const allGoing = new Promise<void>((resolve) => (going = resolve));
      const agents = Array.from(
        { length: CLIENTS },
        () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
      );
      onTestFinished(() => agents.forEach((agent) => agent.destroy()));
      // Each client sends one request after another on its kept-alive connection, with no balancer to take the
      // process out: until a new connection is refused (the port closed; nothing was sent on it).
      const clients = agents.map(async (agent) => {
        for (;;) {
          const answer = await keepAliveGet(agent, server.origin, '/api/health');
          if ('error' in answer) {
            (answer.error === 'ECONNREFUSED' ? refused : failed).push(answer.error);
            return;
          }
          expect(answer.status).toBe(200);
          if (answer.connection === 'close') closing += 1;
          if ((answered += 1) === CLIENTS * 5) going();
        }
      });
      await allGoing;

      server.kill('SIGTERM');
      // A balancer's health check sees the process leave while it still serves.
      let readiness = 200;
      while (readiness === 200) {
        readiness = (await request(server.origin, { path: '/readyz' })).status;
      }
      expect(readiness).toBe(503);
      await Promise.all(clients);
      expect(failed).toEqual([]);
      expect(refused).toHaveLength(CLIENTS);
      expect(closing).toBeGreaterThan(0);
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'sends a mail it has claimed when SIGTERM arrives before exiting 0 (it is not left claimed)',
    async () => {
      const { server, sink, databaseUrl } = await serverHoldingAMail();

      const from = server.output().length;
      server.kill('SIGTERM');
      await server.waitFor(/shutting down: finishing requests in flight and claimed mail/, from);
      sink.release();
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.output().slice(from)).toMatch(/"transport":"smtp","msg":"mail delivered"/);

      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ status: string }>('select status from outbox_mails');
        expect(rows).toEqual([{ status: 'sent' }]);
      } finally {
        await client.end();
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'exits 1 after SHUTDOWN_TIMEOUT_MS when a claimed mail cannot finish',
    async () => {
      const { server } = await serverHoldingAMail({ SHUTDOWN_TIMEOUT_MS: '1000' });
      // The SMTP server never answers: the drain cannot end, the timeout does.
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toContain(
        'shutdown took longer than SHUTDOWN_TIMEOUT_MS (1000 ms); exiting',
      );
    },
    SETUP_TIMEOUT_MS,
  );
});

describe('WEB_CONCURRENCY', () => {
  it(
    'serves one port from two worker processes, replaces one that dies, and all exit 0 on SIGTERM',
    async () => {
      const databaseUrl = await postgresDatabase();
      const server = await startServer({
        ...BASE_ENV,
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: '2',
        SHUTDOWN_TIMEOUT_MS: '5000',
      });
      const output = server.output();
      expect(output).toMatch(
        /starting 2 worker processes on port \d+ \(database: PostgreSQL at 127\.0\.0\.1:\d+\)/,
      );
      expect(output).toContain('(database: postgres, mail: outbox, worker processes: 2)');
      // The banner is printed once, by the primary.
      expect(output.match(/MIJAS Club is running at /g)).toHaveLength(1);

      const pids = new Set<number>();
      for (let attempt = 0; attempt < 20 && pids.size < 2; attempt += 1) {
        const id = `cluster-${attempt}`;
        const answer = await request(server.origin, { path: '/api/health', id });
        expect(answer.status).toBe(200);
        // No pid in what the public sees.
        expect(answer.body).toBe(JSON.stringify({ status: 'ok', database: 'postgres' }));
        pids.add(await pidOf(server, id));
      }
      expect(pids.size).toBe(2);
      expect(pids).not.toContain(server.pid);
      const [victim, survivor] = [...pids] as [number, number];

      let from = server.output().length;
      process.kill(victim, 'SIGKILL');
      await server.waitFor(
        new RegExp(
          `worker \\d+ \\(pid ${victim}\\) was killed by SIGKILL unexpectedly after \\d+ s; starting a replacement in 1 s`,
        ),
        from,
      );
      const [, replacement] = await server.waitFor(
        /"pid":(\d+)[^\n]*"msg":"MIJAS Club is running"/,
        from,
      );
      expect(Number(replacement)).not.toBe(victim);
      expect((await request(server.origin, { path: '/api/health' })).status).toBe(200);

      from = server.output().length;
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      const ending = server.output().slice(from);
      for (const pid of [survivor, Number(replacement)]) {
        expect(ending).toMatch(new RegExp(`worker \\d+ \\(pid ${pid}\\) exited with code 0`));
        expect(alive(pid)).toBe(false);
      }
    },
    SETUP_TIMEOUT_MS * 2,
  );

  it(
    'refuses more than one process on the embedded database, in one line',
    async () => {
      const server = await spawnServer(
        { ...BASE_ENV, DATA_DIR: 'memory://', WEB_CONCURRENCY: '2' },
        undefined,
      );
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(server.output()).toBe(
        'MIJAS Club cannot start: WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (DATA_DIR) ' +
          'serves one process\n',
      );
    },
    SETUP_TIMEOUT_MS,
  );
});
