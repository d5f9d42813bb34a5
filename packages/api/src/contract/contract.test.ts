import { describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  apiErrorListSchema,
  canAccess,
  COUNTRIES,
  countryName,
  createAdminRequestSchema,
  createMemberRequestSchema,
  DAY_MS,
  emailSchema,
  endpointArea,
  endpointRoutes,
  endpoints,
  endpointUrl,
  errorBodyMessage,
  fastifyPath,
  formSubmissionRequestSchema,
  isNationality,
  isRole,
  loadArabicCountryNames,
  memberListQuerySchema,
  membershipHistoryQuerySchema,
  membershipInfoWireSchema,
  messageResponseSchema,
  NATIONALITIES,
  normalizePhoneNumber,
  panelFor,
  phoneSearchDigits,
  renewMembershipRequestSchema,
  renewedExpiry,
  runningExpiry,
  LATEST_EXPIRY,
  ROLES,
  toApiErrors,
  updateMemberRequestSchema,
  usernameSchema,
  validationErrorCode,
} from './index.ts';

const member = {
  username: 'Sara.K',
  email: ' Sara@Example.COM ',
  firstName: 'Sara',
  lastName: 'Al-Khatib',
  phoneNumber: '0791234567',
  gender: 'F',
  nationality: 'Jordan',
  country: 'Jordan',
  city: 'Amman',
  addressDetails: 'Rainbow Street 3',
  major: 'Architecture',
  dateOfBirth: '1995-06-30',
};

