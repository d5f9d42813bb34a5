import { describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS } from '../test/app.ts';
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
    'refuses to start in production with the root password README publishes, in one line',
    async () => {
      for (const password of [undefined, 'Root#Mijas2026']) {
        const server = await spawnServer({
          NODE_ENV: 'production',
          DATA_DIR: 'memory://',
          SMTP_URL: 'smtp://127.0.0.1:1',
          ROOT_ADMIN_PASSWORD: password,
        });
        expect(await server.exited).toEqual({ code: 1, signal: null });
        expect(server.output()).toBe(
          `MIJAS Club cannot start: ROOT_ADMIN_PASSWORD is ${password ? 'the one published in README' : 'not set'}: ` +
            'in production set a password of your own\n',
        );
      }
    },
    SETUP_TIMEOUT_MS,
  );
});
