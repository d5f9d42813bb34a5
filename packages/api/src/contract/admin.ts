/** `/api/v1/Admin/*`: member management, histories and the admin's own info (SPEC §7). */
import { z } from 'zod/mini';
import {
  ADMIN_LIMITS,
  BULK_ACTIONS,
  DAY_MS,
  MEMBER_ACTION_TYPES,
  MEMBER_STATUS_FILTERS,
  MEMBER_SUGGESTIONS_LIMIT,
  MEMBERSHIP_ACTION_TYPES,
  RENEWAL_LIMITS,
} from './constants.ts';
import { ERROR_CODES, messageResponseSchema, type ErrorCode } from './errors.ts';
import {
  choiceSchema,
  expiresWithinDaysSchema,
  fieldLabel,
  inLanguage,
  integerIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  requiredSearchTextSchema,
  searchTextSchema,
  timestampSchema,
  userIdSchema,
  usernameSchema,
} from './fields.ts';
import { contactDetailsUpdateSchema } from './member-contact.ts';
import { monthSchema } from './admin-members.ts';
import { issuedReceiptNumberSchema } from './receipt-number.ts';
import { decimalsWithin } from './money.ts';
import { memberListItemSchema } from './profiles.ts';

/** `PUT /Admin/admin-info` (SPEC §3 admin-info update payload): the same fields a member edits about themself. */
export const updateAdminInfoRequestSchema = contactDetailsUpdateSchema;
export type UpdateAdminInfoRequest = z.infer<typeof updateAdminInfoRequestSchema>;
export const updateAdminInfoResponseSchema = messageResponseSchema;

/**
 * The member list's filters beside the search (issue 20, 21), shared by the list, its export and its ids (a bulk
 * action on "the whole search"); months are months of the club's time zone (`CLUB_TIME_ZONE`):
 * - `expiresWithinDays`: the membership is active and ends within that many days from now, soonest first;
 * - `status`: `MEMBER_STATUS_FILTERS` (`active`, `expired`, `never`, `unverified`);
 * - `joinedMonth`: the account was created in that month; `renewedMonth`: renewed in that month;
 *   `expiresMonth`: a running membership ends in that month (the overview's bars open these).
 */
export const memberListFiltersSchema = z.object({
  expiresWithinDays: z.optional(expiresWithinDaysSchema),
  status: z.optional(choiceSchema(MEMBER_STATUS_FILTERS, 'status')),
  joinedMonth: z.optional(monthSchema),
  renewedMonth: z.optional(monthSchema),
  expiresMonth: z.optional(monthSchema),
});
export type MemberListFilters = z.output<typeof memberListFiltersSchema>;
/** The filters' names, as the list's URL and the API's query write them. */
export const MEMBER_LIST_FILTER_KEYS = Object.keys(memberListFiltersSchema.shape) as Array<
  keyof MemberListFilters
>;

/**
 * `GET /Admin/members`: one of `username`, `email`, `phoneNumber` filters (case-insensitive, partial), and the
 * filters of `memberListFiltersSchema`.
 */