describe('field schemas', () => {
  it('lower-cases and trims usernames and emails', () => {
    expect(usernameSchema.parse(' Sara.K ')).toBe('sara.k');
    expect(emailSchema.parse(' Sara@Example.COM ')).toBe('sara@example.com');
    expect(usernameSchema.safeParse('sa').success).toBe(false);
    expect(usernameSchema.safeParse('sara k').success).toBe(false);
    expect(emailSchema.safeParse('sara@').success).toBe(false);
  });

  it('normalises phone numbers to E.164 and searches by their digits', () => {
    expect(normalizePhoneNumber('079 123 4567')).toBe('+962791234567');
    expect(normalizePhoneNumber('+962 79 123 4567')).toBe('+962791234567');
    expect(phoneSearchDigits('+96279')).toEqual(['96279']);
  });

  it('searches phones by the digits as typed, leading zeros kept, and local input in its stored form', () => {
    // Zeros inside a number are digits like any other: `0001` is four digits, not `1`.
    expect(phoneSearchDigits('0001')).toEqual(['0001']);
    expect(phoneSearchDigits('00')).toEqual(['00']);
    expect(phoneSearchDigits('0')).toEqual(['0']);
    // A local number's trunk 0 stands for Jordan's calling code in the stored E.164 form.
    expect(phoneSearchDigits('079-123')).toEqual(['079123', '96279123']);
    expect(phoneSearchDigits('07')).toEqual(['07', '9627']);
    // The international prefix 00 is the `+` of the stored form.
    expect(phoneSearchDigits('00962 79')).toEqual(['0096279', '96279']);
    expect(phoneSearchDigits('+962 7')).toEqual(['9627']);
    expect(phoneSearchDigits('abc')).toEqual([]);
  });

  it('accepts a full add-member payload and names each bad field', () => {
    expect(createMemberRequestSchema.parse(member)).toMatchObject({
      username: 'sara.k',
      email: 'sara@example.com',
    });
    const result = createMemberRequestSchema.safeParse({
      ...member,
      gender: 'X',
      city: 'Paris',
      country: 'France',
      nationality: 'Atlantis',
      dateOfBirth: '2999-01-01',
      phoneNumber: '12',
    });
    expect(result.success).toBe(false);
    expect(toApiErrors(result.error!).map((item) => item.code)).toEqual([
      'InvalidPhoneNumber',
      'InvalidGender',
      'InvalidNationality',
      'InvalidCountry',
      'InvalidCity',
      'InvalidDateOfBirth',
    ]);
  });

  it('lets a create-admin payload leave the optional fields out or empty', () => {
    const { firstName: _f, lastName: _l, dateOfBirth: _d, ...required } = member;
    expect(createAdminRequestSchema.safeParse(required).success).toBe(true);
    expect(
      createAdminRequestSchema.safeParse({ ...required, firstName: '', phoneNumber: '' }).success,
    ).toBe(true);
    expect(createAdminRequestSchema.safeParse({ ...required, major: '' }).success).toBe(false);
  });

  it('requires at least one field to update a member, and never the username', () => {
    expect(updateMemberRequestSchema.safeParse({}).success).toBe(false);
    expect(updateMemberRequestSchema.parse({ isActive: false, username: 'x' })).toEqual({
      isActive: false,
    });
  });

  it("checks renewals: whole days > 0, amount ≥ 0 with at most the dinar's 3 decimals", () => {
    const ok = { memberId: '7f7d6c1e-9b1a-4c57-9a54-2f6f7f1d2a10', numberOfDays: 30, amount: 25.5 };
    expect(renewMembershipRequestSchema.safeParse(ok).success).toBe(true);
    expect(renewMembershipRequestSchema.safeParse({ ...ok, amount: 0 }).success).toBe(true);
    expect(renewMembershipRequestSchema.safeParse({ ...ok, amount: 0.1 + 0.2 }).success).toBe(true);
    expect(renewMembershipRequestSchema.safeParse({ ...ok, amount: 12.345 }).success).toBe(true);
    for (const bad of [
      { numberOfDays: 0 },
      { numberOfDays: 1.5 },
      { numberOfDays: '30' },
      { amount: -1 },
      { amount: 1.0005 },
    ]) {
      expect(renewMembershipRequestSchema.safeParse({ ...ok, ...bad }).success).toBe(false);
    }
  });

  it('pages from 1 with a default size of 10, capped at 100', () => {
    expect(memberListQuerySchema.parse({})).toMatchObject({ pageNumber: 1, pageSize: 10 });
    expect(memberListQuerySchema.parse({ pageNumber: '3', pageSize: '25' })).toMatchObject({
      pageNumber: 3,
      pageSize: 25,
    });
    expect(memberListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(memberListQuerySchema.safeParse({ pageNumber: '0' }).success).toBe(false);
    expect(membershipHistoryQuerySchema.parse({ Username: ' ali ', PageNumber: '2' })).toEqual({
      Username: 'ali',
      PageNumber: 2,
      PageSize: 10,
    });
  });

  it('validates the landing form: mobile optional, type one of the two', () => {
    const form = { type: 'Inquiry', major: 'Law', name: 'Rami', email: 'r@example.com' };
    expect(formSubmissionRequestSchema.safeParse(form).success).toBe(true);
    expect(formSubmissionRequestSchema.safeParse({ ...form, type: 'join' }).success).toBe(false);
  });
});

describe('countries', () => {
  it('lists every ISO country by English name, Jordan included, with Arabic names on demand', async () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(NATIONALITIES).toContain('Jordan');
    expect(isNationality('Jordan')).toBe(true);
    expect(isNationality('Atlantis')).toBe(false);
    expect([...NATIONALITIES]).toEqual([...NATIONALITIES].sort(new Intl.Collator('en').compare));
    await loadArabicCountryNames();
    expect(countryName('Jordan', 'ar')).toBe('الأردن');
    expect(countryName('JO', 'en')).toBe('Jordan');
  });
});

