import { canAccess, panelFor, type Role } from '@mijas/api';
import { safeRedirect } from '../shared/navigation.ts';

/** What a signed-in user is going to: a path (/login's `redirect`), or a page of one role's panel. */
export type PanelRequest = { redirect?: string | null } | { panelOf: Role };

/**
 * The role → panel decision, made here once (SPEC §2, §4, §6) for the login, the session's home redirect, the
 * route guards and /login opened while signed in: where a user holding `roles` goes.
 * - `{ redirect }`: that path when it is one of this site's (`safeRedirect`), else their own panel (`panelFor`:
 *   the highest role's);
 * - `{ panelOf: role }`: null, they stay, when it is their own panel or they hold its rights (`canAccess`: a root
 *   admin holds an admin's); else their own panel.
 */
export function panelRedirect(roles: readonly string[], request: PanelRequest = {}): string | null {
  const own = panelFor(roles);
  if ('panelOf' in request)
    return own.role === request.panelOf || canAccess([request.panelOf], roles) ? null : own.path;
  return safeRedirect(request.redirect) ?? own.path;
}
