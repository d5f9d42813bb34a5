/**
 * Every endpoint of the API in one table: method, path (OpenAPI style, relative to API_PREFIX), who may call it,
 * and the schemas of its params, query, body and success answer. The server, the OpenAPI document, the RBAC
 * matrix test and the client all read this table, so a path or a rule is written once.
 */
import { z } from 'zod';
import {
  actionResponseSchema,
  bulkActionRequestSchema,
  bulkActionResponseSchema,
  memberExportQuerySchema,
  memberIdsQuerySchema,
  memberIdsResponseSchema,
  createdResponseSchema,
  createMemberRequestSchema,
  deactivateMembershipRequestSchema,
  memberHistoryQuerySchema,
  memberHistoryResponseSchema,
  memberSuggestionsQuerySchema,
  memberSuggestionsResponseSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  membershipHistoryQuerySchema,
  membershipHistoryResponseSchema,
  renewalDetailsSchema,
  renewalIdParamsSchema,
  renewMembershipRequestSchema,
  renewMembershipResponseSchema,
  updateAdminInfoRequestSchema,
  updateAdminInfoResponseSchema,
  updateMemberRequestSchema,
  updateMemberResponseSchema,
  userIdParamsSchema,
} from './admin.ts';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  getRequiredActionsQuerySchema,
  getRequiredActionsResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  logoutResponseSchema,
  refreshTokenRequestSchema,
  refreshTokenResponseSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  sendVerificationEmailRequestSchema,
  sendVerificationEmailResponseSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
  verifyResetCodeRequestSchema,
  verifyResetCodeResponseSchema,
} from './auth.ts';
import {
  cardCheckSchema,
  cardTokenParamsSchema,
  memberCardSchema,
  remindersQuerySchema,
  remindersResponseSchema,
  runRemindersResponseSchema,
} from './card.ts';
import { ADMIN_LIMITS, ROLES } from './constants.ts';
import { formSubmissionRequestSchema, formSubmissionResponseSchema } from './landing-form.ts';
import {
  applicationDetailsSchema,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  applicationReplyRequestSchema,
  updateApplicationRequestSchema,
} from './applications.ts';
import {
  importPreviewResponseSchema,
  importRequestSchema,
  importResponseSchema,
  overviewSchema,
} from './admin-members.ts';
import {
  membershipInfoQuerySchema,
  membershipInfoSchema,
  updateMemberSelfRequestSchema,
  updateMemberSelfResponseSchema,
} from './member.ts';
import {
  adminDetailsSchema,
  adminInfoSchema,
  memberDetailsSchema,
  memberSelfSchema,
} from './profiles.ts';
import type { EndpointAccess } from './roles.ts';
import { setLanguageRequestSchema, setLanguageResponseSchema } from './user-language.ts';
import {
  adminListQuerySchema,
  adminListResponseSchema,
  createAdminRequestSchema,
} from './root-admin.ts';

export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Relative to API_PREFIX, OpenAPI style: `/Admin/members/{id}`. */
  path: string;
  access: EndpointAccess;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status of a success. */
  status: 200 | 201;
  response: z.ZodType;
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

/** An import's JSON body: the file's characters, each up to 6 bytes once escaped in JSON, and the mapping. */
const IMPORT_BODY_LIMIT = ADMIN_LIMITS.importMaxChars * 6 + 64 * 1024;

const admins = [ROLES.admin] as const;
const rootAdmins = [ROLES.rootAdmin] as const;
const members = [ROLES.member] as const;
const membersAndAdmins = [ROLES.member, ROLES.admin] as const;
/** Every signed-in user: members, admins and (holding every admin right) root admins. */
const signedIn = membersAndAdmins;

