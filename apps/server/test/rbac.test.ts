/**
 * The RBAC matrix: EVERY endpoint of the contract's table × {anonymous, member, admin, root admin, deactivated
 * user, expired token, forged token}, each expected status computed from the endpoint's `access` (contract
 * `canAccess`: a root admin holds every admin right). Each allowed call gets a fresh, valid request, so it must
 * answer the endpoint's own success status; a public endpoint must answer every caller as it answers anyone.
 */
import {
  API_PREFIX,
  canAccess,
  endpoints,
  fastifyPath,
  ROLES,
  type EndpointName,
  type Role,
  type RegistrationOptions,
} from '@mijas/api/contract';
import Fastify from 'fastify';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  client,
  createTestApp,
  login,
  loginClient,
  MEMBER,
  ROOT,
  SETUP_TIMEOUT_MS,
  type Client,
  type TestApp,
} from './app.ts';
import adminRoutes from '../src/routes/admin.ts';
import adminApplicationRoutes from '../src/routes/admin-applications.ts';
import adminImportRoutes from '../src/routes/admin-import.ts';
import adminMemberRoutes from '../src/routes/admin-members.ts';
import landingFormRoutes from '../src/routes/landing-form.ts';
import memberRoutes from '../src/routes/member.ts';
import publicRoutes from '../src/routes/public.ts';
import rootAdminRoutes from '../src/routes/root-admin.ts';
import paymentRoutes from '../src/routes/payments.ts';
import userRoutes from '../src/routes/user.ts';
import { relyingParty } from '../src/passkeys/passkeys.ts';
import { createAuthenticator } from './authenticator.ts';
import { backends } from './databases.ts';
import { insertUser, TEST_PASSWORD } from './users.ts';

type Caller =
  | 'anonymous'
  | 'member'
  | 'admin'
  | 'rootAdmin'
  | 'deactivatedUser'
  | 'expiredToken'
  | 'forgedToken';

const CALLERS: Caller[] = [
  'anonymous',
  'member',
  'admin',
  'rootAdmin',
  'deactivatedUser',
  'expiredToken',
  'forgedToken',
];

const ROLE_OF: Partial<Record<Caller, Role>> = {
  member: ROLES.member,
  admin: ROLES.admin,
  rootAdmin: ROLES.rootAdmin,
};

interface Sample {
  path: string;
  payload?: Record<string, unknown>;
}

let serial = 0;
const unique = () => `${Date.now().toString(36)}${(serial += 1)}`;

/** Everything the samples need: ids of seeded records and a root client to prepare fresh ones. */
interface Fixtures {
  root: Client;
  memberId: string;
  adminId: string;
  renewalId: number;
  /** Issue 34: the demo member's client, an active plan, a receipt of the demo member. */
  member: Client;
  planId: number;
  receiptNumber: string;
  t: TestApp;
  /** Issue 35: each caller's token (its passkeys are made with it). */
  tokens: Partial<Record<Caller, string>>;
}

async function json<T>(response: Promise<{ statusCode: number; body: string }>): Promise<T> {
  const answer = await response;
  if (answer.statusCode >= 300)
    throw new Error(`fixture call failed: ${answer.statusCode} ${answer.body}`);
  return JSON.parse(answer.body) as T;
}

function memberPayload(tag: string) {
  return {
    username: `rbac.${tag}`,
    email: `rbac.${tag}@example.org`,
    firstName: 'Test',
    lastName: 'Person',
    phoneNumber: '0771234567',
    gender: 'M',
    nationality: 'Jordan',
    city: 'Amman',
    addressDetails: '1 Test Street',
    major: 'Physics',
    dateOfBirth: '1985-05-05',
  };
}

async function freshMember(f: Fixtures): Promise<string> {
  return (await json<{ id: string }>(f.root.post('/Admin/members', memberPayload(unique())))).id;
}

async function freshAdmin(f: Fixtures): Promise<string> {
  return (await json<{ id: string }>(f.root.post('/RootAdmin/admins', memberPayload(unique())))).id;
}

/** A new Join Us submission (sent as a visitor would), found in Applications by its email: its id. */
async function freshForm(f: Fixtures): Promise<string> {
  const email = `rbac.form.${unique()}@example.org`;
  await json(
    f.root.post('/Forms', { type: 'Join Us', major: 'Law', name: 'Rbac Applicant', email }),
  );
  const applications = await json<{ forms: { id: string }[] }>(
    f.root.get(`/Admin/forms?search=${encodeURIComponent(email)}`),
  );
  return applications.forms[0]?.id ?? '';
}

