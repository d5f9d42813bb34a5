/**
 * Every endpoint's method and path (OpenAPI style, relative to API_PREFIX), and nothing else: the client's table,
 * so that the app shell carries no schema. Each endpoint's full definition (who may call it, the schemas of its
 * params, query, body and answer) is in `endpoints/<area>.ts`, which spreads its entry here; `endpoints.ts` joins
 * them for the server, the OpenAPI document and the RBAC matrix test.
 */
import type { z } from 'zod/mini';
import type { EndpointAccess } from './roles.ts';

export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointRoute {
  method: HttpMethod;
  /** Relative to API_PREFIX, OpenAPI style: `/Admin/members/{id}`. */
  path: string;
}

export interface EndpointDefinition extends EndpointRoute {
  access: EndpointAccess;
  summary: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** Status of a success. */
  status: 200 | 201;
  response: z.ZodMiniType;
  /** Per-IP rate limited (429 with `{message}` when exceeded). */
  rateLimited?: boolean;
  /**
   * Limited in how many run at once, per server process and per caller (the export, issue 30): 429 with
   * `{message}` beyond.
   */
  concurrencyLimited?: boolean;
  /**
   * The success answer's media type when it is not JSON (the export's `text/csv`): `response` then describes
   * the text, and the client reads it as a file.
   */
  produces?: 'text/csv';
  /** Largest body accepted, in bytes, when larger than the server's default (an imported file). */
  bodyLimit?: number;
}

export const endpointRoutes = {
  // --- User (SPEC §7, plus verify-reset-code) ---
  login: { method: 'POST', path: '/User/login' },
  refreshToken: { method: 'POST', path: '/User/refresh-token' },
  logout: { method: 'POST', path: '/User/logout' },
  forgotPassword: { method: 'POST', path: '/User/forgot-password' },
  verifyResetCode: { method: 'POST', path: '/User/verify-reset-code' },
  resetPassword: { method: 'POST', path: '/User/reset-password' },
  verifyEmail: { method: 'POST', path: '/User/verify-email' },
  getRequiredActions: { method: 'GET', path: '/User/get-required-actions' },
  sendVerificationEmail: { method: 'POST', path: '/User/send-verfication-email' },

  setLanguage: { method: 'PUT', path: '/User/language' },
  userSessions: { method: 'GET', path: '/User/sessions' },
  endSession: { method: 'DELETE', path: '/User/sessions/{id}' },
  endOtherSessions: { method: 'DELETE', path: '/User/sessions' },
  // Passkeys (issue 35): schemas in `endpoints/passkeys.ts`
  passkeyRegistrationOptions: { method: 'POST', path: '/User/passkeys/registration-options' },
  addPasskey: { method: 'POST', path: '/User/passkeys' },
  listPasskeys: { method: 'GET', path: '/User/passkeys' },
  renamePasskey: { method: 'PUT', path: '/User/passkeys/{id}' },
  removePasskey: { method: 'DELETE', path: '/User/passkeys/{id}' },
  passkeyLoginOptions: { method: 'POST', path: '/User/passkey-login/options' },
  passkeyLogin: { method: 'POST', path: '/User/passkey-login' },
  // Staff must use passkeys (issue 35): schemas in `endpoints/staff-passkeys.ts`
  confirmSignInPasskey: { method: 'POST', path: '/User/passkey-login/confirm' },
  addSignInPasskey: { method: 'POST', path: '/User/passkey-login/add-passkey' },

  // --- Member ---
  membershipInfo: { method: 'GET', path: '/Member/membership-info' },
  memberCard: { method: 'GET', path: '/Member/card' },
  replaceMemberCard: { method: 'POST', path: '/Member/card/replace' },
  memberSelf: { method: 'GET', path: '/Member' },
  updateMemberSelf: { method: 'PUT', path: '/Member' },
  // Renewals paid by CliQ, bank transfer or cash (issue 34): schemas in `endpoints/member-payments.ts`
  memberPlans: { method: 'GET', path: '/Member/plans' },
  memberRenewalRequests: { method: 'GET', path: '/Member/renewal-requests' },
  createRenewalRequest: { method: 'POST', path: '/Member/renewal-requests' },
  cancelRenewalRequest: { method: 'DELETE', path: '/Member/renewal-requests/{id}' },
  memberReceipts: { method: 'GET', path: '/Member/receipts' },
  memberReceipt: { method: 'GET', path: '/Member/receipts/{receiptNumber}' },

  // --- Public ---
  verifyCard: { method: 'GET', path: '/Public/verify/{token}' },

  // --- Admin ---
  adminInfo: { method: 'GET', path: '/Admin/admins' },
  updateAdminInfo: { method: 'PUT', path: '/Admin/admin-info' },
  listMembers: { method: 'GET', path: '/Admin/members' },
  createMember: { method: 'POST', path: '/Admin/members' },
  renewMembership: { method: 'PUT', path: '/Admin/members/renew-membership' },
  deactivateMembership: { method: 'PUT', path: '/Admin/members/deactivate-membership' },
  membershipHistory: { method: 'GET', path: '/Admin/members/membership-history' },
  memberHistory: { method: 'GET', path: '/Admin/members/member-history' },
  memberSuggestions: { method: 'GET', path: '/Admin/members/suggestions' },
  renewalDetails: { method: 'GET', path: '/Admin/members/{renewalId}/membership-renewal-details' },
  memberDetails: { method: 'GET', path: '/Admin/members/{id}' },
  updateMember: { method: 'PUT', path: '/Admin/members/{id}' },
  activateMember: { method: 'PUT', path: '/Admin/members/{id}/activate' },
  deactivateMember: { method: 'PUT', path: '/Admin/members/{id}/deactivate' },

  // --- Admin: the admins' tools (issue 21): overview, Applications, export, bulk actions, import ---
  overview: { method: 'GET', path: '/Admin/overview' },
  listApplications: { method: 'GET', path: '/Admin/forms' },
  applicationDetails: { method: 'GET', path: '/Admin/forms/{id}' },
  updateApplication: { method: 'PUT', path: '/Admin/forms/{id}' },
  replyToApplication: { method: 'POST', path: '/Admin/forms/{id}/reply' },
  exportMembers: { method: 'GET', path: '/Admin/members/export' },
  memberIds: { method: 'GET', path: '/Admin/members/ids' },
  bulkMembers: { method: 'POST', path: '/Admin/members/bulk' },
  previewImport: { method: 'POST', path: '/Admin/members/import/preview' },
  importMembers: { method: 'POST', path: '/Admin/members/import' },
  // Renewal requests, receipts, payments (issue 34): schemas in `endpoints/admin-payments.ts`
  listRenewalRequests: { method: 'GET', path: '/Admin/renewal-requests' },
  confirmRenewalRequest: { method: 'PUT', path: '/Admin/renewal-requests/{id}/confirm' },
  rejectRenewalRequest: { method: 'PUT', path: '/Admin/renewal-requests/{id}/reject' },
  adminReceipt: { method: 'GET', path: '/Admin/receipts/{receiptNumber}' },
  listPayments: { method: 'GET', path: '/Admin/payments' },
  exportPayments: { method: 'GET', path: '/Admin/payments/export' },
  adminPlans: { method: 'GET', path: '/Admin/plans' },

  // --- RootAdmin ---
  runReminders: { method: 'POST', path: '/RootAdmin/reminders/run' },
  listReminders: { method: 'GET', path: '/RootAdmin/reminders' },
  listAdmins: { method: 'GET', path: '/RootAdmin/admins' },
  createAdmin: { method: 'POST', path: '/RootAdmin/admins' },
  adminDetails: { method: 'GET', path: '/RootAdmin/admins/{id}' },
  activateAdmin: { method: 'PUT', path: '/RootAdmin/admins/{id}/activate' },
  deactivateAdmin: { method: 'PUT', path: '/RootAdmin/admins/{id}/deactivate' },
  // Plans (issue 34): schemas in `endpoints/root-admin-plans.ts`
  listPlans: { method: 'GET', path: '/RootAdmin/plans' },
  createPlan: { method: 'POST', path: '/RootAdmin/plans' },
  updatePlan: { method: 'PUT', path: '/RootAdmin/plans/{id}' },
  // Staff must use passkeys (issue 35): schemas in `endpoints/staff-passkeys.ts`
  staffPasskeysSetting: { method: 'GET', path: '/RootAdmin/settings/staff-passkeys' },
  setStaffPasskeysSetting: { method: 'PUT', path: '/RootAdmin/settings/staff-passkeys' },

  // --- Forms ---
  submitForm: { method: 'POST', path: '/Forms' },
} as const satisfies Record<string, EndpointRoute>;

