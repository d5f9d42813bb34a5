import { z } from 'zod';
import { CACHE_MS } from '../contract/constants.ts';
import { endpointUrl, endpoints, type EndpointDefinition } from '../contract/endpoints.ts';
import { fullName } from '../contract/fields.ts';
import { membershipInfoWireSchema } from '../contract/member.ts';
import { createQueryCache } from './cache.ts';
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
type InputOf<E, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.input<S>
  : never;
type OutputOf<E extends EndpointDefinition> = z.output<E['response']>;

/** Calls that carry no bearer token and whose 401 is final (SPEC §7). */
const unauthenticated: ReadonlySet<EndpointDefinition> = new Set([
  endpoints.login,
  endpoints.refreshToken,
  endpoints.logout,
]);

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

  function send<E extends EndpointDefinition, S extends z.ZodType = E['response']>(
    endpoint: E,
    parts: { params?: Record<string, string | number>; query?: object; body?: object },
    options: CallOptions = {},
    response?: S,
  ): Promise<z.output<S>> {
    return http({
      method: endpoint.method,
      path: endpointUrl(endpoint, parts.params),
      ...(parts.query ? { query: parts.query as Record<string, QueryValue> } : {}),
      ...(parts.body ? { body: parts.body } : {}),
      response: z.preprocess(normaliseGenders, response ?? endpoint.response) as unknown as S,
      authenticated: !unauthenticated.has(endpoint),
      signal: options.signal,
      keepalive: options.keepalive,
    });
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
      send(endpoints.login, { body }, options),
    refreshToken: (body: InputOf<Endpoints['refreshToken'], 'body'>, options?: CallOptions) =>
      send(endpoints.refreshToken, { body }, options),
    /** Revokes the session of `refreshToken`; sent with `keepalive` so it survives the page closing. */
    logout: (body: InputOf<Endpoints['logout'], 'body'>, options?: CallOptions) =>
      send(endpoints.logout, { body }, { ...options, keepalive: true }),
    forgotPassword: (body: InputOf<Endpoints['forgotPassword'], 'body'>, options?: CallOptions) =>
      send(endpoints.forgotPassword, { body }, options),
    verifyResetCode: (body: InputOf<Endpoints['verifyResetCode'], 'body'>, options?: CallOptions) =>
      send(endpoints.verifyResetCode, { body }, options),
    resetPassword: (body: InputOf<Endpoints['resetPassword'], 'body'>, options?: CallOptions) =>
      send(endpoints.resetPassword, { body }, options),
    verifyEmail: (body: InputOf<Endpoints['verifyEmail'], 'body'>, options?: CallOptions) =>
      send(endpoints.verifyEmail, { body }, options),
    getRequiredActions: (
      query: InputOf<Endpoints['getRequiredActions'], 'query'>,
      options?: CallOptions,
    ) => send(endpoints.getRequiredActions, { query }, options),
    sendVerificationEmail: (
      body: InputOf<Endpoints['sendVerificationEmail'], 'body'>,
      options?: CallOptions,
    ) => mutateMember(body.userId, () => send(endpoints.sendVerificationEmail, { body }, options)),
    /** Stores the signed-in user's language on their account (their mail follows it). */
    setLanguage: (body: InputOf<Endpoints['setLanguage'], 'body'>, options?: CallOptions) =>
      send(endpoints.setLanguage, { body }, options),

    // --- Member ---
    /** Both spellings of SPEC §3 (`isActive`/`isActiveUser`, `expiryDate`/`membershipExpiry`) end here. */
    getMembershipInfo: (
      query: InputOf<Endpoints['membershipInfo'], 'query'>,
      options?: CallOptions,
    ) => send(endpoints.membershipInfo, { query }, options, membershipInfoWireSchema),
    /** The member's own record: cached for 2 minutes, one retry on a server or network failure. */
    getMemberSelf: (options?: CallOptions): Promise<OutputOf<Endpoints['memberSelf']>> =>
      cache.read(
        cacheKeys.memberSelf,
        CACHE_MS.memberSelf,
        () =>
          send(endpoints.memberSelf, {}).catch((error: unknown) => {
            if (isTransient(error)) return send(endpoints.memberSelf, {});
            throw error;
          }),
        options?.signal,
      ),
    getMemberCard: (options?: CallOptions) => send(endpoints.memberCard, {}, options),
    /** A new card link for the member; the old one says "Not active" from now on. */
    replaceMemberCard: (options?: CallOptions) => send(endpoints.replaceMemberCard, {}, options),
    verifyCard: (token: string, options?: CallOptions) =>
      send(endpoints.verifyCard, { params: { token } }, options),
    updateMemberSelf: async (
      body: InputOf<Endpoints['updateMemberSelf'], 'body'>,
      options?: CallOptions,
    ) => {
      try {
        return await send(endpoints.updateMemberSelf, { body }, options);
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
        () => send(endpoints.adminInfo, {}),
        options?.signal,
      ),
    updateAdminInfo: async (
      body: InputOf<Endpoints['updateAdminInfo'], 'body'>,
      options?: CallOptions,
    ) => {
      const result = await send(endpoints.updateAdminInfo, { body }, options);
      cache.invalidate(cacheKeys.adminSelf);
      client.getAdminInfo().catch(() => {
        // A failed refresh leaves the entry empty: the next read fetches again and reports its own error.
      });
      return result;
    },
    listMembers: (query: InputOf<Endpoints['listMembers'], 'query'>, options?: CallOptions) =>
      send(endpoints.listMembers, { query }, options),
    /** A member's details: cached for 5 minutes; any mutation of that member forgets them. */
    getMemberDetails: (
      id: string,
      options?: CallOptions,
    ): Promise<OutputOf<Endpoints['memberDetails']>> =>
      cache.read(
        `${cacheKeys.member(id)}details`,
        CACHE_MS.memberDetails,
        () => send(endpoints.memberDetails, { params: { id } }),
        options?.signal,
      ),
    createMember: (body: InputOf<Endpoints['createMember'], 'body'>, options?: CallOptions) =>
      send(endpoints.createMember, { body }, options),
    updateMember: (
      id: string,
      body: InputOf<Endpoints['updateMember'], 'body'>,
      options?: CallOptions,
    ) => mutateMember(id, () => send(endpoints.updateMember, { params: { id }, body }, options)),
    renewMembership: (body: InputOf<Endpoints['renewMembership'], 'body'>, options?: CallOptions) =>
      mutateMember(body.memberId, () => send(endpoints.renewMembership, { body }, options)),
    deactivateMembership: (
      body: InputOf<Endpoints['deactivateMembership'], 'body'>,
      options?: CallOptions,
    ) => mutateMember(body.memberId, () => send(endpoints.deactivateMembership, { body }, options)),
    activateMember: (id: string, options?: CallOptions) =>
      mutateMember(id, () => send(endpoints.activateMember, { params: { id } }, options)),
    deactivateMember: (id: string, options?: CallOptions) =>
      mutateMember(id, () => send(endpoints.deactivateMember, { params: { id } }, options)),
    getMembershipHistory: (
      query: InputOf<Endpoints['membershipHistory'], 'query'>,
      options?: CallOptions,
    ) => send(endpoints.membershipHistory, { query }, options),
    suggestMembers: (
      query: InputOf<Endpoints['memberSuggestions'], 'query'>,
      options?: CallOptions,
    ) => send(endpoints.memberSuggestions, { query }, options),
    getRenewalDetails: (renewalId: number, options?: CallOptions) =>
      send(endpoints.renewalDetails, { params: { renewalId } }, options),
    getMemberHistory: (
      query: InputOf<Endpoints['memberHistory'], 'query'>,
      options?: CallOptions,
    ) => send(endpoints.memberHistory, { query }, options),

    // --- Admin: the admins' tools (issue 21): overview, Applications, export, bulk actions, import ---
    getOverview: (options?: CallOptions) => send(endpoints.overview, {}, options),
    listApplications: (
      query: InputOf<Endpoints['listApplications'], 'query'>,
      options?: CallOptions,
    ) => send(endpoints.listApplications, { query }, options),
    getApplicationDetails: (id: string, options?: CallOptions) =>
      send(endpoints.applicationDetails, { params: { id } }, options),
    updateApplication: (
      id: string,
      body: InputOf<Endpoints['updateApplication'], 'body'>,
      options?: CallOptions,
    ) => send(endpoints.updateApplication, { params: { id }, body }, options),
    replyToApplication: (
      id: string,
      body: InputOf<Endpoints['replyToApplication'], 'body'>,
      options?: CallOptions,
    ) => send(endpoints.replyToApplication, { params: { id }, body }, options),
    /**
     * The export of a search: the CSV's text (the browser's decoder drops the byte order mark; a saved file gets
     * `CSV_BOM` again, see `memberExportFileName`).
     */
    exportMembers: (query: InputOf<Endpoints['exportMembers'], 'query'>, options?: CallOptions) =>
      send(endpoints.exportMembers, { query }, options),
    getMemberIds: (query: InputOf<Endpoints['memberIds'], 'query'>, options?: CallOptions) =>
      send(endpoints.memberIds, { query }, options),
    /** One bulk call; every member it names is forgotten from the cache, whatever its outcome. */
    bulkMembers: async (body: InputOf<Endpoints['bulkMembers'], 'body'>, options?: CallOptions) => {
      try {
        return await send(endpoints.bulkMembers, { body }, options);
      } finally {
        for (const id of body.memberIds) cache.invalidate(cacheKeys.member(id));
      }
    },
    previewImport: (body: InputOf<Endpoints['previewImport'], 'body'>, options?: CallOptions) =>
      send(endpoints.previewImport, { body }, options),
    importMembers: (body: InputOf<Endpoints['importMembers'], 'body'>, options?: CallOptions) =>
      send(endpoints.importMembers, { body }, options),

    // --- RootAdmin ---
    /** With `searchBy: 'fullName'` the page is also filtered here on first + last name (SPEC §7). */
    listAdmins: async (query: InputOf<Endpoints['listAdmins'], 'query'>, options?: CallOptions) => {
      const page = await send(endpoints.listAdmins, { query }, options);
      const needle = query.searchBy === 'fullName' ? (query.search ?? '').trim().toLowerCase() : '';
      if (!needle) return page;
      return {
        ...page,
        admins: page.admins.filter((admin) => fullName(admin).toLowerCase().includes(needle)),
      };
    },
    getAdminDetails: (id: string, options?: CallOptions) =>
      send(endpoints.adminDetails, { params: { id } }, options),
    createAdmin: (body: InputOf<Endpoints['createAdmin'], 'body'>, options?: CallOptions) =>
      send(endpoints.createAdmin, { body }, options),
    runReminders: (options?: CallOptions) => send(endpoints.runReminders, {}, options),
    listReminders: (query: InputOf<Endpoints['listReminders'], 'query'>, options?: CallOptions) =>
      send(endpoints.listReminders, { query }, options),
    activateAdmin: (id: string, options?: CallOptions) =>
      send(endpoints.activateAdmin, { params: { id } }, options),
    deactivateAdmin: (id: string, options?: CallOptions) =>
      send(endpoints.deactivateAdmin, { params: { id } }, options),

    // --- Forms ---
    submitForm: (body: InputOf<Endpoints['submitForm'], 'body'>, options?: CallOptions) =>
      send(endpoints.submitForm, { body }, options),

    /** Forgets every cached answer (the session changed user, or logged out). */
    clearCache: () => cache.clear(),
  };
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
