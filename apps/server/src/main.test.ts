import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SETUP_TIMEOUT_MS } from '../test/app.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('main.ts', () => {
  it(
    'starts, prints the URL and the demo accounts, serves, and exits cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: 'memory://',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // Never leave a server behind, whatever happens in the test.
      onTestFinished(() => {
        if (child.exitCode === null) child.kill('SIGKILL');
      });
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      let output = '';
      const started = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Demo accounts:')) resolve();
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        void exited.then(() => reject(new Error(`server exited early:\n${output}`)));
      });
      try {
        await started;
        expect(output).toContain(`MIJAS Club is running at http://localhost:${port}`);
        expect(output).toMatch(/mijas-root-admin\s+root\s+Root#Mijas2026/);
        expect(output).toMatch(/mijas-admin\s+admin\s+Admin#Mijas2026/);
        expect(output).toMatch(/mijas-member\s+member\s+Member#Mijas2026/);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
    },
    SETUP_TIMEOUT_MS * 2,
  );
});
