/**
 * `WEB_CONCURRENCY=N` (N > 1): N worker processes serve one port through `node:cluster`. The primary opens no
 * database and serves nothing: it forks the workers (each runs the same start as a single process), replaces one
 * that dies unexpectedly (with a backoff, so a crash loop does not spin), forwards SIGTERM/SIGINT to the workers
 * and exits once they have, and answers the workers' `/metrics` with the sum over all of them.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, register } from 'prom-client';
import type { ServerConfig } from '../config.ts';

/** What a worker sends the primary once it listens: its banner, printed once for the whole cluster. */
interface ReadyMessage {
  type: 'mijas:ready';
  banner: string;
}
interface MetricsRequest {
  type: 'mijas:metrics-request';
  id: number;
}
interface MetricsResponse {
  type: 'mijas:metrics-response';
  id: number;
  text?: string;
  error?: string;
}

/** A replacement for a worker that died within this long of starting waits longer each time (a crash loop). */
const QUICK_DEATH_MS = 30_000;
const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 60_000;

/** The wait before starting the replacement of a worker, after `quickDeaths` quick deaths in a row (1-based). */
export function restartDelayMs(quickDeaths: number): number {
  if (quickDeaths <= 0) return 0;
  return Math.min(FIRST_BACKOFF_MS * 2 ** (quickDeaths - 1), MAX_BACKOFF_MS);
}

/** Operator lines of the primary (it has no Fastify logger); workers log through theirs. */
function say(line: string) {
  console.log(`[primary ${process.pid}] ${line}`);
}

/**
 * Runs the primary: forks `config.webConcurrency` workers running this same entry point (`cluster.isWorker` then
 * sends them down the single-process start), and never returns until a signal ends the cluster.
 */
export function runPrimary(config: ServerConfig, database: string): void {
  const size = config.webConcurrency;
  say(`starting ${size} worker processes on port ${config.port} (database: ${database})`);
  // Answers `prom-client:getMetricsReq` replies from the workers; `clusterMetrics()` asks every connected worker.
  const aggregator = new AggregatorRegistry();
  const startedAt = new Map<number, number>();
  let quickDeaths = 0;
  let bannerPrinted = false;
  let ready = 0;
  // The first worker to seed an empty database lists the accounts it created: the longest banner says most.
  let banner = '';
  let stopping = false;
  let stopSignal: NodeJS.Signals | undefined;

  function fork() {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  }

  cluster.on('message', (worker: Worker, message: ReadyMessage | MetricsRequest) => {
    if (message?.type === 'mijas:ready') {
      ready += 1;
      if (message.banner.length > banner.length) banner = message.banner;
      if (!bannerPrinted && ready >= size) {
        bannerPrinted = true;
        console.log(banner);
      }
    } else if (message?.type === 'mijas:metrics-request') {
      const reply = (answer: Omit<MetricsResponse, 'type' | 'id'>) => {
        if (worker.isConnected()) {
          worker.send({ type: 'mijas:metrics-response', id: message.id, ...answer });
        }
      };
      aggregator.clusterMetrics().then(
        (text) => reply({ text }),
        (error: unknown) =>
          reply({ error: error instanceof Error ? error.message : String(error) }),
      );
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (stopping) {
      // A worker still starting has no signal handler yet: the forwarded signal ends it, which is fine.
      if (signal ? signal !== stopSignal : code !== 0) failed = true;
      say(`worker ${worker.id} (pid ${worker.process.pid}) ${how}`);
      if (Object.keys(cluster.workers ?? {}).length === 0) finish();
      return;
    }
    quickDeaths = lived < QUICK_DEATH_MS ? quickDeaths + 1 : 0;
    const delay = restartDelayMs(quickDeaths);
    say(
      `worker ${worker.id} (pid ${worker.process.pid}) ${how} unexpectedly after ${Math.round(lived / 1000)} s; ` +
        `starting a replacement in ${delay / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
  });

  /** Whether a worker ended its shutdown otherwise than exit code 0 (the primary then exits 1). */
  let failed = false;
  function finish() {
    say('every worker has exited');
    process.exit(failed ? 1 : 0);
  }

  function stop(signal: NodeJS.Signals) {
    if (stopping) return;
    stopping = true;
    stopSignal = signal;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    say(`${signal}: asking ${workers.length} workers to finish their requests and exit`);
    if (workers.length === 0) finish();
    for (const worker of workers) worker.process.kill(signal);
    // Each worker exits within SHUTDOWN_READY_DELAY_MS + SHUTDOWN_TIMEOUT_MS by itself; this is for one that cannot.
    const patience = config.shutdownReadyDelayMs + config.shutdownTimeoutMs + 2000;
    setTimeout(() => {
      say(`workers still running ${patience} ms after ${signal}: killing them`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, patience).unref();
  }
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let index = 0; index < size; index += 1) fork();
}

/** In a worker: hands the primary the start banner (printed once, when every worker listens). */
export function announceReady(banner: string): void {
  process.send?.({ type: 'mijas:ready', banner } satisfies ReadyMessage);
}

let workerListening = false;
let nextRequest = 0;
const pending = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();

/**
 * In a worker, once: answers the primary's requests for this process's metrics (prom-client's own messages,
 * heard once an `AggregatorRegistry` exists) and the primary's answers to `clusterMetricsText`.
 */
export function listenAsWorker(): void {
  if (!cluster.isWorker || workerListening) return;
  workerListening = true;
  new AggregatorRegistry();
  process.on('message', (message: MetricsResponse) => {
    if (message?.type !== 'mijas:metrics-response') return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.text !== undefined) waiting.resolve(message.text);
    else waiting.reject(new Error(`cluster metrics: ${message.error ?? 'no answer'}`));
  });
}

/**
 * The `/metrics` text for the whole server: in a cluster worker, the sum over every worker (asked of the primary
 * over IPC, which asks each worker for prom-client's default registry); in a single process, that registry's text.
 */
export function clusterMetricsText(): Promise<string> {
  if (!cluster.isWorker || !process.send) return register.metrics();
  listenAsWorker();
  const id = nextRequest++;
  return new Promise((resolve, reject) => {
    // Longer than prom-client's own 5 s wait for the workers: the primary's answer (or its error) comes first.
    const timeout = setTimeout(() => {
      pending.delete(id);
      reject(new Error('cluster metrics: the primary did not answer within 8 s'));
    }, 8000);
    timeout.unref();
    const settle =
      <T>(done: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timeout);
        done(value);
      };
    pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
    process.send!({ type: 'mijas:metrics-request', id } satisfies MetricsRequest);
  });
}