/** A pending renewal request of a new member (issue 34): its id. */
async function freshRequest(f: Fixtures): Promise<string> {
  const member = await insertUser(f.t);
  const api = await loginClient(f.t.app, { username: member.username, password: TEST_PASSWORD });
  return (
    await json<{ id: string }>(
      api.post('/Member/renewal-requests', { planId: f.planId, method: 'cliq' }),
    )
  ).id;
}

/** The demo member's pending request, made when there is none (issue 34): its id. */
async function demoMemberRequest(f: Fixtures): Promise<string> {
  const { requests } = await json<{ requests: { id: string; status: string }[] }>(
    f.member.get('/Member/renewal-requests'),
  );
  const pending = requests.find((request) => request.status === 'pending');
  if (pending) return pending.id;
  return (
    await json<{ id: string }>(
      f.member.post('/Member/renewal-requests', { planId: f.planId, method: 'cash' }),
    )
  ).id;
}

const NO_ID = '00000000-0000-4000-8000-000000000000';
const ACCOUNT_OF: Partial<Record<Caller, { username: string; password: string }>> = {
  member: MEMBER,
  admin: ADMIN,
  rootAdmin: ROOT,
};

/** A new credential for the caller's account, as its browser makes one (issue 35); a made-up one for the others. */
async function newCredential(f: Fixtures, caller: Caller) {
  const options = await client(f.t.app, f.tokens[caller]).post(
    '/User/passkeys/registration-options',
  );
  const authenticator = createAuthenticator(relyingParty(f.t.config).origin);
  return authenticator.create(
    options.statusCode === 200
      ? (options.json() as RegistrationOptions)
      : {
          challenge: 'none',
          rp: { name: 'x' },
          user: { id: 'AA', name: 'x', displayName: 'x' },
          pubKeyCredParams: [],
        },
  ).credential;
}

/** A passkey of the caller's account, added for the sample (issue 35): its id; a made-up id for the others. */
async function freshPasskey(f: Fixtures, caller: Caller): Promise<string> {
  if (!ACCOUNT_OF[caller]) return NO_ID;
  const credential = await newCredential(f, caller);
  return (
    await json<{ id: string }>(
      client(f.t.app, f.tokens[caller]).post('/User/passkeys', { name: 'Sample', credential }),
    )
  ).id;
}

/** A CSV file of one new member, its header the export's own column names. */
function importFile(tag: string): string {
  const m = memberPayload(tag);
  const fields = Object.keys(m) as Array<keyof typeof m>;
  return `${fields.join(',')}\r\n${fields.map((field) => m[field]).join(',')}\r\n`;
}

/**
 * A valid request for every endpoint (the Record type makes a missing one a type error). Called once per caller,
 * so state-changing calls act on records made for them.
 */
