/**
 * Access tokens: Keycloak-shaped JWTs signed with Ed25519 (jose), verifiable by anyone through the JWKS at
 * `/.well-known/jwks.json`. The key pair lives in the database so every server process signs alike.
 *
 * Card tokens (issue 20) are signed with the same keys: `{ sub: <member id>, aud: "mijas-card" }` and nothing
 * else — no expiry (the status is read live at each check, so a printed card keeps working) and no `iat`, so
 * Ed25519 (deterministic) gives a member the same token on every signing. Since issue 30 a card's link carries an
 * opaque card id instead (`card/queries.ts`: ~255 characters made a QR code of version 12); links printed before
 * still verify, as the member's first card (see `member_cards`). Neither kind passes for the other: a card token
 * has the card audience and no `typ: Bearer` or issuer, an access token no audience.
 */
import { fullName, type AccessTokenClaims, type Role } from '@mijas/api/contract';
import { desc, eq } from 'drizzle-orm';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import { randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { signingKeys } from '../db/schema.ts';
import type { Clock } from '../clock.ts';

const ALG = 'EdDSA';
/** Keycloak's client id of the web app (`azp`). */
const CLIENT_ID = 'mijas-web';
/** The audience of a card token: what tells it from an access token. */
export const CARD_AUDIENCE = 'mijas-card';
/** The `typ` claim of an access token (Keycloak's). */
const ACCESS_TYPE = 'Bearer';

export interface TokenUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  firstName: string | null;
  lastName: string | null;
}

export interface TokenService {
  /** A signed access token for `user`; `sessionId` is the refresh family (claim `sid`). */
  signAccessToken(user: TokenUser, sessionId: string): Promise<string>;
  /** The verified claims, or null for a token that is forged, expired or malformed. */
  verifyAccessToken(token: string): Promise<AccessTokenClaims | null>;
  /**
   * A member's card token: the same for the same member and signing key (no expiry, no issue time). The form of
   * the links given before issue 30, which the server gives no more: for tests of those still in use.
   */
  signCardToken(memberId: string): Promise<string>;
  /** The member id a card token names, or null for a token that is forged, tampered, garbled or not a card's. */
  verifyCardToken(token: string): Promise<string | null>;
  /** The public keys, for `/.well-known/jwks.json`. */
  jwks(): { keys: JWK[] };
}

/**
 * Whether `token` is a compact JWS each of whose three segments is canonical base64url (re-encoding its bytes
 * gives the same text): one token per signature, so a changed character is always a different token.
 */
export function isCanonicalCompactJws(token: string): boolean {
  const segments = token.split('.');
  return (
    segments.length === 3 &&
    segments.every(
      (segment) =>
        /^[A-Za-z0-9_-]+$/.test(segment) &&
        Buffer.from(segment, 'base64url').toString('base64url') === segment,
    )
  );
}

async function loadOrCreateKey(db: Db) {
  const [existing] = await db
    .select()
    .from(signingKeys)
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid))
    .limit(1);
  if (existing) return existing;
  const { privateKey, publicKey } = await generateKeyPair(ALG, {
    crv: 'Ed25519',
    extractable: true,
  });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
  await db.insert(signingKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
  // Another process may have created one at the same time: the newest row wins for everyone.
  const [chosen] = await db
    .select()
    .from(signingKeys)
    .orderBy(desc(signingKeys.createdAt), desc(signingKeys.kid))
    .limit(1);
  if (!chosen) throw new Error('No signing key after creating one');
  return chosen;
}

export async function createTokenService(
  db: Db,
  config: ServerConfig,
  clock: Clock,
): Promise<TokenService> {
  const row = await loadOrCreateKey(db);
  const all = await db.select({ publicJwk: signingKeys.publicJwk }).from(signingKeys);
  const privateKey = (await importJWK(row.privateJwk as JWK, ALG)) as CryptoKey;
  const publicKeys = new Map<string, CryptoKey>();
  for (const { publicJwk } of all) {
    const jwk = publicJwk as JWK;
    if (jwk.kid) publicKeys.set(jwk.kid, (await importJWK(jwk, ALG)) as CryptoKey);
  }
  const { issuer, accessTtlSeconds } = config.tokens;
  const unknownKids = new Set<string>();

  /** A verification key by id; one added later by another process is looked up once. */
  async function publicKey(kid: string): Promise<CryptoKey | undefined> {
    const known = publicKeys.get(kid);
    if (known || unknownKids.has(kid)) return known;
    const [found] = await db
      .select({ publicJwk: signingKeys.publicJwk })
      .from(signingKeys)
      .where(eq(signingKeys.kid, kid))
      .limit(1);
    if (!found) {
      if (unknownKids.size >= 1000) unknownKids.clear();
      unknownKids.add(kid);
      return undefined;
    }
    const key = (await importJWK(found.publicJwk as JWK, ALG)) as CryptoKey;
    publicKeys.set(kid, key);
    all.push(found);
    return key;
  }

  /** The key of a token's header `kid`, for jose (any key of ours, including those added since we started). */
  async function keyOf(header: { kid?: string | undefined }): Promise<CryptoKey> {
    const key = header.kid ? await publicKey(header.kid) : undefined;
    if (!key) throw new Error('unknown key');
    return key;
  }

  return {
    async signAccessToken(user, sessionId) {
      const now = Math.floor(clock.now().getTime() / 1000);
      const claims: Record<string, unknown> = {
        typ: ACCESS_TYPE,
        azp: CLIENT_ID,
        sid: sessionId,
        preferred_username: user.username,
        email: user.email,
        realm_access: { roles: [user.role] },
      };
      if (user.firstName) claims.given_name = user.firstName;
      if (user.lastName) claims.family_name = user.lastName;
      const name = fullName(user);
      if (name) claims.name = name;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, kid: row.kid, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + accessTtlSeconds)
        .sign(privateKey);
    },

    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, keyOf, {
          issuer,
          algorithms: [ALG],
          currentDate: clock.now(),
        });
        // A card token is never a bearer: it has an audience and no `typ`.
        if (payload.typ !== ACCESS_TYPE || payload.aud !== undefined) return null;
        if (typeof payload.sub !== 'string') return null;
        return payload as unknown as AccessTokenClaims;
      } catch {
        return null;
      }
    },

    async signCardToken(memberId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALG, kid: row.kid })
        .setSubject(memberId)
        .setAudience(CARD_AUDIENCE)
        .sign(privateKey);
    },

    async verifyCardToken(token) {
      // Only the one spelling the server signs: base64url leaves a segment's last character a few unused bits,
      // so without this a token with its last character changed could still verify.
      if (!isCanonicalCompactJws(token)) return null;
      try {
        const { payload } = await jwtVerify(token, keyOf, {
          audience: CARD_AUDIENCE,
          algorithms: [ALG],
          currentDate: clock.now(),
        });
        return typeof payload.sub === 'string' ? payload.sub : null;
      } catch {
        return null;
      }
    },

    jwks() {
      return { keys: all.map(({ publicJwk }) => publicJwk as JWK) };
    },
  };
}