describe('errors', () => {
  it('codes validation errors by field', () => {
    expect(validationErrorCode(['email'])).toBe('InvalidEmail');
    expect(validationErrorCode(['items', 0])).toBe('InvalidItems');
    expect(validationErrorCode([])).toBe('InvalidRequest');
  });

  it("reads an error body without zod as the bodies' schemas read it", () => {
    const bodies: unknown[] = [
      [
        { code: 'A', description: 'first' },
        { code: 'B', description: 'second' },
      ],
      [{ code: 'A', description: '' }],
      [{ code: 'A' }],
      [{ code: 'A', description: 'first', extra: 1 }],
      [null],
      [],
      { message: 'server says', extra: true },
      { message: '' },
      { message: 3 },
      'oops',
      null,
      undefined,
    ];
    for (const body of bodies) {
      const list = apiErrorListSchema.safeParse(body);
      const single = messageResponseSchema.safeParse(body);
      const expected = list.success
        ? (list.data[0]?.description ?? 'fallback')
        : (single.success && single.data.message) || 'fallback';
      expect(errorBodyMessage(body, 'fallback'), JSON.stringify(body)).toBe(expected);
    }
  });

  it('picks the message to show as SPEC §8 says', () => {
    expect(errorBodyMessage([{ code: 'A', description: 'first' }], 'fallback')).toBe('first');
    expect(errorBodyMessage({ message: 'server says' }, 'fallback')).toBe('server says');
    expect(errorBodyMessage('oops', 'fallback')).toBe('fallback');
    expect(errorBodyMessage([], 'fallback')).toBe('fallback');
  });

  it('normalises both spellings of membership info', () => {
    expect(
      membershipInfoWireSchema.parse({
        username: 'u',
        email: 'e',
        isActiveUser: true,
        membershipExpiry: '2026-01-01T00:00:00.000Z',
      }),
    ).toMatchObject({ isActive: true, expiryDate: '2026-01-01T00:00:00.000Z' });
  });
});

