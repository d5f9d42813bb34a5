/** `/api/v1/RootAdmin/*` through HTTP on PGlite and PostgreSQL: each endpoint's success and its errors. */
import { ERROR_CODES, messages, REQUIRED_ACTIONS } from '@mijas/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  client,
  createTestApp,
  login,
  loginClient,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from '../../test/app.ts';
import { backends } from '../../test/databases.ts';
import { users } from '../db/schema.ts';

interface AdminItem {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  isActiveUser: boolean;
  emailIsVerified: boolean;
  createdAt: string;
}

describe.each(backends)('RootAdmin API on %s', (backend) => {
  let t: TestApp;
  let root: Client;

  beforeAll(async () => {
    t = await createTestApp(backend);
    root = await loginClient(t.app, ROOT);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  async function list(query = '') {
    const response = await root.get(`/RootAdmin/admins${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { admins: AdminItem[]; totalCount: number };
  }

  describe('GET /RootAdmin/admins', () => {
    it('lists admins only (no root admin, no member), newest first', async () => {
      const { admins, totalCount } = await list();
      expect(totalCount).toBe(4);
      expect(admins.map((a) => a.username)).toEqual([
        'sara.majali',
        'omar.khasawneh',
        'lina.haddad',
        'admin',
      ]);
      expect(admins.find((a) => a.username === 'omar.khasawneh')?.isActiveUser).toBe(false);
      expect(admins.find((a) => a.username === 'sara.majali')?.emailIsVerified).toBe(false);
    });

    it('searches by username, email, phone and full name, case-insensitively', async () => {
      const cases: [string, string[]][] = [
        ['searchBy=username&search=HADD', ['lina.haddad']],
        ['searchBy=email&search=Omar.K', ['omar.khasawneh']],
        ['searchBy=phoneNumber&search=077%20555', ['sara.majali']],
        ['searchBy=fullName&search=yousef%20nass', ['admin']],
        ['search=SARA', ['sara.majali']],
        ['searchBy=email&search=%25', []],
      ];
      for (const [query, usernames] of cases) {
        const { admins, totalCount } = await list(`?${query}`);
        expect(
          admins.map((a) => a.username),
          query,
        ).toEqual(usernames);
        expect(totalCount, query).toBe(usernames.length);
      }
    });

    it('pages with pageNumber and pageSize', async () => {
      const first = await list('?pageNumber=1&pageSize=3');
      const second = await list('?pageNumber=2&pageSize=3');
      expect(first.admins).toHaveLength(3);
      expect(second.admins.map((a) => a.username)).toEqual(['admin']);
      expect(second.totalCount).toBe(4);
    });

    it('refuses an unknown searchBy with a 400 item', async () => {
      const response = await root.get('/RootAdmin/admins?searchBy=password&search=x');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([
        { code: 'InvalidSearchBy', description: expect.any(String) },
      ]);
    });
  });

  describe('POST /RootAdmin/admins', () => {
    it('creates an admin with only the required fields, who must verify and set a password', async () => {
      const response = await root.post('/RootAdmin/admins', {
        username: 'New.Admin',
        email: 'New.Admin@Example.org',
        firstName: '',
        lastName: '',
        phoneNumber: '',
        gender: 'F',
        nationality: 'Jordan',
        country: 'Jordan',
        city: 'Zarqa',
        addressDetails: '',
        major: 'Nuclear Engineering',
        dateOfBirth: '',
      });
      expect(response.statusCode, response.body).toBe(201);
      const { id, message } = response.json() as { id: string; message: string };
      expect(message).toBe(messages.createAdmin.success);
      const details = (await root.get(`/RootAdmin/admins/${id}`)).json();
      expect(details).toMatchObject({
        id,
        username: 'new.admin',
        email: 'new.admin@example.org',
        firstName: null,
        phoneNumber: null,
        dateOfBirth: null,
        major: 'Nuclear Engineering',
        country: 'Jordan',
        emailIsVerified: false,
        isActive: true,
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
      expect(row?.role).toBe('mijas-admin');
      expect(row?.passwordHash).toBeNull();
      expect(row?.requiredActions).toEqual([
        REQUIRED_ACTIONS.verifyEmail,
        REQUIRED_ACTIONS.updatePassword,
      ]);
      const mails = (
        await t.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=new.admin@example.org' })
      ).json() as { links: string[] }[];
      expect(mails).toHaveLength(1);
      expect(mails[0]?.links.some((link) => /\/email-verification\?key=[^&]+$/.test(link))).toBe(
        true,
      );
    });

    it('refuses a taken username or email with 409 and creates nothing', async () => {
      const [before] = await t.database.db.select({ value: count() }).from(users);
      const response = await root.post('/RootAdmin/admins', {
        username: 'ADMIN',
        email: 'member@mijas.example.com',
        gender: 'M',
        nationality: 'Jordan',
        city: 'Amman',
        major: 'Law',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual([
        { code: ERROR_CODES.duplicateUserName, description: messages.api.duplicateUserName },
        { code: ERROR_CODES.duplicateEmail, description: messages.api.duplicateEmail },
      ]);
      const [after] = await t.database.db.select({ value: count() }).from(users);
      expect(after?.value).toBe(before?.value);
    });

    it('requires username, email, gender, nationality, city and major (SPEC §5)', async () => {
      const response = await root.post('/RootAdmin/admins', { email: 'not-an-email' });
      expect(response.statusCode).toBe(400);
      const codes = (response.json() as { code: string }[]).map((item) => item.code).sort();
      expect(codes).toEqual(
        [
          'InvalidCity',
          'InvalidEmail',
          'InvalidGender',
          'InvalidMajor',
          'InvalidNationality',
          'InvalidUsername',
        ].sort(),
      );
    });
  });

  describe('GET /RootAdmin/admins/{id}', () => {
    it('answers 404 for an unknown id, a member and the root admin', async () => {
      const self = (await root.get('/Admin/admins')).json() as { id: string };
      const admin = await loginClient(t.app, ADMIN);
      const member = (await admin.get('/Admin/members?username=member')).json() as {
        members: { id: string }[];
      };
      for (const id of ['00000000-0000-4000-8000-000000000000', self.id, member.members[0]?.id]) {
        const response = await root.get(`/RootAdmin/admins/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.api.adminNotFound });
      }
      expect((await root.get('/RootAdmin/admins/not-a-uuid')).statusCode).toBe(400);
    });
  });

  describe('activate and deactivate an admin', () => {
    it('cuts a deactivated admin off at once and answers 409 when repeated', async () => {
      const lina = await login(t.app, { username: 'lina.haddad', password: ADMIN.password });
      const asLina = client(t.app, lina.token);
      expect((await asLina.get('/Admin/members')).statusCode).toBe(200);
      const id = (await list('?searchBy=username&search=lina.haddad')).admins[0]?.id;

      const off = await root.put(`/RootAdmin/admins/${id}/deactivate`);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json()).toEqual({ message: messages.adminToasts.deactivated });
      expect((await asLina.get('/Admin/members')).statusCode).toBe(401);
      expect(
        (await client(t.app).post('/User/refresh-token', { refreshToken: lina.refreshToken }))
          .statusCode,
      ).toBe(401);
      expect((await root.get(`/RootAdmin/admins/${id}`)).json()).toMatchObject({ isActive: false });
      const again = await root.put(`/RootAdmin/admins/${id}/deactivate`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual([
        { code: ERROR_CODES.alreadyInactive, description: messages.api.alreadyInactive },
      ]);

      const on = await root.put(`/RootAdmin/admins/${id}/activate`);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ message: messages.adminToasts.activated });
      expect((await root.put(`/RootAdmin/admins/${id}/activate`)).statusCode).toBe(409);
      await login(t.app, { username: 'lina.haddad', password: ADMIN.password });
    });

    it('answers 404 for a member or an unknown id', async () => {
      const admin = await loginClient(t.app, ADMIN);
      const member = (await admin.get('/Admin/members?username=member')).json() as {
        members: { id: string }[];
      };
      for (const id of [member.members[0]?.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await root.put(`/RootAdmin/admins/${id}/deactivate`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: messages.api.adminNotFound });
      }
    });
  });
});
