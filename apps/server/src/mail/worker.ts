/**
 * Delivers the outbox: claims due `pending` mail (row-locked with SKIP LOCKED, so several server processes share
 * the work), hands it to the transport, and marks it `sent`; on a failure it schedules a retry with exponential
 * backoff and, after the last attempt, marks it `failed`. No mail is lost while the transport is down.
 */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { databaseUnavailable, type Db } from '../db/database.ts';
import { outboxMails } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import { metrics } from '../operations/metrics.ts';
import type { MailTransport } from './transport.ts';

const BATCH = 20;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** How long a claimed mail is reserved for the worker that claimed it. */
const LEASE_MS = 5 * 60 * 1000;

export interface MailWorker {
  readonly transport: MailTransport;
  /** Deliver due mail soon (call after a transaction that queued mail commits). */
  wake(): void;
  /** Deliver every due mail now; resolves with how many were attempted. */
  runOnce(): Promise<number>;
  /**
   * Stop claiming mail (the background loop, `wake` and `runOnce` claim no more) and wait until the mail already
   * claimed is sent or rescheduled: the SIGTERM drain. Calling it again waits for the same stop.
   */
  stop(): Promise<void>;
}

/** The delay before retry number `attempts` (1-based). */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export function createMailWorker(options: {
  db: Db;
  config: ServerConfig;
  clock: Clock;
  transport: MailTransport;
  log: FastifyBaseLogger;
}): MailWorker {
  const { db, config, clock, transport, log } = options;
  const { workerIntervalMs, maxAttempts, retryBaseMs } = config.mail;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let stopping: Promise<void> | undefined;

  /**
   * Claims one due mail by pushing its next attempt a lease into the future (a short transaction, so a slow SMTP
   * server never holds a database connection), sends it, then records the outcome. A process that dies mid-send
   * leaves the lease to expire and the mail is tried again.
   */
  async function deliverOne(): Promise<boolean> {
    const now = clock.now();
    const lease = new Date(now.getTime() + LEASE_MS);
    const mail = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.status, 'pending'), lte(outboxMails.nextAttemptAt, now)))
        .orderBy(asc(outboxMails.nextAttemptAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return undefined;
      await tx
        .update(outboxMails)
        .set({ nextAttemptAt: lease, attempts: due.attempts + 1 })
        .where(eq(outboxMails.id, due.id));
      return { ...due, attempts: due.attempts + 1 };
    });
    if (!mail) return false;
    // The transport's failure is the mail's; a database failure while recording the outcome is the worker's (the
    // lease expires and the mail is tried again).
    let failure: string | undefined;
    try {
      await transport.send(mail);
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    }
    if (failure === undefined) {
      await db
        .update(outboxMails)
        .set({ status: 'sent', sentAt: clock.now(), lastError: null })
        .where(eq(outboxMails.id, mail.id));
      log.info({ mailId: mail.id, transport: transport.name }, 'mail delivered');
      metrics().mailSent.inc();
    } else {
      const failed = mail.attempts >= maxAttempts;
      await db
        .update(outboxMails)
        .set({
          status: failed ? 'failed' : 'pending',
          lastError: failure,
          nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(mail.attempts, retryBaseMs)),
        })
        .where(eq(outboxMails.id, mail.id));
      metrics().mailFailed.inc({ outcome: failed ? 'gave_up' : 'retry' });
      log.warn(
        { mailId: mail.id, attempts: mail.attempts, failed, err: failure },
        'mail delivery failed',
      );
    }
    return true;
  }

  async function drain(): Promise<number> {
    let attempted = 0;
    while (attempted < BATCH * 10 && !stopped) {
      if (!(await deliverOne())) break;
      attempted += 1;
    }
    return attempted;
  }

  function runOnce(): Promise<number> {
    // One batch at a time per process; a call during a batch waits for it and then runs again.
    const previous = running ?? Promise.resolve(0);
    const next = previous.catch(() => 0).then(drain);
    running = next;
    // Handles both outcomes: the caller gets the rejection, this bookkeeping never raises one of its own.
    const settled = () => {
      if (running === next) running = undefined;
    };
    next.then(settled, settled);
    return next;
  }

  /** Whether the last background batch failed because the database was out of reach (logged once per outage). */
  let databaseDown = false;

  async function runInBackground() {
    try {
      await runOnce();
      if (databaseDown) log.info('mail worker: the database is back; delivering again');
      databaseDown = false;
    } catch (error) {
      const cause = databaseUnavailable(error);
      if (!cause) {
        log.error({ err: error }, 'mail worker failed');
      } else if (!databaseDown) {
        databaseDown = true;
        log.warn(
          { cause },
          'mail worker: the database is unavailable; trying again every interval',
        );
      }
    }
  }

  function schedule(delay: number) {
    if (stopped || workerIntervalMs <= 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      // runInBackground never rejects: the loop goes on through outages.
      void runInBackground().then(() => schedule(workerIntervalMs));
    }, delay);
    timer.unref();
  }

  schedule(workerIntervalMs);

  return {
    transport,
    wake() {
      schedule(0);
    },
    runOnce,
    stop() {
      stopping ??= (async () => {
        stopped = true;
        clearTimeout(timer);
        await running?.catch(() => 0);
        transport.close?.();
      })();
      return stopping;
    },
  };
}
