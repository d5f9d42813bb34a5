import { messages, type EndpointName, type LoginResponse, type Role } from '@mijas/api';
import { userFromToken, type StoredSession } from '@mijas/machines';
import { fakeJwt } from '@mijas/machines/testing';
import type { ScriptedAnswer, ScriptedRequest } from './scripted-api.ts';

/**
 * The club a journey's script answers for: its accounts, the tokens it hands out and the checks every signed-in
 * call makes, as the server does them. Each journey builds its own (`createClub(accounts)`), so nothing is
 * shared; the accounts are the app's (apps/web/src/journeys/accounts.ts, from its fixtures).
 */

export interface Account {
  id: string;
  username: string;
  email: string;
  password: string;
  roles: Role[];
  firstName: string | null;
  lastName: string | null;
}

/** An account of the club, from a record the fixtures show (its id, names and addresses). */
export function accountOf(
  { id, username, email, firstName, lastName }: Omit<Account, 'password' | 'roles'>,
  password: string,
  role: Role,
): Account {
  return { id, username, email, firstName, lastName, password, roles: [role] };
}

/**
 * The `{message}` 401 a signed-in call gets without a token the server takes: made when the call is answered, in
 * the language of that moment (a server answers in the request's).
 */
const unauthorized = () => ({ status: 401, body: { message: messages.api.invalidToken } }) as const;

export function createClub(accounts: Account[]) {
  let issued = 0;
  /** Access tokens the server takes, and whose they are. */
  const access = new Map<string, Account>();
  /** Refresh tokens not yet used (rotation: each is good once). */
  const refresh = new Map<string, Account>();

  function issue(account: Account): LoginResponse {
    issued += 1;
    const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
    const token = fakeJwt({
      sub: account.id,
      preferred_username: account.username,
      email: account.email,
      ...(account.firstName ? { given_name: account.firstName } : {}),
      ...(account.lastName ? { family_name: account.lastName } : {}),
      ...(name ? { name } : {}),
      realm_access: { roles: account.roles },
      exp: 4_000_000_000,
      // Each token its own, as the server's are.
      jti: `token-${issued}`,
    });
    const refreshToken = `refresh-${issued}`;
    access.set(token, account);
    refresh.set(refreshToken, account);
    return { token, refreshToken, roles: account.roles, expiresIn: 300, refreshExpiresIn: 1800 };
  }

  return {
    accounts,
    issue,

    /** A session this browser kept from an earlier visit (Remember Me): what the app finds in its storage. */
    storedSession(account: Account): StoredSession {
      const { token, refreshToken, roles } = issue(account);
      const user = userFromToken(token, roles);
      if (!user) throw new Error('The club issued a token the app cannot read');
      return { token, refreshToken, user, roles };
    },

    /** The server stops taking `account`'s access tokens (they expired); its refresh tokens stay good. */
    expireAccess(account: Account) {
      for (const [token, owner] of access) if (owner === account) access.delete(token);
    },

    /** The server stops taking every token of `account`, refresh tokens too (the session was revoked). */
    revoke(account: Account) {
      for (const [token, owner] of access) if (owner === account) access.delete(token);
      for (const [token, owner] of refresh) if (owner === account) refresh.delete(token);
    },

    /** `POST /User/login`: by username or email, the password checked. */
    login({ body }: ScriptedRequest<'login'>): ScriptedAnswer<'login'> {
      const who = body.emailOrUsername.toLowerCase();
      const account = accounts.find(
        (candidate) =>
          (candidate.username === who || candidate.email === who) &&
          candidate.password === body.password,
      );
      if (!account) return { status: 401, body: { message: messages.login.invalidCredentials } };
      return { body: issue(account) };
    },

    /**
     * `POST /User/passkey-login/options`: a challenge, as the login page's passkey autofill asks for at the username
     * field's first focus (issue 35). No account of the club has a passkey: the browser's offer finds none.
     */
    passkeyLoginOptions(): ScriptedAnswer<'passkeyLoginOptions'> {
      return { body: { challenge: 'am91cm5leQ', rpId: location.hostname, timeout: 300_000 } };
    },

    /** `POST /User/refresh-token`: a refresh token good once, traded for new tokens. */
    refreshToken({ body }: ScriptedRequest<'refreshToken'>): ScriptedAnswer<'refreshToken'> {
      const account = refresh.get(body.refreshToken);
      if (!account) return { status: 401, body: { message: messages.api.refreshFailed } };
      refresh.delete(body.refreshToken);
      return { body: issue(account) };
    },

    /** `POST /User/logout`. */
    logout({ body }: ScriptedRequest<'logout'>): ScriptedAnswer<'logout'> {
      refresh.delete(body.refreshToken);
      return { body: { message: 'Logged out.' } };
    },

    /**
     * The account a signed-in call is made by, or the server's 401: `answer(account)` gives the call's answer.
     */
    signedIn<K extends EndpointName>(
      request: ScriptedRequest<K>,
      answer: (account: Account) => ScriptedAnswer<K>,
    ): ScriptedAnswer<K> {
      const account = request.token ? access.get(request.token) : undefined;
      return account ? answer(account) : unauthorized();
    },
  };
}

export type Club = ReturnType<typeof createClub>;
