/**
 * Deactivating an account voids the links of its mails (issue 16, point 8): a deactivated member or admin can no
 * longer verify an email or set a password with a link sent before, not even after being activated again (an
 * admin sends a fresh one). And, in depth, a link of an inactive account is refused at use however it became so.
 */
import { API_PREFIX, ERROR_CODES, messages } from '@mijas/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  createTestApp,
  loginClient,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { users } from '../db/schema.ts';
import { insertUser, TEST_PROFILE } from '../../test/users.ts';

const NEW_PASSWORD = 'Fresh#Pass2026';
const invalidLink = [
  { code: ERROR_CODES.invalidToken, description: messages.api.invalidActionToken },
];

let serial = 0;
/** A create-member / create-admin payload: a fresh name with the profile an admin would enter. */
function accountPayload() {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}`;
  return { username: `void.${tag}`, email: `void.${tag}@example.org`, ...TEST_PROFILE };
}

describe.each(backends)('deactivation voids the links of an account on %s', (backend) => {
  let t: TestApp;
  let root: Client;
  const api = () => client(t.app);

  beforeAll(async () => {
    t = await createTestApp(backend, { demo: false });
    root = await loginClient(t.app, ROOT);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  /** The token of the newest mail to `email` (its first link's `token` or `key`), and the code if any. */
  async function newestLink(email: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?to=${encodeURIComponent(email)}`,
    });
    const [mail] = response.json() as { text: string; links: string[] }[];
    const url = new URL(mail!.links[0]!);
    return {
      token: url.searchParams.get('token') ?? url.searchParams.get('key') ?? '',
      code: /\b(\d{6})\b/.exec(mail!.text)?.[1],
    };
  }

  async function create(path: '/Admin/members' | '/RootAdmin/admins') {
    const payload = accountPayload();
    const response = await root.post(path, payload);
    expect(response.statusCode, response.body).toBe(201);
    return { id: (response.json() as { id: string }).id, email: payload.email };
  }

  /** Every use a verification link has: all refused as an invalid link. */
  async function expectVerificationLinkVoid(token: string) {
    const verify = await api().post('/User/verify-email', { token });
    const actions = await api().get(`/User/get-required-actions?token=${token}`);
    const reset = await api().post('/User/reset-password', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      resetToken: token,
    });
    for (const response of [verify, actions, reset]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidLink);
    }
  }

  it('a member created by an admin: once deactivated, the verification link is void for good', async () => {
    const member = await create('/Admin/members');
    const { token } = await newestLink(member.email);
    expect((await root.put(`/Admin/members/${member.id}/deactivate`)).statusCode).toBe(200);
    await expectVerificationLinkVoid(token);
    expect((await root.put(`/Admin/members/${member.id}/activate`)).statusCode).toBe(200);
    await expectVerificationLinkVoid(token);
  });

  it('an admin: once deactivated by the root admin, the verification link is void', async () => {
    const admin = await create('/RootAdmin/admins');
    const { token } = await newestLink(admin.email);
    expect((await root.put(`/RootAdmin/admins/${admin.id}/deactivate`)).statusCode).toBe(200);
    await expectVerificationLinkVoid(token);
  });

  it('a member switched off in Edit Member: the reset link and code of a forgotten password are void', async () => {
    const member = await insertUser(t);
    await api().post('/User/forgot-password', { email: member.email });
    const { token, code } = await newestLink(member.email);
    const off = await root.put(`/Admin/members/${member.id}`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await root.put(`/Admin/members/${member.id}/activate`)).statusCode).toBe(200);
    const reset = await api().post('/User/reset-password', {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      resetToken: token,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual(invalidLink);
    const byCode = await api().post('/User/verify-reset-code', { email: member.email, code });
    expect(byCode.statusCode).toBe(400);
  });

  it('a link of an account made inactive any other way is refused while it is inactive', async () => {
    const member = await insertUser(t);
    await api().post('/User/forgot-password', { email: member.email });
    const { token } = await newestLink(member.email);
    const setActive = (isActive: boolean) =>
      t.database.db.update(users).set({ isActive }).where(eq(users.id, member.id));
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: `${API_PREFIX}/User/reset-password`,
        payload: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetToken: token },
      });

    await setActive(false);
    expect((await reset()).statusCode).toBe(400);
    expect((await api().get(`/User/get-required-actions?token=${token}`)).statusCode).toBe(400);
    // The check is the account's state at use: active again, the unused link works.
    await setActive(true);
    expect((await reset()).statusCode).toBe(200);
  });
});
