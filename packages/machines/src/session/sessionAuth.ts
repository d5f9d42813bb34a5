import { messages, type AuthHandle } from '@mijas/api';
import { waitFor } from 'xstate';
import type { SessionActor } from './sessionMachine.ts';

/** Why a call waiting for a refresh was rejected: the session could not be refreshed and is now anonymous. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor() {
    super(messages.auth.sessionEnded);
  }
}

/**
 * The client's view of the session: the current token, and the refresh queue. Any number of concurrent 401s
 * end in one `refresh.needed` handled by the machine; every caller waits for that refresh to settle and gets
 * the new token, a `SessionEndedError` when the server refused it (the session is over), or the refresh's own
 * error when the server could not answer it (the session stays; `refreshWasRefused`).
 */
export function sessionAuth(getSession: () => SessionActor): AuthHandle {
  return {
    getToken: () => getSession().getSnapshot().context.token,
    async ready() {
      const session = getSession();
      if (session.getSnapshot().hasTag('refreshing')) {
        await waitFor(session, (snapshot) => !snapshot.hasTag('refreshing'));
      }
    },
    async refresh(failedToken) {
      const session = getSession();
      const now = session.getSnapshot();
      const refreshing = now.hasTag('refreshing');
      // Already refreshed since this call was sent: replay with the current token at once.
      if (!refreshing && now.context.token !== null && now.context.token !== failedToken) {
        return now.context.token;
      }
      if (!refreshing) session.send({ type: 'refresh.needed' });
      const settled = await waitFor(session, (snapshot) => !snapshot.hasTag('refreshing'));
      if (settled.hasTag('authenticated')) {
        // The server could not answer the refresh (an outage): the session stays, this call fails with why.
        if (settled.context.refreshFailure) throw settled.context.refreshFailure;
        if (settled.context.token !== null) return settled.context.token;
      }
      throw new SessionEndedError();
    },
  };
}
