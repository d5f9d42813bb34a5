/** `PUT /Member` and `PUT /Admin/admin-info`: the contact details a user edits (a form's request, with the phone). */
import { z } from 'zod/mini';
import { addressDetailsSchema, citySchema, majorSchema } from './fields.ts';
import { phoneNumberSchema } from './phone.ts';

/** The contact details a user edits about themself (`PUT /Member`, `PUT /Admin/admin-info`). */
export const contactDetailsUpdateSchema = z.object({
  phoneNumber: phoneNumberSchema,
  city: citySchema,
  addressDetails: addressDetailsSchema,
  major: majorSchema,
});
export type ContactDetailsUpdate = z.infer<typeof contactDetailsUpdateSchema>;

/** `PUT /Member`: what a member may change about themself. */
export const updateMemberSelfRequestSchema = contactDetailsUpdateSchema;
export type UpdateMemberSelfRequest = z.infer<typeof updateMemberSelfRequestSchema>;
