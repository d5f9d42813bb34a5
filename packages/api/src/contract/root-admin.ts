/** `/api/v1/RootAdmin/*`: admin management (SPEC §7). */
import { z } from 'zod';
import {
  addressDetailsSchema,
  adminSearchFieldSchema,
  blankable,
  dateOfBirthSchema,
  fieldLabel,
  pageNumberSchema,
  pageSizeSchema,
  personNameSchema,
  phoneNumberSchema,
  searchTextSchema,
} from './fields.ts';
import { createMemberRequestSchema } from './admin.ts';
import { adminListItemSchema } from './profiles.ts';

/** `GET /RootAdmin/admins`: `search` applies to `searchBy` (default username); `fullName` is first + last. */
export const adminListQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
  searchBy: adminSearchFieldSchema.optional(),
  search: searchTextSchema,
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
export type AdminListQueryParsed = z.output<typeof adminListQuerySchema>;

export const adminListResponseSchema = z.object({
  admins: z.array(adminListItemSchema),
  totalCount: z.number().int().min(0),
});
export type AdminListResponse = z.infer<typeof adminListResponseSchema>;

/**
 * `POST /RootAdmin/admins` (SPEC §3, §5): username, email, gender, nationality, city and major required
 * (a custom major replaces "Other"); names, phone, address and date of birth optional (absent or '').
 */
export const createAdminRequestSchema = createMemberRequestSchema.extend({
  firstName: blankable(personNameSchema(fieldLabel('firstName'))),
  lastName: blankable(personNameSchema(fieldLabel('lastName'))),
  phoneNumber: blankable(phoneNumberSchema),
  addressDetails: blankable(addressDetailsSchema),
  dateOfBirth: blankable(dateOfBirthSchema),
});
export type CreateAdminRequest = z.infer<typeof createAdminRequestSchema>;
