/**
 * `defineRoute(app, endpoints.x, handler)`: registers one row of the contract's endpoint table with its method,
 * path, guard (from `access`), rate limit (from `rateLimited`) and validation of params, query and body, then
 * sends the handler's result with the endpoint's success status. Outside production the answer is checked
 * against the response schema, so a drift from the contract fails tests instead of reaching a client.
 */
import { fastifyPath, type EndpointDefinition } from '@mijas/api/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from './context.ts';
import { rateLimit, type RateLimitName } from './rate-limit.ts';
import { parse } from './validation.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

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

function optionalParse(schema: z.ZodType | undefined, value: unknown) {
  return schema ? parse(schema, value ?? {}) : undefined;
}

export function defineRoute<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<z.input<E['response']>>,
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
