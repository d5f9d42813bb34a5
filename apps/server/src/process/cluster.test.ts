import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { restartDelayMs } from './cluster.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('restartDelayMs', () => {
  it('replaces a worker at once after a long life, and backs off from 1 s to 60 s in a crash loop', () => {
    expect(restartDelayMs(0)).toBe(0);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });
});

describe('clusterMetricsText', () => {
  it("answers, in any worker, the sum of every worker's metrics", async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/process/cluster-metrics.fixture.ts'],
      { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    onTestFinished(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    let output = '';
    const waiters = new Set<() => void>();
    const append = (chunk: Buffer) => {
      output += chunk.toString();
      for (const waiter of waiters) waiter();
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    const waitFor = (pattern: RegExp) =>
      new Promise<RegExpMatchArray>((resolve) => {
        const check = () => {
          const match = output.match(pattern);
          if (!match) return;
          waiters.delete(check);
          resolve(match);
        };
        waiters.add(check);
        check();
      });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    await waitFor(
      /worker 1 pid \d+ ready[^]*worker 2 pid \d+ ready|worker 2 pid \d+ ready[^]*worker 1 pid \d+ ready/,
    );
    const [, pid] = await waitFor(/worker 2 pid (\d+) ready/);
    process.kill(Number(pid), 'SIGUSR2');
    const [, text] = await waitFor(/worker 2 metrics:\n([^]*?)\nend/);
    expect(text).toContain('fixture_requests_total 5');
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 60_000);
});