describe('endpoint table', () => {
  const all = Object.values(endpoints);

  it('has every call of SPEC §7 once, with the exact paths', () => {
    const keys = all.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /User/login',
        'POST /User/refresh-token',
        'POST /User/forgot-password',
        'POST /User/reset-password',
        'POST /User/verify-email',
        'GET /User/get-required-actions',
        'POST /User/send-verfication-email',
        'GET /Member/membership-info',
        'GET /Member',
        'GET /Admin/admins',
        'PUT /Admin/admin-info',
        'GET /Admin/members',
        'GET /Admin/members/{id}',
        'POST /Admin/members',
        'PUT /Admin/members/renew-membership',
        'PUT /Admin/members/deactivate-membership',
        'PUT /Admin/members/{id}/activate',
        'PUT /Admin/members/{id}/deactivate',
        'GET /Admin/members/membership-history',
        'GET /Admin/members/{renewalId}/membership-renewal-details',
        'GET /Admin/members/member-history',
        'GET /RootAdmin/admins',
        'GET /RootAdmin/admins/{id}',
        'PUT /RootAdmin/admins/{id}/activate',
        'PUT /RootAdmin/admins/{id}/deactivate',
        'POST /RootAdmin/admins',
      ]),
    );
  });

  it('gives root admins every admin right, and nothing else crosses roles', () => {
    expect(canAccess([ROLES.admin], [ROLES.rootAdmin])).toBe(true);
    expect(canAccess([ROLES.rootAdmin], [ROLES.admin])).toBe(false);
    expect(canAccess([ROLES.admin], [ROLES.member])).toBe(false);
    expect(canAccess([ROLES.member], [ROLES.rootAdmin])).toBe(false);
    expect(canAccess('public', [])).toBe(true);
  });

  it.each([
    [[ROLES.rootAdmin], '/superadmin', 'Root Admin Panel', 'superadmin'],
    [[ROLES.admin], '/admin', 'Admin Panel', 'admin'],
    [[ROLES.member], '/member', 'Member Panel', 'member'],
    [[ROLES.member, ROLES.admin], '/admin', 'Admin Panel', 'admin'],
    [[], '/member', 'Member Panel', 'member'],
  ])(
    'roles %j have the panel %s, %s (named %s in the first-paint hint)',
    (roles, path, label, name) => {
      expect(panelFor(roles)).toMatchObject({ path, label, name });
    },
  );

  it('knows our roles and nothing else', () => {
    for (const role of Object.values(ROLES)) expect(isRole(role)).toBe(true);
    for (const other of ['', 'admin', 'MIJAS-ADMIN', 'toString']) expect(isRole(other)).toBe(false);
  });

  it("takes each endpoint's method and path from the client's table, defined in the area its path names", async () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(endpointRoutes).sort());
    for (const [name, route] of Object.entries(endpointRoutes)) {
      const definition = endpoints[name as keyof typeof endpoints];
      expect({ method: definition.method, path: definition.path }, name).toEqual(route);
    }
    const areas = {
      User: (await import('./endpoints/user.ts')).userEndpoints,
      Member: (await import('./endpoints/member.ts')).memberEndpoints,
      Public: (await import('./endpoints/public.ts')).publicEndpoints,
      Admin: (await import('./endpoints/admin.ts')).adminEndpoints,
      RootAdmin: (await import('./endpoints/root-admin.ts')).rootAdminEndpoints,
      Forms: (await import('./endpoints/forms.ts')).formsEndpoints,
    };
    for (const [area, definitions] of Object.entries(areas)) {
      for (const definition of Object.values(definitions))
        expect(endpointArea(definition)).toBe(area);
    }
  });

  it("reads each answer of the member, admin and root admin areas with the endpoint's own response schema", async () => {
    const tables = [
      [
        (await import('./endpoints/member.ts')).memberEndpoints,
        (await import('./endpoints/member-responses.ts')).memberResponses,
      ],
      [
        (await import('./endpoints/admin.ts')).adminEndpoints,
        (await import('./endpoints/admin-responses.ts')).adminResponses,
      ],
      [
        (await import('./endpoints/root-admin.ts')).rootAdminEndpoints,
        (await import('./endpoints/root-admin-responses.ts')).rootAdminResponses,
      ],
    ] as const;
    for (const [definitions, responses] of tables) {
      expect(Object.keys(responses).sort()).toEqual(Object.keys(definitions).sort());
      for (const [name, definition] of Object.entries(definitions))
        expect(responses[name as keyof typeof responses], name).toBe(definition.response);
    }
  });

  it("reads each payments' answer (plans, renewal requests, receipts, payments) with its own schema, apart from its area's", async () => {
    const { paymentResponses } = await import('./endpoints/payment-responses.ts');
    const { isPaymentEndpoint } = await import('./endpoint-routes.ts');
    const payments = Object.entries(endpoints).filter(([, definition]) =>
      isPaymentEndpoint(definition),
    );
    expect(payments.map(([name]) => name).sort()).toEqual(Object.keys(paymentResponses).sort());
    for (const [name, definition] of payments)
      expect(paymentResponses[name as keyof typeof paymentResponses], name).toBe(
        definition.response,
      );
  });

  it('builds URLs and Fastify paths', () => {
    expect(endpointUrl(endpoints.memberDetails, { id: 'a b' })).toBe(
      `${API_PREFIX}/Admin/members/a%20b`,
    );
    expect(() => endpointUrl(endpoints.memberDetails)).toThrow(/id/);
    expect(fastifyPath(endpoints.renewalDetails.path)).toBe(
      '/Admin/members/:renewalId/membership-renewal-details',
    );
  });
});

describe('renewal', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const expiry = new Date(now.getTime() + 10 * DAY_MS);

  it('extends an active membership from its expiry, any other from now', () => {
    expect(runningExpiry(true, expiry)).toBe(expiry);
    expect(runningExpiry(false, expiry)).toBeNull();
    expect(runningExpiry(true, null)).toBeNull();
    expect(renewedExpiry(runningExpiry(true, expiry), now, 30)).toEqual(
      new Date(expiry.getTime() + 30 * DAY_MS),
    );
    expect(renewedExpiry(runningExpiry(false, expiry), now, 30)).toEqual(
      new Date(now.getTime() + 30 * DAY_MS),
    );
  });

  it('gives nothing past the latest expiry', () => {
    expect(renewedExpiry(new Date(LATEST_EXPIRY), now, 1)).toBeUndefined();
  });
});
