/**
 * The account flows end to end through the machines and the client, against the real server: an account created
 * by an admin follows its verification mail to a new password and logs in. Only the router is missing: each
 * machine's `navigate` is recorded, and the next machine starts from the recorded URL.
 */
import { createApiClient, type ApiClient } from '@mijas/api';
import {
  createAppSession,
  createMemoryStorage,
  emailVerificationMachine,
  forgotPasswordMachine,
  landingFormMachine,
  loginMachine,
  resetCodeMachine,
  resetPasswordMachine,
  tokenFromSearch,
  verifyEmailTokenMachine,
  type SessionActor,
} from '@mijas/machines';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type AnyStateMachine } from 'xstate';
import { passwordTokens, SETUP_TIMEOUT_MS, startServer, type TestServer } from './server.ts';

let server: TestServer;
let admin: { api: ApiClient; session: SessionActor };
/** A visitor's client: nobody signed in. */
let visitor: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = createAppSession({
    baseUrl: server.baseUrl,
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  const tokens = await passwordTokens(
    admin.api.login({ emailOrUsername: server.root.username, password: server.root.password }),
  );
  admin.session.send({ type: 'session.login', ...tokens, remember: true });
  visitor = createApiClient({
    baseUrl: server.baseUrl,
    auth: { getToken: () => null, refresh: () => Promise.reject(new Error('nobody is signed in')) },
  });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  admin?.session.stop();
  await server?.close();
});

const person = (username: string) => ({
  username,
  email: `${username}@example.com`,
  firstName: 'Lina',
  lastName: 'Haddad',
  phoneNumber: '+962791234567',
  gender: 'F' as const,
  nationality: 'Jordan',
  city: 'Amman' as const,
  addressDetails: 'Street 1',
  major: 'Civil Engineering',
  dateOfBirth: '1995-04-02',
});

