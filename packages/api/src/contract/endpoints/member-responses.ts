/**
 * The schemas of the member area's answers, by endpoint: what the client loads to read an answer there (without
 * the requests' schemas, whose phone and country rules load with the forms that send them).
 */
import { memberCardSchema } from '../card.ts';
import { membershipInfoSchema, updateMemberSelfResponseSchema } from '../member.ts';
import { memberSelfSchema } from '../profiles.ts';

export const memberResponses = {
  membershipInfo: membershipInfoSchema,
  memberCard: memberCardSchema,
  replaceMemberCard: memberCardSchema,
  memberSelf: memberSelfSchema,
  updateMemberSelf: updateMemberSelfResponseSchema,
};
