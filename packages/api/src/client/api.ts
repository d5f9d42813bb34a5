import type { z } from 'zod/mini';
import { CACHE_MS, PREFETCH_KEEP_MS } from '../contract/constants.ts';
import {
  endpointArea,
  endpointRoutes as routes,
  endpointUrl,
  isPasskeyEndpoint,
  isPaymentEndpoint,
  type EndpointArea,
  type EndpointDefinition,
  type EndpointRoute,
} from '../contract/endpoint-routes.ts';
import type { endpoints } from '../contract/endpoints.ts';
import { fullName } from '../contract/text.ts';
import { createQueryCache, untilAborted } from './cache.ts';
import { nextTask } from './next-task.ts';
import { normaliseGenders } from './normalise.ts';
import { isApiError, NO_RESPONSE } from './errors.ts';
import { createHttp, type AuthHandle, type CallOptions, type QueryValue } from './http.ts';

export interface ApiClientOptions {
  /** The API origin; '' for the page's own origin. */
  baseUrl: string;
  auth: AuthHandle;
  fetch?: typeof fetch;
  /** The cache's clock (tests). */
  now?: () => number;
}

type Endpoints = typeof endpoints;
type EndpointName = keyof Endpoints;
type ResponseOf<N extends EndpointName> = Endpoints[N]['response'] extends infer S extends
  z.ZodMiniType
  ? S
  : never;
type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodMiniType;
}
  ? z.input<S>
  : never;
type OutputOf<E extends EndpointDefinition> = z.output<E['response']>;

/** Calls that carry no bearer token and whose 401 is final (SPEC §7). */
const unauthenticated: ReadonlySet<EndpointRoute> = new Set([
  routes.login,
  routes.refreshToken,
  routes.logout,
  routes.passkeyLoginOptions,
  routes.passkeyLogin,
  routes.confirmSignInPasskey,
  routes.addSignInPasskey,
]);

/**
 * Each area's definitions (`endpoints/<area>.ts`: the schemas that read its answers), a chunk of their own in the
 * app, fetched with the first call there, beside the request: the app shell holds methods and paths only.
 */
const areas: Record<EndpointArea, () => Promise<Record<string, z.ZodMiniType>>> = {
  User: () =>
    import('../contract/endpoints/user.ts').then((area) => responsesOf(area.userEndpoints)),
  // The member, admin and root admin areas' answers come without the requests' schemas: a form's phone and
  // country rules (libphonenumber's metadata, the country list) load with the form, not with the first answer.
  Member: () =>
    import('../contract/endpoints/member-responses.ts').then((area) => area.memberResponses),
  Public: () =>
    import('../contract/endpoints/public.ts').then((area) => responsesOf(area.publicEndpoints)),
  Admin: () =>
    import('../contract/endpoints/admin-responses.ts').then((area) => area.adminResponses),
  RootAdmin: () =>
    import('../contract/endpoints/root-admin-responses.ts').then((area) => area.rootAdminResponses),
  Forms: () =>
    import('../contract/endpoints/forms.ts').then((area) => responsesOf(area.formsEndpoints)),
};

/** Plans, renewal requests, receipts and payments (issue 34): the pages that show them load their answers. */
const paymentAnswers = () =>
  import('../contract/endpoints/payment-responses.ts').then(
    (module): Record<string, z.ZodMiniType> => module.paymentResponses,
  );

/** Passkeys (issue 35): My Profile and the login page's passkey button load their answers. */
const passkeyAnswers = () =>
  Promise.all([
    import('../contract/endpoints/passkeys.ts'),
    import('../contract/endpoints/staff-passkeys.ts'),
  ]).then(([passkeys, staff]) => ({
    ...responsesOf(passkeys.passkeyEndpoints),
    ...responsesOf(staff.staffPasskeyEndpoints),
  }));

/** The answers' schemas of an area's definitions, by endpoint. */
function responsesOf(
  definitions: Record<string, EndpointDefinition>,
): Record<string, z.ZodMiniType> {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [name, definition.response]),
  );
}