const samples: Record<EndpointName, (f: Fixtures, caller: Caller) => Promise<Sample>> = {
  memberCard: async () => ({ path: '/Member/card' }),
  replaceMemberCard: async () => ({ path: '/Member/card/replace' }),
  verifyCard: async () => ({ path: '/Public/verify/not-a-card-token' }),
  runReminders: async () => ({ path: '/RootAdmin/reminders/run' }),
  listReminders: async () => ({ path: '/RootAdmin/reminders?pageNumber=1&pageSize=10' }),
  login: async () => ({
    path: '/User/login',
    payload: { emailOrUsername: 'nobody-at-all', password: 'Wrong#Pass1' },
  }),
  refreshToken: async () => ({
    path: '/User/refresh-token',
    payload: { refreshToken: 'not-a-refresh-token' },
  }),
  logout: async () => ({
    path: '/User/logout',
    payload: { refreshToken: 'not-a-refresh-token' },
  }),
  forgotPassword: async () => ({
    path: '/User/forgot-password',
    payload: { email: 'nobody-at-all@example.org' },
  }),
  verifyResetCode: async () => ({
    path: '/User/verify-reset-code',
    payload: { email: 'nobody-at-all@example.org', code: '123456' },
  }),
  resetPassword: async () => ({
    path: '/User/reset-password',
    payload: { newPassword: 'New#Pass2026', confirmPassword: 'New#Pass2026', resetToken: 'bogus' },
  }),
  verifyEmail: async () => ({ path: '/User/verify-email', payload: { token: 'bogus' } }),
  getRequiredActions: async () => ({ path: '/User/get-required-actions?token=bogus' }),
  sendVerificationEmail: async (f) => ({
    path: '/User/send-verfication-email',
    payload: { userId: await freshMember(f) },
  }),
  setLanguage: async () => ({ path: '/User/language', payload: { language: 'en' } }),
  userSessions: async () => ({ path: '/User/sessions' }),
  // A session of the caller's own, signed in for it (not the one its token belongs to).
  endSession: async (f, caller) => {
    const account = { member: MEMBER, admin: ADMIN, rootAdmin: ROOT }[caller as string];
    const session = account
      ? String(decodeJwt((await login(f.t.app, account)).token).sid)
      : '00000000-0000-4000-8000-000000000000';
    return { path: `/User/sessions/${session}` };
  },
  // Tested last (see below): it ends the fixtures' own sessions of the caller's account.
  endOtherSessions: async () => ({ path: '/User/sessions' }),
  // Passkeys (issue 35).
  passkeyRegistrationOptions: async () => ({ path: '/User/passkeys/registration-options' }),
  addPasskey: async (f, caller) => ({
    path: '/User/passkeys',
    payload: { name: 'Office PC', credential: await newCredential(f, caller) },
  }),
  listPasskeys: async () => ({ path: '/User/passkeys' }),
  renamePasskey: async (f, caller) => ({
    path: `/User/passkeys/${await freshPasskey(f, caller)}`,
    payload: { name: 'Renamed' },
  }),
  removePasskey: async (f, caller) => ({
    path: `/User/passkeys/${await freshPasskey(f, caller)}`,
    payload: { password: ACCOUNT_OF[caller]?.password ?? 'Wrong#Pass1' },
  }),
  passkeyLoginOptions: async () => ({ path: '/User/passkey-login/options' }),
  // No passkey answers this challenge: every caller gets the anonymous visitor's answer.
  passkeyLogin: async (f) => {
    const soft = createAuthenticator(relyingParty(f.t.config).origin).create({
      challenge: 'none',
      rp: { name: 'x' },
      user: { id: 'AA', name: 'x', displayName: 'x' },
      pubKeyCredParams: [],
    }).soft;
    return {
      path: '/User/passkey-login',
      payload: {
        credential: createAuthenticator(relyingParty(f.t.config).origin).get(soft, {
          challenge: 'none',
        }),
      },
    };
  },
  // Staff must use passkeys (issue 35): a ticket no login issued answers every caller as a visitor.
  confirmSignInPasskey: async (f) => ({
    path: '/User/passkey-login/confirm',
    payload: {
      ticket: 'no-such-ticket',
      credential: createAuthenticator(relyingParty(f.t.config).origin).get(
        createAuthenticator(relyingParty(f.t.config).origin).create({
          challenge: 'none',
          rp: { name: 'x' },
          user: { id: 'AA', name: 'x', displayName: 'x' },
          pubKeyCredParams: [],
        }).soft,
        { challenge: 'no-such-ticket' },
      ),
    },
  }),
  addSignInPasskey: async (f) => ({
    path: '/User/passkey-login/add-passkey',
    payload: {
      ticket: 'no-such-ticket',
      name: 'Office PC',
      credential: createAuthenticator(relyingParty(f.t.config).origin).create({
        challenge: 'no-such-ticket',
        rp: { name: 'x' },
        user: { id: 'AA', name: 'x', displayName: 'x' },
        pubKeyCredParams: [],
      }).credential,
    },
  }),
  membershipInfo: async (f) => ({ path: `/Member/membership-info?memberId=${f.memberId}` }),
  memberSelf: async () => ({ path: '/Member' }),
  updateMemberSelf: async () => ({
    path: '/Member',
    payload: {
      phoneNumber: '0791234567',
      city: 'Irbid',
      addressDetails: '9 Rbac Street',
      major: 'Physics',
    },
  }),
  adminInfo: async () => ({ path: '/Admin/admins' }),
  updateAdminInfo: async () => ({
    path: '/Admin/admin-info',
    payload: { phoneNumber: '0791234567', city: 'Amman', addressDetails: '1 A St', major: 'Law' },
  }),
  listMembers: async () => ({ path: '/Admin/members?pageNumber=1&pageSize=10' }),
  createMember: async () => ({ path: '/Admin/members', payload: memberPayload(unique()) }),
  renewMembership: async (f) => ({
    path: '/Admin/members/renew-membership',
    payload: { memberId: await freshMember(f), numberOfDays: 30, amount: 10 },
  }),
  deactivateMembership: async (f) => {
    const memberId = await freshMember(f);
    await json(
      f.root.put('/Admin/members/renew-membership', { memberId, numberOfDays: 30, amount: 1 }),
    );
    return { path: '/Admin/members/deactivate-membership', payload: { memberId } };
  },
  membershipHistory: async () => ({
    path: '/Admin/members/membership-history?Username=member&PageNumber=1&PageSize=10',
  }),
  memberHistory: async () => ({
    path: '/Admin/members/member-history?username=member&pageNumber=1&pageSize=10',
  }),
  memberSuggestions: async () => ({ path: '/Admin/members/suggestions?search=mem' }),
  renewalDetails: async (f) => ({
    path: `/Admin/members/${f.renewalId}/membership-renewal-details`,
  }),
  memberDetails: async (f) => ({ path: `/Admin/members/${f.memberId}` }),
  updateMember: async (f) => ({
    path: `/Admin/members/${await freshMember(f)}`,
    payload: { city: 'Jerash' },
  }),
  activateMember: async (f) => {
    const id = await freshMember(f);
    await json(f.root.put(`/Admin/members/${id}/deactivate`));
    return { path: `/Admin/members/${id}/activate` };
  },
  deactivateMember: async (f) => ({ path: `/Admin/members/${await freshMember(f)}/deactivate` }),
  listAdmins: async () => ({ path: '/RootAdmin/admins?pageNumber=1&pageSize=10' }),
  createAdmin: async () => ({ path: '/RootAdmin/admins', payload: memberPayload(unique()) }),
  adminDetails: async (f) => ({ path: `/RootAdmin/admins/${f.adminId}` }),
  activateAdmin: async (f) => {
    const id = await freshAdmin(f);
    await json(f.root.put(`/RootAdmin/admins/${id}/deactivate`));
    return { path: `/RootAdmin/admins/${id}/activate` };
  },
  deactivateAdmin: async (f) => ({ path: `/RootAdmin/admins/${await freshAdmin(f)}/deactivate` }),
  overview: async () => ({ path: '/Admin/overview' }),
  listApplications: async () => ({ path: '/Admin/forms' }),
  applicationDetails: async (f) => ({ path: `/Admin/forms/${await freshForm(f)}` }),
  updateApplication: async (f) => ({
    path: `/Admin/forms/${await freshForm(f)}`,
    payload: { status: 'archived' },
  }),
  replyToApplication: async (f) => ({
    path: `/Admin/forms/${await freshForm(f)}/reply`,
    payload: { subject: 'Your application', body: 'Welcome.\nSee you soon.' },
  }),
  exportMembers: async () => ({ path: '/Admin/members/export?username=member' }),
  memberIds: async () => ({ path: '/Admin/members/ids?username=member' }),
  bulkMembers: async (f) => ({
    path: '/Admin/members/bulk',
    payload: { action: 'sendVerificationEmail', memberIds: [await freshMember(f)] },
  }),
  previewImport: async () => ({
    path: '/Admin/members/import/preview',
    payload: { csv: importFile(unique()) },
  }),
  importMembers: async () => ({
    path: '/Admin/members/import',
    payload: { csv: importFile(unique()) },
  }),
  memberPlans: async () => ({ path: '/Member/plans' }),
  memberRenewalRequests: async () => ({ path: '/Member/renewal-requests' }),
  createRenewalRequest: async (f) => {
    const pending = await demoMemberRequest(f);
    await json(f.member.delete(`/Member/renewal-requests/${pending}`));
    return {
      path: '/Member/renewal-requests',
      payload: { planId: f.planId, method: 'bank_transfer', transferReference: 'TRX-1' },
    };
  },
  cancelRenewalRequest: async (f) => ({
    path: `/Member/renewal-requests/${await demoMemberRequest(f)}`,
  }),
  memberReceipts: async () => ({ path: '/Member/receipts' }),
  memberReceipt: async (f) => ({ path: `/Member/receipts/${f.receiptNumber}` }),
  listRenewalRequests: async () => ({
    path: '/Admin/renewal-requests?status=pending&pageNumber=1&pageSize=10',
  }),
  confirmRenewalRequest: async (f) => ({
    path: `/Admin/renewal-requests/${await freshRequest(f)}/confirm`,
    payload: {},
  }),
  rejectRenewalRequest: async (f) => ({
    path: `/Admin/renewal-requests/${await freshRequest(f)}/reject`,
    payload: { reason: 'No transfer arrived.' },
  }),
  adminReceipt: async (f) => ({ path: `/Admin/receipts/${f.receiptNumber}` }),
  listPayments: async () => ({ path: '/Admin/payments?method=cash&pageNumber=1&pageSize=10' }),
  exportPayments: async () => ({ path: '/Admin/payments/export?method=cash' }),
  adminPlans: async () => ({ path: '/Admin/plans' }),
  listPlans: async () => ({ path: '/RootAdmin/plans' }),
  createPlan: async () => ({
    path: '/RootAdmin/plans',
    payload: { nameEn: 'Quarter', nameAr: 'ربع سنة', days: 90, price: 9000 },
  }),
  updatePlan: async (f) => ({
    path: `/RootAdmin/plans/${f.planId}`,
    payload: { nameEn: 'Year', nameAr: 'سنة', days: 365, price: 25000, active: true },
  }),
  staffPasskeysSetting: async () => ({ path: '/RootAdmin/settings/staff-passkeys' }),
  // Off, as the other samples' sign-ins need it.
  setStaffPasskeysSetting: async () => ({
    path: '/RootAdmin/settings/staff-passkeys',
    payload: { required: false },
  }),
  submitForm: async () => ({
    path: '/Forms',
    payload: {
      type: 'Inquiry',
      major: 'Law',
      name: 'Rbac Tester',
      email: `form.${unique()}@example.org`,
      mobile: '',
    },
  }),
};

