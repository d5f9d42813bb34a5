/**
 * Signed-in devices (issue 35): the user's live sessions as the list shows them (the device read from the
 * session's user agent with Bowser), and ending one or all the others.
 */
import {
  messages,
  SESSIONS_LIST_MAX,
  type MessageResponse,
  type SessionsResponse,
} from '@mijas/api/contract';
import Bowser from 'bowser';
import { endOtherSessions, endSession, liveSessions } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { AuthUser } from '../http/context.ts';
import { notFound } from '../http/errors.ts';

type Device = Pick<SessionsResponse['sessions'][number], 'browser' | 'os' | 'deviceType'>;

/** What a user agent says of its browser, system and device; nothing it does not say. */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, deviceType: 'other' };
  const parsed = Bowser.parse(userAgent);
  const version = (text: string | undefined) => text?.split('.')[0];
  const named = (name: string | undefined, detail: string | undefined) =>
    name ? [name, detail].filter(Boolean).join(' ') : null;
  const platform = parsed.platform.type;
  return {
    browser: named(parsed.browser.name, version(parsed.browser.version)),
    os: named(parsed.os.name, parsed.os.versionName ?? version(parsed.os.version)),
    deviceType:
      platform === 'desktop' || platform === 'mobile' || platform === 'tablet' ? platform : 'other',
  };
}

export async function sessionsOf(db: Db, user: AuthUser, now: Date): Promise<SessionsResponse> {
  const live = await liveSessions(db, user.id, now);
  // The ones used last, this one always among them (it is used last unless another refreshed since).
  const shown = live.slice(0, SESSIONS_LIST_MAX);
  const current = live.find(({ id }) => id === user.sessionId);
  if (current && !shown.includes(current)) shown[shown.length - 1] = current;
  return {
    totalCount: live.length,
    sessions: shown.map(({ id, userAgent, clientIp, createdAt, lastUsedAt }) => ({
      id,
      ...deviceOf(userAgent),
      ipAddress: clientIp,
      createdAt: createdAt.toISOString(),
      lastUsedAt: lastUsedAt.toISOString(),
      current: id === user.sessionId,
    })),
  };
}

/** Ends one of the user's sessions (this one too, if asked); another user's, or an ended one: 404. */
export async function endUserSession(
  db: Db,
  user: AuthUser,
  sessionId: string,
  now: Date,
): Promise<MessageResponse> {
  if (!(await endSession(db, user.id, sessionId, now)))
    throw notFound(messages.api.sessionNotFound);
  return { message: messages.api.sessionEnded };
}

export async function endUserOtherSessions(
  db: Db,
  user: AuthUser,
  now: Date,
): Promise<MessageResponse> {
  await endOtherSessions(db, user.id, user.sessionId, now);
  return { message: messages.api.otherSessionsEnded };
}
