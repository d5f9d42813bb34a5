/**
 * HTTP hardening shared by every route: request ids, JSON parsing (an empty body is "no body"), security headers
 * with a same-origin CSP, CORS for the allowlisted origins, and one error handler that turns every failure into
 * the contract's bodies — never a stack trace.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { ERROR_CODES, messages } from '@mijas/api/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable } from '../db/database.ts';
import { API_CONTENT_SECURITY_POLICY, DOCUMENT_ONLY_HEADERS } from './document-headers.ts';
import { ApiError, serviceUnavailable } from './errors.ts';
import { registerLocale } from './locale.ts';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's `X-Request-Id` when it looks sane, else a fresh UUID. */
export function requestId(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

function sendError(reply: FastifyReply, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.statusCode).send(error.body);
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong media type) to contract bodies. */
function clientError(error: FastifyError): ApiError | undefined {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, [
        { code: ERROR_CODES.invalidJson, description: messages.api.invalidJson },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, { message: messages.api.payloadTooLarge });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(status === 415 ? 415 : 400, {
        message: messages.api.unsupportedMediaType,
      });
    default:
      if (error instanceof SyntaxError || status === 400) {
        return new ApiError(400, [
          { code: ERROR_CODES.invalidRequest, description: messages.api.invalidRequest },
        ]);
      }
      return new ApiError(status, { message: error.message || messages.api.invalidRequest });
  }
}

export async function registerHttp(app: FastifyInstance): Promise<void> {
  const { config } = app;

  // First: every later hook, guard and route answers in the request's language.
  registerLocale(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data and tokens: no browser or shared cache keeps them (a route may override).
    if (request.url.startsWith('/api/v1/')) reply.header('cache-control', 'no-store');
  });

  // JSON bodies: Fastify's parser (with prototype-poisoning protection), but an empty body means "no body" so
  // PUT calls without a payload (activate, deactivate) work whatever Content-Type the client sets.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: config.bodyLimit },
    (request, body, done) => {
      if (String(body).trim() === '') {
        done(null, undefined);
        return;
      }
      defaultJsonParser(request, String(body), done);
    },
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'", ...config.connectOrigins],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Radix injects small <style> elements (scroll locking, select viewport).
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
    // Same-origin by default; a split deployment lists its web origin in CORS_ORIGINS.
    crossOriginResourcePolicy: {
      policy: config.corsOrigins.length ? 'cross-origin' : 'same-origin',
    },
    strictTransportSecurity: config.production
      ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true }
      : false,
  });

  // An API answer is no page: it goes without the document-only headers (some 440 bytes of each, a panel asking
  // for three to six), with a policy of its own (helmet set them on the raw answer when the request came in).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/v1/')) {
      for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      reply.header('content-security-policy', API_CONTENT_SECURITY_POLICY);
    }
    return payload;
  });

  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    credentials: false,
    maxAge: 600,
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error);
    const mapped = clientError(error);
    if (mapped) {
      request.log.info({ err: { code: error.code, message: error.message } }, 'client error');
      return sendError(reply, mapped);
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ cause: unavailable }, 'database unavailable');
      return sendError(reply, serviceUnavailable());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: messages.api.internalError });
  });
}