/** The schema of an endpoint's success answer, from its area's answers. */
async function responseSchema(name: EndpointName): Promise<z.ZodMiniType> {
  const route = routes[name];
  const answers = isPaymentEndpoint(route)
    ? paymentAnswers
    : isPasskeyEndpoint(route)
      ? passkeyAnswers
      : areas[endpointArea(route)];
  const response = (await answers())[name];
  if (!response) throw new Error(`${name} is not defined in its area's endpoints`);
  return response;
}

/** Server errors and no response are retried once for the member's own record (SPEC §7 "1 retry"). */
function isTransient(error: unknown) {
  return isApiError(error) && (error.status === NO_RESPONSE || error.status >= 500);
}

const cacheKeys = {
  memberSelf: 'member:self',
  member: (id: string) => `member:${id}:`,
  adminSelf: 'admin:self',
};

/**
 * The typed client: one function per endpoint of the contract's `endpoints` table. Bodies go out as given
 * (the server validates them with the same schemas); answers are parsed with the endpoint's response schema.
 */
export function createApiClient({ baseUrl, auth, fetch, now }: ApiClientOptions) {
  const http = createHttp({ baseUrl, auth, ...(fetch ? { fetch } : {}) });
  const cache = createQueryCache(now);
  const clock = now ?? Date.now;
  /** Reads asked for ahead (`prefetch`), by call, until the same call takes its answer. */
  const ahead = new Map<string, { answer: Promise<unknown>; at: number }>();
  let prefetching = false;

  function send<N extends EndpointName, S extends z.ZodMiniType = ResponseOf<N>>(
    name: N,
    parts: { params?: Record<string, string | number>; query?: object; body?: object },
    options: CallOptions = {},
    response?: () => Promise<S>,
  ): Promise<z.output<S>> {
    const route: EndpointRoute = routes[name];
    // Any change a user sends may change what was read ahead: it is asked for again when needed. (Not the
    // session's own calls: a refresh, made while a read asked ahead waits for its new token, changes no data.)
    if (route.method !== 'GET' && !unauthenticated.has(route)) ahead.clear();
    const key = route.method === 'GET' ? `${name} ${JSON.stringify(parts)}` : null;
    const early = key === null ? undefined : ahead.get(key);
    if (key !== null && early) {
      ahead.delete(key);
      // Given in a task of its own, as an answer from the network is: what the caller does with it (a page's
      // render of its data) is not added to the task that asked (a page's start).
      if (clock() - early.at <= PREFETCH_KEEP_MS)
        return untilAborted(
          early.answer.then(async (value) => {
            await nextTask();
            return value;
          }) as Promise<z.output<S>>,
          options.signal,
        );
    }
    const answer = http({
      method: route.method,
      path: endpointUrl(route, parts.params),
      ...(parts.query ? { query: parts.query as Record<string, QueryValue> } : {}),
      ...(parts.body ? { body: parts.body } : {}),
      // Loaded while the request is out (the first call of an area fetches its chunk).
      response: (response ? response() : responseSchema(name)) as Promise<S>,
      prepare: normaliseGenders,
      authenticated: !unauthenticated.has(route),
      // A read asked for ahead is the next caller's too: the one who asked cannot cancel it.
      signal: prefetching ? undefined : options.signal,
      keepalive: options.keepalive,
    });
    if (key === null || !prefetching) return answer;
    const entry = { answer, at: clock() };
    ahead.set(key, entry);
    // A failure is no answer to keep: the call it stood for is made again.
    answer.catch(() => {
      if (ahead.get(key) === entry) ahead.delete(key);
    });
    return untilAborted(answer, options.signal);
  }

  /** Runs a member mutation, then forgets that member's cached entries. */
  async function mutateMember<T>(id: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } finally {
      cache.invalidate(cacheKeys.member(id));
    }
  }

  const client = {
    // --- User ---
    login: (body: InputOf<Endpoints['login'], 'body'>, options?: CallOptions) =>
      send('login', { body }, options),
    refreshToken: (body: InputOf<Endpoints['refreshToken'], 'body'>, options?: CallOptions) =>
      send('refreshToken', { body }, options),
    /** Revokes the session of `refreshToken`; sent with `keepalive` so it survives the page closing. */
    logout: (body: InputOf<Endpoints['logout'], 'body'>, options?: CallOptions) =>
      send('logout', { body }, { ...options, keepalive: true }),
    forgotPassword: (body: InputOf<Endpoints['forgotPassword'], 'body'>, options?: CallOptions) =>
      send('forgotPassword', { body }, options),
    verifyResetCode: (body: InputOf<Endpoints['verifyResetCode'], 'body'>, options?: CallOptions) =>
      send('verifyResetCode', { body }, options),
    resetPassword: (body: InputOf<Endpoints['resetPassword'], 'body'>, options?: CallOptions) =>
      send('resetPassword', { body }, options),
    verifyEmail: (body: InputOf<Endpoints['verifyEmail'], 'body'>, options?: CallOptions) =>
      send('verifyEmail', { body }, options),
    getRequiredActions: (
      query: InputOf<Endpoints['getRequiredActions'], 'query'>,
      options?: CallOptions,
    ) => send('getRequiredActions', { query }, options),
    sendVerificationEmail: (
      body: InputOf<Endpoints['sendVerificationEmail'], 'body'>,
      options?: CallOptions,
    ) => mutateMember(body.userId, () => send('sendVerificationEmail', { body }, options)),
    /** Stores the signed-in user's language on their account (their mail follows it). */
    setLanguage: (body: InputOf<Endpoints['setLanguage'], 'body'>, options?: CallOptions) =>
      send('setLanguage', { body }, options),
    /** Signed-in devices (issue 35): the user's sessions, ending one, ending all the others. */
    getSessions: (options?: CallOptions) => send('userSessions', {}, options),
    endSession: (id: string, options?: CallOptions) =>
      send('endSession', { params: { id } }, options),
    endOtherSessions: (options?: CallOptions) => send('endOtherSessions', {}, options),
    /** Passkeys (issue 35): adding one (options, then the browser's credential), the list, renaming, removing. */
    passkeyRegistrationOptions: (options?: CallOptions) =>
      send('passkeyRegistrationOptions', {}, options),
    addPasskey: (body: InputOf<Endpoints['addPasskey'], 'body'>, options?: CallOptions) =>
      send('addPasskey', { body }, options),
    listPasskeys: (options?: CallOptions) => send('listPasskeys', {}, options),
    renamePasskey: (
      id: string,
      body: InputOf<Endpoints['renamePasskey'], 'body'>,
      options?: CallOptions,
    ) => send('renamePasskey', { params: { id }, body }, options),
    removePasskey: (
      id: string,
      body: InputOf<Endpoints['removePasskey'], 'body'>,
      options?: CallOptions,
    ) => send('removePasskey', { params: { id }, body }, options),
    /** A passkey sign-in: its challenge, then the browser's assertion (the login's answer). */
    passkeyLoginOptions: (options?: CallOptions) => send('passkeyLoginOptions', {}, options),
    passkeyLogin: (body: InputOf<Endpoints['passkeyLogin'], 'body'>, options?: CallOptions) =>
      send('passkeyLogin', { body }, options),
    /** A staff member's second step after the password, while the club requires passkeys (issue 35). */
    confirmSignInPasskey: (
      body: InputOf<Endpoints['confirmSignInPasskey'], 'body'>,
      options?: CallOptions,
    ) => send('confirmSignInPasskey', { body }, options),
    addSignInPasskey: (
      body: InputOf<Endpoints['addSignInPasskey'], 'body'>,
      options?: CallOptions,
    ) => send('addSignInPasskey', { body }, options),

    // --- Member ---
    /** Both spellings of SPEC §3 (`isActive`/`isActiveUser`, `expiryDate`/`membershipExpiry`) end here. */
    getMembershipInfo: (
      query: InputOf<Endpoints['membershipInfo'], 'query'>,
      options?: CallOptions,
    ) =>
      send('membershipInfo', { query }, options, () =>
        import('../contract/member.ts').then((member) => member.membershipInfoWireSchema),
      ),
    /** The member's own record: cached for 2 minutes, one retry on a server or network failure. */
    getMemberSelf: (options?: CallOptions): Promise<OutputOf<Endpoints['memberSelf']>> =>
      cache.read(
        cacheKeys.memberSelf,
        CACHE_MS.memberSelf,
        () =>
          send('memberSelf', {}).catch((error: unknown) => {
            if (isTransient(error)) return send('memberSelf', {});
            throw error;
          }),
        options?.signal,
      ),
    getMemberCard: (options?: CallOptions) => send('memberCard', {}, options),
    /** A new card link for the member; the old one says "Not active" from now on. */
    replaceMemberCard: (options?: CallOptions) => send('replaceMemberCard', {}, options),
    verifyCard: (token: string, options?: CallOptions) =>
      send('verifyCard', { params: { token } }, options),
    updateMemberSelf: async (
      body: InputOf<Endpoints['updateMemberSelf'], 'body'>,
      options?: CallOptions,
    ) => {
      try {
        return await send('updateMemberSelf', { body }, options);
      } finally {
        cache.invalidate(cacheKeys.memberSelf);
      }
    },

    // --- Admin ---
    /** The admin's own info: cached until `updateAdminInfo` succeeds, which refreshes it. */
    getAdminInfo: (options?: CallOptions): Promise<OutputOf<Endpoints['adminInfo']>> =>
      cache.read(
        cacheKeys.adminSelf,
        Number.POSITIVE_INFINITY,
        () => send('adminInfo', {}),
        options?.signal,
      ),
    updateAdminInfo: async (
      body: InputOf<Endpoints['updateAdminInfo'], 'body'>,
      options?: CallOptions,
    ) => {
      const result = await send('updateAdminInfo', { body }, options);
      cache.invalidate(cacheKeys.adminSelf);
      client.getAdminInfo().catch(() => {
        // A failed refresh leaves the entry empty: the next read fetches again and reports its own error.
      });
      return result;
    },
    listMembers: (query: InputOf<Endpoints['listMembers'], 'query'>, options?: CallOptions) =>
      send('listMembers', { query }, options),
    /** A member's details: cached for 5 minutes; any mutation of that member forgets them. */
    getMemberDetails: (
      id: string,
      options?: CallOptions,
    ): Promise<OutputOf<Endpoints['memberDetails']>> =>
      cache.read(
        `${cacheKeys.member(id)}details`,
        CACHE_MS.memberDetails,
        () => send('memberDetails', { params: { id } }),
        options?.signal,
      ),
    createMember: (body: InputOf<Endpoints['createMember'], 'body'>, options?: CallOptions) =>
      send('createMember', { body }, options),
    updateMember: (
      id: string,
      body: InputOf<Endpoints['updateMember'], 'body'>,
      options?: CallOptions,
    ) => mutateMember(id, () => send('updateMember', { params: { id }, body }, options)),
    renewMembership: (body: InputOf<Endpoints['renewMembership'], 'body'>, options?: CallOptions) =>
      mutateMember(body.memberId, () => send('renewMembership', { body }, options)),
    deactivateMembership: (
      body: InputOf<Endpoints['deactivateMembership'], 'body'>,
      options?: CallOptions,
    ) => mutateMember(body.memberId, () => send('deactivateMembership', { body }, options)),
    activateMember: (id: string, options?: CallOptions) =>
      mutateMember(id, () => send('activateMember', { params: { id } }, options)),
    deactivateMember: (id: string, options?: CallOptions) =>
      mutateMember(id, () => send('deactivateMember', { params: { id } }, options)),
    getMembershipHistory: (
      query: InputOf<Endpoints['membershipHistory'], 'query'>,
      options?: CallOptions,
    ) => send('membershipHistory', { query }, options),
    suggestMembers: (
      query: InputOf<Endpoints['memberSuggestions'], 'query'>,
      options?: CallOptions,
    ) => send('memberSuggestions', { query }, options),
    getRenewalDetails: (renewalId: number, options?: CallOptions) =>
      send('renewalDetails', { params: { renewalId } }, options),
    getMemberHistory: (
      query: InputOf<Endpoints['memberHistory'], 'query'>,
      options?: CallOptions,
    ) => send('memberHistory', { query }, options),

    // --- Admin: the admins' tools (issue 21): overview, Applications, export, bulk actions, import ---
    getOverview: (options?: CallOptions) => send('overview', {}, options),
    listApplications: (
      query: InputOf<Endpoints['listApplications'], 'query'>,
      options?: CallOptions,
    ) => send('listApplications', { query }, options),
    getApplicationDetails: (id: string, options?: CallOptions) =>
      send('applicationDetails', { params: { id } }, options),
    updateApplication: (
      id: string,
      body: InputOf<Endpoints['updateApplication'], 'body'>,
      options?: CallOptions,
    ) => send('updateApplication', { params: { id }, body }, options),
    replyToApplication: (
      id: string,
      body: InputOf<Endpoints['replyToApplication'], 'body'>,
      options?: CallOptions,
    ) => send('replyToApplication', { params: { id }, body }, options),
    /**
     * The export of a search: the CSV's text (the browser's decoder drops the byte order mark; a saved file gets
     * `CSV_BOM` again, see `memberExportFileName`).
     */
    exportMembers: (query: InputOf<Endpoints['exportMembers'], 'query'>, options?: CallOptions) =>
      send('exportMembers', { query }, options),
    getMemberIds: (query: InputOf<Endpoints['memberIds'], 'query'>, options?: CallOptions) =>
      send('memberIds', { query }, options),
    /** One bulk call; every member it names is forgotten from the cache, whatever its outcome. */
    bulkMembers: async (body: InputOf<Endpoints['bulkMembers'], 'body'>, options?: CallOptions) => {
      try {
        return await send('bulkMembers', { body }, options);
      } finally {
        for (const id of body.memberIds) cache.invalidate(cacheKeys.member(id));
      }
    },
    previewImport: (body: InputOf<Endpoints['previewImport'], 'body'>, options?: CallOptions) =>
      send('previewImport', { body }, options),
    importMembers: (body: InputOf<Endpoints['importMembers'], 'body'>, options?: CallOptions) =>
      send('importMembers', { body }, options),

    // --- Payments (issue 34): plans, renewal requests, receipts ---
    getPlans: (options?: CallOptions) => send('memberPlans', {}, options),
    getMyRenewalRequests: (options?: CallOptions) => send('memberRenewalRequests', {}, options),
    createRenewalRequest: (
      body: InputOf<Endpoints['createRenewalRequest'], 'body'>,
      options?: CallOptions,
    ) => send('createRenewalRequest', { body }, options),
    cancelRenewalRequest: (id: string, options?: CallOptions) =>
      send('cancelRenewalRequest', { params: { id } }, options),
    getMyReceipts: (options?: CallOptions) => send('memberReceipts', {}, options),
    getMyReceipt: (receiptNumber: string, options?: CallOptions) =>
      send('memberReceipt', { params: { receiptNumber } }, options),
    listRenewalRequests: (
      query: InputOf<Endpoints['listRenewalRequests'], 'query'>,
      options?: CallOptions,
    ) => send('listRenewalRequests', { query }, options),
    /**
     * The number of pending renewal requests (the admin navigation's count, on every admin page): a page of one,
     * whose total alone is read, with a schema of its own rather than the payments' answers.
     */
    countPendingRenewalRequests: async (options?: CallOptions) =>
      (
        await send(
          'listRenewalRequests',
          { query: { status: 'pending', pageSize: 1 } },
          options,
          () => import('../contract/endpoints/total-count.ts').then((m) => m.totalCountSchema),
        )
      ).totalCount,
    /** Confirming renews a member (whom the request names, not the call): every cached member is forgotten. */
    confirmRenewalRequest: async (
      id: string,
      body: InputOf<Endpoints['confirmRenewalRequest'], 'body'>,
      options?: CallOptions,
    ) => {
      try {
        return await send('confirmRenewalRequest', { params: { id }, body }, options);
      } finally {
        cache.invalidate('member:');
      }
    },
    rejectRenewalRequest: (
      id: string,
      body: InputOf<Endpoints['rejectRenewalRequest'], 'body'>,
      options?: CallOptions,
    ) => send('rejectRenewalRequest', { params: { id }, body }, options),
    getReceipt: (receiptNumber: string, options?: CallOptions) =>
      send('adminReceipt', { params: { receiptNumber } }, options),
    listPayments: (query: InputOf<Endpoints['listPayments'], 'query'>, options?: CallOptions) =>
      send('listPayments', { query }, options),
    /** The payments' CSV (as `exportMembers`: the decoder drops the byte order mark). */
    exportPayments: (query: InputOf<Endpoints['exportPayments'], 'query'>, options?: CallOptions) =>
      send('exportPayments', { query }, options),
    /** Every plan, active and retired, for admins (the Renew dialog's plans, the payments' plan filter). */
    getAdminPlans: (options?: CallOptions) => send('adminPlans', {}, options),
    listPlans: (options?: CallOptions) => send('listPlans', {}, options),
    createPlan: (body: InputOf<Endpoints['createPlan'], 'body'>, options?: CallOptions) =>
      send('createPlan', { body }, options),
    updatePlan: (
      id: number,
      body: InputOf<Endpoints['updatePlan'], 'body'>,
      options?: CallOptions,
    ) => send('updatePlan', { params: { id }, body }, options),

    // --- RootAdmin ---
    /** Whether staff must use passkeys (issue 35), and changing it. */
    getStaffPasskeysSetting: (options?: CallOptions) => send('staffPasskeysSetting', {}, options),
    setStaffPasskeysSetting: (
      body: InputOf<Endpoints['setStaffPasskeysSetting'], 'body'>,
      options?: CallOptions,
    ) => send('setStaffPasskeysSetting', { body }, options),
    /** With `searchBy: 'fullName'` the page is also filtered here on first + last name (SPEC §7). */
    listAdmins: async (query: InputOf<Endpoints['listAdmins'], 'query'>, options?: CallOptions) => {
      const page = await send('listAdmins', { query }, options);
      const needle = query.searchBy === 'fullName' ? (query.search ?? '').trim().toLowerCase() : '';
      if (!needle) return page;
      return {
        ...page,
        admins: page.admins.filter((admin) => fullName(admin).toLowerCase().includes(needle)),
      };
    },
    getAdminDetails: (id: string, options?: CallOptions) =>
      send('adminDetails', { params: { id } }, options),
    createAdmin: (body: InputOf<Endpoints['createAdmin'], 'body'>, options?: CallOptions) =>
      send('createAdmin', { body }, options),
    runReminders: (options?: CallOptions) => send('runReminders', {}, options),
    listReminders: (query: InputOf<Endpoints['listReminders'], 'query'>, options?: CallOptions) =>
      send('listReminders', { query }, options),
    activateAdmin: (id: string, options?: CallOptions) =>
      send('activateAdmin', { params: { id } }, options),
    deactivateAdmin: (id: string, options?: CallOptions) =>
      send('deactivateAdmin', { params: { id } }, options),

    // --- Forms ---
    submitForm: (body: InputOf<Endpoints['submitForm'], 'body'>, options?: CallOptions) =>
      send('submitForm', { body }, options),

    /** Forgets every cached answer (the session changed user, or logged out). */
    clearCache: () => {
      cache.clear();
      ahead.clear();
    },
    /**
     * Asks now for the reads that `ask` makes at once (before it awaits anything): the first calls of a page whose
     * code is still on its way (a panel's machine started and stopped at once on its address). Each answer is
     * kept for the same call (the same endpoint and parameters) made within `PREFETCH_KEEP_MS`, which takes it
     * instead of asking again, once; a change sent to the server (any call but a read) or `clearCache` forgets
     * them. `ask`'s own signals stop its waits, never the requests.
     */
    prefetch: (ask: () => void) => {
      for (const [key, entry] of ahead)
        if (clock() - entry.at > PREFETCH_KEEP_MS) ahead.delete(key);
      prefetching = true;
      try {
        ask();
      } finally {
        prefetching = false;
      }
    },
  };
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
