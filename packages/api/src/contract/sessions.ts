/**
 * Signed-in devices (issue 35): a user's sessions (refresh families: one per login), where each was started and
 * when it was last used, and ending one of them or all the others. A session's access tokens stop working the
 * moment it ends (the guard checks the token's session).
 */
import { z } from 'zod';
import { timestampSchema, userIdSchema } from './fields.ts';

/** What kind of device a session's browser runs on, read from its user agent. */
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const signedInSessionSchema = z.object({
  /** The session's id (its refresh family). */
  id: z.uuid(),
  /** The browser and its major version (`Chrome 131`), when the user agent names one. */
  browser: z.string().nullable(),
  /** The operating system (`Android 14`, `Windows 10`), when the user agent names one. */
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  /** The client's address as the server saw it at sign-in. */
  ipAddress: z.string().nullable(),
  /** When the session was signed in. */
  createdAt: timestampSchema,
  /** When it was last used (its last refresh, or its sign-in). */
  lastUsedAt: timestampSchema,
  /** The session making this request: "this device". */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;

/** `GET /User/sessions`: the live ones, the one used last first. */
export const sessionsResponseSchema = z.object({ sessions: z.array(signedInSessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** `DELETE /User/sessions/{id}`. */
export const sessionIdParamsSchema = z.object({ id: userIdSchema });
