import { createApiClient, type ApiClient } from '@mijas/api';
import { createActor, type InspectionEvent } from 'xstate';
import type { KeyValueStorage } from '../storage/storage.ts';
import { sessionAuth } from './sessionAuth.ts';
import { sessionMachine, type SessionActor } from './sessionMachine.ts';

export interface AppSessionOptions {
  /** The API origin; '' for the page's own origin. */
  baseUrl: string;
  /** `createBrowserStorage('local')` in the app. */
  local: KeyValueStorage;
  /** `createBrowserStorage('session')` in the app. */
  session: KeyValueStorage;
  fetch?: typeof fetch;
  /** The XState inspector, in development (`?inspect`). */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The app's client and session, wired to each other: the client asks the session for its token and its refresh
 * queue; the session refreshes through the client. The client's cache is emptied whenever the signed-in user
 * changes (login, logout, another tab), so one user never sees another's cached records.
 */
export function createAppSession({ baseUrl, local, session, fetch, inspect }: AppSessionOptions): {
  api: ApiClient;
  session: SessionActor;
} {
  const holder: { actor?: SessionActor } = {};
  const api = createApiClient({
    baseUrl,
    auth: sessionAuth(() => {
      if (!holder.actor) throw new Error('The session is not started yet');
      return holder.actor;
    }),
    ...(fetch ? { fetch } : {}),
  });
  const actor = createActor(sessionMachine, {
    input: { api, local, session },
    ...(inspect ? { inspect } : {}),
  });
  holder.actor = actor;
  let userId: string | null | undefined;
  actor.subscribe((snapshot) => {
    const current = snapshot.context.user?.id ?? null;
    if (userId !== undefined && current !== userId) api.clearCache();
    userId = current;
  });
  actor.start();
  return { api, session: actor };
}
