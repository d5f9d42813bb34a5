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
  /** Where the browser says it is back online (`online` events): the window in the app. */
  network?: Pick<EventTarget, 'addEventListener'> | undefined;
}

/**
 * The app's client and session, wired to each other: the client asks the session for its token and its refresh
 * queue; the session refreshes through the client. The client's cache is emptied whenever the signed-in user
 * changes (login, logout, another tab), so one user never sees another's cached records. The browser's `online`
 * event tells the session the network is back.
 */
export function createAppSession({
  baseUrl,
  local,
  session,
  fetch,
  inspect,
  network,
}: AppSessionOptions): {
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
  // Offline, a refresh that got no answer kept the session (its stored data still shows): back online, it is
  // made again at once.
  network?.addEventListener('online', () => actor.send({ type: 'network.online' }));
  return { api, session: actor };
}
