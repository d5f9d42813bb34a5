import { describe, expect, it } from 'vitest';
import { PREFETCH_KEEP_MS } from '../contract/constants.ts';
import { createApiClient } from './api.ts';
import type { AuthHandle } from './http.ts';
import { createFakeFetch, type FakeRoute } from './testing.ts';

const ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const profile = {
  id: ID,
  username: 'sara',
  email: 'sara@example.com',
  emailIsVerified: true,
  firstName: 'Sara',
  lastName: 'Haddad',
  gender: 'F',
  dateOfBirth: '1995-04-02',
  major: 'Civil Engineering',
  phoneNumber: '+962791234567',
  nationality: 'Jordanian',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Street 1',
};
const listItem = {
  ...profile,
  isActiveUser: true,
  hasActiveMembership: true,
  membershipExpiry: '2027-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const auth: AuthHandle = {
  getToken: () => 'access',
  refresh: () => Promise.reject(new Error('no refresh')),
};

function setup(route: FakeRoute) {
  let now = 0;
  const server = createFakeFetch(route);
  const api = createApiClient({
    baseUrl: 'http://api.test',
    auth,
    fetch: server.fetch,
    now: () => now,
  });
  const paths = () => server.requests.map((r) => `${r.method} ${r.url.pathname}${r.url.search}`);
  return { api, server, paths, advance: (ms: number) => (now += ms) };
}