/** The first part of an endpoint's path (`/Admin/members` → `Admin`): which `endpoints/<area>.ts` defines it. */
export type EndpointArea = 'User' | 'Member' | 'Public' | 'Admin' | 'RootAdmin' | 'Forms';

export function endpointArea(endpoint: Pick<EndpointRoute, 'path'>): EndpointArea {
  return endpoint.path.split('/')[1] as EndpointArea;
}

/** The resources of payments (issue 34): plans, renewal requests, receipts and payments, in every area. */
const PAYMENT_RESOURCES: ReadonlySet<string> = new Set([
  'plans',
  'renewal-requests',
  'receipts',
  'payments',
]);

/** Whether an endpoint is one of payments', whose answers' schemas load apart from its area's others. */
export function isPaymentEndpoint(endpoint: Pick<EndpointRoute, 'path'>): boolean {
  return PAYMENT_RESOURCES.has(endpoint.path.split('/')[2] ?? '');
}

/** Whether an endpoint is one of passkeys' (issue 35), whose answers' schemas load apart from the User area's. */
export function isPasskeyEndpoint(endpoint: Pick<EndpointRoute, 'path'>): boolean {
  const resource = endpoint.path.split('/')[2];
  return resource === 'passkeys' || resource === 'passkey-login';
}

/** A concrete URL path: `/Admin/members/{id}` with `{ id: 'x' }` → `/api/v1/Admin/members/x`. */
export function endpointUrl(
  endpoint: Pick<EndpointRoute, 'path'>,
  params: Record<string, string | number> = {},
): string {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
  return `${API_PREFIX}${path}`;
}

/** The Fastify form of a path: `/Admin/members/{id}` → `/Admin/members/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
