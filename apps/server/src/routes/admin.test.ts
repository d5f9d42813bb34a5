/**
 * `/api/v1/Admin/*` through HTTP on PGlite and PostgreSQL: each endpoint's success and its documented errors.
 * (Who may call what is the RBAC matrix's job: `test/rbac.test.ts`; hostile input: `test/hostile.test.ts`.)
 */
import {
  DAY_MS,
  ERROR_CODES,
  FIELD_LIMITS,
  MEMBER_ACTION_TYPES,
  MEMBER_SUGGESTIONS_LIMIT,
  messages,
  REQUIRED_ACTIONS,
} from '@mijas/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  client,
  createTestApp,
  login,
  loginClient,
  MEMBER,
  newMember,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { membershipActions, memberships, users } from '../db/schema.ts';
import { insertUser, TEST_PASSWORD } from '../../test/users.ts';

describe.each(backends)('Admin API on %s', (backend) => {
  let t: TestApp;
  let admin: Client;
  const clock = { current: new Date(), now: () => new Date(clock.current) };

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    admin = await loginClient(t.app, ADMIN);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  async function create(tag: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const response = await admin.post('/Admin/members', newMember(tag, overrides));
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { id: string }).id;
  }

  async function details(id: string) {
    const response = await admin.get(`/Admin/members/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      username: string;
      hasActiveMembership: boolean;
      membershipExpiry: string | null;
      isActiveUser: boolean;
      emailIsVerified: boolean;
      city: string;
      major: string;
      phoneNumber: string;
      email: string;
      addressDetails: string;
    };
  }

  async function userCount() {
    const [row] = await t.database.db.select({ value: count() }).from(users);
    return row?.value ?? 0;
  }

  describe('GET /Admin/admins and PUT /Admin/admin-info (own info)', () => {
    it("answers the caller's own record", async () => {
      const response = await admin.get('/Admin/admins');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        username: 'admin',
        email: 'admin@mijas.example.com',
        emailIsVerified: true,
        country: 'Jordan',
      });
      const root = await loginClient(t.app, ROOT);
      expect((await root.get('/Admin/admins')).json()).toMatchObject({ username: 'root' });
    });

    it('updates phone (stored in E.164), city, address and major', async () => {
      const response = await admin.put('/Admin/admin-info', {
        phoneNumber: '0781234567',
        city: 'Aqaba',
        addressDetails: '1 Port Road',
        major: 'Marine Engineering',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: messages.api.profileUpdated });
      expect((await admin.get('/Admin/admins')).json()).toMatchObject({
        phoneNumber: '+962781234567',
        city: 'Aqaba',
        addressDetails: '1 Port Road',
        major: 'Marine Engineering',
      });
    });

    it('refuses an invalid update with one item per field and changes nothing', async () => {
      const response = await admin.put('/Admin/admin-info', {
        phoneNumber: '12',
        city: 'Paris',
        addressDetails: '',
      });
      expect(response.statusCode).toBe(400);
      const codes = (response.json() as { code: string }[]).map((item) => item.code);
      expect(codes).toEqual(
        expect.arrayContaining(['InvalidPhoneNumber', 'InvalidCity', 'InvalidAddressDetails']),
      );
      expect((await admin.get('/Admin/admins')).json()).toMatchObject({ city: 'Aqaba' });
    });
  });

  describe('GET /Admin/plans (issue 34)', () => {
    it('gives admins and root admins every plan, active and retired, with the club currency', async () => {
      const root = await loginClient(t.app, ROOT);
      const retired = (
        await root.post('/RootAdmin/plans', {
          nameEn: 'Old term',
          nameAr: 'فصل قديم',
          days: 90,
          price: 9500,
        })
      ).json() as { id: number };
      await root.put(`/RootAdmin/plans/${retired.id}`, {
        nameEn: 'Old term',
        nameAr: 'فصل قديم',
        days: 90,
        price: 9500,
        active: false,
      });
      const response = await admin.get('/Admin/plans');
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as {
        currency: string;
        exponent: number;
        plans: { id: number; nameAr: string; active: boolean; price: number; days: number }[];
      };
      expect(answer).toMatchObject({ currency: 'JOD', exponent: 3 });
      expect(answer.plans).toContainEqual(
        expect.objectContaining({
          id: retired.id,
          nameAr: 'فصل قديم',
          days: 90,
          price: 9500,
          active: false,
        }),
      );
      expect(answer.plans.some((plan) => plan.active)).toBe(true);
      // Active first, as the root admins' own list.
      expect(answer.plans.map((plan) => plan.active)).toEqual(
        [...answer.plans.map((plan) => plan.active)].sort((a, b) => Number(b) - Number(a)),
      );
      expect((await root.get('/Admin/plans')).json()).toEqual(
        (await root.get('/RootAdmin/plans')).json(),
      );
      const member = await loginClient(t.app, MEMBER);
      expect((await member.get('/Admin/plans')).statusCode).toBe(403);
    });
  });

  describe('GET /Admin/members', () => {
    it('pages members newest first, 10 by default, stable across pages', async () => {
      const first = (await admin.get('/Admin/members')).json() as {
        members: { id: string; createdAt: string }[];
        totalCount: number;
      };
      expect(first.members).toHaveLength(10);
      expect(first.totalCount).toBeGreaterThanOrEqual(41);
      const second = (await admin.get('/Admin/members?pageNumber=2&pageSize=10')).json() as {
        members: { id: string; createdAt: string }[];
      };
      const both = [...first.members, ...second.members];
      expect(new Set(both.map((m) => m.id)).size).toBe(20);
      const times = both.map((m) => Date.parse(m.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const all = (await admin.get(`/Admin/members?pageSize=100`)).json() as {
        members: { id: string }[];
      };
      expect(all.members.slice(10, 20).map((m) => m.id)).toEqual(second.members.map((m) => m.id));
    });

    it('searches username, email and phone case-insensitively and partially', async () => {
      const byUsername = (await admin.get('/Admin/members?username=MEMB')).json() as {
        members: { username: string }[];
      };
      expect(byUsername.members.map((m) => m.username)).toContain('member');
      expect(byUsername.members.every((m) => m.username.includes('memb'))).toBe(true);

      const byEmail = (await admin.get('/Admin/members?email=Member@MIJAS')).json() as {
        members: { username: string }[];
        totalCount: number;
      };
      expect(byEmail.members.map((m) => m.username)).toEqual(['member']);
      expect(byEmail.totalCount).toBe(1);

      // Stored as +962795550200: local input with the trunk 0 and spaces finds it.
      const byPhone = (await admin.get('/Admin/members?phoneNumber=079%20555%200200')).json() as {
        members: { username: string }[];
      };
      expect(byPhone.members.map((m) => m.username)).toEqual(['member']);
    });

    it('searches phone digits as typed: 0001 finds …0001, not every number with a 1', async () => {
      await create('phone.zeros', { phoneNumber: '0791230001' });
      await create('phone.ones', { phoneNumber: '0791111111' });
      for (const term of ['0001', '230001', '0791230001', '+962791230001', '00962791230001']) {
        const body = (
          await admin.get(`/Admin/members?phoneNumber=${encodeURIComponent(term)}&pageSize=100`)
        ).json() as { members: { username: string; phoneNumber: string }[] };
        const usernames = body.members.map((m) => m.username);
        expect(usernames, term).toContain('test.phone.zeros');
        expect(usernames, term).not.toContain('test.phone.ones');
      }
      const zeros = (await admin.get('/Admin/members?phoneNumber=0001&pageSize=100')).json() as {
        members: { phoneNumber: string }[];
      };
      expect(zeros.members.every((m) => m.phoneNumber.includes('0001'))).toBe(true);
    });

    it('takes LIKE wildcards in a search literally', async () => {
      for (const term of ['%', '_', 'mem%er', '\\']) {
        const response = await admin.get(`/Admin/members?username=${encodeURIComponent(term)}`);
        expect(response.statusCode).toBe(200);
        expect((response.json() as { totalCount: number }).totalCount, term).toBe(0);
      }
    });

    it('gives every page of the list and of a search (older half included: read from the oldest end; a search past its last match: counted) as a slice of the whole', async () => {
      // `email=.`: a search every member matches.
      for (const search of ['', 'email=.&']) {
        const all = (await admin.get(`/Admin/members?${search}pageSize=100`)).json() as {
          members: { id: string }[];
          totalCount: number;
        };
        expect(all.totalCount).toBeGreaterThan(3);
        expect(all.totalCount).toBeLessThanOrEqual(100);
        expect(all.members).toHaveLength(all.totalCount);
        const ids = all.members.map((m) => m.id);
        for (const size of [3, 7, 10]) {
          const pages = Math.ceil(ids.length / size);
          for (let page = 1; page <= pages + 1; page += 1) {
            const body = (
              await admin.get(`/Admin/members?${search}pageNumber=${page}&pageSize=${size}`)
            ).json() as { members: { id: string }[]; totalCount: number };
            expect(body.totalCount, `${search}page ${page} of ${size}`).toBe(ids.length);
            expect(
              body.members.map((m) => m.id),
              `${search}page ${page} of ${size}`,
            ).toEqual(ids.slice((page - 1) * size, page * size));
          }
        }
      }
    });

    it('answers an empty page past the end with the true total', async () => {
      const response = await admin.get('/Admin/members?pageNumber=9999');
      expect(response.statusCode).toBe(200);
      const body = response.json() as { members: unknown[]; totalCount: number };
      expect(body.members).toEqual([]);
      expect(body.totalCount).toBeGreaterThan(0);
    });

    it('refuses bad paging with 400 items', async () => {
      for (const query of ['pageNumber=0', 'pageNumber=abc', 'pageSize=1000', 'pageSize=-1']) {
        const response = await admin.get(`/Admin/members?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toEqual([
          {
            code: expect.stringMatching(/^InvalidPage(Number|Size)$/),
            description: expect.any(String),
          },
        ]);
      }
    });
  });

  describe('POST /Admin/members', () => {
    it('creates a member who must verify the email and set a password, and mails them', async () => {
      const id = await create('created');
      const member = await details(id);
      expect(member).toMatchObject({
        username: 'test.created',
        emailIsVerified: false,
        isActiveUser: true,
        hasActiveMembership: false,
        membershipExpiry: null,
        phoneNumber: '+962791112233',
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row?.passwordHash).toBeNull();
      expect(row?.requiredActions).toEqual([
        REQUIRED_ACTIONS.verifyEmail,
        REQUIRED_ACTIONS.updatePassword,
      ]);
      const mails = (
        await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=test.created@example.org' })
      ).json() as { links: string[] }[];
      expect(mails).toHaveLength(1);
      expect(mails[0]?.links.some((link) => /\/verifyemail\?token=[^&]+$/.test(link))).toBe(true);
      const history = (
        await admin.get('/Admin/members/member-history?username=test.created')
      ).json();
      expect(history).toMatchObject({
        totalCount: 1,
        membershipActions: [
          {
            userName: 'test.created',
            madeByUserName: 'admin',
            actionTypeId: MEMBER_ACTION_TYPES.create,
          },
        ],
      });
      // No usable password: the account cannot log in yet.
      const attempt = await client(t.app).post('/User/login', {
        emailOrUsername: 'test.created',
        password: 'Anything#2026',
      });
      expect(attempt.statusCode).toBeGreaterThanOrEqual(400);
    });

    it('refuses a taken username or email (case-insensitively) with 409 items, creating nothing', async () => {
      const before = await userCount();
      const username = await admin.post(
        '/Admin/members',
        newMember('dup1', { username: 'MEMBER' }),
      );
      expect(username.statusCode).toBe(409);
      expect(username.json()).toEqual([
        { code: ERROR_CODES.duplicateUserName, description: messages.api.duplicateUserName },
      ]);
      const email = await admin.post(
        '/Admin/members',
        newMember('dup2', { email: 'Admin@Mijas.Example.com' }),
      );
      expect(email.statusCode).toBe(409);
      expect(email.json()).toEqual([
        { code: ERROR_CODES.duplicateEmail, description: messages.api.duplicateEmail },
      ]);
      const both = await admin.post(
        '/Admin/members',
        newMember('dup3', { username: 'member', email: 'member@mijas.example.com' }),
      );
      expect((both.json() as { code: string }[]).map((item) => item.code)).toEqual([
        ERROR_CODES.duplicateUserName,
        ERROR_CODES.duplicateEmail,
      ]);
      expect(await userCount()).toBe(before);
    });

    it('requires every field of the add-member form (SPEC §5)', async () => {
      const before = await userCount();
      const response = await admin.post('/Admin/members', {});
      expect(response.statusCode).toBe(400);
      const codes = (response.json() as { code: string }[]).map((item) => item.code);
      for (const field of [
        'Username',
        'Email',
        'FirstName',
        'LastName',
        'PhoneNumber',
        'Gender',
        'Nationality',
        'City',
        'AddressDetails',
        'Major',
        'DateOfBirth',
      ]) {
        expect(codes).toContain(`Invalid${field}`);
      }
      expect(await userCount()).toBe(before);
    });

    it('stores free text clean: no controls, bidi overrides or zero-width characters; a lone surrogate is refused', async () => {
      const id = await create('clean', {
        username: ' Test.Clean\u200b ',
        firstName: 'Hu\u200bda',
        lastName: '\u202eSaleh\u202c',
        addressDetails: ' 3\tUniversity\u0007 Street\u2066\ufeff ',
        major: 'Civil\u200d Engineering\r\n',
      });
      expect(await details(id)).toMatchObject({
        username: 'test.clean',
        firstName: 'Huda',
        lastName: 'Saleh',
        addressDetails: '3 University Street',
        major: 'Civil Engineering',
      });
      // Editing goes by the same rule.
      const edited = await admin.put(`/Admin/members/${id}`, { addressDetails: 'Gate\u202e 7 ' });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await details(id)).addressDetails).toBe('Gate 7');

      const before = await userCount();
      const broken = await admin.post(
        '/Admin/members',
        newMember('broken', { addressDetails: 'Street \ud800 5' }),
      );
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual([
        {
          code: 'InvalidAddressDetails',
          description: 'Address details contains a character that is not valid text.',
        },
      ]);
      expect(await userCount()).toBe(before);
    });

    it('refuses a country other than Jordan', async () => {
      const response = await admin.post('/Admin/members', newMember('fr', { country: 'France' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { code: 'InvalidCountry', description: expect.any(String) },
      ]);
    });
  });

  describe('GET /Admin/members/{id}', () => {
    it('answers 404 for an unknown id or an id that is not a member', async () => {
      const unknown = await admin.get('/Admin/members/00000000-0000-4000-8000-000000000000');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: messages.api.memberNotFound });
      const own = (await admin.get('/Admin/admins')).json() as { id: string };
      expect((await admin.get(`/Admin/members/${own.id}`)).statusCode).toBe(404);
    });

    it('answers 400 for an id that is not a UUID', async () => {
      const response = await admin.get('/Admin/members/42');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([{ code: 'InvalidId', description: expect.any(String) }]);
    });
  });

  describe('renewals and deactivation of memberships', () => {
    let id: string;
    beforeAll(async () => {
      id = await create('renew');
    });

    it('renews from now when there is no running membership, then from the expiry', async () => {
      const start = clock.now().getTime();
      const first = await admin.put('/Admin/members/renew-membership', {
        memberId: id,
        numberOfDays: 30,
        amount: 12.5,
      });
      expect(first.statusCode, first.body).toBe(200);
      const body = first.json() as { expiryDate: string; renewalId: number; actionId: number };
      expect(Date.parse(body.expiryDate)).toBe(start + 30 * DAY_MS);
      expect(body.renewalId).toBe(body.actionId);
      expect(await details(id)).toMatchObject({
        hasActiveMembership: true,
        membershipExpiry: body.expiryDate,
      });

      const second = await admin.put('/Admin/members/renew-membership', {
        memberId: id,
        numberOfDays: 10,
        amount: 0,
      });
      expect(Date.parse((second.json() as { expiryDate: string }).expiryDate)).toBe(
        start + 40 * DAY_MS,
      );

      const renewal = await admin.get(
        `/Admin/members/${body.renewalId}/membership-renewal-details`,
      );
      expect(renewal.statusCode).toBe(200);
      expect(renewal.json()).toEqual({
        renewalId: body.renewalId,
        expiresAt: body.expiryDate,
        amount: 12.5,
        // Issue 34: the club's currency, which the amount is in.
        currency: 'JOD',
        numberOfDays: 30,
        // Issue 34: every renewal is a payment with a receipt, which Membership History's details link to.
        receiptNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
      });
    });

    it("keeps amounts exact to the currency's minor units (the dinar's fils)", async () => {
      const response = await admin.put('/Admin/members/renew-membership', {
        memberId: id,
        numberOfDays: 1,
        amount: 19.995,
      });
      const { renewalId } = response.json() as { renewalId: number };
      const [row] = await t.database.db
        .select({ amount: membershipActions.amount })
        .from(membershipActions)
        .where(eq(membershipActions.id, renewalId));
      expect(row?.amount).toBe('19.995');
    });

    it('refuses invalid days and amounts (SPEC §5) with 400 items', async () => {
      for (const [payload, code] of [
        [{ numberOfDays: 0, amount: 1 }, 'InvalidNumberOfDays'],
        [{ numberOfDays: 1.5, amount: 1 }, 'InvalidNumberOfDays'],
        [{ numberOfDays: '5', amount: 1 }, 'InvalidNumberOfDays'],
        [{ numberOfDays: 5, amount: -0.01 }, 'InvalidAmount'],
        [{ numberOfDays: 5, amount: 1.2345 }, 'InvalidAmount'],
      ] as const) {
        const response = await admin.put('/Admin/members/renew-membership', {
          memberId: id,
          ...payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toEqual([{ code, description: expect.any(String) }]);
      }
    });

    it('refuses with 400 a renewal past 31 December 9999, changing nothing', async () => {
      const late = await create('late');
      await t.database.db
        .insert(memberships)
        .values({ memberId: late, expiresAt: new Date('9999-06-01T00:00:00Z') });
      const historyBefore = await t.database.db
        .select({ id: membershipActions.id })
        .from(membershipActions)
        .where(eq(membershipActions.memberId, late));
      const renew = (numberOfDays: number) =>
        admin.put('/Admin/members/renew-membership', { memberId: late, numberOfDays, amount: 1 });

      const refused = await renew(365);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual([
        { code: ERROR_CODES.expiryTooLate, description: messages.api.expiryTooLate },
      ]);
      expect((await details(late)).membershipExpiry).toBe('9999-06-01T00:00:00.000Z');
      expect(
        await t.database.db
          .select({ id: membershipActions.id })
          .from(membershipActions)
          .where(eq(membershipActions.memberId, late)),
      ).toEqual(historyBefore);

      // Up to the last day of 9999 is fine.
      const last = await renew(213);
      expect(last.statusCode, last.body).toBe(200);
      expect((last.json() as { expiryDate: string }).expiryDate).toBe('9999-12-31T00:00:00.000Z');
    });

    it('answers 404 when renewing someone who is not a member', async () => {
      const own = (await admin.get('/Admin/admins')).json() as { id: string };
      for (const memberId of [own.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await admin.put('/Admin/members/renew-membership', {
          memberId,
          numberOfDays: 5,
          amount: 1,
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.api.memberNotFound });
      }
    });

    it('deactivates a running membership once, then answers 409', async () => {
      const response = await admin.put('/Admin/members/deactivate-membership', { memberId: id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: messages.memberToasts.membershipDeactivated });
      expect((await details(id)).hasActiveMembership).toBe(false);
      const again = await admin.put('/Admin/members/deactivate-membership', { memberId: id });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual([
        { code: ERROR_CODES.membershipNotActive, description: messages.api.membershipNotActive },
      ]);
    });

    it('renews a deactivated membership afresh from now', async () => {
      const response = await admin.put('/Admin/members/renew-membership', {
        memberId: id,
        numberOfDays: 7,
        amount: 3,
      });
      expect(Date.parse((response.json() as { expiryDate: string }).expiryDate)).toBe(
        clock.now().getTime() + 7 * DAY_MS,
      );
      expect((await details(id)).hasActiveMembership).toBe(true);
    });

    it('lists the history newest first with the spec query names and renewal ids', async () => {
      const response = await admin.get(
        '/Admin/members/membership-history?Username=TEST.RENEW&PageNumber=1&PageSize=10',
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        totalCount: number;
        membershipActions: {
          actionId: number;
          actionType: number;
          renewalId: number | null;
          expiryTime: string | null;
          madeByUserName: string;
          memberUserName: string;
        }[];
      };
      expect(body.totalCount).toBe(5);
      expect(body.membershipActions.map((a) => a.actionType)).toEqual([0, 1, 0, 0, 0]);
      const ids = body.membershipActions.map((a) => a.actionId);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const deactivation = body.membershipActions[1];
      expect(deactivation).toMatchObject({ renewalId: null, expiryTime: null });
      expect(body.membershipActions.every((a) => a.madeByUserName === 'admin')).toBe(true);
      expect(body.membershipActions.every((a) => a.memberUserName === 'test.renew')).toBe(true);
      const page = (
        await admin.get(
          '/Admin/members/membership-history?Username=test.renew&PageSize=2&PageNumber=2',
        )
      ).json() as { membershipActions: { actionId: number }[] };
      expect(page.membershipActions.map((a) => a.actionId)).toEqual(ids.slice(2, 4));
      // Without a username: every member's history.
      const all = (await admin.get('/Admin/members/membership-history')).json() as {
        totalCount: number;
      };
      expect(all.totalCount).toBeGreaterThan(body.totalCount);
    });

    it('answers 404 for renewal details of a deactivation or an unknown id, 400 for a bad id', async () => {
      const history = (
        await admin.get('/Admin/members/membership-history?Username=test.renew')
      ).json() as { membershipActions: { actionId: number; actionType: number }[] };
      const deactivation = history.membershipActions.find((a) => a.actionType === 1);
      for (const renewalId of [deactivation?.actionId, 2_000_000_000]) {
        const response = await admin.get(`/Admin/members/${renewalId}/membership-renewal-details`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.api.renewalNotFound });
      }
      for (const bad of ['abc', '0', '1.5', '99999999999']) {
        const response = await admin.get(`/Admin/members/${bad}/membership-renewal-details`);
        expect(response.statusCode, bad).toBe(400);
      }
    });
  });

  describe('20 concurrent renewals of one member', () => {
    it('serialise: 20 history rows and the expiry extended by the sum', async () => {
      const id = await create('concurrent');
      const start = clock.now().getTime();
      const days = Array.from({ length: 20 }, (_, i) => i + 1);
      const responses = await Promise.all(
        days.map((numberOfDays) =>
          admin.put('/Admin/members/renew-membership', { memberId: id, numberOfDays, amount: 1 }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(days.map(() => 200));
      const sum = days.reduce((a, b) => a + b, 0);
      expect(Date.parse((await details(id)).membershipExpiry ?? '')).toBe(start + sum * DAY_MS);
      const [rows] = await t.database.db
        .select({ value: count() })
        .from(membershipActions)
        .where(eq(membershipActions.memberId, id));
      expect(rows?.value).toBe(20);
      const expiries = responses.map((r) =>
        Date.parse((r.json() as { expiryDate: string }).expiryDate),
      );
      expect(new Set(expiries).size).toBe(20);
    });
  });

  describe('activate and deactivate a member account', () => {
    it('cuts a deactivated member off at once and lets them back in after activation', async () => {
      const tokens = await login(t.app, MEMBER);
      const member = client(t.app, tokens.token);
      expect((await member.get('/Member')).statusCode).toBe(200);
      const { members } = (await admin.get('/Admin/members?username=member')).json() as {
        members: { id: string; username: string }[];
      };
      const id = members.find((m) => m.username === 'member')?.id ?? '';

      const off = await admin.put(`/Admin/members/${id}/deactivate`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ message: messages.memberToasts.deactivated });
      expect((await member.get('/Member')).statusCode).toBe(401);
      const refresh = await client(t.app).post('/User/refresh-token', {
        refreshToken: tokens.refreshToken,
      });
      expect(refresh.statusCode).toBe(401);
      const again = await admin.put(`/Admin/members/${id}/deactivate`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual([
        { code: ERROR_CODES.alreadyInactive, description: messages.api.alreadyInactive },
      ]);

      const on = await admin.put(`/Admin/members/${id}/activate`);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ message: messages.memberToasts.activated });
      expect((await admin.put(`/Admin/members/${id}/activate`)).json()).toEqual([
        { code: ERROR_CODES.alreadyActive, description: messages.api.alreadyActive },
      ]);
      expect((await loginClient(t.app, MEMBER)) !== undefined).toBe(true);

      const history = (await admin.get('/Admin/members/member-history?username=member')).json() as {
        membershipActions: { userName: string; actionTypeId: number }[];
      };
      const own = history.membershipActions.filter((a) => a.userName === 'member');
      expect(own.slice(0, 2).map((a) => a.actionTypeId)).toEqual([
        MEMBER_ACTION_TYPES.activate,
        MEMBER_ACTION_TYPES.deactivate,
      ]);
    });

    it('answers 404 for an unknown member and for an admin', async () => {
      const own = (await admin.get('/Admin/admins')).json() as { id: string };
      for (const id of ['00000000-0000-4000-8000-000000000000', own.id]) {
        for (const action of ['activate', 'deactivate']) {
          const response = await admin.put(`/Admin/members/${id}/${action}`);
          expect(response.statusCode).toBe(404);
          expect(response.json()).toEqual({ message: messages.api.memberNotFound });
        }
      }
    });
  });

  describe('PUT /Admin/members/{id}', () => {
    it('updates the fields sent, records action 2, and unverifies a changed email', async () => {
      const id = await create('update');
      const response = await admin.put(`/Admin/members/${id}`, {
        city: 'Madaba',
        major: 'Other major text',
        email: 'Updated.Address@Example.org',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        city: 'Madaba',
        major: 'Other major text',
        email: 'updated.address@example.org',
        emailIsVerified: false,
        firstName: 'Huda',
      });
      const history = (
        await admin.get('/Admin/members/member-history?username=test.update')
      ).json() as { membershipActions: { actionTypeId: number }[] };
      expect(history.membershipActions.map((a) => a.actionTypeId)).toEqual([
        MEMBER_ACTION_TYPES.update,
        MEMBER_ACTION_TYPES.create,
      ]);
    });

    it('switches the account with isActive, recorded as deactivate', async () => {
      const id = await create('switch');
      const response = await admin.put(`/Admin/members/${id}`, { isActive: false });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ isActiveUser: false });
      const history = (
        await admin.get('/Admin/members/member-history?username=test.switch')
      ).json() as { membershipActions: { actionTypeId: number }[] };
      expect(history.membershipActions.map((a) => a.actionTypeId)).toEqual([
        MEMBER_ACTION_TYPES.deactivate,
        MEMBER_ACTION_TYPES.create,
      ]);
    });

    it('refuses an empty change, a taken email, and unknown ids', async () => {
      const id = await create('refuse');
      const empty = await admin.put(`/Admin/members/${id}`, {});
      expect(empty.statusCode).toBe(400);
      const taken = await admin.put(`/Admin/members/${id}`, { email: 'member@mijas.example.com' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual([
        { code: ERROR_CODES.duplicateEmail, description: messages.api.duplicateEmail },
      ]);
      expect((await details(id)).email).toBe('test.refuse@example.org');
      const unknown = await admin.put('/Admin/members/00000000-0000-4000-8000-000000000000', {
        city: 'Amman',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('a changed email', () => {
    type Mail = { to: string; subject: string; text: string; html: string; links: string[] };

    async function mailsTo(email: string): Promise<Mail[]> {
      const url = `/dev/mailbox.json?to=${encodeURIComponent(email)}`;
      return (await t.app.inject({ method: 'GET', url })).json() as Mail[];
    }

    async function userRow(id: string) {
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      if (!row) throw new Error(`no user ${id}`);
      return row;
    }

    const anonymous = () => client(t.app);
    const loginStatus = async (emailOrUsername: string) =>
      (await anonymous().post('/User/login', { emailOrUsername, password: TEST_PASSWORD }))
        .statusCode;
    const keyOf = (link: string) => new URL(link).searchParams.get('key') ?? '';

    it('of a member with a password: a confirm-your-new-email mail whose link verifies it and leaves the password', async () => {
      const member = await insertUser(t);
      const newEmail = `new.${member.username}@example.org`;
      const changed = await admin.put(`/Admin/members/${member.id}`, { email: newEmail });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json()).toMatchObject({ email: newEmail, emailIsVerified: false });

      const [confirm, ...others] = await mailsTo(newEmail);
      expect(others).toEqual([]);
      expect(confirm!.subject).toBe('Confirm your new MIJAS Club email address');
      expect(confirm!.text).toContain(`username: ${member.username}`);
      expect(confirm!.text).toContain('Your password stays as it is.');
      expect(confirm!.text).not.toMatch(/account was created|choose your password/i);
      expect(confirm!.html).not.toMatch(/account was created|set password/i);
      expect(confirm!.links).toHaveLength(1);
      const link = new URL(confirm!.links[0]!);
      expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/email-verification`);
      const key = keyOf(confirm!.links[0]!);

      // The old address hears of it, with no link to act on.
      const [notice, ...more] = await mailsTo(member.email);
      expect(more).toEqual([]);
      expect(notice!.subject).toBe('Your MIJAS Club email address was changed');
      expect(notice!.links).toEqual([]);
      expect(notice!.text).not.toContain(key);

      // Still the same account meanwhile: the password works, by username and by the new address.
      expect(await loginStatus(member.username)).toBe(200);
      expect(await loginStatus(newEmail)).toBe(200);

      // What /email-verification?key= does: verify, then ask for the required actions (none: on to /login).
      const required = await anonymous().get(`/User/get-required-actions?token=${key}`);
      expect(required.json()).toEqual([REQUIRED_ACTIONS.verifyEmail]);
      expect((await anonymous().post('/User/verify-email', { token: key })).statusCode).toBe(200);
      expect((await anonymous().get(`/User/get-required-actions?token=${key}`)).json()).toEqual([]);
      // The key never sets a password.
      const reset = await anonymous().post('/User/reset-password', {
        newPassword: 'Other#Pass2026',
        confirmPassword: 'Other#Pass2026',
        resetToken: key,
      });
      expect(reset.statusCode).toBe(400);
      expect(reset.json()).toEqual([
        { code: ERROR_CODES.invalidToken, description: messages.api.invalidActionToken },
      ]);

      const after = await userRow(member.id);
      expect(after).toMatchObject({ email: newEmail, emailVerified: true, requiredActions: [] });
      expect(after.passwordHash).toBe(member.passwordHash);
      expect(await loginStatus(newEmail)).toBe(200);
      expect((await details(member.id)).emailIsVerified).toBe(true);
    });

    it('of a member with a password: Send Verification Email sends the confirm mail again, not the new-account one', async () => {
      const member = await insertUser(t);
      const newEmail = `resent.${member.username}@example.org`;
      expect((await admin.put(`/Admin/members/${member.id}`, { email: newEmail })).statusCode).toBe(
        200,
      );
      const [first] = await mailsTo(newEmail);
      // The mailbox lists the newest first: the second mail a second later.
      clock.current = new Date(clock.current.getTime() + 1000);
      const sent = await admin.post('/User/send-verfication-email', { userId: member.id });
      expect(sent.statusCode, sent.body).toBe(200);
      const mails = await mailsTo(newEmail);
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Confirm your new MIJAS Club email address',
        'Confirm your new MIJAS Club email address',
      ]);
      const fresh = keyOf(mails[0]!.links[0]!);
      expect(mails[0]!.links[0]).toContain('/email-verification?key=');
      // The fresh key retires the first one.
      const old = keyOf(first!.links[0]!);
      expect((await anonymous().post('/User/verify-email', { token: old })).statusCode).toBe(400);
      expect((await anonymous().post('/User/verify-email', { token: fresh })).statusCode).toBe(200);
      expect((await userRow(member.id)).passwordHash).toBe(member.passwordHash);
      expect(await loginStatus(member.username)).toBe(200);
    });

    it('of a new account without a password: the new address gets the account mail; the old link is void', async () => {
      const id = await create('unset.email');
      const [created] = await mailsTo('test.unset.email@example.org');
      const oldToken = new URL(created!.links[0]!).searchParams.get('token') ?? '';
      const changed = await admin.put(`/Admin/members/${id}`, {
        email: 'test.unset.fixed@example.org',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const [mail, ...others] = await mailsTo('test.unset.fixed@example.org');
      expect(others).toEqual([]);
      expect(mail!.subject).toBe('Verify your email and set your MIJAS Club password');
      expect(mail!.links[0]).toMatch(/\/verifyemail\?token=[^&]+$/);
      // The mail sent to the old (never verified) address no longer acts on the account, and gets no notice.
      expect((await anonymous().post('/User/verify-email', { token: oldToken })).statusCode).toBe(
        400,
      );
      expect(await mailsTo('test.unset.email@example.org')).toHaveLength(1);
      // Send Verification Email: the account mail again.
      clock.current = new Date(clock.current.getTime() + 1000);
      expect((await admin.post('/User/send-verfication-email', { userId: id })).statusCode).toBe(
        200,
      );
      expect((await mailsTo('test.unset.fixed@example.org'))[0]!.subject).toBe(
        'Verify your email and set your MIJAS Club password',
      );
      expect((await userRow(id)).requiredActions).toEqual([
        REQUIRED_ACTIONS.verifyEmail,
        REQUIRED_ACTIONS.updatePassword,
      ]);
    });

    it('no mail when the email stays (the same address in another case, or other fields)', async () => {
      const member = await insertUser(t);
      const response = await admin.put(`/Admin/members/${member.id}`, {
        email: member.email.toUpperCase(),
        city: 'Aqaba',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ emailIsVerified: true, city: 'Aqaba' });
      expect(await mailsTo(member.email)).toEqual([]);
    });
  });

  describe('the histories say whose row it is, and pick one member', () => {
    beforeAll(async () => {
      const sara = await create('hist.sara', { firstName: 'Sara', lastName: 'Haddad' });
      const sara2 = await create('hist.sara2', { firstName: 'Sara', lastName: 'Odeh' });
      for (const memberId of [sara, sara2]) {
        const response = await admin.put('/Admin/members/renew-membership', {
          memberId,
          numberOfDays: 30,
          amount: 5,
        });
        expect(response.statusCode, response.body).toBe(200);
      }
    });

    it("names the member of every membership action: a partial search mixes members, an exact one doesn't", async () => {
      type Body = {
        totalCount: number;
        membershipActions: { memberUserName: string; memberFullName: string | null }[];
      };
      const partial = (
        await admin.get('/Admin/members/membership-history?Username=hist.sara')
      ).json() as Body;
      expect(partial.membershipActions.map((a) => [a.memberUserName, a.memberFullName])).toEqual([
        ['test.hist.sara2', 'Sara Odeh'],
        ['test.hist.sara', 'Sara Haddad'],
      ]);
      for (const exact of ['test.hist.sara', ' TEST.Hist.Sara ']) {
        const response = await admin.get(
          `/Admin/members/membership-history?MemberUsername=${encodeURIComponent(exact)}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json() as Body;
        expect(body.totalCount).toBe(1);
        expect(body.membershipActions).toMatchObject([
          { memberUserName: 'test.hist.sara', memberFullName: 'Sara Haddad' },
        ]);
      }
      // Page by page, past the last match too: the same total.
      for (const [page, names] of [
        [1, ['test.hist.sara2']],
        [2, ['test.hist.sara']],
        [3, []],
      ] as const) {
        const body = (
          await admin.get(
            `/Admin/members/membership-history?Username=hist.sara&PageSize=1&PageNumber=${page}`,
          )
        ).json() as Body;
        expect(body.totalCount, `page ${page}`).toBe(2);
        expect(body.membershipActions.map((a) => a.memberUserName)).toEqual(names);
      }
      const nobody = await admin.get('/Admin/members/membership-history?MemberUsername=hist.sar');
      expect(nobody.json()).toEqual({ membershipActions: [], totalCount: 0 });
      const bad = await admin.get('/Admin/members/membership-history?MemberUsername=a%20b');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual([
        { code: 'InvalidMemberUsername', description: expect.any(String) },
      ]);
    });

    it('names the member of every member action, and filters by one exact username', async () => {
      type Body = {
        totalCount: number;
        membershipActions: {
          userName: string;
          userFullName: string | null;
          actionTypeId: number;
        }[];
      };
      const partial = (
        await admin.get('/Admin/members/member-history?username=hist.sara')
      ).json() as Body;
      expect(new Set(partial.membershipActions.map((a) => a.userName))).toEqual(
        new Set(['test.hist.sara', 'test.hist.sara2']),
      );
      const exact = (
        await admin.get('/Admin/members/member-history?memberUsername=test.hist.sara')
      ).json() as Body;
      expect(exact.membershipActions).toEqual([
        expect.objectContaining({
          userName: 'test.hist.sara',
          userFullName: 'Sara Haddad',
          actionTypeId: MEMBER_ACTION_TYPES.create,
        }),
      ]);
      expect(exact.totalCount).toBe(1);
    });

    it('refuses a history search longer than the search limit with a clear 400', async () => {
      for (const url of [
        `/Admin/members/membership-history?Username=${'a'.repeat(FIELD_LIMITS.searchMax + 1)}`,
        `/Admin/members/member-history?username=${'a'.repeat(5000)}`,
      ]) {
        const response = await admin.get(url);
        expect(response.statusCode).toBe(400);
        expect((response.json() as { description: string }[])[0]?.description).toBe(
          `Search text must be at most ${FIELD_LIMITS.searchMax} characters.`,
        );
      }
      const longest = await admin.get(
        `/Admin/members/member-history?username=${'a'.repeat(FIELD_LIMITS.searchMax)}`,
      );
      expect(longest.statusCode).toBe(200);
    });
  });

  describe('GET /Admin/members/suggestions', () => {
    beforeAll(async () => {
      await create('sugg.ali', { firstName: 'Ali', lastName: 'Nasser' });
      await create('sugg.ali2', { firstName: 'Omar', lastName: 'Ali' });
      await create('sugg.jonas', { firstName: 'Jonas', lastName: 'Berg' });
    });

    async function suggest(search: string) {
      const response = await admin.get(
        `/Admin/members/suggestions?search=${encodeURIComponent(search)}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { members: { id: string; username: string; fullName: string }[] })
        .members;
    }

    it('puts the exact username first, then usernames starting with the text, with names', async () => {
      const found = await suggest('TEST.SUGG.ALI');
      expect(found.map((m) => [m.username, m.fullName])).toEqual([
        ['test.sugg.ali', 'Ali Nasser'],
        ['test.sugg.ali2', 'Omar Ali'],
      ]);
      expect(found[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('finds members by their name too, a name starting with the text before a username containing it', async () => {
      const byName = await suggest('nasser');
      expect(byName.map((m) => m.username)).toEqual(['test.sugg.ali']);
      const nas = (await suggest('nas')).map((m) => m.username);
      expect(nas).toContain('test.sugg.jonas');
      expect(nas.indexOf('test.sugg.ali')).toBeLessThan(nas.indexOf('test.sugg.jonas'));
      expect((await suggest('omar ali')).map((m) => m.username)).toEqual(['test.sugg.ali2']);
      // Under 3 characters (no trigram to look up): usernames that start with the text only.
      const short = await suggest('te');
      expect(short.length).toBeGreaterThan(0);
      expect(short.every((m) => m.username.startsWith('te'))).toBe(true);
    });

    it('suggests members only, at most the limit', async () => {
      expect(await suggest('admin')).toEqual([]);
      for (let n = 0; n <= MEMBER_SUGGESTIONS_LIMIT; n += 1) await create(`sugg.many${n}`);
      const many = await suggest('test.sugg.many');
      expect(many.map((m) => m.username)).toEqual(
        Array.from({ length: MEMBER_SUGGESTIONS_LIMIT }, (_, n) => `test.sugg.many${n}`),
      );
      expect(await suggest('%')).toEqual([]);
    });

    it('refuses a blank or too long search with 400', async () => {
      for (const search of ['', '   ', 'x'.repeat(FIELD_LIMITS.searchMax + 1)]) {
        const response = await admin.get(`/Admin/members/suggestions?search=${search}`);
        expect(response.statusCode, search).toBe(400);
        expect(response.json()).toEqual([
          { code: 'InvalidSearch', description: expect.any(String) },
        ]);
      }
      expect((await admin.get('/Admin/members/suggestions')).statusCode).toBe(400);
    });
  });

  describe('GET /Admin/members/member-history', () => {
    it('lists member actions newest first with who made them, paged', async () => {
      const response = await admin.get('/Admin/members/member-history?pageNumber=1&pageSize=5');
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        totalCount: number;
        membershipActions: {
          userActionId: number;
          actionCreatedAt: string;
          madeByUserName: string;
        }[];
      };
      expect(body.membershipActions).toHaveLength(5);
      expect(body.totalCount).toBeGreaterThan(40);
      const times = body.membershipActions.map((a) => Date.parse(a.actionCreatedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('finds nothing for an unknown username', async () => {
      const response = await admin.get('/Admin/members/member-history?username=nobody-here');
      expect(response.json()).toEqual({ membershipActions: [], totalCount: 0 });
    });
  });
});
