/**
 * The club's time zone (Amman, Jordan): "the day a membership ends" is a day of its calendar, the admins' months
 * (the member list's month filters, the overview's charts) are months of it, and mails show its time.
 */
export const CLUB_TIME_ZONE = 'Asia/Amman';

/**
 * Applications (issue 21). Statuses of a Join Us / Inquiry submission in the admins' list: `new` until an
 * admin acts on it, `handled` (answered, or a member was created from it), `archived` (kept out of the way).
 */
export const APPLICATION_STATUSES = ['new', 'handled', 'archived'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The member list's `status` filter (issue 21; the overview's figures open the list with it): `active` a running
 * membership that has not ended; `expired` a membership that ended (by time or deactivated); `never` no
 * membership yet; `unverified` an email address not verified yet (whatever the membership).
 */
export const MEMBER_STATUS_FILTERS = ['active', 'expired', 'never', 'unverified'] as const;
export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number];

/** What a bulk action in View Members does to each selected member. */
export const BULK_ACTIONS = ['renew', 'deactivateMembership', 'sendVerificationEmail'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

/** Limits of the admins' tools (issue 21), enforced by the contract's schemas in the browser and the server. */
export const ADMIN_LIMITS = {
  /** Members one bulk call acts on; the browser sends a larger selection in calls of this many (its progress). */
  bulkChunk: 100,
  /** The most members one selection ("the whole search") may hold. */
  bulkMaxSelection: 10_000,
  /** An imported file: at most this many characters (about 5 MB) and data rows. */
  importMaxChars: 5_000_000,
  importMaxRows: 20_000,
  /** A reply mailed from Applications. */
  replySubjectMax: 200,
  replyBodyMax: 5_000,
  /** Months of the overview's charts: the past 12 (this one included) and the next 12 (this one included). */
  overviewMonths: 12,
} as const;
