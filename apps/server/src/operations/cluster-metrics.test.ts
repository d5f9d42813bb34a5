import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { answerClusterMetrics } from './cluster-metrics.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The worker's next message of the test's own (prom-client's messages pass by too). */
function answerOf(worker: Worker): Promise<{ text?: string; error?: string }> {
  return new Promise((resolve) => {
    const listen = (message: unknown) => {
      if (typeof message !== 'object' || message === null) return;
      if (!('text' in message) && !('error' in message)) return;
      worker.off('message', listen);
      resolve(message as { text?: string; error?: string });
    };
    worker.on('message', listen);
  });
}

describe('metrics under node:cluster', () => {
  const workers: Worker[] = [];
  afterAll(async () => {
    await Promise.all(
      workers.map(async (worker) => {
        const exited = once(worker, 'exit');
        worker.kill();
        await exited;
      }),
    );
  });

  it('a worker answers the sum of every worker’s counters', async () => {
    answerClusterMetrics();
    cluster.setupPrimary({
      exec: path.join(here, 'cluster-metrics.worker.ts'),
      execArgv: ['--import', 'tsx'],
      silent: true,
    });
    for (let count = 0; count < 2; count += 1) {
      const worker = cluster.fork();
      workers.push(worker);
      const [message] = (await once(worker, 'message')) as [unknown];
      expect(message).toBe('ready');
    }
    const [first] = workers;
    const answered = answerOf(first!);
    first!.send('scrape');
    const answer = await answered;
    expect(answer.error).toBeUndefined();
    // Each worker counted its id.
    const sum = workers.reduce((total, worker) => total + worker.id, 0);
    expect(sum).toBeGreaterThan(workers[1]!.id);
    expect(answer.text).toContain(`\nmijas_mail_sent_total ${sum}\n`);
  }, 60_000);
});
