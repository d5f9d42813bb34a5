/**
 * What the request log may say about a request. Mail links carry their secret in the address
 * (`/verifyemail?token=`, `/email-verification?key=`, `/reset-password?token=`, `get-required-actions?token=`):
 * the values of such query parameters are replaced before a line is written. Bodies are never logged, nor the
 * Authorization header.
 */
import type { FastifyRequest } from 'fastify';

/** Names of query parameters whose values are secrets: tokens, keys, codes, passwords. */
const SECRET_NAME = /token|key|code|password|secret/i;
/** A value that is itself an address with such a parameter (a `redirect` to a link). */
const SECRET_INSIDE = /[?&][^=&]*(?:token|key|code|password|secret)[^=&]*=/i;

export const REDACTED = '[REDACTED]';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** `url` with the value of every secret query parameter replaced by `[REDACTED]`; the rest as it was. */
export function redactUrl(url: string): string {
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