describe('api client', () => {
  it('sends no bearer token on login, refresh-token and logout, and one on every other call', async () => {
    const { api, server } = setup((request) =>
      /\/User\/(forgot-password|logout)$/.test(request.url.pathname)
        ? { body: { message: 'sent' } }
        : {
            body: {
              token: 't',
              refreshToken: 'r',
              roles: ['mijas-member'],
              expiresIn: 300,
              refreshExpiresIn: 1800,
            },
          },
    );
    await api.login({ emailOrUsername: 'sara', password: 'x' });
    await api.refreshToken({ refreshToken: 'r' });
    await api.logout({ refreshToken: 'r' });
    await api.forgotPassword({ email: 'sara@example.com' });
    expect(server.requests.map((r) => [r.url.pathname, r.headers.get('authorization')])).toEqual([
      ['/api/v1/User/login', null],
      ['/api/v1/User/refresh-token', null],
      ['/api/v1/User/logout', null],
      ['/api/v1/User/forgot-password', 'Bearer access'],
    ]);
    // The logout outlives a tab closed right after it; nothing else asks for that.
    expect(server.requests.map((r) => r.keepalive ?? false)).toEqual([false, false, true, false]);
  });

  it("stores the signed-in user's language with PUT /User/language", async () => {
    const { api, server } = setup((request) => ({ body: request.body }));
    expect(await api.setLanguage({ language: 'ar' })).toEqual({ language: 'ar' });
    const [request] = server.requests;
    expect([request?.method, request?.url.pathname, request?.body]).toEqual([
      'PUT',
      '/api/v1/User/language',
      { language: 'ar' },
    ]);
    expect(request?.headers.get('authorization')).toBe('Bearer access');
  });

  it('normalises both spellings of the membership info (isActiveUser, membershipExpiry)', async () => {
    const { api, paths } = setup(() => ({
      body: {
        username: 'sara',
        email: 'sara@example.com',
        isActiveUser: true,
        membershipExpiry: '2027-01-01T00:00:00Z',
      },
    }));
    const info = await api.getMembershipInfo({ memberId: ID });
    expect(info).toMatchObject({
      isActive: true,
      expiryDate: '2027-01-01T00:00:00Z',
      firstName: null,
    });
    expect(paths()).toEqual([`GET /api/v1/Member/membership-info?memberId=${ID}`]);
  });

  it('turns spelled-out genders into the M/F codes, in records and in lists', async () => {
    const { api } = setup((request) =>
      request.url.pathname === '/api/v1/Member'
        ? { body: { ...profile, gender: 'female' } }
        : {
            body: {
              members: [
                { ...listItem, gender: 'Male' },
                { ...listItem, gender: null },
              ],
              totalCount: 2,
            },
          },
    );
    expect((await api.getMemberSelf()).gender).toBe('F');
    expect((await api.listMembers({ pageNumber: 1 })).members.map((m) => m.gender)).toEqual([
      'M',
      null,
    ]);
  });

  it("caches the member's own record for 2 minutes", async () => {
    const { api, paths, advance } = setup(() => ({ body: profile }));
    expect((await api.getMemberSelf()).username).toBe('sara');
    advance(2 * 60 * 1000 - 1);
    await api.getMemberSelf();
    expect(paths()).toHaveLength(1);
    advance(1);
    await api.getMemberSelf();
    expect(paths()).toHaveLength(2);
  });

  it("retries the member's own record once after a server or network failure, not after a 4xx", async () => {
    let calls = 0;
    const flaky = setup(() =>
      ++calls === 1 ? { status: 503, body: { message: 'busy' } } : { body: profile },
    );
    expect((await flaky.api.getMemberSelf()).username).toBe('sara');
    expect(flaky.paths()).toHaveLength(2);

    const down = setup(() => ({ status: 500, body: { message: 'down' } }));
    await expect(down.api.getMemberSelf()).rejects.toMatchObject({ status: 500 });
    expect(down.paths()).toHaveLength(2);

    const forbidden = setup(() => ({ status: 403, body: { message: 'no' } }));
    await expect(forbidden.api.getMemberSelf()).rejects.toMatchObject({ status: 403 });
    expect(forbidden.paths()).toHaveLength(1);
  });

  it('caches member details for 5 minutes and forgets them when that member changes', async () => {
    const { api, paths, advance } = setup((request) => {
      if (request.method === 'GET') return { body: listItem };
      if (request.url.pathname.endsWith('/renew-membership')) {
        return {
          body: {
            message: 'ok',
            actionId: 1,
            renewalId: 2,
            expiryDate: '2027-01-01T00:00:00Z',
            receiptNumber: '2026-000002',
          },
        };
      }
      return { body: { message: 'ok' } };
    });
    await api.getMemberDetails(ID);
    advance(5 * 60 * 1000 - 1);
    await api.getMemberDetails(ID);
    expect(paths()).toEqual([`GET /api/v1/Admin/members/${ID}`]);

    await api.deactivateMember(ID);
    await api.getMemberDetails(ID);
    await api.renewMembership({ memberId: ID, numberOfDays: 30, amount: 10 });
    await api.getMemberDetails(ID);
    await api.sendVerificationEmail({ userId: ID });
    await api.getMemberDetails(ID);
    expect(paths()).toEqual([
      `GET /api/v1/Admin/members/${ID}`,
      `PUT /api/v1/Admin/members/${ID}/deactivate`,
      `GET /api/v1/Admin/members/${ID}`,
      'PUT /api/v1/Admin/members/renew-membership',
      `GET /api/v1/Admin/members/${ID}`,
      'POST /api/v1/User/send-verfication-email',
      `GET /api/v1/Admin/members/${ID}`,
    ]);
  });

  it("refreshes the admin's own info after PUT admin-info", async () => {
    let phone = '+962791234567';
    const { api, paths } = setup((request) => {
      if (request.method === 'PUT') {
        phone = (request.body as { phoneNumber: string }).phoneNumber;
        return { body: { message: 'Your information was updated.' } };
      }
      return { body: { ...profile, phoneNumber: phone } };
    });
    await api.getAdminInfo();
    await api.getAdminInfo();
    expect(paths()).toHaveLength(1);
    await api.updateAdminInfo({
      phoneNumber: '+962781234567',
      city: 'Irbid',
      addressDetails: 'x',
      major: 'Law',
    });
    expect((await api.getAdminInfo()).phoneNumber).toBe('+962781234567');
    expect(paths()).toEqual([
      'GET /api/v1/Admin/admins',
      'PUT /api/v1/Admin/admin-info',
      'GET /api/v1/Admin/admins',
    ]);
  });

  it('filters an admin page by full name on the client when searching by fullName', async () => {
    const admins = [
      { ...listItem, firstName: 'Sara', lastName: 'Haddad' },
      {
        ...listItem,
        id: '7f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        firstName: 'Omar',
        lastName: 'Saleh',
      },
    ].map(({ hasActiveMembership: _h, membershipExpiry: _m, updatedAt: _u, ...admin }) => admin);
    const { api, paths } = setup(() => ({ body: { admins, totalCount: 2 } }));
    const page = await api.listAdmins({
      pageNumber: 1,
      pageSize: 10,
      searchBy: 'fullName',
      search: 'ra had',
    });
    expect(page.admins.map((a) => a.firstName)).toEqual(['Sara']);
    expect(paths()).toEqual([
      'GET /api/v1/RootAdmin/admins?pageNumber=1&pageSize=10&searchBy=fullName&search=ra+had',
    ]);
    const all = await api.listAdmins({ pageNumber: 1, searchBy: 'username', search: 'ra had' });
    expect(all.admins).toHaveLength(2);
  });

  it("reads the payments' answers (plans, in the member area) with the payments' schemas", async () => {
    const plans = {
      currency: 'JOD',
      exponent: 3,
      cliqAlias: 'MIJASCLUB',
      iban: null,
      plans: [{ id: 1, nameEn: 'Year', nameAr: 'سنة', days: 365, price: 25000, active: true }],
    };
    const { api, paths } = setup(() => ({ body: plans }));
    expect(await api.getPlans()).toEqual(plans);
    expect(paths()).toEqual(['GET /api/v1/Member/plans']);
    const wrong = setup(() => ({ body: { ...plans, plans: [{ id: 'x' }] } }));
    await expect(wrong.api.getPlans()).rejects.toThrow();
  });

  it('forgets every cached member once a renewal request is confirmed', async () => {
    const { api, paths } = setup((request) =>
      request.method === 'GET'
        ? { body: listItem }
        : { body: { receiptNumber: '2026-000001', expiryDate: '2027-01-01T00:00:00.000Z' } },
    );
    await api.getMemberDetails(ID);
    const request = '0f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
    expect(await api.confirmRenewalRequest(request, {})).toMatchObject({
      receiptNumber: '2026-000001',
    });
    await api.getMemberDetails(ID);
    expect(paths()).toEqual([
      `GET /api/v1/Admin/members/${ID}`,
      `PUT /api/v1/Admin/renewal-requests/${request}/confirm`,
      `GET /api/v1/Admin/members/${ID}`,
    ]);
  });

  it('encodes path parameters', async () => {
    const { api, paths } = setup(() => ({
      body: { renewalId: 7, expiresAt: '2027-01-01T00:00:00Z', amount: 25.5, numberOfDays: 30 },
    }));
    expect(await api.getRenewalDetails(7)).toMatchObject({ amount: 25.5 });
    expect(paths()).toEqual(['GET /api/v1/Admin/members/7/membership-renewal-details']);
  });

  describe('prefetch', () => {
    const page = { pageNumber: 1, pageSize: 10 };
    const members = () => ({ body: { members: [listItem], totalCount: 1 } });

    it('asks at once for the reads made in it, and the same call then takes the answer instead of asking, once', async () => {
      const { api, paths } = setup(members);
      // Asked as a machine started and stopped at once asks: its wait is cancelled, not the request.
      const stopped = new AbortController();
      let early: Promise<unknown> | undefined;
      api.prefetch(() => {
        early = api.listMembers(page, { signal: stopped.signal });
      });
      stopped.abort();
      await expect(early).rejects.toThrow();
      expect(paths()).toEqual(['GET /api/v1/Admin/members?pageNumber=1&pageSize=10']);
      expect((await api.listMembers(page)).members).toHaveLength(1);
      expect(paths()).toHaveLength(1);
      // Taken once: the next call asks again, as does another call.
      await api.listMembers(page);
      await api.listMembers({ ...page, pageNumber: 2 });
      expect(paths()).toEqual([
        'GET /api/v1/Admin/members?pageNumber=1&pageSize=10',
        'GET /api/v1/Admin/members?pageNumber=1&pageSize=10',
        'GET /api/v1/Admin/members?pageNumber=2&pageSize=10',
      ]);
    });

    it('gives the answer it kept in a task after the call, as an answer from the network comes', async () => {
      const { api } = setup(members);
      let early: Promise<unknown> | undefined;
      api.prefetch(() => {
        early = api.listMembers(page);
      });
      await early;
      let given = false;
      const taken = api.listMembers(page).then(() => (given = true));
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      // Not in the task that asked (a page's start, whose render of the rows would make it longer).
      expect(given).toBe(false);
      await taken;
      expect(given).toBe(true);
    });

    it('keeps an answer for PREFETCH_KEEP_MS only', async () => {
      const { api, paths, advance } = setup(members);
      api.prefetch(() => void api.listMembers(page));
      advance(PREFETCH_KEEP_MS + 1);
      await api.listMembers(page);
      expect(paths()).toHaveLength(2);
    });

    it('forgets what it read once a change is sent to the server, or the cache is cleared', async () => {
      const { api, paths } = setup((request) =>
        request.method === 'GET' ? members() : { body: { message: 'ok' } },
      );
      api.prefetch(() => void api.listMembers(page));
      await api.deactivateMember(ID);
      await api.listMembers(page);
      api.prefetch(() => void api.listMembers(page));
      api.clearCache();
      await api.listMembers(page);
      expect(paths()).toEqual([
        'GET /api/v1/Admin/members?pageNumber=1&pageSize=10',
        `PUT /api/v1/Admin/members/${ID}/deactivate`,
        'GET /api/v1/Admin/members?pageNumber=1&pageSize=10',
        'GET /api/v1/Admin/members?pageNumber=1&pageSize=10',
        'GET /api/v1/Admin/members?pageNumber=1&pageSize=10',
      ]);
    });

    it("keeps what it read through a refresh of the session's token", async () => {
      const { api, paths } = setup((request) =>
        request.method === 'GET'
          ? members()
          : {
              body: {
                token: 't',
                refreshToken: 'r',
                roles: ['mijas-admin'],
                expiresIn: 300,
                refreshExpiresIn: 3600,
              },
            },
      );
      api.prefetch(() => void api.listMembers(page));
      await api.refreshToken({ refreshToken: 'r' });
      await api.listMembers(page);
      expect(paths()).toEqual([
        'GET /api/v1/Admin/members?pageNumber=1&pageSize=10',
        'POST /api/v1/User/refresh-token',
      ]);
    });

    it('keeps no failure: the call asks again', async () => {
      let failing = true;
      const { api, paths } = setup(() =>
        failing ? { status: 503, body: { message: 'down' } } : members(),
      );
      let early: Promise<unknown> | undefined;
      api.prefetch(() => {
        early = api.listMembers(page);
      });
      await expect(early).rejects.toThrow();
      failing = false;
      expect((await api.listMembers(page)).totalCount).toBe(1);
      expect(paths()).toHaveLength(2);
    });

    it('keeps nothing of the calls made outside it', async () => {
      const { api, paths } = setup(members);
      api.prefetch(() => {});
      await api.listMembers(page);
      await api.listMembers(page);
      expect(paths()).toHaveLength(2);
    });
  });
});
