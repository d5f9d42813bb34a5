/**
 * The addresses the landing's island links to (its navbar: Home, its sections and Login), part of `paths`
 * (paths.ts): a module of their own so that the island, the first code of a visitor's `/`, does not carry every
 * route of the app.
 */

/** `path` with the query's non-empty values. */
export function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const home = {
  path: '/',
  build: (hash?: 'partners' | 'join') => (hash ? `/#${hash}` : '/'),
};

/** The contract's SIGN_IN_PAGE and SIGN_IN_REDIRECT, written out: an import here costs the landing's island. */
export const login = {
  path: '/login',
  build: (redirect?: string | null) => withQuery('/login', { redirect }),
};
