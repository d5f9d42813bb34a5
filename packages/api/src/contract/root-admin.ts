/** `/api/v1/RootAdmin/*`: admin management (SPEC §7). */
import { z } from 'zod/mini';
import {
  adminSearchFieldSchema,
  pageNumberSchema,
  pageSizeSchema,
  searchTextSchema,
} from './fields.ts';
import { adminListItemSchema } from './profiles.ts';

/** `GET /RootAdmin/admins`: `search` applies to `searchBy` (default username); `fullName` is first + last. */
export const adminListQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
  searchBy: z.optional(adminSearchFieldSchema),
  search: searchTextSchema,
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
export type AdminListQueryParsed = z.output<typeof adminListQuerySchema>;

export const adminListResponseSchema = z.object({
  admins: z.array(adminListItemSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
export type AdminListResponse = z.infer<typeof adminListResponseSchema>;

// The create request (phone and nationality fields) is a module of its own: the answers' schemas here load
// without it.
export { createAdminRequestSchema, type CreateAdminRequest } from './admin-record.ts';
