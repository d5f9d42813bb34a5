/**
 * Machines never import the router: a redirect is the named action `navigate` with `{ to }`, which the app
 * provides (`machine.provide({ actions: { navigate: (_, { to }) => router.navigate(to) } })`). Its default does
 * nothing, so tests and stories observe the target in the machine's context instead.
 */
export function navigate(_args: unknown, _params: NavigateParams): void {}

/** Where `navigate` goes, and how. */
export interface NavigateParams {
  to: string;
  /** In place of the history's current entry (a redirect), not after it. */
  replace?: boolean;
  /** The page keeps its scroll position (a list's new search or page, a dialog opened by the address). */
  keepScroll?: boolean;
}

/**
 * A `redirect` query parameter is followed only when it is a path on this site (`/admin?x=1`), never another
 * origin (`//evil.example`, `https://…`, `/\evil`).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

export function resetPasswordPath(token: string): string {
  return `/reset-password?token=${encodeURIComponent(token)}`;
}

/** `?token=`, else `?key=` (SPEC §2: the reset-password and /verifyemail pages accept both); null when neither. */
export function tokenFromSearch(search: URLSearchParams | string): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  for (const name of ['token', 'key']) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
