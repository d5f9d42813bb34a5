import type { Role } from '@mijas/api';
import { panelRedirect, selectHomeRedirect, selectSignedOutRedirect } from '@mijas/machines';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from '../lib/session.tsx';

/**
 * A page of `role`'s panel (SPEC §2 panels; the original had no guards), open to the user whose own panel it
 * is and to those holding its rights by the server's rule (`canAccess`: a root admin holds every admin right).
 * Signed out: to `/login` with a `redirect` back here, or to `/` right after a logout (this tab or another).
 * Anyone else goes to their own panel. The route tree reacts to the session: the HTTP client never navigates.
 */
export function RequireRole({ role, children }: { role: Role; children: ReactNode }) {
  const location = useLocation();
  const signedOutTo = useSession(selectSignedOutRedirect);
  const ownPanel = useSession((snapshot) =>
    panelRedirect(snapshot.context.roles, { panelOf: role }),
  );
  if (signedOutTo === '/') return <Navigate to={paths.home.build()} replace />;
  if (signedOutTo)
    return <Navigate to={paths.login.build(location.pathname + location.search)} replace />;
  if (ownPanel) return <Navigate to={ownPanel} replace />;
  return children;
}

/** SPEC §2: a signed-in non-admin on `/` goes to `/member` unless the member panel's Home allowed it. */
export function HomeGate({ children }: { children: ReactNode }) {
  const redirect = useSession(selectHomeRedirect);
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}
