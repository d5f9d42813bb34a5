/** The token claims SPEC §3 uses (Keycloak-shaped access token). */
export interface TokenClaims {
  sub?: string;
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  name?: string;
  exp?: number;
  realm_access?: { roles?: string[] };
}

/** The signed-in user as stored under the `user` key (SPEC §3: id, username, email, roles) plus names. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  roles: string[];
  firstName?: string | undefined;
  lastName?: string | undefined;
  name?: string | undefined;
}

/**
 * Reads a JWT's payload without verifying it (the server verifies; the browser only needs the claims).
 * Returns null for anything that is not a readable JWT.
 */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** The user from the token claims; roles from the login response when given, else from the claims. */
export function userFromToken(token: string, roles?: readonly string[]): SessionUser | null {
  const claims = decodeClaims(token);
  if (!claims?.sub) return null;
  return {
    id: claims.sub,
    username: claims.preferred_username ?? '',
    email: claims.email ?? '',
    roles: [...(roles ?? claims.realm_access?.roles ?? [])],
    firstName: claims.given_name,
    lastName: claims.family_name,
    name: claims.name,
  };
}
