import {
  API_PREFIX,
  LOGIN_LOCKOUT,
  messages,
  PASSKEY_ERROR_CODES,
  LOGIN_SECOND_STEPS,
  PASSKEY_LIMITS,
  passkeyMessages,
  ROLES,
  STAFF_PASSKEY_ERROR_CODES,
  staffPasskeyMessages,
  type AuthenticationOptions,
  type LoginSecondStep,
  type RegistrationOptions,
} from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { createAuthenticator, type SoftCredential } from '../../test/authenticator.ts';
import { backends } from '../../test/databases.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';
import { manualClock } from '../clock.ts';
import { passkeys, users } from '../db/schema.ts';
import { relyingParty } from '../passkeys/passkeys.ts';

const START = new Date('2026-03-01T09:00:00Z');
const say = passkeyMessages();

describe.each(backends)('passkeys on %s (issue 35)', (backend) => {
  let t: TestApp;
  const clock = manualClock(START);
  let authenticator: ReturnType<typeof createAuthenticator>;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, demo: false });
    origin = relyingParty(t.config).origin;
    authenticator = createAuthenticator(origin);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const visitor = () => client(t.app);

  /** A fresh member signed in with their password: the row and a client with their token. */
  async function member() {
    const user = await insertUser(t, { firstName: 'Lina', lastName: 'Haddad' });
    return { user, api: await signIn(user.username) };
  }

  async function signIn(username: string) {
    const response = await visitor().post('/User/login', {
      emailOrUsername: username,
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return client(t.app, (response.json() as { token: string }).token);
  }

  async function registrationOptions(api: Client) {
    const response = await api.post('/User/passkeys/registration-options');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RegistrationOptions;
  }

  /** A passkey added to `api`'s account, as My Profile adds one. */
  async function addPasskey(api: Client, name = 'Office PC') {
    const { credential, soft } = authenticator.create(await registrationOptions(api));
    const response = await api.post('/User/passkeys', { name, credential });
    expect(response.statusCode, response.body).toBe(201);
    return { soft, passkey: response.json() as { id: string; name: string } };
  }

  async function loginOptions() {
    const response = await visitor().post('/User/passkey-login/options');
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AuthenticationOptions;
  }

  async function passkeyLogin(
    soft: SoftCredential,
    options: Parameters<typeof authenticator.get>[2] = {},
  ) {
    const credential = authenticator.get(soft, await loginOptions(), options);
    return visitor().post('/User/passkey-login', { credential });
  }

  const refused = (code: string, description: string) => [{ code, description }];

  it('adds a named passkey, signs in with it (no password) as a password does, lists, renames and removes it', async () => {
    const { user, api } = await member();
    const options = await registrationOptions(api);
    const rp = relyingParty(t.config);
    expect(options.rp).toEqual({ id: rp.id, name: rp.name });
    expect(options.user.name).toBe(user.username);
    expect(options.user.displayName).toBe('Lina Haddad');
    expect(options.timeout).toBe(PASSKEY_LIMITS.challengeSeconds * 1000);
    const { credential, soft } = authenticator.create(options);
    const added = await api.post('/User/passkeys', { name: '  Office PC ', credential });
    expect(added.statusCode, added.body).toBe(201);
    const passkey = added.json() as { id: string };
    expect(added.json()).toEqual({
      id: expect.any(String),
      name: 'Office PC',
      createdAt: START.toISOString(),
      lastUsedAt: null,
      synced: false,
    });
    // A second passkey is offered without the first (the browser will not make one twice on one authenticator).
    const again = await registrationOptions(api);
    expect(again.excludeCredentials?.map((item) => item.id)).toEqual([credential.id]);

    clock.advance(60_000);
    const signedIn = await visitor().post('/User/passkey-login', {
      credential: authenticator.get(soft, await loginOptions()),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tokens = signedIn.json() as { token: string; refreshToken: string; roles: string[] };
    expect(tokens).toEqual({
      token: expect.any(String),
      refreshToken: expect.any(String),
      roles: [ROLES.member],
      expiresIn: expect.any(Number),
      refreshExpiresIn: expect.any(Number),
    });
    expect(decodeJwt(tokens.token).sub).toBe(user.id);
    const mine = client(t.app, tokens.token);
    expect((await mine.get('/User/sessions')).json()).toMatchObject({
      sessions: expect.arrayContaining([expect.objectContaining({ current: true })]),
    });
    const refreshed = await visitor().post('/User/refresh-token', {
      refreshToken: tokens.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);

    const renamed = await api.put(`/User/passkeys/${passkey.id}`, { name: 'Phone' });
    expect(renamed.statusCode).toBe(200);
    expect((await api.get('/User/passkeys')).json()).toEqual({
      passkeys: [
        {
          id: passkey.id,
          name: 'Phone',
          createdAt: START.toISOString(),
          lastUsedAt: new Date(START.getTime() + 60_000).toISOString(),
          synced: false,
        },
      ],
    });

    // Removing asks for the password (or a passkey); a wrong one is refused.
    expect((await api.delete(`/User/passkeys/${passkey.id}`, {})).json()).toEqual(
      refused(PASSKEY_ERROR_CODES.confirmationRequired, say.confirmationRequired),
    );
    const wrong = await api.delete(`/User/passkeys/${passkey.id}`, { password: 'Wrong#Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refused(PASSKEY_ERROR_CODES.wrongPassword, say.wrongPassword));
    const removed = await api.delete(`/User/passkeys/${passkey.id}`, { password: TEST_PASSWORD });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: say.removed });
    expect((await api.get('/User/passkeys')).json()).toEqual({ passkeys: [] });

    // Removed: it signs in no more.
    const after = await passkeyLogin(soft);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: say.unknownPasskey });
  });

  it('removes a passkey confirmed with an assertion of one of the account’s passkeys, not another account’s', async () => {
    const { api } = await member();
    const first = await addPasskey(api, 'Laptop');
    const second = await addPasskey(api, 'Phone');
    const stranger = await addPasskey((await member()).api, 'Theirs');

    const byStranger = await api.delete(`/User/passkeys/${first.passkey.id}`, {
      credential: authenticator.get(stranger.soft, await loginOptions()),
    });
    expect(byStranger.statusCode).toBe(400);
    expect(byStranger.json()).toEqual(refused(PASSKEY_ERROR_CODES.notVerified, say.notVerified));

    const confirmed = await api.delete(`/User/passkeys/${first.passkey.id}`, {
      credential: authenticator.get(second.soft, await loginOptions()),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(
      ((await api.get('/User/passkeys')).json() as { passkeys: { name: string }[] }).passkeys.map(
        (key) => key.name,
      ),
    ).toEqual(['Phone']);
    // Another account's passkey is not found by this one: 404, whatever the confirmation.
    const theirs = await api.delete(`/User/passkeys/${stranger.passkey.id}`, {
      password: TEST_PASSWORD,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: say.notFound });
    expect(
      (await api.put(`/User/passkeys/${stranger.passkey.id}`, { name: 'Mine' })).statusCode,
    ).toBe(404);
  });

  it('counts a wrong password of a removal toward the lockout, as a sign-in does', async () => {
    const { api } = await member();
    const { passkey } = await addPasskey(api);
    for (let i = 0; i < LOGIN_LOCKOUT.maxFailures; i += 1)
      expect(
        (await api.delete(`/User/passkeys/${passkey.id}`, { password: 'Wrong#Pass1' })).statusCode,
      ).toBe(400);
    // Locked: the right password is refused too, and the passkey stays.
    const locked = await api.delete(`/User/passkeys/${passkey.id}`, { password: TEST_PASSWORD });
    expect(locked.json()).toEqual(refused(PASSKEY_ERROR_CODES.wrongPassword, say.wrongPassword));
    expect((await api.get('/User/passkeys')).json()).toMatchObject({
      passkeys: [{ id: passkey.id }],
    });
  });

  it('refuses a replayed assertion: its challenge answered once', async () => {
    const { api } = await member();
    const { soft } = await addPasskey(api);
    const credential = authenticator.get(soft, await loginOptions());
    expect((await visitor().post('/User/passkey-login', { credential })).statusCode).toBe(200);
    const replayed = await visitor().post('/User/passkey-login', { credential });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
    );
  });

  it('refuses an assertion or a credential made on another site, and burns its challenge', async () => {
    const { api } = await member();
    const { soft } = await addPasskey(api);
    const options = await loginOptions();
    const phished = await visitor().post('/User/passkey-login', {
      credential: authenticator.get(soft, options, { origin: 'https://mijas-club.example.net' }),
    });
    expect(phished.statusCode).toBe(401);
    expect(phished.json()).toEqual({ message: say.notVerified });
    // The same challenge, now from the right site: already used.
    const retried = await visitor().post('/User/passkey-login', {
      credential: authenticator.get(soft, options),
    });
    expect(retried.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
    );

    const made = authenticator.create(await registrationOptions(api), {
      origin: 'https://mijas-club.example.net',
    });
    const foreign = await api.post('/User/passkeys', {
      name: 'Foreign',
      credential: made.credential,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(refused(PASSKEY_ERROR_CODES.notVerified, say.notVerified));
  });

  it("refuses another user's credential: a user handle that is not its owner's, another account's challenge", async () => {
    const one = await member();
    const other = await member();
    const { soft } = await addPasskey(one.api);
    const otherHandle = (await registrationOptions(other.api)).user.id;
    const swapped = await passkeyLogin(soft, { userHandle: otherHandle });
    expect(swapped.statusCode).toBe(401);
    expect(swapped.json()).toEqual({ message: say.notVerified });

    // A registration challenge issued to one account, answered for another.
    const { credential } = authenticator.create(await registrationOptions(one.api));
    const stolen = await other.api.post('/User/passkeys', { name: 'Stolen', credential });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
    );
  });

  it('refuses an expired challenge, and a counter that did not move on (a cloned authenticator)', async () => {
    const { user, api: first } = await member();
    const options = await registrationOptions(first);
    clock.advance(PASSKEY_LIMITS.challengeSeconds * 1000 + 1000);
    // Signed in again (the access token lives 5 minutes too), the challenge has expired.
    const api = await signIn(user.username);
    const late = await api.post('/User/passkeys', {
      name: 'Late',
      credential: authenticator.create(options).credential,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
    );

    const { soft } = await addPasskey(api);
    const loginLater = await loginOptions();
    clock.advance(PASSKEY_LIMITS.challengeSeconds * 1000 + 1000);
    const expired = await visitor().post('/User/passkey-login', {
      credential: authenticator.get(soft, loginLater),
    });
    expect(expired.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.challengeExpired, say.challengeExpired),
    );

    expect((await passkeyLogin(soft, { counter: 5 })).statusCode).toBe(200);
    const cloned = await passkeyLogin(soft, { counter: 5 });
    expect(cloned.statusCode).toBe(401);
    expect(cloned.json()).toEqual({ message: say.notVerified });
    expect((await passkeyLogin(soft, { counter: 3 })).statusCode).toBe(401);
    expect((await passkeyLogin(soft, { counter: 6 })).statusCode).toBe(200);
  });

  it('refuses a bad signature, an unverified user, and a deactivated account as a password sign-in does', async () => {
    const { user, api } = await member();
    const { soft } = await addPasskey(api);
    const credential = authenticator.get(soft, await loginOptions());
    const forged = {
      ...credential,
      response: {
        ...credential.response,
        signature: credential.response.signature.replace(/^.{4}/, 'AAAA'),
      },
    };
    expect((await visitor().post('/User/passkey-login', { credential: forged })).statusCode).toBe(
      401,
    );
    const noPin = await passkeyLogin(soft, { unverified: true });
    expect(noPin.statusCode).toBe(401);
    expect(noPin.json()).toEqual({ message: say.notVerified });

    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const disabled = await passkeyLogin(soft);
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toEqual({ message: messages.login.accountDisabled });
  });

  it(`keeps at most ${PASSKEY_LIMITS.maxPerUser} passkeys per account, and a credential once`, async () => {
    const { user, api } = await member();
    const { soft } = await addPasskey(api);
    // The same credential id again (an authenticator that ignored the exclude list): refused.
    const { credential } = authenticator.create(await registrationOptions(api));
    await t.database.db
      .update(passkeys)
      .set({ credentialId: credential.id })
      .where(eq(passkeys.credentialId, soft.id));
    const twice = await api.post('/User/passkeys', { name: 'Twice', credential });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.alreadyRegistered, say.alreadyRegistered),
    );

    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    await t.database.db.insert(passkeys).values(
      Array.from({ length: PASSKEY_LIMITS.maxPerUser - 1 }, (_, i) => ({
        ...row!,
        id: undefined,
        credentialId: `${row!.credentialId}-${i}`,
      })),
    );
    const full = await api.post('/User/passkeys/registration-options');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.tooMany, say.tooMany(PASSKEY_LIMITS.maxPerUser)),
    );
  });

  it("names each of an account's passkeys once, whatever the case", async () => {
    const { api } = await member();
    const { passkey: office } = await addPasskey(api, 'Office PC');
    const { credential } = authenticator.create(await registrationOptions(api));
    const again = await api.post('/User/passkeys', { name: ' office pc ', credential });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.nameTaken, say.nameTaken('office pc')),
    );
    const { passkey: phone } = await addPasskey(api, 'Phone');
    const renamed = await api.put(`/User/passkeys/${phone.id}`, { name: 'OFFICE PC' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual(
      refused(PASSKEY_ERROR_CODES.nameTaken, say.nameTaken('OFFICE PC')),
    );
    // Its own name in capitals is no other's; another account's names are its own business.
    expect((await api.put(`/User/passkeys/${office.id}`, { name: 'OFFICE PC' })).statusCode).toBe(
      200,
    );
    await addPasskey((await member()).api, 'Phone');
  });

  it('answers a malformed credential with 400 items, never a 500', async () => {
    const { api } = await member();
    for (const credential of [
      {},
      { id: 'x', rawId: 'x', type: 'public-key', response: {}, clientExtensionResults: {} },
      {
        id: 'x',
        rawId: 'x',
        type: 'public-key',
        response: { clientDataJSON: 'bm90IGpzb24', attestationObject: 'AAAA' },
        clientExtensionResults: {},
      },
    ]) {
      const response = await api.post('/User/passkeys', { name: 'Bad', credential });
      expect(response.statusCode, JSON.stringify(credential)).toBe(400);
      // The browser built it, not the person: one message, whatever the part.
      const items = response.json() as { code: string; description: string }[];
      expect(items.length).toBeGreaterThan(0);
      expect(new Set(items.map((item) => item.description))).toEqual(new Set([say.notVerified]));
    }
    const login = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/User/passkey-login`,
      payload: { credential: { id: '!!' } },
    });
    expect(login.statusCode).toBe(400);
  });

  describe('staff must use passkeys, if the club says so', () => {
    const SETTING = '/RootAdmin/settings/staff-passkeys';
    const staffSay = staffPasskeyMessages();
    /**
     * A root admin signed in while the rule is off; each call refreshes their session (a refresh is no sign-in: it
     * works under the rule, and past the 5 minutes of an access token when a test moves the clock).
     */
    let rootSession: { refreshToken: string } | undefined;
    async function root() {
      if (!rootSession) {
        const { username } = await insertUser(t, { role: ROLES.rootAdmin });
        rootSession = tokensOf(await passwordLogin(username));
      }
      const refreshed = tokensOf(
        await visitor().post('/User/refresh-token', { refreshToken: rootSession.refreshToken }),
      );
      rootSession = refreshed;
      return client(t.app, refreshed.token);
    }
    const setRule = async (required: boolean) => {
      const response = await (await root()).put(SETTING, { required });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ required });
    };
    const passwordLogin = (username: string) =>
      visitor().post('/User/login', { emailOrUsername: username, password: TEST_PASSWORD });
    /** A password sign-in that owes `step`: its answer (no tokens in it). */
    async function secondStep<S extends LoginSecondStep['secondStep']>(username: string, step: S) {
      const response = await passwordLogin(username);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as Extract<LoginSecondStep, { secondStep: S }>;
      expect(Object.keys(answer).sort()).toEqual(['options', 'secondStep', 'ticket']);
      expect(answer.secondStep).toBe(step);
      expect(answer.ticket).toBe(answer.options.challenge);
      return answer;
    }
    const tokensOf = (response: { statusCode: number; body: string; json(): unknown }) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { token: string; refreshToken: string; roles: string[] };
    };
    const expiredStep = refused(STAFF_PASSKEY_ERROR_CODES.stepExpired, staffSay.stepExpired);

    it('is read and changed by root admins only (403 for an admin or a member), its body checked', async () => {
      const admin = await signIn((await insertUser(t, { role: ROLES.admin })).username);
      const { api: someone } = await member();
      for (const api of [admin, someone]) {
        for (const response of [
          await api.get(SETTING),
          await api.put(SETTING, { required: true }),
        ]) {
          expect(response.statusCode).toBe(403);
          expect(response.json()).toEqual({ message: messages.api.forbidden });
        }
      }
      expect((await visitor().get(SETTING)).statusCode).toBe(401);
      const api = await root();
      expect((await api.get(SETTING)).json()).toEqual({ required: false });
      for (const body of [{}, { required: 'yes' }, { required: null }]) {
        const bad = await api.put(SETTING, body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual([
          { code: expect.any(String), description: staffSay.invalidSetting },
        ]);
      }
      await setRule(true);
      expect((await api.get(SETTING)).json()).toEqual({ required: true });
      await setRule(false);
      expect((await api.get(SETTING)).json()).toEqual({ required: false });
    });

    it('off: a staff password sign-in gets its tokens at once', async () => {
      const admin = await insertUser(t, { role: ROLES.admin });
      expect(tokensOf(await passwordLogin(admin.username)).roles).toEqual([ROLES.admin]);
    });

    it('on: a member is unaffected; an admin without a passkey adds one, then confirms with it; a passkey sign-in and a refresh need no step', async () => {
      const admin = await insertUser(t, {
        role: ROLES.admin,
        firstName: 'Rami',
        lastName: 'Nasser',
      });
      const earlier = tokensOf(await passwordLogin(admin.username));
      await setRule(true);
      try {
        const { user: someone } = await member();
        expect(tokensOf(await passwordLogin(someone.username)).roles).toEqual([ROLES.member]);
        // A session started before the rule keeps refreshing: the rule applies at sign-in.
        expect(
          (await visitor().post('/User/refresh-token', { refreshToken: earlier.refreshToken }))
            .statusCode,
        ).toBe(200);

        const adding = await secondStep(admin.username, LOGIN_SECOND_STEPS.addPasskey);
        expect(adding.options.user).toMatchObject({
          name: admin.username,
          displayName: 'Rami Nasser',
        });
        // The ticket is no access token.
        const asToken = await client(t.app, adding.ticket).get('/User/passkeys');
        expect(asToken.statusCode).toBe(401);
        const { credential, soft } = authenticator.create(adding.options);
        const added = tokensOf(
          await visitor().post('/User/passkey-login/add-passkey', {
            ticket: adding.ticket,
            name: 'Office PC',
            credential,
          }),
        );
        expect(added.roles).toEqual([ROLES.admin]);
        expect(decodeJwt(added.token).sub).toBe(admin.id);
        expect((await client(t.app, added.token).get('/User/passkeys')).json()).toMatchObject({
          passkeys: [{ name: 'Office PC' }],
        });
        // Used once.
        const again = await visitor().post('/User/passkey-login/add-passkey', {
          ticket: adding.ticket,
          name: 'Office PC',
          credential: authenticator.create(adding.options).credential,
        });
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(expiredStep);

        // Next time: the passkey, one of the account's own.
        const confirming = await secondStep(admin.username, LOGIN_SECOND_STEPS.passkey);
        expect(confirming.options.allowCredentials?.map((key) => key.id)).toEqual([soft.id]);
        const confirmed = tokensOf(
          await visitor().post('/User/passkey-login/confirm', {
            ticket: confirming.ticket,
            credential: authenticator.get(soft, confirming.options),
          }),
        );
        expect(decodeJwt(confirmed.token).sub).toBe(admin.id);
        const replayed = await visitor().post('/User/passkey-login/confirm', {
          ticket: confirming.ticket,
          credential: authenticator.get(soft, confirming.options),
        });
        expect(replayed.json()).toEqual(expiredStep);

        // A passkey sign-in satisfies the rule by itself.
        expect(tokensOf(await passkeyLogin(soft)).roles).toEqual([ROLES.admin]);
      } finally {
        await setRule(false);
      }
    });

    it("on: refuses another user's assertion, an expired ticket, a ticket of the other step, and asks again after a password reset", async () => {
      const admin = await insertUser(t, { role: ROLES.rootAdmin });
      const mine = await addPasskey(await signIn(admin.username), 'Mine');
      const theirs = await addPasskey((await member()).api, 'Theirs');
      await setRule(true);
      try {
        const step = await secondStep(admin.username, LOGIN_SECOND_STEPS.passkey);
        const stranger = await visitor().post('/User/passkey-login/confirm', {
          ticket: step.ticket,
          credential: authenticator.get(theirs.soft, step.options),
        });
        expect(stranger.statusCode).toBe(401);
        expect(stranger.json()).toEqual({ message: say.notVerified });
        // The ticket answered once: the person signs in again.
        const after = await visitor().post('/User/passkey-login/confirm', {
          ticket: step.ticket,
          credential: authenticator.get(mine.soft, step.options),
        });
        expect(after.statusCode).toBe(400);
        expect(after.json()).toEqual(expiredStep);

        const late = await secondStep(admin.username, LOGIN_SECOND_STEPS.passkey);
        clock.advance(PASSKEY_LIMITS.challengeSeconds * 1000 + 1000);
        const expired = await visitor().post('/User/passkey-login/confirm', {
          ticket: late.ticket,
          credential: authenticator.get(mine.soft, late.options),
        });
        expect(expired.json()).toEqual(expiredStep);

        // A passkey step's ticket does not add a passkey; a passkey sign-in's challenge is no ticket.
        const other = await secondStep(admin.username, LOGIN_SECOND_STEPS.passkey);
        const wrongStep = await visitor().post('/User/passkey-login/add-passkey', {
          ticket: other.ticket,
          name: 'Another',
          credential: authenticator.create({
            challenge: other.ticket,
            rp: { id: relyingParty(t.config).id, name: 'MIJAS Club' },
            user: { id: 'AA', name: admin.username, displayName: admin.username },
            pubKeyCredParams: [],
          }).credential,
        });
        expect(wrongStep.json()).toEqual(expiredStep);
        const challenge = await loginOptions();
        const notATicket = await visitor().post('/User/passkey-login/confirm', {
          ticket: challenge.challenge,
          credential: authenticator.get(mine.soft, challenge),
        });
        expect(notATicket.json()).toEqual(expiredStep);

        // Account recovery by mail sets a new password; the next sign-in still asks for the passkey.
        await visitor().post('/User/forgot-password', { email: admin.email });
        const mailbox = await t.app.inject({
          method: 'GET',
          url: `/dev/mailbox.json?to=${encodeURIComponent(admin.email)}`,
        });
        const [mail] = mailbox.json() as { links: string[] }[];
        const resetToken = new URL(mail!.links[0]!).searchParams.get('token')!;
        const reset = await visitor().post('/User/reset-password', {
          newPassword: 'New#Pass123',
          confirmPassword: 'New#Pass123',
          resetToken,
        });
        expect(reset.statusCode, reset.body).toBe(200);
        const renewed = await visitor().post('/User/login', {
          emailOrUsername: admin.username,
          password: 'New#Pass123',
        });
        expect(renewed.json()).toMatchObject({ secondStep: LOGIN_SECOND_STEPS.passkey });
      } finally {
        await setRule(false);
      }
    });
  });
});
