/**
 * The membership card through HTTP (issue 20): `GET /Member/card` and the public `GET /Public/verify/{token}`,
 * read live, on both databases.
 */
import {
  API_PREFIX,
  CARD_ID_LENGTH,
  CARD_TOKEN_MAX_LENGTH,
  CARD_VERIFY_PATH,
  CARD_VERIFY_URL_MAX_LENGTH,
  type CardCheck,
  cardIdSchema,
  DAY_MS,
  ERROR_CODES,
  MEMBER_ACTION_TYPES,
  type MemberAction,
  type MemberCard,
  messages,
  ROLES,
} from '@mijas/api/contract';
import { and, eq } from 'drizzle-orm';
import { decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  login,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';
import { CARD_AUDIENCE } from '../auth/tokens.ts';
import { memberActions, users } from '../db/schema.ts';
import { manualClock } from '../clock.ts';

const START = new Date('2026-05-10T08:00:00Z');
const CARD_CHECKS_PER_MINUTE = 5;

describe.each(backends)('The membership card on %s', (backend) => {
  let t: TestApp;
  const clock = manualClock(START);
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(backend, {
      clock,
      demo: false,
      env: { RATE_LIMIT_CARD_CHECKS: String(CARD_CHECKS_PER_MINUTE) },
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  /** The root admin, logged in now (tests move the clock past a token's life). */
  async function root(): Promise<Client> {
    return client(t.app, (await login(t.app, ROOT)).token);
  }

  /** A member (or another role) who has logged in. */
  async function signedIn(role: string = ROLES.member, overrides = {}) {
    const user = await insertUser(t, { role, ...overrides });
    const { token } = await login(t.app, { username: user.username, password: TEST_PASSWORD });
    return { user, token, api: client(t.app, token) };
  }

  async function cardOf(api: Client): Promise<MemberCard> {
    const response = await api.get('/Member/card');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  /** The token of a card's verify link. */
  function tokenOf(card: MemberCard): string {
    const { pathname } = new URL(card.verifyUrl);
    expect(pathname.startsWith(`${CARD_VERIFY_PATH}/`)).toBe(true);
    return decodeURIComponent(pathname.slice(CARD_VERIFY_PATH.length + 1));
  }

  /** A check with no session, each from an address of its own unless `from` is given (the limit is per IP). */
  function check(
    token: string,
    from = `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
  ) {
    return t.app.inject({
      method: 'GET',
      url: `${API_PREFIX}/Public/verify/${encodeURIComponent(token)}`,
      remoteAddress: from,
    });
  }

  async function expectRefused(token: string) {
    const response = await check(token);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toEqual({ message: messages.api.cardNotRecognised });
    expect(response.headers['cache-control']).toBe('no-store');
  }

  async function renew(memberId: string, numberOfDays: number) {
    const response = await (
      await root()
    ).put('/Admin/members/renew-membership', {
      memberId,
      numberOfDays,
      amount: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function cardChecks(memberId: string) {
    return t.database.db
      .select({ createdAt: memberActions.createdAt, madeById: memberActions.madeById })
      .from(memberActions)
      .where(
        and(
          eq(memberActions.userId, memberId),
          eq(memberActions.actionType, MEMBER_ACTION_TYPES.cardChecked),
        ),
      );
  }

  describe('GET /Member/card', () => {
    it('gives a member their card: number, name, status, expiry and the link of its QR code', async () => {
      const { user, api } = await signedIn();
      const none = await cardOf(api);
      const [stored] = await t.database.db
        .select({ memberNumber: users.memberNumber })
        .from(users)
        .where(eq(users.id, user.id));
      expect(none).toEqual({
        memberNumber: stored?.memberNumber,
        fullName: 'Omar Saleh',
        status: 'inactive',
        expiryDate: null,
        verifyUrl: expect.stringMatching(`^${t.config.publicUrl}${CARD_VERIFY_PATH}/`),
      });

      await renew(user.id, 30);
      const active = await cardOf(api);
      expect(active).toMatchObject({
        status: 'active',
        expiryDate: new Date(clock.now().getTime() + 30 * DAY_MS).toISOString(),
      });
      // The same link on every load, so the QR code does not change.
      clock.advance(60_000);
      expect((await cardOf(api)).verifyUrl).toBe(none.verifyUrl);
      expect(active.verifyUrl).toBe(none.verifyUrl);
    });

    it('links to a short opaque card id (issue 30): 22 characters, short enough for a QR code of version 5', async () => {
      const { user, api } = await signedIn();
      const card = await cardOf(api);
      const id = tokenOf(card);
      expect(cardIdSchema.safeParse(id).success, id).toBe(true);
      expect(id).toHaveLength(CARD_ID_LENGTH);
      expect(card.verifyUrl).toBe(`${t.config.publicUrl}${CARD_VERIFY_PATH}/${id}`);
      expect(card.verifyUrl.length).toBeLessThanOrEqual(CARD_VERIFY_URL_MAX_LENGTH);
      // Nothing of the member in it.
      expect(id).not.toContain(user.id);
      expect(tokenOf(await cardOf((await signedIn()).api))).not.toBe(id);
    });

    it('names the member by username when they have no name, and numbers members in order', async () => {
      const first = await signedIn(ROLES.member, { firstName: null, lastName: null });
      const second = await signedIn();
      const card = await cardOf(first.api);
      expect(card.fullName).toBe(first.user.username);
      expect((await cardOf(second.api)).memberNumber).toBeGreaterThan(card.memberNumber);
    });

    it('is refused, and so is Replace my card, to admins and root admins (403) and to no session (401)', async () => {
      const admin = await signedIn(ROLES.admin);
      const calls = [
        (api: Client) => api.get('/Member/card'),
        (api: Client) => api.post('/Member/card/replace'),
      ];
      for (const call of calls) {
        for (const api of [admin.api, await root()]) {
          const response = await call(api);
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: expect.any(String) });
        }
        expect((await call(client(t.app))).statusCode).toBe(401);
      }
    });
  });

  describe('GET /Public/verify/{token}', () => {
    it("shows a card's status now: active, then inactive once an admin deactivates it, and records each check", async () => {
      const { user, api } = await signedIn();
      await renew(user.id, 30);
      const card = await cardOf(api);
      const token = tokenOf(card);

      const active = await check(token);
      expect(active.statusCode, active.body).toBe(200);
      expect(active.headers['cache-control']).toBe('no-store');
      expect(active.json()).toEqual({
        fullName: 'Omar Saleh',
        status: 'active',
        expiryDate: card.expiryDate,
        checkedAt: clock.now().toISOString(),
      } satisfies CardCheck);

      clock.advance(60_000);
      const deactivated = await (
        await root()
      ).put('/Admin/members/deactivate-membership', {
        memberId: user.id,
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      const inactive = await check(token);
      // Not active says no date (issue 30): a deactivated membership's end is no answer to "is it valid?".
      expect(inactive.json()).toEqual({
        fullName: 'Omar Saleh',
        status: 'inactive',
        expiryDate: null,
        checkedAt: clock.now().toISOString(),
      });

      // A deactivated account's card is inactive too, whatever its membership.
      await renew(user.id, 30);
      expect((await check(token)).json()).toMatchObject({ status: 'active' });
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
      expect((await check(token)).json()).toMatchObject({ status: 'inactive' });

      const checks = await cardChecks(user.id);
      expect(checks).toHaveLength(4);
      expect(checks.every((row) => row.madeById === null)).toBe(true);
    });

    it('records one "Card checked" per client and card a minute, however often and at once it checks', async () => {
      const { user, api } = await signedIn();
      const token = tokenOf(await cardOf(api));
      const from = '192.0.2.88';
      const answers = await Promise.all(
        Array.from({ length: CARD_CHECKS_PER_MINUTE - 1 }, () => check(token, from)),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      expect(await cardChecks(user.id)).toHaveLength(1);
      // Another client's check is its own; the same client's is recorded again a minute later.
      expect((await check(token, '192.0.2.89')).statusCode).toBe(200);
      expect(await cardChecks(user.id)).toHaveLength(2);
      clock.advance(59_000);
      expect((await check(token, from)).statusCode).toBe(200);
      expect(await cardChecks(user.id)).toHaveLength(2);
      clock.advance(1000);
      expect((await check(token, from)).statusCode).toBe(200);
      expect(await cardChecks(user.id)).toHaveLength(3);
    });

    it('shows an expired membership as expired, with the day it ended', async () => {
      const { user, api } = await signedIn();
      await renew(user.id, 1);
      const card = await cardOf(api);
      clock.advance(DAY_MS + 1);
      expect((await check(tokenOf(card))).json()).toMatchObject({
        status: 'expired',
        expiryDate: card.expiryDate,
      });
    });

    it('Replace my card (issue 30): a new link, and the old one says Not active, with no date', async () => {
      const { user, api } = await signedIn();
      await renew(user.id, 30);
      const old = await cardOf(api);
      const replaced = await api.post('/Member/card/replace');
      expect(replaced.statusCode, replaced.body).toBe(200);
      const fresh = replaced.json() as MemberCard;
      expect(fresh).toEqual({ ...old, verifyUrl: expect.any(String) });
      expect(tokenOf(fresh)).not.toBe(tokenOf(old));
      expect(cardIdSchema.safeParse(tokenOf(fresh)).success).toBe(true);
      // The card page shows the new one from now on.
      expect((await cardOf(api)).verifyUrl).toBe(fresh.verifyUrl);

      const before = (await cardChecks(user.id)).length;
      const stale = await check(tokenOf(old));
      expect(stale.statusCode, stale.body).toBe(200);
      expect(stale.json()).toEqual({
        fullName: 'Omar Saleh',
        status: 'inactive',
        expiryDate: null,
        checkedAt: clock.now().toISOString(),
      } satisfies CardCheck);
      expect((await check(tokenOf(fresh))).json()).toMatchObject({ status: 'active' });
      // Both checks are in the history: an old card shown somewhere is worth knowing about.
      expect(await cardChecks(user.id)).toHaveLength(before + 2);

      // Replaced again: the first stays Not active, the second is now too.
      const third = (await (await api.post('/Member/card/replace')).json()) as MemberCard;
      for (const card of [old, fresh]) {
        expect((await check(tokenOf(card))).json()).toMatchObject({ status: 'inactive' });
      }
      expect((await check(tokenOf(third))).json()).toMatchObject({ status: 'active' });
    });

    it("deactivating the member's account revokes the link: Not active even once active again, and a new link", async () => {
      const { user, api } = await signedIn();
      await renew(user.id, 30);
      const old = await cardOf(api);
      const admin = await root();
      expect((await admin.put(`/Admin/members/${user.id}/deactivate`)).statusCode).toBe(200);
      expect((await check(tokenOf(old))).json()).toMatchObject({
        status: 'inactive',
        expiryDate: null,
      });
      expect((await admin.put(`/Admin/members/${user.id}/activate`)).statusCode).toBe(200);
      expect((await check(tokenOf(old))).json()).toMatchObject({ status: 'inactive' });

      const { token } = await login(t.app, { username: user.username, password: TEST_PASSWORD });
      const fresh = await cardOf(client(t.app, token));
      expect(tokenOf(fresh)).not.toBe(tokenOf(old));
      expect((await check(tokenOf(fresh))).json()).toMatchObject({ status: 'active' });
      // A deactivated membership only reads Not active while it is: a renewal brings the same link back.
      expect(
        (await admin.put('/Admin/members/deactivate-membership', { memberId: user.id })).statusCode,
      ).toBe(200);
      expect((await check(tokenOf(fresh))).json()).toMatchObject({ status: 'inactive' });
      await renew(user.id, 30);
      expect((await check(tokenOf(fresh))).json()).toMatchObject({ status: 'active' });
    });

    it('a link in the signed form of before (issue 20) keeps verifying until the card is first revoked', async () => {
      const replacing = await signedIn();
      const deactivated = await signedIn();
      for (const { user } of [replacing, deactivated]) await renew(user.id, 30);
      const signed = {
        replacing: await t.app.tokens.signCardToken(replacing.user.id),
        deactivated: await t.app.tokens.signCardToken(deactivated.user.id),
      };
      // Printed before the upgrade: still active, also once the member has seen their new link.
      expect((await check(signed.replacing)).json()).toMatchObject({ status: 'active' });
      await cardOf(replacing.api);
      expect((await check(signed.replacing)).json()).toMatchObject({ status: 'active' });

      expect((await replacing.api.post('/Member/card/replace')).statusCode).toBe(200);
      expect((await check(signed.replacing)).json()).toMatchObject({
        status: 'inactive',
        expiryDate: null,
      });

      // Revoked by a deactivation of a member who never opened their card since.
      const admin = await root();
      const id = deactivated.user.id;
      expect((await admin.put(`/Admin/members/${id}/deactivate`)).statusCode).toBe(200);
      expect((await admin.put(`/Admin/members/${id}/activate`)).statusCode).toBe(200);
      expect((await check(signed.deactivated)).json()).toMatchObject({ status: 'inactive' });
    });

    it('lists "Card checked" in the member history with its time and nobody as its maker', async () => {
      const { user, api } = await signedIn();
      const token = tokenOf(await cardOf(api));
      clock.advance(60_000);
      const checkedAt = clock.now().toISOString();
      expect((await check(token)).statusCode).toBe(200);
      const history = await (
        await root()
      ).get(
        `/Admin/members/member-history?memberUsername=${user.username}&pageNumber=1&pageSize=10`,
      );
      expect(history.statusCode, history.body).toBe(200);
      const actions = (history.json() as { membershipActions: MemberAction[] }).membershipActions;
      expect(actions.filter((a) => a.actionTypeId === MEMBER_ACTION_TYPES.cardChecked)).toEqual([
        expect.objectContaining({
          userName: user.username,
          madeByUserName: null,
          actionCreatedAt: checkedAt,
        }),
      ]);
    });

    it('refuses a token with one character changed, garbled, empty, overlong or of another key, recording nothing', async () => {
      const { user, api } = await signedIn();
      await renew(user.id, 30);
      // The signed form of before (issue 20), still verified.
      const token = await t.app.tokens.signCardToken(user.id);
      const before = (await cardChecks(user.id)).length;

      for (const at of [5, token.indexOf('.') + 3, token.length - 2]) {
        const changed = token[at] === 'A' ? 'B' : 'A';
        await expectRefused(`${token.slice(0, at)}${changed}${token.slice(at + 1)}`);
      }
      await expectRefused('not-a-card-token');
      // An id of a card's shape that the server never gave.
      await expectRefused('A'.repeat(CARD_ID_LENGTH));
      const id = tokenOf(await cardOf(api));
      await expectRefused(`${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`);
      await expectRefused(id.toLowerCase() === id ? id.toUpperCase() : id.toLowerCase());
      await expectRefused('a.b.c');
      await expectRefused(`${token}x`);
      await expectRefused('x'.repeat(CARD_TOKEN_MAX_LENGTH + 1));
      await expectRefused('x'.repeat(CARD_TOKEN_MAX_LENGTH * 4));
      await expectRefused(`${token}/more`);
      // Percent-encoding the router cannot decode.
      const undecodable = await t.app.inject({ url: `${API_PREFIX}/Public/verify/%E0%A4%A` });
      expect(undecodable.statusCode).toBe(404);
      expect(undecodable.json()).toEqual({ message: messages.api.cardNotRecognised });

      // The same claims and our key id, signed with another key.
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: 'EdDSA', kid: decodeProtectedHeader(token).kid ?? '' })
        .setSubject(user.id)
        .setAudience(CARD_AUDIENCE)
        .sign(privateKey);
      await expectRefused(forged);
      expect(await cardChecks(user.id)).toHaveLength(before);
      const empty = await check('');
      expect(empty.statusCode).toBe(404);
      expect(empty.json()).toEqual({ message: messages.api.cardNotRecognised });
    });

    it("refuses an access token as a card, and a card's token as a bearer", async () => {
      const { token: accessToken, user, api } = await signedIn();
      await renew(user.id, 30);
      await expectRefused(accessToken);

      for (const cardToken of [
        tokenOf(await cardOf(api)),
        await t.app.tokens.signCardToken(user.id),
      ]) {
        const asBearer = await client(t.app, cardToken).get('/Member/card');
        expect(asBearer.statusCode).toBe(401);
        expect(asBearer.json()).toEqual({ message: messages.api.invalidToken });
      }
    });

    it("refuses the card of an account that is not a member's or no longer exists", async () => {
      const { user, api } = await signedIn();
      const tokens = [tokenOf(await cardOf(api)), await t.app.tokens.signCardToken(user.id)];
      await t.database.db.update(users).set({ role: ROLES.admin }).where(eq(users.id, user.id));
      for (const token of tokens) await expectRefused(token);
      await t.database.db.delete(users).where(eq(users.id, user.id));
      for (const token of tokens) await expectRefused(token);
    });

    it("answers other addresses' overlong or undecodable parameters with contract bodies, not Fastify's", async () => {
      const long = await t.app.inject({
        url: `${API_PREFIX}/RootAdmin/admins/${'x'.repeat(2000)}`,
      });
      expect(long.statusCode).toBe(404);
      expect(long.json()).toEqual({ message: messages.api.notFound });
      const undecodable = await t.app.inject({ url: `${API_PREFIX}/RootAdmin/admins/%E0%A4%A` });
      expect(undecodable.statusCode).toBe(400);
      expect(undecodable.json()).toEqual([
        { code: ERROR_CODES.invalidRequest, description: messages.api.invalidRequest },
      ]);
    });

    it('answers 429 {message} past the per-IP limit', async () => {
      const { api } = await signedIn();
      const token = tokenOf(await cardOf(api));
      const from = '192.0.2.77';
      for (let i = 0; i < CARD_CHECKS_PER_MINUTE; i += 1) {
        expect((await check(token, from)).statusCode).toBe(200);
      }
      const limited = await check(token, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: expect.any(String) });
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await check(token)).statusCode).toBe(200);
    });
  });
});
