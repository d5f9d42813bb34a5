/**
 * A cluster worker of `cluster-metrics.test.ts`: counts as many sent mails as its worker id, then answers each
 * `scrape` message with what `/metrics` would answer in it.
 */
import cluster from 'node:cluster';
import { metrics, metricsText } from './metrics.ts';
import { useClusterMetrics } from './cluster-metrics.ts';

useClusterMetrics();
metrics().mailSent.inc(cluster.worker?.id ?? 0);
process.on('message', (message: unknown) => {
  if (message !== 'scrape') return;
  metricsText().then(
    (text) => process.send?.({ text }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.send?.('ready');
