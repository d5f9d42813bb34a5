/**
 * Error answers (ARCHITECTURE.md "Runtime contract"): `throw` one of these from a handler or hook and the error
 * handler (`http/plugin.ts`) sends it. 400/409 carry `[{code, description}]`; 401/403/404/429/503 carry `{message}`.
 */
import { messages, type ApiErrorItem } from '@mijas/api/contract';

export type ErrorBody = ApiErrorItem[] | { message: string };

export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: ErrorBody, headers: Record<string, string> = {}) {
    super(Array.isArray(body) ? (body[0]?.description ?? 'Error') : body.message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

/** 400 with one or more `{code, description}` items (validation, business rules). */
export function badRequest(code: string, description: string, ...more: ApiErrorItem[]): ApiError {
  return new ApiError(400, [{ code, description }, ...more]);
}

/** 409 with `[{code, description}]`: the request conflicts with the current state (duplicate, already done). */
export function conflict(code: string, description: string): ApiError {
  return new ApiError(409, [{ code, description }]);
}

export function unauthorized(message: string = messages.api.unauthorized): ApiError {
  return new ApiError(401, { message }, { 'www-authenticate': 'Bearer' });
}

export function forbidden(message: string = messages.api.forbidden): ApiError {
  return new ApiError(403, { message });
}

export function notFound(message: string = messages.api.notFound): ApiError {
  return new ApiError(404, { message });
}

/** 429 `{message}` (by default `tooManyRequests`) with `Retry-After`. */
export function tooManyRequests(
  retryAfterSeconds: number,
  message: string = messages.api.tooManyRequests,
): ApiError {
  return new ApiError(
    429,
    { message },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
}

/** Seconds a caller is asked to wait when the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** 503: the database is out of reach for now (the error handler maps connection failures to this). */
export function serviceUnavailable(): ApiError {
  return new ApiError(
    503,
    { message: messages.api.serviceUnavailable },
    { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );
}
