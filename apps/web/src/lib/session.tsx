import type { ApiClient } from '@mijas/api';
import type { SessionActor, SessionSnapshot } from '@mijas/machines';
import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';

/** The app's one session actor and the client wired to it (`createAppSession`), given once at the root. */
export interface AppSessionValue {
  api: ApiClient;
  session: SessionActor;
}

const AppSessionContext = createContext<AppSessionValue | null>(null);

export function AppSessionProvider({
  value,
  children,
}: {
  value: AppSessionValue;
  children: ReactNode;
}) {
  return <AppSessionContext.Provider value={value}>{children}</AppSessionContext.Provider>;
}

function useAppSession(): AppSessionValue {
  const value = useContext(AppSessionContext);
  if (!value) throw new Error('AppSessionProvider is missing above this component');
  return value;
}

/** The typed API client; machines take it as input. */
export function useApi(): ApiClient {
  return useAppSession().api;
}

/** The session actor, to send it events (`session.logout`, `home.allow`). */
export function useSessionRef(): SessionActor {
  return useAppSession().session;
}

/** One slice of the session; the component re-renders only when that slice changes. */
export function useSession<T>(
  selector: (snapshot: SessionSnapshot) => T,
  compare?: (a: T, b: T) => boolean,
): T {
  return useSelector(useAppSession().session, selector, compare);
}
