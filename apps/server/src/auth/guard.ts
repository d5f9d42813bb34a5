/**
 * The auth guard of every protected route. `app.authenticate` checks the bearer token (signature, issuer,
 * expiry) and that the account still exists and is active, then sets `request.user`; `app.requireRole(...)`
 * adds the role check by the contract's rule (`canAccess`, which the router's guards use too): roles are
 * hierarchical, so a root admin passes `requireRole('mijas-admin')`.
 */
import { canAccess, isRole, messages, type Role } from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';
import type { AuthUser } from '../http/context.ts';
import { forbidden, unauthorized } from '../http/errors.ts';

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
  if (!claims) throw unauthorized(messages.api.invalidToken);
  // One primary-key read per request: a deactivated account is cut off at once, not when its token expires.
  const [user] = await app.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      isActive: users.isActive,
    })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
  if (!user || !user.isActive || !isRole(user.role)) {
    throw unauthorized(messages.api.invalidToken);
  }
  return { id: user.id, username: user.username, email: user.email, roles: [user.role] };
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
