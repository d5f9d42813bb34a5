/** Unsigned JWT-shaped tokens for tests and stories (the browser never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function memberToken(overrides: Record<string, unknown> = {}): string {
  return fakeJwt({
    sub: 'u-member',
    preferred_username: 'sara',
    email: 'sara@example.com',
    given_name: 'Sara',
    family_name: 'Haddad',
    name: 'Sara Haddad',
    realm_access: { roles: ['mijas-member'] },
    exp: 4_000_000_000,
    ...overrides,
  });
}

/** A promise with its settle functions, for actors a test finishes when it chooses. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The server's answer to a refresh (`POST /User/refresh-token`) handing out `token` and `refreshToken`. */
export function refreshAnswer(token: string, refreshToken = 'r2') {
  return {
    token,
    refreshToken,
    roles: ['mijas-member'],
    expiresIn: 300,
    refreshExpiresIn: 1800,
  };
}
