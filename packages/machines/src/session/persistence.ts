import { STORAGE_KEYS } from '@mijas/api';
import { readJson, writeJson, type KeyValueStorage } from '../storage/storage.ts';
import { userFromToken, type SessionUser } from './claims.ts';

/** What a session keeps in storage (SPEC §3 keys: token, refreshToken, userId, user, roles). */
export interface StoredSession {
  token: string;
  refreshToken: string | null;
  user: SessionUser;
  roles: string[];
}

export const SESSION_STORAGE_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.user,
  STORAGE_KEYS.roles,
] as const;

/** The session stored in `storage`, or null when there is none or its token is unreadable. */
export function readSession(storage: KeyValueStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  const roles = readJson<unknown>(storage, STORAGE_KEYS.roles, null);
  const storedRoles = Array.isArray(roles)
    ? roles.filter((r): r is string => typeof r === 'string')
    : undefined;
  const user = userFromToken(token, storedRoles);
  if (!user) return null;
  return {
    token,
    refreshToken: storage.getItem(STORAGE_KEYS.refreshToken),
    user,
    roles: user.roles,
  };
}

/** Writes the token last: another tab reacting to the `token` key then reads a complete session. */
export function writeSession(storage: KeyValueStorage, session: StoredSession): void {
  if (session.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, session.refreshToken);
  else storage.removeItem(STORAGE_KEYS.refreshToken);
  storage.setItem(STORAGE_KEYS.userId, session.user.id);
  const { id, username, email, roles } = session.user;
  writeJson(storage, STORAGE_KEYS.user, { id, username, email, roles });
  writeJson(storage, STORAGE_KEYS.roles, session.roles);
  storage.setItem(STORAGE_KEYS.token, session.token);
}

/** Removes the token first: another tab sees the sign-out before the rest goes. */
export function removeSession(storage: KeyValueStorage): void {
  for (const key of SESSION_STORAGE_KEYS) storage.removeItem(key);
}
