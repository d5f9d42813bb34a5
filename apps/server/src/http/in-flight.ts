/**
 * How many requests this app is answering now: each counts from its first hook until its answer is sent or its
 * client went away. The import on PGlite reads it to leave room to the others (`import/queries.ts`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function registerRequestsInFlight(app: FastifyInstance): void {
  // A set, not a counter: a request both answered and aborted leaves it once.
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', (request, _reply, done) => {
    inFlight.add(request);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    inFlight.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    inFlight.delete(request);
    done();
  });
  app.decorate('requestsInFlight', () => inFlight.size);
}
