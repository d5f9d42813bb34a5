/**
 * The membership card through the client against the real server (issue 20): a member's card, its QR code's
 * id checked by someone with no session, refused once tampered with, Not active once replaced (issue 30).
 */
import { CARD_VERIFY_PATH, createApiClient, isApiError, messages } from '@mijas/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, TEST_PASSWORD } from '../../apps/server/test/users.ts';
import { passwordTokens, SETUP_TIMEOUT_MS, startServer, type TestServer } from './server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await server?.close();
});

/** A client with no session (a partner's phone), or with `token`. */
function clientWith(token: string | null = null) {
  return createApiClient({
    baseUrl: server.baseUrl,
    auth: { getToken: () => token, refresh: () => Promise.reject(new Error('no session')) },
  });
}

describe('the membership card through the client', () => {
  it('gives a member their card, whose token anyone checks without a session, and refuses it altered', async () => {
    const member = await insertUser(server);
    const { token } = await passwordTokens(
      clientWith().login({ emailOrUsername: member.username, password: TEST_PASSWORD }),
    );
    const card = await clientWith(token).getMemberCard();
    expect(card).toMatchObject({ fullName: 'Omar Saleh', status: 'inactive', expiryDate: null });

    const url = new URL(card.verifyUrl);
    expect(url.origin).toBe(new URL(server.config.publicUrl).origin);
    const cardToken = decodeURIComponent(url.pathname.slice(`${CARD_VERIFY_PATH}/`.length));
    const partner = clientWith();
    expect(await partner.verifyCard(cardToken)).toEqual({
      fullName: 'Omar Saleh',
      status: 'inactive',
      expiryDate: null,
      checkedAt: server.clock.now().toISOString(),
    });

    const altered = `${cardToken.slice(0, -3)}${cardToken.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const refused = await partner.verifyCard(altered).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(404);
    expect((refused as Error).message).toBe(messages.api.cardNotRecognised);

    // Replaced (issue 30): a new link, and the old one says Not active.
    const replaced = await clientWith(token).replaceMemberCard();
    expect(replaced.verifyUrl).not.toBe(card.verifyUrl);
    expect(await partner.verifyCard(cardToken)).toMatchObject({
      status: 'inactive',
      expiryDate: null,
    });
  });
});
