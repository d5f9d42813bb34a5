import { DAY_MS, MEMBER_ACTION_TYPES, messages, ROLES } from '@mijas/api/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../test/databases.ts';
import { client, createTestApp, login, SETUP_TIMEOUT_MS, type TestApp } from '../../test/app.ts';
import { manualClock } from '../clock.ts';
import { memberActions, memberships, users } from '../db/schema.ts';
import { insertUser, TEST_PASSWORD, TEST_PROFILE } from '../../test/users.ts';

const START = new Date('2026-05-10T08:00:00Z');

describe.each(backends)('Member endpoints on %s', (backend) => {
  let t: TestApp;
  const clock = manualClock(START);

  beforeAll(async () => {
    t = await createTestApp(backend, { clock, demo: false });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  async function createUser(role: string = ROLES.member) {
    const row = await insertUser(t, { role });
    const { token } = await login(t.app, { username: row.username, password: TEST_PASSWORD });
    return { user: row, api: client(t.app, token) };
  }

  describe('GET /Member/membership-info', () => {
    it('gives a member their own card: active with its expiry, or inactive', async () => {
      const { user, api } = await createUser();
      const none = await api.get(`/Member/membership-info?memberId=${user.id}`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({
        memberId: user.id,
        username: user.username,
        email: user.email,
        firstName: 'Omar',
        lastName: 'Saleh',
        isActive: false,
        expiryDate: null,
      });

      const expiresAt = new Date(START.getTime() + 30 * DAY_MS);
      await t.database.db.insert(memberships).values({ memberId: user.id, expiresAt });
      const active = await api.get(`/Member/membership-info?memberId=${user.id}`);
      expect(active.json()).toMatchObject({ isActive: true, expiryDate: expiresAt.toISOString() });

      await t.database.db
        .update(memberships)
        .set({ deactivatedAt: START })
        .where(eq(memberships.memberId, user.id));
      const deactivated = await api.get(`/Member/membership-info?memberId=${user.id}`);
      expect(deactivated.json()).toMatchObject({
        isActive: false,
        expiryDate: expiresAt.toISOString(),
      });
    });

    it('counts an expired membership as inactive', async () => {
      const { user, api } = await createUser();
      await t.database.db
        .insert(memberships)
        .values({ memberId: user.id, expiresAt: new Date(START.getTime() - DAY_MS) });
      expect((await api.get(`/Member/membership-info?memberId=${user.id}`)).json().isActive).toBe(
        false,
      );
    });

    it("refuses a member another member's card with 403, and lets an admin read any member's", async () => {
      const { api } = await createUser();
      const other = await createUser();
      const forbidden = await api.get(`/Member/membership-info?memberId=${other.user.id}`);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: messages.api.membershipInfoForbidden });

      const admin = await createUser(ROLES.admin);
      expect(
        (await admin.api.get(`/Member/membership-info?memberId=${other.user.id}`)).statusCode,
      ).toBe(200);
      const notMember = await admin.api.get(`/Member/membership-info?memberId=${admin.user.id}`);
      expect(notMember.statusCode).toBe(404);
      expect(notMember.json()).toEqual({ message: messages.api.memberNotFound });
      const unknown = await admin.api.get(
        '/Member/membership-info?memberId=00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('validates memberId', async () => {
      const { api } = await createUser();
      for (const query of ['', '?memberId=', '?memberId=not-a-uuid', "?memberId=1' or '1'='1"]) {
        const response = await api.get(`/Member/membership-info${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()[0].code).toBe('InvalidMemberId');
      }
      expect((await client(t.app).get('/Member/membership-info?memberId=x')).statusCode).toBe(401);
    });
  });

  describe('GET /Member', () => {
    it("gives the member's own record", async () => {
      const { user, api } = await createUser();
      const response = await api.get('/Member');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        emailIsVerified: true,
        ...TEST_PROFILE,
      });
    });

    it('is for members only', async () => {
      const admin = await createUser(ROLES.admin);
      const response = await admin.api.get('/Member');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: messages.api.forbidden });
    });
  });

  describe('PUT /Member', () => {
    it('updates phone (stored in E.164), city, address and major, recorded as member action 2', async () => {
      const { user, api } = await createUser();
      clock.advance(1000);
      const response = await api.put('/Member', {
        phoneNumber: '077 123 4567',
        city: 'Aqaba',
        addressDetails: 'Port Road 12',
        major: 'Marine Biology',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.api.profileUpdated });
      const self = (await api.get('/Member')).json();
      expect(self).toMatchObject({
        phoneNumber: '+962771234567',
        city: 'Aqaba',
        addressDetails: 'Port Road 12',
        major: 'Marine Biology',
      });
      const actions = await t.database.db
        .select()
        .from(memberActions)
        .where(and(eq(memberActions.userId, user.id), eq(memberActions.madeById, user.id)));
      expect(actions.map((action) => action.actionType)).toEqual([MEMBER_ACTION_TYPES.update]);
    });

    it('rejects hostile input with 400 and changes nothing', async () => {
      const { user, api } = await createUser();
      const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      const bad = [
        { phoneNumber: '12', city: 'Amman', addressDetails: 'x', major: 'Law' },
        { phoneNumber: '0791234567', city: 'Paris', addressDetails: 'x', major: 'Law' },
        { phoneNumber: '0791234567', city: 'Amman', addressDetails: '', major: 'Law' },
        { phoneNumber: '0791234567', city: 'Amman', addressDetails: 'x'.repeat(301), major: 'Law' },
        { phoneNumber: '0791234567', city: 'Amman', addressDetails: 'x', major: { $ne: 1 } },
        {},
      ];
      const codes = [];
      for (const payload of bad) {
        const response = await api.put('/Member', payload);
        expect(response.statusCode).toBe(400);
        codes.push(response.json()[0].code);
      }
      expect(codes).toEqual([
        'InvalidPhoneNumber',
        'InvalidCity',
        'InvalidAddressDetails',
        'InvalidAddressDetails',
        'InvalidMajor',
        'InvalidPhoneNumber',
      ]);
      const noBody = await api.put('/Member');
      expect(noBody.statusCode).toBe(400);
      expect(noBody.json()[0].code).toBe('InvalidPhoneNumber');
      const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(after).toEqual(before);
    });
  });
});
