import { isAdmin, selectHomeRedirect, selectPanel } from '@mijas/machines';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { useSession } from './session.tsx';

export type PanelPath = '/member' | '/admin' | '/superadmin';

/**
 * A page that needs a session (SPEC §2 panels; the original had no guards). Signed out: to `/login` with a
 * `redirect` back here, or to `/` right after a logout (this tab or another). A role that does not own the page
 * goes to its own panel. The route tree reacts to the session: the HTTP client never navigates.
 */
export function RequirePanel({
  panels,
  children,
}: {
  panels: readonly PanelPath[];
  children: ReactNode;
}) {
  const location = useLocation();
  const panel = useSession((snapshot) => selectPanel(snapshot)?.path ?? null);
  const endedBy = useSession((snapshot) => snapshot.context.endedBy);
  if (panel === null) {
    if (endedBy === 'logout' || endedBy === 'other-tab')
      return <Navigate to={paths.home.build()} replace />;
    return <Navigate to={paths.login.build(location.pathname + location.search)} replace />;
  }
  if (!panels.includes(panel)) return <Navigate to={panel} replace />;
  return children;
}

/** SPEC §2: a signed-in non-admin on `/` goes to `/member` unless the member panel's Home allowed it. */
export function HomeGate({ children }: { children: ReactNode }) {
  const redirect = useSession(selectHomeRedirect);
  if (redirect) return <Navigate to={redirect} replace />;
  return children;
}

/** Admin pages are open to admins and to root admins (who hold every admin right on the server too). */
export const ADMIN_PANELS: readonly PanelPath[] = ['/admin', '/superadmin'];
export const ROOT_PANELS: readonly PanelPath[] = ['/superadmin'];
export const MEMBER_PANELS: readonly PanelPath[] = ['/member'];

export { isAdmin };
