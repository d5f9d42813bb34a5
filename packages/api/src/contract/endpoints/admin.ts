/** The endpoints of the admins' office: members, memberships, history, Applications, export, bulk actions, import (paths in `endpointRoutes`, schemas here). */
import {
  bulkActionRequestSchema,
  memberExportQuerySchema,
  memberIdsQuerySchema,
  createMemberRequestSchema,
  deactivateMembershipRequestSchema,
  memberHistoryQuerySchema,
  memberSuggestionsQuerySchema,
  memberListQuerySchema,
  membershipHistoryQuerySchema,
  renewalIdParamsSchema,
  updateAdminInfoRequestSchema,
  updateMemberRequestSchema,
  userIdParamsSchema,
} from '../admin.ts';
import {
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationReplyRequestSchema,
  updateApplicationRequestSchema,
} from '../applications.ts';
import { importRequestSchema } from '../admin-members.ts';
import { renewMembershipPaymentRequestSchema } from '../payments.ts';
import { ADMIN_LIMITS } from '../constants.ts';
import { admins } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';
import { adminResponses } from './admin-responses.ts';

/** An import's JSON body: the file's characters, each up to 6 bytes once escaped in JSON, and the mapping. */
const IMPORT_BODY_LIMIT = ADMIN_LIMITS.importMaxChars * 6 + 64 * 1024;

