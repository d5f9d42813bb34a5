/**
 * The schemas of the admin area's answers, by endpoint: what the client loads to read an answer there (without
 * the requests' schemas, whose phone and country rules load with the forms that send them).
 */
import { z } from 'zod/mini';
import {
  importPreviewResponseSchema,
  importResponseSchema,
  overviewSchema,
} from '../admin-members.ts';
import {
  actionResponseSchema,
  bulkActionResponseSchema,
  createdResponseSchema,
  memberHistoryResponseSchema,
  memberIdsResponseSchema,
  memberListResponseSchema,
  memberSuggestionsResponseSchema,
  membershipHistoryResponseSchema,
  renewMembershipResponseSchema,
  renewalDetailsSchema,
  updateAdminInfoResponseSchema,
  updateMemberResponseSchema,
} from '../admin.ts';
import { applicationDetailsSchema, applicationListResponseSchema } from '../applications.ts';
import { adminInfoSchema, memberDetailsSchema } from '../profiles.ts';

export const adminResponses = {
  adminInfo: adminInfoSchema,
  updateAdminInfo: updateAdminInfoResponseSchema,
  listMembers: memberListResponseSchema,
  createMember: createdResponseSchema,
  renewMembership: renewMembershipResponseSchema,
  deactivateMembership: actionResponseSchema,
  membershipHistory: membershipHistoryResponseSchema,
  memberHistory: memberHistoryResponseSchema,
  memberSuggestions: memberSuggestionsResponseSchema,
  renewalDetails: renewalDetailsSchema,
  memberDetails: memberDetailsSchema,
  updateMember: updateMemberResponseSchema,
  activateMember: actionResponseSchema,
  deactivateMember: actionResponseSchema,
  overview: overviewSchema,
  listApplications: applicationListResponseSchema,
  applicationDetails: applicationDetailsSchema,
  updateApplication: applicationDetailsSchema,
  replyToApplication: applicationDetailsSchema,
  exportMembers: z.string(),
  memberIds: memberIdsResponseSchema,
  bulkMembers: bulkActionResponseSchema,
  previewImport: importPreviewResponseSchema,
  importMembers: importResponseSchema,
};
