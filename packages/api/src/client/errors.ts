import { errorBodyMessage } from '../contract/error-body.ts';
import { messages } from '../contract/messages.ts';

/**
 * The one error type every client call rejects with (apart from an abort, which stays an `AbortError`), and the
 * one place the spec's message rules live (SPEC.md §8): "the first item's description if the body is an array,
 * else the message, else the fallback".
 */

/** `status` 0: no response at all (network down, DNS, CORS). */
export const NO_RESPONSE = 0;

export const API_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
  sessionExpired: 'SESSION_EXPIRED',
} as const;

export interface ApiErrorInit {
  status: number;
  body?: unknown;
  code?: string | undefined;
  message?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status, or `NO_RESPONSE` (0) when the server never answered. */
  readonly status: number;
  /** The first item's `code` of an array body, the body's `code`, or one of `API_ERROR_CODES`. */
  readonly code: string | undefined;
  /** The parsed response body (JSON when it was JSON, else its text), if any. */
  readonly body: unknown;

  constructor({ status, body, code, message, cause }: ApiErrorInit) {
    super(message ?? errorBodyMessage(body, describeStatus(status)), { cause });
    this.status = status;
    this.body = body;
    this.code = code ?? bodyCode(body);
  }

  /** The server answered (any status); false for network failures. */
  get hasResponse(): boolean {
    return this.status !== NO_RESPONSE;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A request cancelled through its AbortSignal (a machine left the state that started it). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

export interface MessageFromOptions {
  /** Used instead of `fallback` when the server never answered (SPEC §8, the `?key=` verification page). */
  noResponse?: string;
}

/**
 * The user-facing message for a failed call: the first item's description if the body is an array, else the
 * body's message, else `fallback` (or `options.noResponse` when there was no response at all).
 */
export function messageFrom(
  error: unknown,
  fallback: string,
  options: MessageFromOptions = {},
): string {
  if (!isApiError(error)) return fallback;
  if (!error.hasResponse) return options.noResponse ?? fallback;
  const message = errorBodyMessage(error.body, fallback);
  return message.trim() === '' ? fallback : message;
}

function bodyCode(body: unknown): string | undefined {
  const item: unknown = Array.isArray(body) ? body[0] : body;
  if (
    typeof item === 'object' &&
    item !== null &&
    'code' in item &&
    typeof item.code === 'string'
  ) {
    return item.code || undefined;
  }
  return undefined;
}

function describeStatus(status: number): string {
  return status === NO_RESPONSE ? messages.api.noResponse : messages.api.requestFailed(status);
}
