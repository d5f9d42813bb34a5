/**
 * User records as the API returns them (SPEC §3). Profile fields are nullable: an admin may be created with only
 * a username and an email (SPEC §5 Create Admin), and screens show N/A for them.
 */
import { z } from 'zod';
import { dateSchema, timestampSchema } from './fields.ts';

const nullableText = z.string().nullable();

/** The profile fields every user record shares. */
export const profileFieldsSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  gender: z.enum(['M', 'F']).nullable(),
  dateOfBirth: dateSchema.nullable(),
  major: nullableText,
  phoneNumber: nullableText,
  nationality: nullableText,
  country: nullableText,
  city: nullableText,
  addressDetails: nullableText,
});

/** `GET /Member` (the member's own record) and `GET /Admin/admins` (the admin's own info). */
export const ownProfileSchema = profileFieldsSchema.extend({
  id: z.uuid(),
  emailIsVerified: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const memberSelfSchema = ownProfileSchema;
export type MemberSelf = OwnProfile;

export const adminInfoSchema = ownProfileSchema;
export type AdminInfo = OwnProfile;

/** An item of `GET /Admin/members`, and `GET /Admin/members/{id}`. */
export const memberListItemSchema = profileFieldsSchema.extend({
  id: z.uuid(),
  isActiveUser: z.boolean(),
  hasActiveMembership: z.boolean(),
  /** When the membership ends (or ended); null if the member never had one. */
  membershipExpiry: timestampSchema.nullable(),
  emailIsVerified: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberDetailsSchema = memberListItemSchema;
export type MemberDetails = MemberListItem;

/** An item of `GET /RootAdmin/admins`. */
export const adminListItemSchema = profileFieldsSchema.extend({
  id: z.uuid(),
  emailIsVerified: z.boolean(),
  isActiveUser: z.boolean(),
  createdAt: timestampSchema,
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;

/** `GET /RootAdmin/admins/{id}`: like the list item, with `isActive` (SPEC §3 spells it so). */
export const adminDetailsSchema = profileFieldsSchema.extend({
  id: z.uuid(),
  emailIsVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: timestampSchema,
});
export type AdminDetails = z.infer<typeof adminDetailsSchema>;
