/**
 * The server's Prometheus metrics (`GET /metrics`), all here: HTTP requests by route pattern, the outbox, mail
 * delivery, failed logins and lockouts, PostgreSQL's pool, and prom-client's default process metrics.
 *
 * They live on prom-client's default registry, one set per process, whatever the number of apps built in it (tests
 * build many): `metrics()` makes them on first use and again after a `register.clear()`. Gauges that read the
 * database read the newest open app's (`trackDatabase`); in production a process builds one app.
 *
 * Under node:cluster each worker counts its own; the primary can sum them (prom-client's `AggregatorRegistry`)
 * and hand that text to the route with `setMetricsSource`. The outbox depth is the same database seen by every
 * worker: it aggregates by `max`, the rest by sum.
 */
import { count, eq } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, register } from 'prom-client';
import type { Database } from '../db/database.ts';
import { outboxMails } from '../db/schema.ts';

/** The `route` label of a request no route matched (unknown paths: one label, never the path itself). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Databases of the apps built in this process, newest last (closed apps leave). */
const databases: Database[] = [];

/** Lets the database gauges read `database` until the returned function is called (the app closes). */
export function trackDatabase(database: Database): () => void {
  databases.push(database);
  return () => {
    const index = databases.lastIndexOf(database);
    if (index >= 0) databases.splice(index, 1);
  };
}

/** Each metric of a fresh set, registered in place of any left of an earlier set. */
function create() {
  const registers = [register];
  const named = (name: string) => {
    register.removeSingleMetric(name);
    return name;
  };
  return {
    httpRequests: new Counter({
      name: named('http_requests_total'),
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: named('http_request_duration_seconds'),
      help: 'Time to answer an HTTP request, by method and route pattern',
      labelNames: ['method', 'route'] as const,
      registers,
    }),
    outboxDepth: new Gauge({
      name: named('mijas_outbox_depth'),
      help: 'Mails waiting in the outbox (pending); absent when the database does not answer',
      labelNames: ['database'] as const,
      aggregator: 'max',
      registers,
      async collect() {
        this.reset();
        const database = databases.at(-1);
        if (!database) return;
        try {
          const [row] = await database.db
            .select({ mails: count() })
            .from(outboxMails)
            .where(eq(outboxMails.status, 'pending'));
          this.set({ database: database.kind }, row?.mails ?? 0);
        } catch {
          // A scrape during an outage still answers, without this gauge; `/readyz` says why.
        }
      },
    }),
    pool: new Gauge({
      name: named('mijas_db_pool_connections'),
      help: 'PostgreSQL pool of this process: connections in use, idle, and calls waiting for one (none on PGlite)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.reset();
        const stats = databases.at(-1)?.poolStats?.();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    }),
    mailSent: new Counter({
      name: named('mijas_mail_sent_total'),
      help: 'Mails the transport accepted',
      registers,
    }),
    mailFailed: new Counter({
      name: named('mijas_mail_failed_total'),
      help: 'Failed delivery attempts: retry (tried again later) or gave_up (the last attempt, marked failed)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    loginFailures: new Counter({
      name: named('mijas_login_failures_total'),
      help: 'Logins refused for wrong credentials, an unknown name or a locked account',
      registers,
    }),
    loginLockouts: new Counter({
      name: named('mijas_login_lockouts_total'),
      help: 'Accounts (or names typed) locked after too many failed logins',
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof create>;
let current: Metrics | undefined;

/** A metric every process has once `collectDefaultMetrics` ran. */
const DEFAULT_METRIC = 'process_cpu_user_seconds_total';

/** The metrics of this process, registered on prom-client's default registry (again after a `register.clear()`). */
export function metrics(): Metrics {
  if (!current || register.getSingleMetric('http_requests_total') !== current.httpRequests) {
    current = create();
  }
  if (!register.getSingleMetric(DEFAULT_METRIC)) collectDefaultMetrics({ register });
  return current;
}

/** What `GET /metrics` answers: this process's registry unless replaced (cluster mode: the workers' sum). */
let source: () => Promise<string> = () => register.metrics();

/** Replaces what `GET /metrics` answers; without an argument, back to this process's registry. */
export function setMetricsSource(next?: () => Promise<string>): void {
  source = next ?? (() => register.metrics());
}

export function metricsText(): Promise<string> {
  return source();
}

/** The content type of the Prometheus text format that `metricsText` answers. */
export const METRICS_CONTENT_TYPE = register.contentType;
