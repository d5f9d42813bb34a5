import { currentLocale } from '../i18n/active.ts';
import wretch, { type Wretch, type WretchError } from 'wretch';
import type { z } from 'zod/mini';
import { untilAborted } from './cache.ts';
import { API_ERROR_CODES, ApiError, isAbortError, NO_RESPONSE } from './errors.ts';

/**
 * What the client needs from the session (the session machine implements it). The client never navigates and
 * never stores tokens itself.
 */
export interface AuthHandle {
  /** The current access token, or null when nobody is signed in. */
  getToken(): string | null;
  /**
   * Called after `failedToken` was refused with a 401. Resolves with an access token to replay the call with;
   * rejects when the session cannot be refreshed. Implementations refresh at most once for any number of
   * concurrent callers (SPEC §4) and answer at once when the token already changed since `failedToken`.
   */
  refresh(failedToken: string | null): Promise<string>;
  /**
   * Settles once no refresh is in flight, so that a call started during a refresh goes out with the new token
   * instead of the one about to be replaced. Optional.
   */
  ready?(): Promise<void>;
}

/** No session: calls go out without a token (the landing form before the app has started). */
export const anonymousAuth: AuthHandle = {
  getToken: () => null,
  refresh: () => Promise.reject(new Error('Nobody is signed in.')),
};

export interface CallOptions {
  /** Cancels the request (and a wait for a refresh). The call then rejects with an `AbortError`. */
  signal?: AbortSignal | undefined;
  /** Lets the request outlive the page (fetch's `keepalive`): a logout still reaches the server if the tab closes. */
  keepalive?: boolean | undefined;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallSpec<S extends z.ZodMiniType> extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  body?: object;
  /**
   * The response schema; its output is what the call resolves with. A promise of it (a chunk being fetched) is
   * awaited once the answer is in: a schema that cannot be loaded fails the call as no response would.
   */
  response: S | PromiseLike<S>;
  /** Applied to the answer's body before the schema reads it. */
  prepare?: (body: unknown) => unknown;
  /**
   * Whether the call carries the bearer token and is retried once after a refresh on a 401. False for
   * login, refresh-token and register (SPEC §7).
   */
  authenticated?: boolean;
}

export interface HttpOptions {
  /** The API origin, e.g. `https://club.example` or '' for the page's own origin. */
  baseUrl: string;
  auth: AuthHandle;
  /** A fetch implementation (tests); defaults to the global one. */
  fetch?: typeof fetch;
}

export type Http = <S extends z.ZodMiniType>(spec: CallSpec<S>) => Promise<z.output<S>>;

/**
 * The one wretch instance: JSON, no cookies, no timeout (SPEC §7). Only a 401 on an authenticated call is
 * retried, once, after `auth.refresh()`; a 401 on the replay is final.
 */
export function createHttp({ baseUrl, auth, fetch: fetchImpl }: HttpOptions): Http {
  let base: Wretch = wretch(baseUrl.replace(/\/$/, ''), { credentials: 'omit' })
    .accept('application/json')
    .errorType('json');
  if (fetchImpl) base = base.polyfills({ fetch: fetchImpl });

  return async function call<S extends z.ZodMiniType>(spec: CallSpec<S>): Promise<z.output<S>> {
    const schema = Promise.resolve(spec.response);
    // Read below, once the answer is in; a call that fails before must not leave it unhandled.
    schema.catch(() => {});
    const authenticated = spec.authenticated ?? true;
    let request = base
      .url(spec.path + queryString(spec.query))
      .options({ method: spec.method })
      // The server answers in the language the visitor reads now (its descriptions and mail), not the browser's.
      .headers({ 'Accept-Language': currentLocale() });
    if (spec.signal) request = request.options({ signal: spec.signal });
    if (spec.keepalive) request = request.options({ keepalive: true });
    if (spec.body !== undefined) request = request.json(spec.body);

    if (authenticated && auth.ready) await untilAborted(auth.ready(), spec.signal);
    const token = authenticated ? auth.getToken() : null;
    if (token) request = request.auth(`Bearer ${token}`);
    if (authenticated) {
      request = request.catcher(401, async (refused: WretchError, original: Wretch) => {
        let fresh: string;
        try {
          fresh = await untilAborted(auth.refresh(token), spec.signal);
        } catch (cause) {
          // Aborted, or the refresh itself could not be made (no network, 5xx): that is this call's failure too.
          if (isAbortError(cause) || cause instanceof ApiError) throw cause;
          throw new ApiError({
            status: 401,
            body: errorBody(refused),
            code: API_ERROR_CODES.sessionExpired,
            cause,
          });
        }
        spec.signal?.throwIfAborted();
        return original
          .auth(`Bearer ${fresh}`)
          .catcher(401, (error: WretchError) => {
            throw error;
          })
          .fetch()
          .res();
      });
    }

    let response: Response;
    try {
      response = await request.fetch().res();
    } catch (error) {
      throw toApiError(error);
    }
    const body = await readBody(response);
    let parsed;
    try {
      parsed = (await schema).safeParse(spec.prepare ? spec.prepare(body) : body);
    } catch (cause) {
      throw toApiError(cause);
    }
    if (!parsed.success) {
      throw new ApiError({
        status: response.status,
        body,
        code: API_ERROR_CODES.invalidResponse,
        message: `Unexpected response from ${spec.method} ${spec.path}`,
        cause: parsed.error,
      });
    }
    return parsed.data;
  };
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isWretchError(error: unknown): error is WretchError {
  return error instanceof wretch.WretchError;
}

function errorBody(error: WretchError): unknown {
  return error.json ?? (error.text === '' ? undefined : error.text);
}

function toApiError(error: unknown): unknown {
  if (error instanceof ApiError || isAbortError(error)) return error;
  if (isWretchError(error)) {
    return new ApiError({ status: error.status, body: errorBody(error), cause: error });
  }
  return new ApiError({
    status: NO_RESPONSE,
    code: API_ERROR_CODES.network,
    message: error instanceof Error ? error.message : String(error),
    cause: error,
  });
}
