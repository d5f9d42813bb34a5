/**
 * The server's side of a drain (issue 30): what lets SIGTERM (`shutdown.ts`) stop a process without resetting a
 * request a client has sent.
 *
 * - `app.drain.start()` (SIGTERM's first step): `/readyz` answers 503, so the load balancer stops sending, and every
 *   answer from then on says `Connection: close`: each connection in use is closed by the server after an answer,
 *   never under a request, and its client opens a new one for its next request.
 * - Then `app.close()` closes the port, Node closes the connections kept alive between requests (a connection
 *   just accepted counts as busy: it gets its answer), and Fastify answers what is in flight, with
 *   `Connection: close` (`return503OnClosing: false` in `app.ts`: answered, not refused).
 *
 * What no server can answer are the connections still in the port's queue when it closes (the kernel resets
 * them): hence the delay, for the balancer to stop sending first.
 */
import type { FastifyInstance } from 'fastify';

export interface Drain {
  /** True from SIGTERM on: `/readyz` answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's drain (`process/drain.ts`). */
    drain: Drain;
  }
}

export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  app.decorate('drain', {
    get draining() {
      return draining;
    },
    start() {
      draining = true;
    },
  } satisfies Drain);
  app.addHook('onRequest', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}
