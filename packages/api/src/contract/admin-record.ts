/** An admin's record as a root admin types it: `POST /RootAdmin/admins` (a form's request). */
import { z } from 'zod/mini';
import {
  addressDetailsSchema,
  blankable,
  dateOfBirthSchema,
  fieldLabel,
  personNameSchema,
} from './fields.ts';
import { createMemberRequestSchema } from './member-record.ts';
import { phoneNumberSchema } from './phone.ts';

/**
 * `POST /RootAdmin/admins` (SPEC §3, §5): username, email, gender, nationality, city and major required
 * (a custom major replaces "Other"); names, phone, address and date of birth optional (absent or '').
 */
export const createAdminRequestSchema = z.extend(createMemberRequestSchema, {
  firstName: blankable(personNameSchema(fieldLabel('firstName'))),
  lastName: blankable(personNameSchema(fieldLabel('lastName'))),
  phoneNumber: blankable(phoneNumberSchema),
  addressDetails: blankable(addressDetailsSchema),
  dateOfBirth: blankable(dateOfBirthSchema),
});
export type CreateAdminRequest = z.infer<typeof createAdminRequestSchema>;
