/**
 * What the request log may say about a request. Mail links carry their secret in the address
 * (`/verifyemail?token=`, `/email-verification?key=`, `/reset-password?token=`, `get-required-actions?token=`):
 * the values of such query parameters are replaced before a line is written, as is a membership card's token in
 * the path of its check (`/verify/<token>`, `/api/v1/Public/verify/<token>`). Bodies are never logged, nor the
 * Authorization header.
 */
import { CARD_VERIFY_PATH } from '@mijas/api/contract';
import type { FastifyRequest } from 'fastify';

/** Names of query parameters whose values are secrets: tokens, keys, codes, passwords. */
const SECRET_NAME = /token|key|code|password|secret/i;
/** A value that is itself an address with such a parameter (a `redirect` to a link). */
const SECRET_INSIDE = /[?&][^=&]*(?:token|key|code|password|secret)[^=&]*=/i;

export const REDACTED = '[REDACTED]';

/** A card token in a path: what follows `/verify/` up to the next `/`, `?` or `#`. */
const CARD_TOKEN_IN_PATH = new RegExp(`(${CARD_VERIFY_PATH}/)[^/?#]+`, 'i');

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * `address` with a card token in its path and the value of every secret query parameter replaced by
 * `[REDACTED]`; the rest as it was.
 */
export function redactUrl(address: string): string {
  const url = address.replace(CARD_TOKEN_IN_PATH, `$1${REDACTED}`);
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const secret = SECRET_NAME.test(decoded(name)) || SECRET_INSIDE.test(decoded(value));
      return secret && value !== '' ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** Fastify's request serializer, with the address redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** A SQLSTATE: the code of an error PostgreSQL (or PGlite) sent. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * What an error may say in a log line. A failed query (Drizzle) says its SQL but not its parameters: they are the
 * values written (names, addresses, password hashes). PostgreSQL's own messages quote values too (`invalid input
 * syntax for type uuid: "…"`): a quoted part is kept only when it names the constraint, table or column.
 */
function loggableMessage(error: Error): string {
  const failed = error as Error & Record<string, unknown>;
  if (typeof failed.query === 'string' && error.message.startsWith('Failed query: '))
    return `Failed query: ${failed.query}`;
  if (typeof failed.code !== 'string' || !SQLSTATE.test(failed.code)) return error.message;
  const names = new Set(
    [failed.constraint, failed.table, failed.column, failed.schema, failed.dataType].filter(
      (name): name is string => typeof name === 'string',
    ),
  );
  return error.message.replace(/"[^"]*"/g, (quoted) =>
    names.has(quoted.slice(1, -1)) ? quoted : '"…"',
  );
}

/**
 * Fastify's error serializer: pino's shape (type, message, stack, code, cause), with the messages as
 * `loggableMessage` has them and nothing else of the error's own fields (a query's `params`, a driver's `detail`
 * quoting the row).
 */
export function serializeError(error: Error): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const message = loggableMessage(error);
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause instanceof Error ? { cause: serializeError(cause) } : {}),
  };
}