/** What a caller must get from an endpoint: a status, or "the same as anyone" for public endpoints. */
function expected(name: EndpointName, caller: Caller): number | 'as anonymous' {
  const endpoint = endpoints[name];
  if (endpoint.access === 'public') return 'as anonymous';
  const role = ROLE_OF[caller];
  if (!role) return 401; // anonymous, deactivated, expired, forged
  return canAccess(endpoint.access, [role]) ? endpoint.status : 403;
}

/** Every route the route modules register under /api/v1, as `METHOD /path` (HEAD left out). */
async function apiRoutes(config: TestApp['config']): Promise<string[]> {
  const probe = Fastify();
  const routes: string[] = [];
  probe.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    }
  });
  probe.decorate('config', config);
  probe.decorate('requireRole', () => async () => {});
  probe.decorate('authenticate', async () => {});
  await probe.register(
    async (api) => {
      for (const routes of [
        userRoutes,
        memberRoutes,
        landingFormRoutes,
        adminRoutes,
        adminApplicationRoutes,
        adminMemberRoutes,
        adminImportRoutes,
        rootAdminRoutes,
        paymentRoutes,
        publicRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: API_PREFIX },
  );
  await probe.ready();
  await probe.close();
  return routes;
}

describe.each(backends)('RBAC matrix on %s', (backend) => {
  let t: TestApp;
  let fixtures: Fixtures;
  const tokens: Partial<Record<Caller, string>> = {};
  const clock = { current: new Date(), now: () => new Date(clock.current) };

  beforeAll(async () => {
    t = await createTestApp(backend, { clock });
    const root = client(t.app, (await login(t.app, ROOT)).token);
    const members = await json<{ members: { id: string; username: string }[] }>(
      root.get('/Admin/members?username=member'),
    );
    const memberId = members.members.find((m) => m.username === 'member')?.id ?? '';
    const admins = await json<{ admins: { id: string; username: string }[] }>(
      root.get('/RootAdmin/admins?searchBy=username&search=admin'),
    );
    const adminId = admins.admins.find((a) => a.username === 'admin')?.id ?? '';
    const history = await json<{ membershipActions: { renewalId: number | null }[] }>(
      root.get('/Admin/members/membership-history?Username=member'),
    );
    const renewalId = history.membershipActions.find((a) => a.renewalId !== null)?.renewalId ?? 0;
    const member = await loginClient(t.app, MEMBER);
    const plan = await json<{ id: number }>(
      root.post('/RootAdmin/plans', { nameEn: 'Year', nameAr: 'سنة', days: 365, price: 25000 }),
    );
    await json(
      root.put('/Admin/members/renew-membership', { memberId, numberOfDays: 30, amount: 5 }),
    );
    const receipts = await json<{ receipts: { receiptNumber: string }[] }>(
      member.get('/Member/receipts'),
    );
    const receiptNumber = receipts.receipts[0]?.receiptNumber ?? '';
    fixtures = {
      root,
      memberId,
      adminId,
      renewalId,
      member,
      planId: plan.id,
      receiptNumber,
      t,
      tokens,
    };

    tokens.member = (await login(t.app, MEMBER)).token;
    tokens.admin = (await login(t.app, ADMIN)).token;
    tokens.rootAdmin = (await login(t.app, ROOT)).token;

    // A demo admin who logs in, then is deactivated by the root admin: their token must stop working.
    const lina = await login(t.app, { username: 'lina.haddad', password: ADMIN.password });
    const linaId = (
      await json<{ admins: { id: string }[] }>(
        root.get('/RootAdmin/admins?searchBy=username&search=lina.haddad'),
      )
    ).admins[0]?.id;
    await json(root.put(`/RootAdmin/admins/${linaId}/deactivate`));
    tokens.deactivatedUser = lina.token;

    // A root admin's token issued 10 minutes ago: past its 5 minutes.
    const real = clock.current;
    clock.current = new Date(real.getTime() - 10 * 60 * 1000);
    tokens.expiredToken = (await login(t.app, ROOT)).token;
    clock.current = real;

    // Root admin claims signed with a key that is not ours, under our key id.
    const { kid } = decodeProtectedHeader(tokens.rootAdmin);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const now = Math.floor(clock.current.getTime() / 1000);
    tokens.forgedToken = await new SignJWT({
      preferred_username: 'root',
      realm_access: { roles: [ROLES.rootAdmin] },
    })
      .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'JWT' })
      .setSubject(
        (await json<{ id: string }>(client(t.app, tokens.rootAdmin).get('/Admin/admins'))).id,
      )
      .setIssuer(t.config.tokens.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(privateKey);
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  it('registers every endpoint of the contract table', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(
        t.app.hasRoute({
          method: endpoint.method,
          url: `${API_PREFIX}${fastifyPath(endpoint.path)}`,
        }),
        `${endpoint.method} ${endpoint.path}`,
      ).toBe(true);
    }
  });

  it('serves no /api/v1 route that the table does not list', async () => {
    const listed = new Set(
      Object.values(endpoints).map((e) => `${e.method} ${API_PREFIX}${fastifyPath(e.path)}`),
    );
    const routes = await apiRoutes(t.config);
    expect(routes.length).toBe(listed.size);
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('documents every endpoint at /api/openapi.json and serves the docs page to anyone', async () => {
    const document = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    const body = document.json() as { openapi: string; paths: Record<string, object> };
    expect(body.openapi).toBe('3.1.0');
    const operations = Object.entries(body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      Object.values(endpoints)
        .map((e) => `${e.method} ${API_PREFIX}${e.path}`)
        .sort(),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  // Signing out every other session of the member ends the fixtures' member client's: tested last.
  const names = (Object.keys(endpoints) as EndpointName[]).sort(
    (a, b) => Number(a === 'endOtherSessions') - Number(b === 'endOtherSessions'),
  );
  it.each(names)('%s answers every caller as its access rule says', async (name) => {
    const endpoint = endpoints[name];
    const results: Record<string, number> = {};
    const wanted: Record<string, number | string> = {};
    let anonymous = 0;
    for (const caller of CALLERS) {
      const sample = await samples[name](fixtures, caller);
      const api = client(t.app, tokens[caller]);
      const response =
        endpoint.method === 'GET'
          ? await api.get(sample.path)
          : endpoint.method === 'POST'
            ? await api.post(sample.path, sample.payload)
            : endpoint.method === 'DELETE'
              ? await api.delete(sample.path, sample.payload)
              : await api.put(sample.path, sample.payload);
      if (caller === 'anonymous') anonymous = response.statusCode;
      const want = expected(name, caller);
      results[caller] = response.statusCode;
      wanted[caller] = want === 'as anonymous' ? anonymous : want;
      if (response.statusCode === 401 || response.statusCode === 403) {
        expect(response.json(), `${caller}: body`).toEqual({ message: expect.any(String) });
      }
    }
    expect(results).toEqual(wanted);
    expect(anonymous).toBeLessThan(500);
  });
});
