/** A member's record as an admin types it: `POST /Admin/members`, `PUT /Admin/members/{id}` (forms' requests). */
import { z } from 'zod/mini';
import {
  addressDetailsSchema,
  citySchema,
  countrySchema,
  dateOfBirthSchema,
  emailSchema,
  fieldLabel,
  genderSchema,
  inLanguage,
  majorSchema,
  personNameSchema,
  usernameSchema,
} from './fields.ts';
import { nationalitySchema } from './nationality.ts';
import { phoneNumberSchema } from './phone.ts';

/** `POST /Admin/members` (SPEC §3 add-member payload; every field required, SPEC §5). */
export const createMemberRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  firstName: personNameSchema(fieldLabel('firstName')),
  lastName: personNameSchema(fieldLabel('lastName')),
  phoneNumber: phoneNumberSchema,
  gender: genderSchema,
  nationality: nationalitySchema,
  country: z.optional(countrySchema),
  city: citySchema,
  addressDetails: addressDetailsSchema,
  major: majorSchema,
  dateOfBirth: dateOfBirthSchema,
  /**
   * Ours (issue 21): the application this member is created from. The same transaction links the two and
   * marks the application handled; 404 `{message: submissionNotFound}` for an unknown one, 409
   * `{message: submissionAlreadyLinked}` when a member was already created from it.
   */
  submissionId: z.optional(z.uuid(inLanguage((v) => v.idInvalid))),
});
export type CreateMemberRequest = z.infer<typeof createMemberRequestSchema>;

/**
 * `PUT /Admin/members/{id}` (our addition; recorded as member action 2 "Update"). Any subset of the fields;
 * the username is the login name and does not change. A changed email becomes unverified.
 */
export const updateMemberRequestSchema = z
  .partial(
    z.extend(
      z.omit(createMemberRequestSchema, { username: true, country: true, submissionId: true }),
      { isActive: z.boolean(inLanguage((v) => v.isActiveInvalid)) },
    ),
  )
  .check(
    z.refine(
      (value) => Object.values(value).some((entry) => entry !== undefined),
      inLanguage((v) => v.nothingToChange),
    ),
  );
export type UpdateMemberRequest = z.infer<typeof updateMemberRequestSchema>;
