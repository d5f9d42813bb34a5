import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PRODUCTION_TEST_ENV, SETUP_TIMEOUT_MS } from '../test/app.ts';
import { spawnServer, startServer } from '../test/server-process.ts';

describe('main.ts', () => {
  it(
    'starts, prints the URL and the demo accounts, serves, and exits cleanly on SIGTERM',
    async () => {
      const server = await startServer({ NODE_ENV: 'test', DATA_DIR: 'memory://' });
      await server.waitFor(/Demo accounts:[^]*mijas-member/);
      const output = server.output();
      expect(output).toContain(`MIJAS Club is running at http://localhost:${server.port}`);
      expect(output).toMatch(/mijas-root-admin\s+root\s+Root#Mijas2026/);
      expect(output).toMatch(/mijas-admin\s+admin\s+Admin#Mijas2026/);
      expect(output).toMatch(/mijas-member\s+member\s+Member#Mijas2026/);
      const health = await fetch(`${server.origin}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    SETUP_TIMEOUT_MS * 2,
  );

  it(
    'refuses to start in production with the root password README publishes or a weak one, in one line',
    async () => {
      // Three processes at once: each only reads its configuration and ends.
      const cases = [
        [{}, 'ROOT_ADMIN_PASSWORD is not set: in production set a password of your own'],
        [
          { ROOT_ADMIN_PASSWORD: 'Root#Mijas2026' },
          'ROOT_ADMIN_PASSWORD is the one published in README: in production set a password of your own',
        ],
        [
          { ROOT_ADMIN_PASSWORD: 'a' },
          'ROOT_ADMIN_PASSWORD does not meet the password rules: at least 8 characters, at least one uppercase ' +
            'letter, at least one number, at least one special character',
        ],
      ] as const;
      const servers = await Promise.all(
        cases.map(([env]) =>
          spawnServer({
            NODE_ENV: 'production',
            DATA_DIR: 'memory://',
            SMTP_URL: 'smtp://127.0.0.1:1',
            ...env,
          }),
        ),
      );
      for (const [i, server] of servers.entries()) {
        expect(await server.exited).toEqual({ code: 1, signal: null });
        expect(server.output()).toBe(`MIJAS Club cannot start: ${cases[i]![1]}\n`);
      }
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'prints no password in production, and warns when it runs on the embedded database',
    async () => {
      const server = await startServer({
        ...PRODUCTION_TEST_ENV,
        DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
      });
      const output = server.output();
      expect(output).toMatch(/mijas-root-admin\s+root\n/);
      // Without DATABASE_URL it starts, and says what the embedded database is for.
      await server.waitFor(
        /NODE_ENV=production on the embedded database in memory:\/\/: it serves one process, on this machine; set DATABASE_URL to a PostgreSQL server for more \(README: Production\)/,
      );
      expect(server.output()).not.toContain(PRODUCTION_TEST_ENV.ROOT_ADMIN_PASSWORD);
      server.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    SETUP_TIMEOUT_MS,
  );

  it(
    'says in one line, without a stack trace, why it cannot use DATA_DIR',
    async () => {
      const parent = mkdtempSync(path.join(os.tmpdir(), 'mijas-main-'));
      onTestFinished(() => rmSync(parent, { recursive: true, force: true }));
      chmodSync(parent, 0o755);
      const stray = path.join(parent, 'stray');
      mkdirSync(stray);
      writeFileSync(path.join(stray, 'notes.txt'), 'not a database');
      const readOnly = path.join(parent, 'read-only');
      mkdirSync(readOnly, { mode: 0o555 });
      chmodSync(readOnly, 0o555);
      // Root writes anywhere: the read-only case runs as `nobody` then.
      const unprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;

      const cases = [
        {
          env: { DATA_DIR: stray },
          line:
            `DATA_DIR ${stray} is not empty but holds no complete database (PG_VERSION is missing): ` +
            'refusing to create a new one over it. Restore its files, or set DATA_DIR to a new or empty directory.',
        },
        {
          env: { DATA_DIR: readOnly },
          user: unprivileged,
          line: `DATA_DIR ${readOnly} cannot be written: permission denied (EACCES)`,
        },
        {
          env: { DATA_DIR: '' },
          line: 'DATA_DIR is empty: set it to a directory for the embedded database (default ./.data) or to memory://',
        },
      ];
      const servers = await Promise.all(
        cases.map(({ env, user }) => spawnServer({ NODE_ENV: 'test', ...env }, user)),
      );
      for (const [i, server] of servers.entries()) {
        expect(await server.exited).toEqual({ code: 1, signal: null });
        expect(server.output()).toBe(`MIJAS Club cannot start: ${cases[i]!.line}\n`);
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
