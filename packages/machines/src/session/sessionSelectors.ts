import { panelFor, ROLES } from '@mijas/api';
import { firstPaintHint } from './firstPaint.ts';
import { panelRedirect, type PanelRequest } from './panelRedirect.ts';
import type { SessionSnapshot } from './sessionMachine.ts';

/**
 * What the app reads of the session (`sessionMachine`'s snapshot): the panel and the redirects its roles decide
 * (`panelRedirect`), the first-paint hint, and how a session ended.
 */

/** Where the navbar's panel link and the post-login redirect go for this session, or null when signed out. */
export function selectPanel(snapshot: SessionSnapshot) {
  return snapshot.hasTag('authenticated') ? panelFor(snapshot.context.roles) : null;
}

/** The first-paint hint of this session (the cookies `firstPaintCookies` writes), or null when signed out. */
export function selectFirstPaintHint(snapshot: SessionSnapshot) {
  return snapshot.hasTag('authenticated')
    ? firstPaintHint(
        snapshot.context.roles,
        snapshot.context.allowHomeAccess,
        snapshot.context.remember,
      )
    : null;
}

/**
 * SPEC §2: a signed-in non-admin visiting `/` goes to their panel (`/member`) unless `allowHomeAccess` is set: `/`
 * is, for this rule, a page of the admins' panel.
 */
export function selectHomeRedirect(snapshot: SessionSnapshot): string | null {
  const { roles, allowHomeAccess } = snapshot.context;
  return snapshot.hasTag('authenticated') && !allowHomeAccess
    ? panelRedirect(roles, { panelOf: ROLES.admin })
    : null;
}

/** Where this session goes when it asks for `request` (`panelRedirect`), or null when signed out. */
export function selectPanelRedirect(
  snapshot: SessionSnapshot,
  request: PanelRequest,
): string | null {
  return snapshot.hasTag('authenticated') ? panelRedirect(snapshot.context.roles, request) : null;
}

/**
 * The session ended without the user's doing (a refresh refused or failed, or a 401 with no refresh token; a
 * deactivated account ends so): /login says so, once (`session.ended.seen`). Not after a logout, here or in
 * another tab.
 */
export function selectSessionEnded(snapshot: SessionSnapshot): boolean {
  return snapshot.hasTag('anonymous') && snapshot.context.endedBy === 'expired';
}

/**
 * Where a page that needs a session sends a visitor without one (SPEC §4): `/` right after a logout (in this tab
 * or another), else `/login` (never signed in, or the session ended: a failed refresh); null when signed in.
 */
export function selectSignedOutRedirect(snapshot: SessionSnapshot): '/login' | '/' | null {
  if (!snapshot.hasTag('anonymous')) return null;
  const { endedBy } = snapshot.context;
  return endedBy === 'logout' || endedBy === 'other-tab' ? '/' : '/login';
}