/** The 6-digit code of the forgot-password mail to `to` (the dev mailbox). */
async function mailedCode(to: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/dev/mailbox.json`);
  const mails = (await response.json()) as { to: string; text: string }[];
  for (const mail of mails.filter((m) => m.to === to)) {
    const code = /code on the reset page: (\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
  }
  throw new Error(`No reset code mailed to ${to}`);
}

/** The path and query of the newest link in the newest mail to `to` (the dev mailbox). */
async function mailedLink(to: string, page: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/dev/mailbox.json`);
  const mails = (await response.json()) as { to: string; links: string[] }[];
  const link = mails.find((mail) => mail.to === to)?.links.find((l) => l.includes(page));
  if (!link) throw new Error(`No ${page} link mailed to ${to}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Runs a machine with a simulated clock and a recorded `navigate`. */
function run<M extends AnyStateMachine>(machine: M, input: unknown) {
  const clock = new SimulatedClock();
  const visited: string[] = [];
  const actor = createActor(
    machine.provide({
      actions: { navigate: (_: unknown, params: { to: string }) => visited.push(params.to) },
    }),
    { input, clock } as never,
  ).start();
  const reach = (value: unknown) =>
    waitFor(actor, (snapshot) => snapshot.matches(value), { timeout: 10_000 });
  return { actor, clock, visited, reach };
}

async function setPasswordAndLogIn(resetUrl: string, username: string) {
  const password = 'New#Pass2026';
  const reset = run(resetPasswordMachine, {
    api: visitor,
    token: tokenFromSearch(resetUrl.split('?')[1] ?? ''),
  });
  reset.actor.send({ type: 'field.change', field: 'newPassword', value: password });
  reset.actor.send({ type: 'field.change', field: 'confirmPassword', value: password });
  reset.actor.send({ type: 'form.submit' });
  await reset.reach('succeeded');
  expect(reset.actor.getSnapshot().context.notice).toBe(
    'Your password has been set. You can log in now.',
  );
  reset.clock.increment(2000);
  expect(reset.visited).toEqual(['/login']);

  const user = createAppSession({
    baseUrl: server.baseUrl,
    local: createMemoryStorage(),
    session: createMemoryStorage(),
  });
  const login = run(loginMachine, { api: user.api, session: user.session });
  login.actor.send({ type: 'field.change', field: 'identifier', value: username });
  login.actor.send({ type: 'field.change', field: 'password', value: password });
  login.actor.send({ type: 'credentials.submit' });
  await login.reach('signedIn');
  const destination = login.visited[0];
  expect(user.session.getSnapshot().context.user?.username).toBe(username);
  user.session.stop();
  return destination;
}

describe('account flows against the real server', () => {
  it('a member created by an admin: /verifyemail → 800 ms → reset password → 2 s → login → /member', async () => {
    await admin.api.createMember(person('lina'));
    const link = await mailedLink('lina@example.com', '/verifyemail');
    const verify = run(verifyEmailTokenMachine, {
      api: visitor,
      token: tokenFromSearch(link.split('?')[1] ?? ''),
    });
    await verify.reach('success');
    expect(verify.actor.getSnapshot().context.notice).toBe('Email verified.');
    verify.clock.increment(799);
    expect(verify.visited).toEqual([]);
    verify.clock.increment(1);
    expect(verify.visited).toHaveLength(1);
    expect(await setPasswordAndLogIn(verify.visited[0]!, 'lina')).toBe('/member');
  });

  it('an admin created by the root admin: /email-verification → UPDATE_PASSWORD → 2 s → reset → login → /admin', async () => {
    await admin.api.createAdmin(person('omar'));
    const link = await mailedLink('omar@example.com', '/email-verification');
    const key = new URLSearchParams(link.split('?')[1]).get('key');
    const verify = run(emailVerificationMachine, { api: visitor, key });
    await verify.reach({ verified: 'passwordNeeded' });
    expect(verify.actor.getSnapshot().context.requiredActions).toEqual(['UPDATE_PASSWORD']);
    verify.clock.increment(2000);
    expect(verify.visited).toEqual([`/reset-password?token=${encodeURIComponent(key!)}`]);
    expect(await setPasswordAndLogIn(verify.visited[0]!, 'omar')).toBe('/admin');
  });

  it('forgot password → the mailed 6-digit code on /reset-code → reset → login', async () => {
    await admin.api.createMember(person('sami'));
    const forgot = run(forgotPasswordMachine, { api: visitor });
    forgot.actor.send({ type: 'field.change', field: 'email', value: 'sami@example.com' });
    forgot.actor.send({ type: 'form.submit' });
    await forgot.reach('sent');
    expect(forgot.actor.getSnapshot().context.notice).toBe(
      'Reset link sent successfully! Check your email.',
    );

    const code = await mailedCode('sami@example.com');
    const wrong = run(resetCodeMachine, { api: visitor, email: 'sami@example.com' });
    wrong.actor.send({
      type: 'field.change',
      field: 'code',
      value: code === '000000' ? '111111' : '000000',
    });
    wrong.actor.send({ type: 'form.submit' });
    await wrong.reach('editing');
    expect(wrong.actor.getSnapshot().context.error).toBe('The code is invalid or has expired.');
    expect(wrong.visited).toEqual([]);

    const right = run(resetCodeMachine, { api: visitor, email: 'sami@example.com' });
    right.actor.send({ type: 'field.change', field: 'code', value: code });
    right.actor.send({ type: 'form.submit' });
    await right.reach('verified');
    expect(right.visited[0]).toMatch(/^\/reset-password\?token=/);
    expect(await setPasswordAndLogIn(right.visited[0]!, 'sami')).toBe('/member');
  });

  it('the landing form posts Join Us twice, then blocks the third with the spec message', async () => {
    const form = run(landingFormMachine, { api: visitor, storage: createMemoryStorage() });
    for (let i = 0; i < 2; i += 1) {
      for (const [field, value] of Object.entries({
        name: 'Rami Saleh',
        email: 'rami@example.com',
        major: 'Architecture',
        mobile: '0791234567',
      })) {
        form.actor.send({ type: 'field.change', field: field as 'name', value });
      }
      form.actor.send({ type: 'form.submit' });
      await form.reach('sent');
      form.actor.send({ type: 'form.reset' });
    }
    form.actor.send({ type: 'field.change', field: 'name', value: 'Rami Saleh' });
    form.actor.send({ type: 'field.change', field: 'email', value: 'rami@example.com' });
    form.actor.send({ type: 'field.change', field: 'major', value: 'Architecture' });
    form.actor.send({ type: 'form.submit' });
    expect(form.actor.getSnapshot().value).toBe('editing');
    expect(form.actor.getSnapshot().context.error).toBe(
      'You can send up to 2 Join Us submissions per 24 hours.',
    );
  });

  it('an unknown key: the page shows the server error and stays', async () => {
    const verify = run(emailVerificationMachine, { api: visitor, key: 'not-a-real-key' });
    await verify.reach({ failed: 'settled' });
    expect(verify.actor.getSnapshot().context.error).toBe('The link is invalid or has expired.');
  });
});
