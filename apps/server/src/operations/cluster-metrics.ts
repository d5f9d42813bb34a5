/**
 * `/metrics` under node:cluster (`WEB_CONCURRENCY` > 1): any worker may take a scrape, and each counts only its own
 * requests. The worker asks the primary, which sums every worker's registry with prom-client's
 * `AggregatorRegistry` (counters and histograms summed, `mijas_outbox_depth` by max) and sends the text back.
 *
 * Primary: `answerClusterMetrics()` once, before forking. Worker: `useClusterMetrics()` once, before serving.
 * A worker then listens on its IPC channel, which keeps it alive: a draining worker ends with `process.exit` or
 * `cluster.worker.disconnect()`, as cluster workers do.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { setMetricsSource } from './metrics.ts';

const ASK = 'mijas:cluster-metrics?';
const ANSWER = 'mijas:cluster-metrics';
/** Longer than prom-client's own 5 s wait for the workers, so the primary's answer (or its error) comes first. */
const ANSWER_TIMEOUT_MS = 8000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as T).type === type;
}

/** In the primary: answers each worker's request for the sum of every worker's metrics. */
export function answerClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<Ask>(message, ASK)) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: answers the primary's requests for this worker's metrics, and makes `/metrics` the cluster's sum. */
export function useClusterMetrics(): void {
  const send = process.send?.bind(process);
  if (!cluster.isWorker || !send) throw new Error('useClusterMetrics runs in a cluster worker');
  // Constructing one installs prom-client's answer to the primary's requests.
  new AggregatorRegistry();
  const waiting = new Map<number, (answer: Answer) => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (isMessage<Answer>(message, ANSWER)) waiting.get(message.id)?.(message);
  });
  setMetricsSource(
    () =>
      new Promise<string>((resolve, reject) => {
        const id = next++;
        const timer = setTimeout(
          () => settle({ type: ANSWER, id, error: 'no answer' }),
          ANSWER_TIMEOUT_MS,
        );
        timer.unref();
        function settle(answer: Answer) {
          clearTimeout(timer);
          waiting.delete(id);
          if (answer.text !== undefined) resolve(answer.text);
          else reject(new Error(`cluster metrics: ${answer.error ?? 'no text'}`));
        }
        waiting.set(id, settle);
        send({ type: ASK, id } satisfies Ask);
      }),
  );
}
