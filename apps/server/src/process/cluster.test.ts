import { describe, expect, it } from 'vitest';
import { spawnServer } from '../../test/server-process.ts';
import { restartDelayMs } from './cluster.ts';

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
    const cluster = await spawnServer({}, undefined, {
      script: 'src/process/cluster-metrics.fixture.ts',
    });
    await cluster.waitFor(/worker 1 pid \d+ ready/);
    const [, pid] = await cluster.waitFor(/worker 2 pid (\d+) ready/);
    process.kill(Number(pid), 'SIGUSR2');
    const [, text] = await cluster.waitFor(/worker 2 metrics:\n([^]*?)\nend/);
    // Worker 1 counted 2, worker 2 counted 3: the worker asked answers for both.
    expect(text).toContain('fixture_requests_total 5');
    cluster.kill('SIGTERM');
    expect(await cluster.exited).toEqual({ code: 0, signal: null });
  }, 60_000);
});
