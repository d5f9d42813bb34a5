/**
 * Signed-in devices (issue 35): a user's sessions (refresh families: one per login), where each was started and
 * when it was last used, and ending one of them or all the others. A session's access tokens stop working the
 * moment it ends (the guard checks the token's session).
 */
import { z } from 'zod/mini';
import { timestampSchema, userIdSchema } from './fields.ts';

/** What kind of device a session's browser runs on, read from its user agent. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const signedInSessionSchema = z.object({
  /** The session's id (its refresh family). */
  id: z.uuid(),
  /** The browser and its major version (`Chrome 131`), when the user agent names one. */
  browser: z.nullable(z.string()),
  /** The operating system (`Android 14`, `Windows 10`), when the user agent names one. */
  os: z.nullable(z.string()),
  deviceType: z.enum(DEVICE_TYPES),
  /** The client's address as the server saw it at sign-in. */
  ipAddress: z.nullable(z.string()),
  /** When the session was signed in. */
  createdAt: timestampSchema,
  /** When it was last used (its last refresh, or its sign-in). */
  lastUsedAt: timestampSchema,
  /** The session making this request: "this device". */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

/** Sessions `GET /User/sessions` lists: the ones used last (this one always among them); the others are counted. */
export const SESSIONS_LIST_MAX = 10;

/** `GET /User/sessions`: the live ones, the one used last first, at most `SESSIONS_LIST_MAX`, and how many live. */
export const sessionsResponseSchema = z.object({
  sessions: z.array(signedInSessionSchema).check(z.maxLength(SESSIONS_LIST_MAX)),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** `DELETE /User/sessions/{id}`. */
export const sessionIdParamsSchema = z.object({ id: userIdSchema });
