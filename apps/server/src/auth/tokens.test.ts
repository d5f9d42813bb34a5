import { ROLES } from '@mijas/api/contract';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS, testConfig } from '../../test/app.ts';
import { openTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/database.ts';
import { signingKeys } from '../db/schema.ts';
import { manualClock } from '../http/context.ts';
import { createTokenService } from './tokens.ts';

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

  it('shares one key between processes and picks up a key another process added later', async () => {
    const first = await createTokenService(database.db, config, clock);
    const second = await createTokenService(database.db, config, clock);
    expect(second.jwks()).toEqual(first.jwks());

    // Another process adds a newer key (rotation): new services sign with it, older ones still verify it.
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', {
      crv: 'Ed25519',
      extractable: true,
    });
    const kid = 'rotated-key';
    await database.db.insert(signingKeys).values({
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'EdDSA' },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' },
      createdAt: new Date(Date.now() + 60_000),
    });
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
});