export const adminEndpoints = {
  adminInfo: {
    ...endpointRoutes.adminInfo,
    access: admins,
    summary: "The current admin's own info",
    status: 200,
    response: adminResponses.adminInfo,
  },
  updateAdminInfo: {
    ...endpointRoutes.updateAdminInfo,
    access: admins,
    summary: "Update the current admin's phone, city, address and major",
    body: updateAdminInfoRequestSchema,
    status: 200,
    response: adminResponses.updateAdminInfo,
  },
  listMembers: {
    ...endpointRoutes.listMembers,
    access: admins,
    summary: 'Members, newest first, optionally searched by username, email or phone number',
    query: memberListQuerySchema,
    status: 200,
    response: adminResponses.listMembers,
  },
  createMember: {
    ...endpointRoutes.createMember,
    access: admins,
    summary: 'Create a member (VERIFY_EMAIL + UPDATE_PASSWORD, verification mail sent)',
    body: createMemberRequestSchema,
    status: 201,
    response: adminResponses.createMember,
  },
  renewMembership: {
    ...endpointRoutes.renewMembership,
    access: admins,
    summary:
      'Renew a membership from the later of now and its expiry: a payment (cash unless `method` says otherwise) with its receipt',
    body: renewMembershipPaymentRequestSchema,
    status: 200,
    response: adminResponses.renewMembership,
  },
  deactivateMembership: {
    ...endpointRoutes.deactivateMembership,
    access: admins,
    summary: "Deactivate a member's membership",
    body: deactivateMembershipRequestSchema,
    status: 200,
    response: adminResponses.deactivateMembership,
  },
  membershipHistory: {
    ...endpointRoutes.membershipHistory,
    access: admins,
    summary: 'Renewals and deactivations, newest first',
    query: membershipHistoryQuerySchema,
    status: 200,
    response: adminResponses.membershipHistory,
  },
  memberHistory: {
    ...endpointRoutes.memberHistory,
    access: admins,
    summary: 'Create, update, activate, deactivate and delete actions on members, newest first',
    query: memberHistoryQuerySchema,
    status: 200,
    response: adminResponses.memberHistory,
  },
  memberSuggestions: {
    ...endpointRoutes.memberSuggestions,
    access: admins,
    summary:
      'Members whose username or name contains the search, best matches first (the history search)',
    query: memberSuggestionsQuerySchema,
    status: 200,
    response: adminResponses.memberSuggestions,
  },
  renewalDetails: {
    ...endpointRoutes.renewalDetails,
    access: admins,
    summary: 'Expiry and amount of one renewal',
    params: renewalIdParamsSchema,
    status: 200,
    response: adminResponses.renewalDetails,
  },
  memberDetails: {
    ...endpointRoutes.memberDetails,
    access: admins,
    summary: "A member's details",
    params: userIdParamsSchema,
    status: 200,
    response: adminResponses.memberDetails,
  },
  updateMember: {
    ...endpointRoutes.updateMember,
    access: admins,
    summary: 'Update a member (member action 2)',
    params: userIdParamsSchema,
    body: updateMemberRequestSchema,
    status: 200,
    response: adminResponses.updateMember,
  },
  activateMember: {
    ...endpointRoutes.activateMember,
    access: admins,
    summary: "Activate a member's account (member action 3)",
    params: userIdParamsSchema,
    status: 200,
    response: adminResponses.activateMember,
  },
  deactivateMember: {
    ...endpointRoutes.deactivateMember,
    access: admins,
    summary: "Deactivate a member's account (member action 4); ends their sessions",
    params: userIdParamsSchema,
    status: 200,
    response: adminResponses.deactivateMember,
  },

  overview: {
    ...endpointRoutes.overview,
    access: admins,
    summary:
      'The office overview: member figures, new applications, and members, renewals and endings per month',
    status: 200,
    response: adminResponses.overview,
  },
  listApplications: {
    ...endpointRoutes.listApplications,
    access: admins,
    summary: 'Join Us and Inquiry submissions, newest first, searched and filtered (the inbox)',
    query: applicationListQuerySchema,
    status: 200,
    response: adminResponses.listApplications,
  },
  applicationDetails: {
    ...endpointRoutes.applicationDetails,
    access: admins,
    summary: 'One submission with its status, its member and its replies',
    params: applicationIdParamsSchema,
    status: 200,
    response: adminResponses.applicationDetails,
  },
  updateApplication: {
    ...endpointRoutes.updateApplication,
    access: admins,
    summary: 'Mark a submission new, handled or archived',
    params: applicationIdParamsSchema,
    body: updateApplicationRequestSchema,
    status: 200,
    response: adminResponses.updateApplication,
  },
  replyToApplication: {
    ...endpointRoutes.replyToApplication,
    access: admins,
    summary: 'Mail a reply to the submitter (recorded with the submission, which becomes handled)',
    params: applicationIdParamsSchema,
    body: applicationReplyRequestSchema,
    status: 200,
    response: adminResponses.replyToApplication,
  },
  exportMembers: {
    ...endpointRoutes.exportMembers,
    access: admins,
    summary:
      "The member list's search and filters as CSV (UTF-8 with a BOM), every match, streamed",
    query: memberExportQuerySchema,
    status: 200,
    response: adminResponses.exportMembers,
    produces: 'text/csv',
    concurrencyLimited: true,
  },
  memberIds: {
    ...endpointRoutes.memberIds,
    access: admins,
    summary: 'The ids of every member of a search (a bulk action on the whole search)',
    query: memberIdsQuerySchema,
    status: 200,
    response: adminResponses.memberIds,
  },
  bulkMembers: {
    ...endpointRoutes.bulkMembers,
    access: admins,
    summary:
      'Renew, deactivate the membership of, or send the verification mail to up to 100 members, each on its own',
    body: bulkActionRequestSchema,
    status: 200,
    response: adminResponses.bulkMembers,
  },
  previewImport: {
    ...endpointRoutes.previewImport,
    access: admins,
    summary:
      "Check a CSV file of members before importing it: each row's problems, nothing written",
    body: importRequestSchema,
    status: 200,
    response: adminResponses.previewImport,
    bodyLimit: IMPORT_BODY_LIMIT,
  },
  importMembers: {
    ...endpointRoutes.importMembers,
    access: admins,
    summary:
      'Import the valid rows of a CSV file of members (in one transaction on PostgreSQL; in batches on the embedded database); report the others',
    body: importRequestSchema,
    status: 200,
    response: adminResponses.importMembers,
    bodyLimit: IMPORT_BODY_LIMIT,
  },
} as const satisfies Record<string, EndpointDefinition>;
