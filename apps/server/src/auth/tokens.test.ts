import { ROLES } from '@mijas/api/contract';
import {
  decodeJwt,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  importJWK,
  SignJWT,
  type JWK,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS, testConfig } from '../../test/app.ts';
import { openTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/database.ts';
import { signingKeys } from '../db/schema.ts';
import { manualClock } from '../clock.ts';
import { CARD_AUDIENCE, createTokenService } from './tokens.ts';

const user = {
  id: '5a0c2d8e-3f1b-4c6a-9e7d-1b2c3d4e5f60',
  username: 'lina',
  email: 'lina@example.com',
  role: ROLES.admin,
  firstName: 'Lina',
  lastName: null,
};

describe('token service', () => {
  let database: Database;
  const clock = manualClock(new Date('2026-01-10T10:00:00Z'));
  const config = testConfig();

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await database?.close();
  });

  /** Another process adds a key newer than every other (rotation), `aheadMs` after now. */
  async function addNewerKey(kid: string, aheadMs: number): Promise<void> {
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', {
      crv: 'Ed25519',
      extractable: true,
    });
    await database.db.insert(signingKeys).values({
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' },
      createdAt: new Date(Date.now() + aheadMs),
    });
  }

  it('shares one key between processes and picks up a key another process added later', async () => {
    const first = await createTokenService(database.db, config, clock);
    const second = await createTokenService(database.db, config, clock);
    expect(second.jwks()).toEqual(first.jwks());

    // Another process adds a newer key (rotation): new services sign with it, older ones still verify it.
    const kid = 'rotated-key';
    await addNewerKey(kid, 60_000);
    const rotated = await createTokenService(database.db, config, clock);
    const token = await rotated.signAccessToken(user, 'family-1');
    const claims = await first.verifyAccessToken(token);
    expect(claims).toMatchObject({
      sub: user.id,
      preferred_username: 'lina',
      realm_access: { roles: [ROLES.admin] },
      given_name: 'Lina',
      name: 'Lina',
      sid: 'family-1',
    });
    expect(claims?.family_name).toBeUndefined();
    expect(first.jwks().keys.map((key) => key.kid)).toContain(kid);
  });

  it('refuses expired tokens and tokens of another issuer', async () => {
    const service = await createTokenService(database.db, config, clock);
    const token = await service.signAccessToken(user, 'family-2');
    const other = await createTokenService(
      database.db,
      { ...config, tokens: { ...config.tokens, issuer: 'someone-else' } },
      clock,
    );
    expect(await other.verifyAccessToken(token)).toBeNull();
    clock.advance(config.tokens.accessTtlSeconds * 1000 + 1);
    expect(await service.verifyAccessToken(token)).toBeNull();
    expect(await service.verifyAccessToken('not.a.jwt')).toBeNull();
  });

  describe('card tokens', () => {
    it('names the member only, the same token on every signing, with no expiry', async () => {
      const service = await createTokenService(database.db, config, clock);
      const token = await service.signCardToken(user.id);
      expect(await service.signCardToken(user.id)).toBe(token);
      expect(decodeJwt(token)).toEqual({ sub: user.id, aud: CARD_AUDIENCE });
      const { kid, ...header } = decodeProtectedHeader(token);
      expect(header).toEqual({ alg: 'EdDSA' });
      expect(service.jwks().keys.map((key) => key.kid)).toContain(kid);
      clock.advance(10 * 365 * 24 * 60 * 60 * 1000);
      expect(await service.verifyCardToken(token)).toBe(user.id);
    });

    it('refuses the token with any one character changed, its last one included', async () => {
      const service = await createTokenService(database.db, config, clock);
      const token = await service.signCardToken(user.id);
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      const accepted: string[] = [];
      for (let at = 0; at < token.length; at += 1) {
        if (token[at] === '.') continue;
        // The next letter of the alphabet: for a last character, the one sharing its used bits.
        const next = alphabet[(alphabet.indexOf(token[at] ?? '') + 1) % alphabet.length];
        const changed = `${token.slice(0, at)}${next}${token.slice(at + 1)}`;
        if ((await service.verifyCardToken(changed)) !== null) accepted.push(`${at}: ${next}`);
      }
      expect(accepted).toEqual([]);
      expect(await service.verifyCardToken(token)).toBe(user.id);
    });

    it('is verified by a process that started before the key it was signed with', async () => {
      const older = await createTokenService(database.db, config, clock);
      const kid = 'card-rotated-key';
      await addNewerKey(kid, 120_000);
      const newer = await createTokenService(database.db, config, clock);
      const token = await newer.signCardToken(user.id);
      expect(decodeProtectedHeader(token).kid).toBe(kid);
      expect(await older.verifyCardToken(token)).toBe(user.id);
    });

    it('never passes for an access token, nor an access token for it', async () => {
      const service = await createTokenService(database.db, config, clock);
      const access = await service.signAccessToken(user, 'family-card');
      const card = await service.signCardToken(user.id);
      expect(await service.verifyAccessToken(access)).not.toBeNull();
      expect(await service.verifyCardToken(access)).toBeNull();
      expect(await service.verifyAccessToken(card)).toBeNull();
      // Even with the issuer and `typ` of an access token, a token with the card's audience is no bearer.
      const row = (await database.db.select().from(signingKeys)).find(
        (key) => key.kid === decodeProtectedHeader(card).kid,
      );
      const key = await importJWK(row?.privateJwk as JWK, 'EdDSA');
      const now = Math.floor(clock.now().getTime() / 1000);
      const hybrid = await new SignJWT({ typ: 'Bearer' })
        .setProtectedHeader({ alg: 'EdDSA', kid: row?.kid ?? '' })
        .setSubject(user.id)
        .setIssuer(config.tokens.issuer)
        .setAudience(CARD_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 60)
        .sign(key);
      expect(await service.verifyAccessToken(hybrid)).toBeNull();
      expect(await service.verifyCardToken(hybrid)).toBe(user.id);
    });

    it('refuses a tampered, garbled or foreign token', async () => {
      const service = await createTokenService(database.db, config, clock);
      const token = await service.signCardToken(user.id);
      const at = token.lastIndexOf('.') + 4;
      const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
      expect(await service.verifyCardToken(tampered)).toBeNull();
      expect(await service.verifyCardToken('garbled')).toBeNull();
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const foreign = await new SignJWT({})
        .setProtectedHeader({ alg: 'EdDSA', kid: 'someone-elses-key' })
        .setSubject(user.id)
        .setAudience(CARD_AUDIENCE)
        .sign(privateKey);
      expect(await service.verifyCardToken(foreign)).toBeNull();
    });
  });
});
