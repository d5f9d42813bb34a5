/**
 * User records as the API returns them (SPEC §3). Profile fields are nullable: an admin may be created with only
 * a username and an email (SPEC §5 Create Admin), and screens show N/A for them.
 */
import { z } from 'zod/mini';
import { dateSchema, timestampSchema } from './fields.ts';

const nullableText = z.nullable(z.string());

/** The profile fields every user record shares. */
export const profileFieldsSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: nullableText,
  lastName: nullableText,
  gender: z.nullable(z.enum(['M', 'F'])),
  dateOfBirth: z.nullable(dateSchema),
  major: nullableText,
  phoneNumber: nullableText,
  nationality: nullableText,
  country: nullableText,
  city: nullableText,
  addressDetails: nullableText,
});

/** `GET /Member` (the member's own record) and `GET /Admin/admins` (the admin's own info). */
export const ownProfileSchema = z.extend(profileFieldsSchema, {
  id: z.uuid(),
  emailIsVerified: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

export const memberSelfSchema = ownProfileSchema;
export type MemberSelf = OwnProfile;

export const adminInfoSchema = ownProfileSchema;
export type AdminInfo = OwnProfile;

/** An item of `GET /Admin/members`, and `GET /Admin/members/{id}`. */
export const memberListItemSchema = z.extend(profileFieldsSchema, {
  id: z.uuid(),
  isActiveUser: z.boolean(),
  hasActiveMembership: z.boolean(),
  /** When the membership ends (or ended); null if the member never had one. */
  membershipExpiry: z.nullable(timestampSchema),
  emailIsVerified: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type MemberListItem = z.infer<typeof memberListItemSchema>;

export const memberDetailsSchema = memberListItemSchema;
export type MemberDetails = MemberListItem;

/** An item of `GET /RootAdmin/admins`. */
export const adminListItemSchema = z.extend(profileFieldsSchema, {
  id: z.uuid(),
  emailIsVerified: z.boolean(),
  isActiveUser: z.boolean(),
  createdAt: timestampSchema,
});
export type AdminListItem = z.infer<typeof adminListItemSchema>;

/** `GET /RootAdmin/admins/{id}`: like the list item, with `isActive` (SPEC §3 spells it so). */
export const adminDetailsSchema = z.extend(profileFieldsSchema, {
  id: z.uuid(),
  emailIsVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: timestampSchema,
});
export type AdminDetails = z.infer<typeof adminDetailsSchema>;
