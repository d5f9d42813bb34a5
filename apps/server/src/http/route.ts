/**
 * `defineRoute(app, endpoints.x, handler)`: registers one row of the contract's endpoint table with its method,
 * path, guard (from `access`), rate limit (from `rateLimited`) and validation of params, query and body, then
 * sends the handler's result with the endpoint's success status. Outside production the answer is checked
 * against the response schema, so a drift from the contract fails tests instead of reaching a client. An endpoint
 * that `produces` a file (`text/csv`) sends the handler's text or stream with that media type, unchecked; one
 * with a `bodyLimit` takes bodies up to that size.
 */
import { fastifyPath, type EndpointDefinition } from '@mijas/api/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { AuthUser } from './context.ts';
import { rateLimit, type RateLimitName } from './rate-limit.ts';
import { parse } from './validation.ts';

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export interface RouteContext<E extends EndpointDefinition> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller; null only on public endpoints. */
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  now: Date;
}

export interface RouteOptions {
  /** Which per-IP limit applies when the endpoint is `rateLimited` (default `recovery`). */
  rateLimit?: RateLimitName;
}

/**
 * What a handler answers: the response schema's input, or for an endpoint that `produces` a file (CSV) its text
 * or a stream of it.
 */
export type RouteResult<E extends EndpointDefinition> = E['produces'] extends string
  ? string | Readable
  : z.input<E['response']>;

function optionalParse(schema: z.core.$ZodType | undefined, value: unknown) {
  return schema ? parse(schema, value ?? {}) : undefined;
}

export function defineRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<RouteResult<E>>,
  options: RouteOptions = {},
): void {
  const preHandler: preHandlerAsyncHookHandler[] = [];
  if (endpoint.rateLimited) preHandler.push(rateLimit(options.rateLimit ?? 'recovery'));
  if (endpoint.access !== 'public') preHandler.push(app.requireRole(...endpoint.access));
  const checkResponse = !app.config.production;

  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    ...(endpoint.bodyLimit === undefined ? {} : { bodyLimit: endpoint.bodyLimit }),
    preHandler,
    // A larger body than the server's default (an imported file); past it Fastify's 413, `payloadTooLarge`.
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    handler: async (request, reply) => {
      const context = {
        request,
        reply,
        params: optionalParse(endpoint.params, request.params),
        query: optionalParse(endpoint.query, request.query),
        body: optionalParse(endpoint.body, request.body),
        user: request.user,
        now: app.clock.now(),
      } as RouteContext<E>;
      const result = await handler(context);
      if (endpoint.produces) {
        // A file (the export's CSV): its text or stream as is, in UTF-8. Errors before this point were JSON.
        return reply.code(endpoint.status).type(`${endpoint.produces}; charset=utf-8`).send(result);
      }
      if (checkResponse) {
        const checked = endpoint.response.safeParse(result);
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, path: endpoint.path },
            'response does not match the contract',
          );
          throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract`);
        }
      }
      return reply.code(endpoint.status).send(result);
    },
  });
}
