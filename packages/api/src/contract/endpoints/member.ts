/** The endpoints of a member's own card and record (paths in `endpointRoutes`, schemas here). */
import { membershipInfoQuerySchema, updateMemberSelfRequestSchema } from '../member.ts';
import { members, membersAndAdmins } from './access.ts';
import { endpointRoutes, type EndpointDefinition } from '../endpoint-routes.ts';
import { memberResponses } from './member-responses.ts';

export const memberEndpoints = {
  membershipInfo: {
    ...endpointRoutes.membershipInfo,
    access: membersAndAdmins,
    summary: 'Membership card data (a member: only their own)',
    query: membershipInfoQuerySchema,
    status: 200,
    response: memberResponses.membershipInfo,
  },
  memberCard: {
    ...endpointRoutes.memberCard,
    access: members,
    summary:
      "The member's card: number, name, status now, expiry and the link of its QR code (the card's opaque id)",
    status: 200,
    response: memberResponses.memberCard,
  },
  replaceMemberCard: {
    ...endpointRoutes.replaceMemberCard,
    access: members,
    summary:
      "Replace the member's card: a new link for its QR code; the old link answers 'not active' from now on",
    status: 200,
    response: memberResponses.replaceMemberCard,
  },
  memberSelf: {
    ...endpointRoutes.memberSelf,
    access: members,
    summary: "The member's own record",
    status: 200,
    response: memberResponses.memberSelf,
  },
  updateMemberSelf: {
    ...endpointRoutes.updateMemberSelf,
    access: members,
    summary: 'A member edits their phone, city, address and major',
    body: updateMemberSelfRequestSchema,
    status: 200,
    response: memberResponses.updateMemberSelf,
  },
} as const satisfies Record<string, EndpointDefinition>;
