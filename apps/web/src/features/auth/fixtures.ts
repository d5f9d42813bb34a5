import { ApiError, ROLES, type LoginResponse } from '@mijas/api';
import { fakeJwt } from '@mijas/machines/testing';
import { fromPromise } from 'xstate';

/** Fakes for the auth pages' stories and component tests: no server, each machine actor answers as told. */

export function resolves<T>(value: T) {
  return fromPromise<T, unknown>(() => Promise.resolve(value));
}

export function rejects(error: unknown) {
  return fromPromise<never, unknown>(() => Promise.reject(error));
}

/**
 * Answers what `answer` makes when the call is made: a server's text in the story's language (`storyText()`),
 * as the server answers in the request's; a story file is read before the preview's loader loads the texts.
 */
export function resolvesWith<T>(answer: () => T) {
  return fromPromise<T, unknown>(() => Promise.resolve().then(answer));
}

/** Fails with what `error` makes when the call is made (see `resolvesWith`). */
export function rejectsWith(error: () => unknown) {
  return fromPromise<never, unknown>(() => Promise.resolve().then(() => Promise.reject(error())));
}

/** Never settles: the page stays in its loading state. */
export function pending<T = never>() {
  return fromPromise<T, unknown>(() => new Promise<T>(() => {}));
}

/** A `{ message }` error body, as the server sends for auth failures. */
export function serverError(status: number, message: string): ApiError {
  return new ApiError({ status, body: { message } });
}

/** An ASP.NET-Identity style error array. */
export function identityError(status: number, code: string, description: string): ApiError {
  return new ApiError({ status, body: [{ code, description }] });
}

/** The server never answered. */
export function offline(): ApiError {
  return new ApiError({ status: 0 });
}

const roleNames = { member: ROLES.member, admin: ROLES.admin, root: ROLES.rootAdmin } as const;

/** A login answer whose token the browser can read, for `role`. */
export function loginResponse(role: keyof typeof roleNames): LoginResponse {
  const roles = [roleNames[role]];
  return {
    token: fakeJwt({
      sub: `u-${role}`,
      preferred_username: role,
      email: `${role}@mijas.example.com`,
      realm_access: { roles },
      exp: 4_000_000_000,
    }),
    refreshToken: 'refresh',
    roles,
    expiresIn: 300,
    refreshExpiresIn: 1800,
  };
}
