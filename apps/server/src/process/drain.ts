/**
 * The server's side of a drain (issue 30): what lets SIGTERM (`shutdown.ts`) stop a process without resetting a
 * request a client has sent.
 *
 * - `app.drain.start()` (SIGTERM's first step): `/readyz` answers 503, so the load balancer stops sending, while
 *   everything else is served as before (kept-alive connections stay open: a client that goes on sending through
 *   the delay is not pushed into reconnecting just as the port is about to close).
 * - Then `app.close()` closes the port and Fastify answers every request from then on with `Connection: close`
 *   (`return503OnClosing: false` in `app.ts`: answered, not refused with a 503), so each connection in use closes
 *   after its answer, never under a request. Node would destroy the connections kept alive between requests at
 *   once, resetting a request already on its way on one of them; here each is left `IDLE_CLOSE_GRACE_MS` to bring
 *   one (answered, closing the connection), then closed, as is a connection that never sent a request.
 *
 * What no server can answer are the connections still in the port's queue when it closes (the kernel resets
 * them): clients that keep connecting up to that moment, which a balancer that has seen `/readyz` 503 does not.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How long a connection waiting between requests when the port closes has to bring one before it is closed. */
export const IDLE_CLOSE_GRACE_MS = 1000;

export interface Drain {
  /** True from SIGTERM on: `/readyz` answers 503. */
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

  const server = app.server;
  /** The open connections, each with the number of requests it is answering. */
  const answering = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    answering.set(socket, 0);
    socket.once('close', () => answering.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket: Socket = request.socket;
    if (!answering.has(socket)) return;
    answering.set(socket, answering.get(socket)! + 1);
    response.once('close', () => {
      if (answering.has(socket)) answering.set(socket, answering.get(socket)! - 1);
    });
  });

  // Node's `server.close()` calls this to close the idle connections.
  server.closeIdleConnections = () => {
    const late = setTimeout(() => {
      for (const [socket, requests] of answering) if (requests === 0) socket.destroy();
    }, IDLE_CLOSE_GRACE_MS);
    late.unref();
  };
}
