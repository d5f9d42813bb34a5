/**
 * A cluster worker of `cluster-metrics.test.ts`: counts `MAILS` sent mails, then answers each `scrape` message
 * with what `/metrics` would answer in it.
 */
import { metrics, metricsText } from './metrics.ts';
import { useClusterMetrics } from './cluster-metrics.ts';

useClusterMetrics();
metrics().mailSent.inc(Number(process.env.MAILS));
process.on('message', (message: unknown) => {
  if (message !== 'scrape') return;
  metricsText().then(
    (text) => process.send?.({ text }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.send?.('ready');
