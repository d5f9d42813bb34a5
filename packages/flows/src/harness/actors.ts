import { ApiError } from '@mijas/api';
import { fromPromise } from 'xstate';

/**
 * Stand-ins for a page machine's actors in stories and component tests: an answer, a failure as the API client
 * would raise it, or a call that never settles (the loading and saving states).
 */

export function resolves<T>(value: T) {
  return fromPromise<T, unknown>(() => Promise.resolve(value));
}

export function rejects(error: unknown) {
  return fromPromise<never, unknown>(() => Promise.reject(error));
}

/**
 * Fails with what `error` makes when the call is made: a server's message in the story's language (`messages`
 * read then), as the server answers in the request's; a story file is read before the preview loads the texts.
 */
export function failsWith(error: () => unknown) {
  return fromPromise<never, unknown>(async () => {
    throw error();
  });
}

/** Never settles: the page stays in its loading or saving state. */
export function pending<T = never, I = unknown>() {
  return fromPromise<T, I>(() => new Promise<T>(() => {}));
}

/** Answers with what `answer` returns for the actor's input, and records the inputs in `calls`. */
export function answers<T, I>(answer: (input: I) => T | Promise<T>) {
  const calls: I[] = [];
  const logic = fromPromise<T, I>(async ({ input }) => {
    calls.push(input);
    return answer(input);
  });
  return Object.assign(logic, { calls });
}

/** Fails the first time, then answers `value` (a retry that works). */
export function failsOnce<T>(error: unknown, value: T) {
  let calls = 0;
  return fromPromise<T, unknown>(() =>
    calls++ === 0 ? Promise.reject(error) : Promise.resolve(value),
  );
}

/** An ASP.NET-Identity style error array (validation and business rules). */
export function identityError(status: number, code: string, description: string): ApiError {
  return new ApiError({ status, body: [{ code, description }] });
}

/** A `{ message }` error body (auth, roles, not found). */
export function serverError(status: number, message: string): ApiError {
  return new ApiError({ status, body: { message } });
}

/** The server never answered. */
export function offline(): ApiError {
  return new ApiError({ status: 0, message: 'Failed to fetch' });
}

/** A call that fails as the client would: with `description`, the server's one error item; else no body. */
export function failing<T, I = unknown>(description?: string, status = 500) {
  return fromPromise<T, I>(() =>
    Promise.reject(
      description
        ? identityError(status, 'Error', description)
        : new ApiError({ status, body: '' }),
    ),
  );
}
