/**
 * SIGTERM (and SIGINT) drain the server process. SIGTERM first keeps serving for `SHUTDOWN_READY_DELAY_MS` with
 * `/readyz` answering 503 (`drain.ts`), so the load balancer stops sending;
 * SIGINT (Ctrl-C, no balancer) goes on at once. Then the process stops accepting connections, closes the idle ones,
 * finishes the requests in flight, lets the mail worker finish the mails it has claimed (claiming no more), closes
 * the database, and exits 0, or 1 when that takes longer than `SHUTDOWN_TIMEOUT_MS`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

export interface DrainOptions {
  app: FastifyInstance;
  database: Database;
  timeoutMs: number;
  /** How long SIGTERM answers `/readyz` 503 before the port closes. */
  readyDelayMs: number;
  /** Stops the process's own timers (housekeeping) before the drain. */
  onStop?: () => void;
}

/** Drains then exits; a second call (another signal) is ignored. */
export function createShutdown({ app, database, timeoutMs, readyDelayMs, onStop }: DrainOptions) {
  const log = app.log;
  let closing = false;
  return async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    onStop?.();
    app.drain.start();
    if (signal === 'SIGTERM' && readyDelayMs > 0) {
      log.info({ signal, readyDelayMs }, 'leaving: /readyz answers 503 until the port closes');
      await sleep(readyDelayMs);
    }
    log.info({ signal }, 'shutting down: finishing requests in flight and claimed mail');
    const force = setTimeout(() => {
      log.error(`shutdown took longer than SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms); exiting`);
      process.exit(1);
    }, timeoutMs);
    force.unref();
    try {
      // The mail worker stops claiming at once and finishes what it holds, while Fastify closes the port and the
      // idle connections and waits for the requests in flight (`drain.ts`); then the pool closes.
      // The reminders job stops too, after the batch it is in (its transaction commits whole or not at all).
      await Promise.all([app.mailer.stop(), app.reminders.stop(), app.close()]);
      await database.close();
      log.info({ signal }, 'shut down');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
}

/** Drains on SIGTERM and SIGINT. */
export function drainOnSignals(options: DrainOptions): void {
  const shutdown = createShutdown(options);
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
