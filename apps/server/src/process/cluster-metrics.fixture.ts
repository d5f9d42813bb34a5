/**
 * For `cluster.test.ts`: a cluster of two workers (the real primary) in which worker 1 counts 2 and worker 2
 * counts 3 on prom-client's default registry; on SIGUSR2 a worker prints `clusterMetricsText()`.
 */
import cluster from 'node:cluster';
import { Counter } from 'prom-client';
import { loadConfig } from '../config.ts';
import { clusterMetricsText, listenAsWorker, runPrimary } from './cluster.ts';

if (cluster.isPrimary) {
  // A database is never opened here: DATABASE_URL only satisfies the WEB_CONCURRENCY check.
  const config = loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://unused/none' });
  runPrimary(config, 'none');
} else {
  listenAsWorker();
  const id = cluster.worker!.id;
  new Counter({ name: 'fixture_requests_total', help: 'requests' }).inc(id === 1 ? 2 : 3);
  process.on('SIGUSR2', () => {
    void clusterMetricsText().then((text) => console.log(`worker ${id} metrics:\n${text}\nend`));
  });
  console.log(`worker ${id} pid ${process.pid} ready`);
  // Stays up (the IPC channel alone does not keep a worker alive once it is unreferenced).
  setInterval(() => {}, 1 << 30);
}
