/** `/api/v1/Member*`: the member's own record and membership (SPEC §7). */
import { z } from 'zod/mini';
import { messageResponseSchema } from './errors.ts';
import { timestampSchema, userIdSchema } from './fields.ts';

export const membershipInfoQuerySchema = z.object({ memberId: userIdSchema });
export type MembershipInfoQuery = z.infer<typeof membershipInfoQuerySchema>;

/** What our server sends for `GET /Member/membership-info`. */
export const membershipInfoSchema = z.object({
  memberId: z.uuid(),
  username: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  /** Membership status: not deactivated and not expired. */
  isActive: z.boolean(),
  /** Expiry of the membership, null if the member never had one. */
  expiryDate: z.nullable(timestampSchema),
});
export type MembershipInfo = z.infer<typeof membershipInfoSchema>;

/**
 * Accepts both spellings SPEC §3 lists (`isActive`/`isActiveUser`, `expiryDate`/`membershipExpiry`) and gives
 * the canonical `MembershipInfo`. For clients reading servers other than ours.
 */
export const membershipInfoWireSchema = z.pipe(
  z.object({
    memberId: z.optional(z.string()),
    username: z.string(),
    email: z.string(),
    firstName: z.nullish(z.string()),
    lastName: z.nullish(z.string()),
    isActive: z.optional(z.boolean()),
    isActiveUser: z.optional(z.boolean()),
    expiryDate: z.nullish(z.string()),
    membershipExpiry: z.nullish(z.string()),
  }),
  z.transform((raw): MembershipInfo => ({
    memberId: raw.memberId ?? '',
    username: raw.username,
    email: raw.email,
    firstName: raw.firstName ?? null,
    lastName: raw.lastName ?? null,
    isActive: raw.isActive ?? raw.isActiveUser ?? false,
    expiryDate: raw.expiryDate ?? raw.membershipExpiry ?? null,
  })),
);

// The contact request (with the phone field) is a module of its own: the answers' schemas here load without it.
export {
  contactDetailsUpdateSchema,
  updateMemberSelfRequestSchema,
  type ContactDetailsUpdate,
  type UpdateMemberSelfRequest,
} from './member-contact.ts';
export const updateMemberSelfResponseSchema = messageResponseSchema;
