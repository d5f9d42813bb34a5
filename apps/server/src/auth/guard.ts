/**
 * The auth guard of every protected route. `app.authenticate` checks the bearer token (signature, issuer,
 * expiry), that the account still exists and is active and that the token's session was not revoked (logout,
 * refresh-token reuse, password change), then sets `request.user`; `app.requireRole(...)` adds the role check by
 * the contract's rule (`canAccess`, which the router's guards use too): roles are hierarchical, so a root admin
 * passes `requireRole('mijas-admin')`.
 */
import { canAccess, messages, type Role } from '@mijas/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthUser } from '../http/context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { activeAccount } from '../users/queries.ts';

/** The shape of a UUID (8-4-4-4-12 hex digits): what the database's uuid columns take. */
const uuidShape = z.guid();
const isUuid = (value: string): boolean => uuidShape.safeParse(value).success;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

async function authenticateRequest(request: FastifyRequest): Promise<AuthUser> {
  const app = request.server;
  const token = bearerToken(request);
  if (!token) throw unauthorized(messages.api.unauthorized);
  const claims = await app.tokens.verifyAccessToken(token);
  // Every token we sign names its session (`sid`, the refresh family: a UUID, as the column it is compared with).
  if (!claims?.sid || !isUuid(claims.sid) || !isUuid(claims.sub)) {
    throw unauthorized(messages.api.invalidToken);
  }
  const user = await activeAccount(app.db, claims.sub, claims.sid);
  if (!user) throw unauthorized(messages.api.invalidToken);
  return user;
}

/** Sets `request.user`; the request's log lines name the caller from here on. */
function setUser(request: FastifyRequest, user: AuthUser): void {
  request.user = user;
  request.log = request.log.child({ userId: user.id });
}

/** Registers `app.authenticate`, `app.requireRole` and `request.user`. */
export function registerAuthGuard(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    setUser(request, await authenticateRequest(request));
  });
  app.decorate('requireRole', function requireRole(...required: Role[]) {
    return async function roleGuard(request: FastifyRequest) {
      const user = await authenticateRequest(request);
      setUser(request, user);
      if (!canAccess(required, user.roles)) throw forbidden();
    };
  });
}