export const endpoints = {
  // --- User (SPEC §7, plus verify-reset-code) ---
  login: {
    method: 'POST',
    path: '/User/login',
    access: 'public',
    summary: 'Log in by username or email',
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    rateLimited: true,
  },
  refreshToken: {
    method: 'POST',
    path: '/User/refresh-token',
    access: 'public',
    summary: 'Trade a refresh token for new tokens (rotation)',
    body: refreshTokenRequestSchema,
    status: 200,
    response: refreshTokenResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/User/logout',
    access: 'public',
    summary: 'Log out: revoke the session of a refresh token',
    body: logoutRequestSchema,
    status: 200,
    response: logoutResponseSchema,
  },
  forgotPassword: {
    method: 'POST',
    path: '/User/forgot-password',
    access: 'public',
    summary: 'Mail a reset link and code (same answer for unknown emails)',
    body: forgotPasswordRequestSchema,
    status: 200,
    response: forgotPasswordResponseSchema,
    rateLimited: true,
  },
  verifyResetCode: {
    method: 'POST',
    path: '/User/verify-reset-code',
    access: 'public',
    summary: 'Trade the 6-digit code of a reset mail for a reset token',
    body: verifyResetCodeRequestSchema,
    status: 200,
    response: verifyResetCodeResponseSchema,
    rateLimited: true,
  },
  resetPassword: {
    method: 'POST',
    path: '/User/reset-password',
    access: 'public',
    summary: 'Set a new password with a reset or verification token',
    body: resetPasswordRequestSchema,
    status: 200,
    response: resetPasswordResponseSchema,
    rateLimited: true,
  },
  verifyEmail: {
    method: 'POST',
    path: '/User/verify-email',
    access: 'public',
    summary: 'Verify an email address with the token of a verification mail',
    body: verifyEmailRequestSchema,
    status: 200,
    response: verifyEmailResponseSchema,
    rateLimited: true,
  },
  getRequiredActions: {
    method: 'GET',
    path: '/User/get-required-actions',
    access: 'public',
    summary: 'Pending required actions of the account a verification token belongs to',
    query: getRequiredActionsQuerySchema,
    status: 200,
    response: getRequiredActionsResponseSchema,
    rateLimited: true,
  },
  sendVerificationEmail: {
    method: 'POST',
    path: '/User/send-verfication-email',
    access: admins,
    summary:
      'Send the verification mail again (admins: to members; root admins: to admins and members)',
    body: sendVerificationEmailRequestSchema,
    status: 200,
    response: sendVerificationEmailResponseSchema,
  },

  setLanguage: {
    method: 'PUT',
    path: '/User/language',
    access: signedIn,
    summary:
      "Store the signed-in user's language (en, ar): the club's mail to them is written in it",
    body: setLanguageRequestSchema,
    status: 200,
    response: setLanguageResponseSchema,
  },

  // --- Member ---
  membershipInfo: {
    method: 'GET',
    path: '/Member/membership-info',
    access: membersAndAdmins,
    summary: 'Membership card data (a member: only their own)',
    query: membershipInfoQuerySchema,
    status: 200,
    response: membershipInfoSchema,
  },
  memberCard: {
    method: 'GET',
    path: '/Member/card',
    access: members,
    summary:
      "The member's card: number, name, status now, expiry and the link of its QR code (the card's opaque id)",
    status: 200,
    response: memberCardSchema,
  },
  replaceMemberCard: {
    method: 'POST',
    path: '/Member/card/replace',
    access: members,
    summary:
      "Replace the member's card: a new link for its QR code; the old link answers 'not active' from now on",
    status: 200,
    response: memberCardSchema,
  },
  memberSelf: {
    method: 'GET',
    path: '/Member',
    access: members,
    summary: "The member's own record",
    status: 200,
    response: memberSelfSchema,
  },
  updateMemberSelf: {
    method: 'PUT',
    path: '/Member',
    access: members,
    summary: 'A member edits their phone, city, address and major',
    body: updateMemberSelfRequestSchema,
    status: 200,
    response: updateMemberSelfResponseSchema,
  },

  // --- Public ---
  verifyCard: {
    method: 'GET',
    path: '/Public/verify/{token}',
    access: 'public',
    summary:
      "Check a membership card's id: the member's name, status now and, unless not active, expiry (records 'Card checked')",
    params: cardTokenParamsSchema,
    status: 200,
    response: cardCheckSchema,
    rateLimited: true,
  },

  // --- Admin ---
  adminInfo: {
    method: 'GET',
    path: '/Admin/admins',
    access: admins,
    summary: "The current admin's own info",
    status: 200,
    response: adminInfoSchema,
  },
  updateAdminInfo: {
    method: 'PUT',
    path: '/Admin/admin-info',
    access: admins,
    summary: "Update the current admin's phone, city, address and major",
    body: updateAdminInfoRequestSchema,
    status: 200,
    response: updateAdminInfoResponseSchema,
  },
  listMembers: {
    method: 'GET',
    path: '/Admin/members',
    access: admins,
    summary: 'Members, newest first, optionally searched by username, email or phone number',
    query: memberListQuerySchema,
    status: 200,
    response: memberListResponseSchema,
  },
  createMember: {
    method: 'POST',
    path: '/Admin/members',
    access: admins,
    summary: 'Create a member (VERIFY_EMAIL + UPDATE_PASSWORD, verification mail sent)',
    body: createMemberRequestSchema,
    status: 201,
    response: createdResponseSchema,
  },
  renewMembership: {
    method: 'PUT',
    path: '/Admin/members/renew-membership',
    access: admins,
    summary: 'Renew a membership from the later of now and its expiry',
    body: renewMembershipRequestSchema,
    status: 200,
    response: renewMembershipResponseSchema,
  },
  deactivateMembership: {
    method: 'PUT',
    path: '/Admin/members/deactivate-membership',
    access: admins,
    summary: "Deactivate a member's membership",
    body: deactivateMembershipRequestSchema,
    status: 200,
    response: actionResponseSchema,
  },
  membershipHistory: {
    method: 'GET',
    path: '/Admin/members/membership-history',
    access: admins,
    summary: 'Renewals and deactivations, newest first',
    query: membershipHistoryQuerySchema,
    status: 200,
    response: membershipHistoryResponseSchema,
  },
  memberHistory: {
    method: 'GET',
    path: '/Admin/members/member-history',
    access: admins,
    summary: 'Create, update, activate, deactivate and delete actions on members, newest first',
    query: memberHistoryQuerySchema,
    status: 200,
    response: memberHistoryResponseSchema,
  },
  memberSuggestions: {
    method: 'GET',
    path: '/Admin/members/suggestions',
    access: admins,
    summary:
      'Members whose username or name contains the search, best matches first (the history search)',
    query: memberSuggestionsQuerySchema,
    status: 200,
    response: memberSuggestionsResponseSchema,
  },
  renewalDetails: {
    method: 'GET',
    path: '/Admin/members/{renewalId}/membership-renewal-details',
    access: admins,
    summary: 'Expiry and amount of one renewal',
    params: renewalIdParamsSchema,
    status: 200,
    response: renewalDetailsSchema,
  },
  memberDetails: {
    method: 'GET',
    path: '/Admin/members/{id}',
    access: admins,
    summary: "A member's details",
    params: userIdParamsSchema,
    status: 200,
    response: memberDetailsSchema,
  },
  updateMember: {
    method: 'PUT',
    path: '/Admin/members/{id}',
    access: admins,
    summary: 'Update a member (member action 2)',
    params: userIdParamsSchema,
    body: updateMemberRequestSchema,
    status: 200,
    response: updateMemberResponseSchema,
  },
  activateMember: {
    method: 'PUT',
    path: '/Admin/members/{id}/activate',
    access: admins,
    summary: "Activate a member's account (member action 3)",
    params: userIdParamsSchema,
    status: 200,
    response: actionResponseSchema,
  },
  deactivateMember: {
    method: 'PUT',
    path: '/Admin/members/{id}/deactivate',
    access: admins,
    summary: "Deactivate a member's account (member action 4); ends their sessions",
    params: userIdParamsSchema,
    status: 200,
    response: actionResponseSchema,
  },

  // --- Admin: the admins' tools (issue 21): overview, Applications, export, bulk actions, import ---
  overview: {
    method: 'GET',
    path: '/Admin/overview',
    access: admins,
    summary:
      'The office overview: member figures, new applications, and members, renewals and endings per month',
    status: 200,
    response: overviewSchema,
  },
  listApplications: {
    method: 'GET',
    path: '/Admin/forms',
    access: admins,
    summary: 'Join Us and Inquiry submissions, newest first, searched and filtered (the inbox)',
    query: applicationListQuerySchema,
    status: 200,
    response: applicationListResponseSchema,
  },
  applicationDetails: {
    method: 'GET',
    path: '/Admin/forms/{id}',
    access: admins,
    summary: 'One submission with its status, its member and its replies',
    params: applicationIdParamsSchema,
    status: 200,
    response: applicationDetailsSchema,
  },
  updateApplication: {
    method: 'PUT',
    path: '/Admin/forms/{id}',
    access: admins,
    summary: 'Mark a submission new, handled or archived',
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
    status: 200,
    response: applicationDetailsSchema,
  },
  replyToApplication: {
    method: 'POST',
    path: '/Admin/forms/{id}/reply',
    access: admins,
    summary: 'Mail a reply to the submitter (recorded with the submission, which becomes handled)',
    params: applicationIdParamsSchema,
    body: applicationReplyRequestSchema,
    status: 200,
    response: applicationDetailsSchema,
  },
  exportMembers: {
    method: 'GET',
    path: '/Admin/members/export',
    access: admins,
    summary:
      "The member list's search and filters as CSV (UTF-8 with a BOM), every match, streamed",
    query: memberExportQuerySchema,
    status: 200,
    response: z.string(),
    produces: 'text/csv',
    concurrencyLimited: true,
  },
  memberIds: {
    method: 'GET',
    path: '/Admin/members/ids',
    access: admins,
    summary: 'The ids of every member of a search (a bulk action on the whole search)',
    query: memberIdsQuerySchema,
    status: 200,
    response: memberIdsResponseSchema,
  },
  bulkMembers: {
    method: 'POST',
    path: '/Admin/members/bulk',
    access: admins,
    summary:
      'Renew, deactivate the membership of, or send the verification mail to up to 100 members, each on its own',
    body: bulkActionRequestSchema,
    status: 200,
    response: bulkActionResponseSchema,
  },
  previewImport: {
    method: 'POST',
    path: '/Admin/members/import/preview',
    access: admins,
    summary:
      "Check a CSV file of members before importing it: each row's problems, nothing written",
    body: importRequestSchema,
    status: 200,
    response: importPreviewResponseSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
  },
  importMembers: {
    method: 'POST',
    path: '/Admin/members/import',
    access: admins,
    summary:
      'Import the valid rows of a CSV file of members (in one transaction on PostgreSQL; in batches on the embedded database); report the others',
    body: importRequestSchema,
    status: 200,
    response: importResponseSchema,
    bodyLimit: IMPORT_BODY_LIMIT,
  },

  // --- RootAdmin ---
  runReminders: {
    method: 'POST',
    path: '/RootAdmin/reminders/run',
    access: rootAdmins,
    summary:
      'Run the membership expiry reminders now (each member, expiry and step mailed once): how many were queued',
    status: 200,
    response: runRemindersResponseSchema,
  },
  listReminders: {
    method: 'GET',
    path: '/RootAdmin/reminders',
    access: rootAdmins,
    summary:
      "Who the expiry reminders went to: the last run's members, and every reminder sent, newest first",
    query: remindersQuerySchema,
    status: 200,
    response: remindersResponseSchema,
  },
  listAdmins: {
    method: 'GET',
    path: '/RootAdmin/admins',
    access: rootAdmins,
    summary: 'Admins, newest first, optionally searched',
    query: adminListQuerySchema,
    status: 200,
    response: adminListResponseSchema,
  },
  createAdmin: {
    method: 'POST',
    path: '/RootAdmin/admins',
    access: rootAdmins,
    summary: 'Create an admin (VERIFY_EMAIL + UPDATE_PASSWORD, verification mail sent)',
    body: createAdminRequestSchema,
    status: 201,
    response: createdResponseSchema,
  },
  adminDetails: {
    method: 'GET',
    path: '/RootAdmin/admins/{id}',
    access: rootAdmins,
    summary: "An admin's details",
    params: userIdParamsSchema,
    status: 200,
    response: adminDetailsSchema,
  },
  activateAdmin: {
    method: 'PUT',
    path: '/RootAdmin/admins/{id}/activate',
    access: rootAdmins,
    summary: "Activate an admin's account",
    params: userIdParamsSchema,
    status: 200,
    response: actionResponseSchema,
  },
  deactivateAdmin: {
    method: 'PUT',
    path: '/RootAdmin/admins/{id}/deactivate',
    access: rootAdmins,
    summary: "Deactivate an admin's account; ends their sessions",
    params: userIdParamsSchema,
    status: 200,
    response: actionResponseSchema,
  },

  // --- Forms ---
  submitForm: {
    method: 'POST',
    path: '/Forms',
    access: 'public',
    summary: 'Join Us / Inquiry form (2 per type per email per 24 h)',
    body: formSubmissionRequestSchema,
    status: 201,
    response: formSubmissionResponseSchema,
    rateLimited: true,
  },
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof endpoints;

/** A concrete URL path: `/Admin/members/{id}` with `{ id: 'x' }` → `/api/v1/Admin/members/x`. */
export function endpointUrl(
  endpoint: Pick<EndpointDefinition, 'path'>,
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