export const memberSearchSchema = z.object({
  username: searchTextSchema,
  email: searchTextSchema,
  phoneNumber: searchTextSchema,
});
export const memberListQuerySchema = z.object({
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
  ...memberSearchSchema.shape,
  ...memberListFiltersSchema.shape,
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;
export type MemberListQueryParsed = z.output<typeof memberListQuerySchema>;

export const memberListResponseSchema = z.object({
  members: z.array(memberListItemSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

/**
 * `GET /Admin/members/export` (issue 21): the list's search and filters without paging; the answer is `text/csv`
 * (UTF-8 with a BOM, columns `MEMBER_CSV_COLUMNS` of `member-csv.ts`), every matching member, newest first.
 */
export const memberExportQuerySchema = z.object({
  ...memberSearchSchema.shape,
  ...memberListFiltersSchema.shape,
});
export type MemberExportQuery = z.input<typeof memberExportQuerySchema>;

/**
 * `GET /Admin/members/ids` (issue 21): the ids of every member of a search (a bulk action on "the whole
 * search"), newest first; 400 `{message: selectionTooLarge}` past `ADMIN_LIMITS.bulkMaxSelection`.
 */
export const memberIdsQuerySchema = memberExportQuerySchema;
export const memberIdsResponseSchema = z.object({
  ids: z.array(z.uuid()).check(z.maxLength(ADMIN_LIMITS.bulkMaxSelection)),
});
export type MemberIdsResponse = z.infer<typeof memberIdsResponseSchema>;

/** `{id}` of `/Admin/members/{id}…` (and `/RootAdmin/admins/{id}…`). */
export const userIdParamsSchema = z.object({ id: userIdSchema });
export type UserIdParams = z.infer<typeof userIdParamsSchema>;

// The create and update requests (phone and nationality fields) are a module of their own: the answers' schemas
// here load without them.
export {
  createMemberRequestSchema,
  updateMemberRequestSchema,
  type CreateMemberRequest,
  type UpdateMemberRequest,
} from './member-record.ts';

/** Answer of the create calls (`POST /Admin/members`, `POST /RootAdmin/admins`): 201 with the new id. */
export const createdResponseSchema = z.object({ id: z.uuid(), message: z.string() });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

export const updateMemberResponseSchema = memberListItemSchema;

/** Money in the club's currency, with at most `RENEWAL_LIMITS.maxDecimals` decimals (its minor units). */
const amount = fieldLabel('amount');
const amountSchema = z.number(inLanguage((v) => v.notANumber(amount()))).check(
  z.gte(
    RENEWAL_LIMITS.minAmount,
    inLanguage((v) => v.notNegative(amount())),
  ),
  z.lte(
    RENEWAL_LIMITS.maxAmount,
    inLanguage((v) => v.atMost(amount(), RENEWAL_LIMITS.maxAmount)),
  ),
  z.refine(
    (value) => decimalsWithin(value, RENEWAL_LIMITS.maxDecimals),
    inLanguage((v) => v.decimals(amount(), RENEWAL_LIMITS.maxDecimals)),
  ),
);

const numberOfDays = fieldLabel('numberOfDays');

/** `PUT /Admin/members/renew-membership` (SPEC §5: days an integer > 0, amount ≥ 0). */
export const renewMembershipRequestSchema = z.object({
  memberId: userIdSchema,
  numberOfDays: z.number(inLanguage((v) => v.notANumber(numberOfDays()))).check(
    z.int(inLanguage((v) => v.notWholeNumber(numberOfDays()))),
    z.gte(
      RENEWAL_LIMITS.minDays,
      inLanguage((v) => v.positive(numberOfDays())),
    ),
    z.lte(
      RENEWAL_LIMITS.maxDays,
      inLanguage((v) => v.atMost(numberOfDays(), RENEWAL_LIMITS.maxDays)),
    ),
  ),
  amount: amountSchema,
});
export type RenewMembershipRequest = z.infer<typeof renewMembershipRequestSchema>;

/**
 * The latest expiry renewals may reach: the end of the year 9999, the last moment the contract's timestamps
 * (ISO 8601 with a four-digit year) can say. (Here, not in `RENEWAL_LIMITS`, which the landing page loads.)
 */
export const LATEST_EXPIRY = '9999-12-31T23:59:59.999Z';

/**
 * The running membership a renewal extends (SPEC §4): an active membership's expiry; none (null) for one that
 * expired or was deactivated, or was never had: its renewal starts from now.
 */
export function runningExpiry(active: boolean, expiry: Date | null): Date | null {
  return active ? expiry : null;
}

/**
 * The expiry a renewal of `days` gives (SPEC §7): from the later of now and the running membership's expiry
 * (`running` null: none, or deactivated), or undefined when that would pass `LATEST_EXPIRY`.
 */
export function renewedExpiry(running: Date | null, now: Date, days: number): Date | undefined {
  const from = running && running.getTime() > now.getTime() ? running : now;
  const expiry = from.getTime() + days * DAY_MS;
  return expiry <= Date.parse(LATEST_EXPIRY) ? new Date(expiry) : undefined;
}

export const renewMembershipResponseSchema = z.object({
  message: z.string(),
  actionId: z.number().check(z.int()),
  renewalId: z.number().check(z.int()),
  expiryDate: timestampSchema,
  /** The receipt of the renewal's payment (issue 34: every renewal is a payment with a receipt). */
  receiptNumber: issuedReceiptNumberSchema,
});
export type RenewMembershipResponse = z.infer<typeof renewMembershipResponseSchema>;

/** `PUT /Admin/members/deactivate-membership`. */
export const deactivateMembershipRequestSchema = z.object({ memberId: userIdSchema });
export type DeactivateMembershipRequest = z.infer<typeof deactivateMembershipRequestSchema>;

/** Answer of the state-changing calls without a documented body (activate, deactivate, …). */
export const actionResponseSchema = messageResponseSchema;

/**
 * `GET /Admin/members/membership-history`: the spec's capitalised query names. `Username` finds the members whose
 * username contains it; `MemberUsername` (our addition) is one member's exact username.
 */
export const membershipHistoryQuerySchema = z.object({
  Username: searchTextSchema,
  MemberUsername: z.optional(usernameSchema),
  PageNumber: pageNumberSchema,
  PageSize: pageSizeSchema,
});
export type MembershipHistoryQuery = z.input<typeof membershipHistoryQuerySchema>;

export const membershipActionTypeSchema = z.union([
  z.literal(MEMBERSHIP_ACTION_TYPES.renewal),
  z.literal(MEMBERSHIP_ACTION_TYPES.deactivation),
]);

export const membershipActionSchema = z.object({
  actionId: z.number().check(z.int()),
  /** The member the action was about: their username and full name (null when they have none). */
  memberUserName: z.string(),
  memberFullName: z.nullable(z.string()),
  madeByUserName: z.nullable(z.string()),
  createdAt: timestampSchema,
  actionType: membershipActionTypeSchema,
  /** New expiry after a renewal; null for a deactivation. */
  expiryTime: z.nullable(timestampSchema),
  /** The id for `/{renewalId}/membership-renewal-details`; null for a deactivation. */
  renewalId: z.nullable(z.number().check(z.int())),
});
export type MembershipAction = z.infer<typeof membershipActionSchema>;

export const membershipHistoryResponseSchema = z.object({
  membershipActions: z.array(membershipActionSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
export type MembershipHistoryResponse = z.infer<typeof membershipHistoryResponseSchema>;

export const renewalIdParamsSchema = z.object({ renewalId: integerIdSchema });
export type RenewalIdParams = z.infer<typeof renewalIdParamsSchema>;

export const renewalDetailsSchema = z.object({
  renewalId: z.number().check(z.int()),
  expiresAt: timestampSchema,
  /** Amount paid, in the club's currency (exact to its minor units: 12.345 dinars). */
  amount: z.number(),
  /** Issue 34: the club's currency (ISO 4217, `JOD`), which `amount` is in. */
  currency: z.optional(z.string()),
  numberOfDays: z.number().check(z.int()),
  /** Issue 34: the receipt of the renewal's payment (`2026-000123`); null for a renewal before receipts. */
  receiptNumber: z.optional(z.nullable(z.string())),
});
export type RenewalDetails = z.infer<typeof renewalDetailsSchema>;

/**
 * `GET /Admin/members/member-history`: lower-case query names. `username` finds the members whose username
 * contains it; `memberUsername` (our addition) is one member's exact username.
 */
export const memberHistoryQuerySchema = z.object({
  username: searchTextSchema,
  memberUsername: z.optional(usernameSchema),
  pageNumber: pageNumberSchema,
  pageSize: pageSizeSchema,
});
export type MemberHistoryQuery = z.input<typeof memberHistoryQuerySchema>;

export const memberActionTypeSchema = z.union([
  z.literal(MEMBER_ACTION_TYPES.create),
  z.literal(MEMBER_ACTION_TYPES.update),
  z.literal(MEMBER_ACTION_TYPES.activate),
  z.literal(MEMBER_ACTION_TYPES.deactivate),
  z.literal(MEMBER_ACTION_TYPES.delete),
  z.literal(MEMBER_ACTION_TYPES.cardChecked),
  z.literal(MEMBER_ACTION_TYPES.reminderSent),
]);

export const memberActionSchema = z.object({
  userActionId: z.number().check(z.int()),
  /** The member the action was about: their username and full name (null when they have none). */
  userName: z.string(),
  userFullName: z.nullable(z.string()),
  madeByUserName: z.nullable(z.string()),
  actionCreatedAt: timestampSchema,
  actionTypeId: memberActionTypeSchema,
});
export type MemberAction = z.infer<typeof memberActionSchema>;

/** SPEC §3: the member-history answer also names its array `membershipActions`. */
export const memberHistoryResponseSchema = z.object({
  membershipActions: z.array(memberActionSchema),
  totalCount: z.number().check(z.int(), z.gte(0)),
});
export type MemberHistoryResponse = z.infer<typeof memberHistoryResponseSchema>;

/**
 * `GET /Admin/members/suggestions` (our addition): the members a history search may pick, as one types, at most
 * MEMBER_SUGGESTIONS_LIMIT, best first: usernames starting with `search` (case-insensitive; the exact one
 * first), then, for 3 characters or more, full names starting with it and usernames or names containing it.
 */
export const memberSuggestionsQuerySchema = z.object({ search: requiredSearchTextSchema });
export type MemberSuggestionsQuery = z.input<typeof memberSuggestionsQuerySchema>;

export const memberSuggestionSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.nullable(z.string()),
});
export type MemberSuggestion = z.infer<typeof memberSuggestionSchema>;

export const memberSuggestionsResponseSchema = z.object({
  members: z.array(memberSuggestionSchema).check(z.maxLength(MEMBER_SUGGESTIONS_LIMIT)),
});
export type MemberSuggestionsResponse = z.infer<typeof memberSuggestionsResponseSchema>;

const members = fieldLabel('members');
/** Members of one bulk call: 1 to `ADMIN_LIMITS.bulkChunk` distinct ids. */
const bulkMemberIdsSchema = z
  .array(
    userIdSchema,
    inLanguage((v) => v.required(members())),
  )
  .check(
    z.minLength(
      1,
      inLanguage((v) => v.required(members())),
    ),
    z.maxLength(
      ADMIN_LIMITS.bulkChunk,
      inLanguage((v) => v.tooMany(members(), ADMIN_LIMITS.bulkChunk)),
    ),
    z.refine(
      (ids) => new Set(ids).size === ids.length,
      inLanguage((v) => v.duplicateIds),
    ),
  );

/**
 * `POST /Admin/members/bulk` (issue 21): one action on up to `ADMIN_LIMITS.bulkChunk` members. Each member is
 * done in a transaction of its own with its history entry (nothing half-applied for a member); one member's
 * failure does not stop the others. `renew` takes the days and amount of a renewal (SPEC §5 rules).
 */
export const bulkActionRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('renew'),
      memberIds: bulkMemberIdsSchema,
      numberOfDays: renewMembershipRequestSchema.shape.numberOfDays,
      amount: renewMembershipRequestSchema.shape.amount,
    }),
    z.object({ action: z.literal('deactivateMembership'), memberIds: bulkMemberIdsSchema }),
    z.object({ action: z.literal('sendVerificationEmail'), memberIds: bulkMemberIdsSchema }),
  ],
  inLanguage((v) => v.choiceInvalid(fieldLabel('action')(), BULK_ACTIONS.join(', '))),
);
export type BulkActionRequest = z.infer<typeof bulkActionRequestSchema>;

/**
 * The refusals of a member's single call that mean the action does not apply to that member: the member is
 * already where the action would bring them (an address already verified; no running membership to end).
 * Such a member is skipped, not failed: nothing was wrong, and sending it again can never do anything (issue 30).
 */
export const BULK_SKIP_CODES: Record<BulkActionRequest['action'], readonly ErrorCode[]> = {
  renew: [],
  deactivateMembership: [ERROR_CODES.membershipNotActive],
  sendVerificationEmail: [ERROR_CODES.emailAlreadyVerified],
};

/**
 * One member's outcome: `ok` with the action's own message, or the reason it was refused (the same messages).
 * `skipped` (issue 30): refused because the action does not apply (`BULK_SKIP_CODES`), `ok` false and `message`
 * the reason; a client that does not know it reads a refusal, as before. A server before it sent none: false.
 */
export const bulkResultSchema = z.object({
  memberId: z.uuid(),
  ok: z.boolean(),
  skipped: z._default(z.boolean(), false),
  message: z.string(),
});
export type BulkResult = z.infer<typeof bulkResultSchema>;

export const bulkActionResponseSchema = z.object({
  /** In the order of `memberIds`. */
  results: z.array(bulkResultSchema),
});
export type BulkActionResponse = z.infer<typeof bulkActionResponseSchema>;
