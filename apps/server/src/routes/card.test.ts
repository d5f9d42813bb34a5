/**
 * The membership card through HTTP (issue 20): `GET /Member/card` and the public `GET /Public/verify/{token}`,
 * read live, on both databases.
 */
import {
  API_PREFIX,
  CARD_TOKEN_MAX_LENGTH,
  CARD_VERIFY_PATH,
  ERROR_CODES,
  MEMBER_ACTION_TYPES,
  messages,
  ROLES,
  type CardCheck,
  type MemberAction,
  type MemberCard,
} from '@mijas/api/contract';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
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
import { manualClock } from '../http/context.ts';

const START = new Date('2026-05-10T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
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
        expiryDate: new Date(clock.now().getTime() + 30 * DAY).toISOString(),
      });
      // The same token on every load (no expiry, no issue time), so the QR code does not change.
      clock.advance(60_000);
      expect((await cardOf(api)).verifyUrl).toBe(none.verifyUrl);
      expect(decodeJwt(tokenOf(active))).toEqual({ sub: user.id, aud: CARD_AUDIENCE });
      expect(decodeProtectedHeader(tokenOf(active))).toMatchObject({
        alg: 'EdDSA',
        kid: expect.any(String),
      });
      expect(tokenOf(active).length).toBeLessThan(300);
    });

    it('names the member by username when they have no name, and numbers members in order', async () => {
      const first = await signedIn(ROLES.member, { firstName: null, lastName: null });
      const second = await signedIn();
      const card = await cardOf(first.api);
      expect(card.fullName).toBe(first.user.username);
      expect((await cardOf(second.api)).memberNumber).toBeGreaterThan(card.memberNumber);
    });

    it('is refused to admins and root admins (403) and to no session (401)', async () => {
      const admin = await signedIn(ROLES.admin);
      for (const api of [admin.api, await root()]) {
        const response = await api.get('/Member/card');
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
      expect((await client(t.app).get('/Member/card')).statusCode).toBe(401);
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
      expect(inactive.json()).toMatchObject({
        status: 'inactive',
        expiryDate: card.expiryDate,
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

    it('shows an expired membership as expired', async () => {
      const { user, api } = await signedIn();
      await renew(user.id, 1);
      const token = tokenOf(await cardOf(api));
      clock.advance(DAY + 1);
      expect((await check(token)).json()).toMatchObject({ status: 'expired' });
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
      const token = tokenOf(await cardOf(api));
      const before = (await cardChecks(user.id)).length;

      for (const at of [5, token.indexOf('.') + 3, token.length - 2]) {
        const changed = token[at] === 'A' ? 'B' : 'A';
        await expectRefused(`${token.slice(0, at)}${changed}${token.slice(at + 1)}`);
      }
      await expectRefused('not-a-card-token');
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

      const cardToken = tokenOf(await cardOf(api));
      const asBearer = await client(t.app, cardToken).get('/Member/card');
      expect(asBearer.statusCode).toBe(401);
      expect(asBearer.json()).toEqual({ message: messages.api.invalidToken });
    });

    it("refuses the card of an account that is not a member's or no longer exists", async () => {
      const { user, api } = await signedIn();
      const token = tokenOf(await cardOf(api));
      await t.database.db.update(users).set({ role: ROLES.admin }).where(eq(users.id, user.id));
      await expectRefused(token);
      await t.database.db.delete(users).where(eq(users.id, user.id));
      await expectRefused(token);
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
