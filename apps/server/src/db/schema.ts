/**
 * The whole database (issue 3 "Data"). One migration folder serves PGlite and PostgreSQL 15, so only SQL both
 * accept. Usernames and emails are stored lower-case (the contract lower-cases them), which makes login and
 * uniqueness case-insensitive; phone numbers are stored in E.164.
 */
import {
  CARD_ID_LENGTH,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type ApplicationStatus,
} from '@mijas/api/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** Facts about the database itself (seed state, schema notes). */
export const serverMeta = pgTable('server_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** `mijas-root-admin` | `mijas-admin` | `mijas-member` */
    role: text('role').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    major: text('major'),
    phoneNumber: text('phone_number'),
    nationality: text('nationality'),
    country: text('country'),
    city: text('city'),
    addressDetails: text('address_details'),
    /** argon2id PHC string; null until the user sets a password (accounts created by an admin). */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Pending Keycloak-style required actions: `VERIFY_EMAIL`, `UPDATE_PASSWORD`. */
    requiredActions: text('required_actions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The language the user reads (`Locale`): their mail is written in it. Set by `PUT /User/language`. */
    language: text('language').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    /**
     * The number on a member's card (issue 20): given in order of creation, never reused (an identity; admins
     * take numbers too, so members' numbers have gaps).
     */
    memberNumber: integer('member_number').notNull().generatedByDefaultAsIdentity(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_member_number_key').on(t.memberNumber),
    check(
      'users_role_check',
      sql`${t.role} in ('mijas-root-admin', 'mijas-admin', 'mijas-member')`,
    ),
    check(
      'users_language_check',
      sql`${t.language} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`,
    ),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('M', 'F')`),
    // Lists: newest first, stable across pages, per role.
    index('users_role_created_idx').on(t.role, t.createdAt.desc(), t.id.desc()),
    // Case-insensitive partial search (ILIKE '%…%') on username, email, phone and full name.
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(lower(coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, ''))) gin_trgm_ops`,
    ),
    // The member list's `status=unverified` and the overview's figure (issue 21): few rows, newest first.
    index('users_unverified_idx')
      .on(t.role, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.emailVerified} = false`),
  ],
);

/**
 * How many users each role has, kept by triggers on `users` (migration 0001): the lists' `totalCount` without
 * filters reads one row here instead of counting 100 000 rows on every page.
 */
export const userCounts = pgTable('user_counts', {
  role: text('role').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * How many users each role has per UTC month of `created_at` (`month` is the month's start, UTC, without a time
 * zone), kept by triggers on `users` (migration 0005): a deep page of an unfiltered list starts its OFFSET at the
 * month holding it instead of walking every newer index entry (`db/paging.ts` `deepPageIds`).
 */
export const userMonthCounts = pgTable(
  'user_month_counts',
  {
    role: text('role').notNull(),
    month: timestamp('month').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.role, t.month] })],
);

/** One membership per member: `expires_at` moves with renewals; deactivation ends it early. */
export const memberships = pgTable(
  'memberships',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    deactivatedAt: timestamptz('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // "Expires within N days" (View Members) and the reminders' scan: running memberships by their end.
    index('memberships_running_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.deactivatedAt} is null`),
  ],
);

/**
 * Membership expiry reminders sent (issue 20): one row per member, expiry and step (`days_before`: the days
 * before the end it was due, 0 on the day). The primary key decides who sends: a run inserts the rows it is about
 * to mail with ON CONFLICT DO NOTHING and mails only those it inserted, so N processes and repeated runs send each
 * reminder once. A renewal moves `expires_at`, which makes the next reminders new rows.
 */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamptz('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.expiresAt, t.daysBefore] }),
    check('membership_reminders_days_check', sql`${t.daysBefore} >= 0`),
    // The reminders page: the last run (the latest sent_at) and every reminder sent, newest first.
    index('membership_reminders_sent_idx').on(t.sentAt.desc()),
  ],
);

/**
 * Membership card ids (issue 30): the opaque id a card's link carries (`<PUBLIC_URL>/verify/<id>`), 16 random
 * bytes in base64url (`CARD_ID_BYTES`), given on the member's first look at their card. A member holds one live
 * card (`revoked_at` null); "Replace my card" and deactivating the account revoke it, and a revoked id is kept so
 * that its link answers "not active" instead of "not a card". Kept in clear, unlike the tokens of sessions and
 * mails: the member's page shows the link again on every load, on any device, and the server keeps no secret
 * outside this database to derive it from (its signing keys are in it too).
 *
 * A link in the signed form of before (a JWT naming the member) stands for the member's first card: it verifies
 * while the member has no revoked row, so revoking a card always leaves one (`revokeCard`).
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: text('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamptz('issued_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    // One live card a member: two first looks at once both insert, the second does nothing and reads the first's.
    uniqueIndex('member_cards_live_key')
      .on(t.memberId)
      .where(sql`${t.revokedAt} is null`),
    index('member_cards_member_idx').on(t.memberId, t.revokedAt),
    check(
      'member_cards_id_check',
      sql`${t.id} ~ ${sql.raw(`'^[A-Za-z0-9_-]{${CARD_ID_LENGTH}}$'`)}`,
    ),
  ],
);

/**
 * Membership history: 0 renewal (with its days, exact amount and the new expiry; its id is the renewal id),
 * 1 deactivation. The amount is in the club's currency, to its minor units: three decimals hold the dinar's
 * fils (issue 34), as two held cents.
 */
export const membershipActions = pgTable(
  'membership_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: smallint('action_type').notNull(),
    madeById: uuid('made_by_id').references(() => users.id, { onDelete: 'set null' }),
    numberOfDays: integer('number_of_days'),
    amount: numeric('amount', { precision: 13, scale: 3 }),
    newExpiresAt: timestamptz('new_expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'membership_actions_kind_check',
      sql`(${t.actionType} = 0 and ${t.numberOfDays} is not null and ${t.amount} is not null and ${t.newExpiresAt} is not null) or (${t.actionType} = 1)`,
    ),
    index('membership_actions_member_idx').on(t.memberId, t.createdAt.desc(), t.id.desc()),
    index('membership_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Membership plans (issue 34), kept by root admins: names in English and Arabic, days, price in minor units of the
 * club's currency (`CLUB_CURRENCY`). A retired plan (`active` false) is not offered, and stays on its receipts.
 */
export const plans = pgTable('plans', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  days: integer('days').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

/**
 * A member's renewal request (issue 34): a plan, how they pay, the short `payment_reference` they quote (unique),
 * their transfer's own reference; pending until the office confirms or rejects it, or they cancel it. At most one
 * pending request per member (a unique index on the pending ones, so two at once cannot both be made).
 */
export const renewalRequests = pgTable(
  'renewal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    method: text('method').notNull(),
    paymentReference: text('payment_reference').notNull(),
    transferReference: text('transfer_reference'),
    /** Minor units due: the plan's price when the request was made. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** `pending` | `confirmed` | `rejected` | `cancelled` */
    status: text('status').notNull().default('pending'),
    reason: text('reason'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('renewal_requests_payment_reference_idx').on(t.paymentReference),
    uniqueIndex('renewal_requests_one_pending_idx')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending'`),
    index('renewal_requests_status_created_idx').on(t.status, t.createdAt, t.id),
    index('renewal_requests_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);

/**
 * The last receipt number given in each year (issue 34): a renewal's transaction takes the next one with
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, which holds the year's row until it commits, so numbers have no
 * gap (a rolled-back renewal gives its number back, as a sequence would not) and are never given twice.
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Every renewal's payment and its receipt (issue 34): what the receipt shows, written when it is issued (names
 * and the plan as they were then). `renewal_id` is the membership action (renewal) it paid for. Deleting a member
 * keeps their payments (the treasurer's records): member, renewal and request ids become null.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receiptYear: integer('receipt_year').notNull(),
    receiptSequence: integer('receipt_sequence').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    memberUsername: text('member_username').notNull(),
    memberFullName: text('member_full_name'),
    /** Null once the member is deleted (their history goes): the payment stays, with the names it was issued to. */
    renewalId: integer('renewal_id').references(() => membershipActions.id, {
      onDelete: 'set null',
    }),
    requestId: uuid('request_id').references(() => renewalRequests.id, { onDelete: 'set null' }),
    planId: integer('plan_id').references(() => plans.id),
    days: integer('days').notNull(),
    periodFrom: timestamptz('period_from').notNull(),
    periodTo: timestamptz('period_to').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method').notNull(),
    paymentReference: text('payment_reference'),
    transferReference: text('transfer_reference'),
    confirmedById: uuid('confirmed_by_id').references(() => users.id, { onDelete: 'set null' }),
    confirmedByUsername: text('confirmed_by_username'),
    /** `YYYY-MM` of `created_at` on the club's calendar (`CLUB_TIME_ZONE`): the treasurer's month totals. */
    clubMonth: text('club_month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_receipt_idx').on(t.receiptYear, t.receiptSequence),
    uniqueIndex('payments_receipt_number_idx').on(t.receiptNumber),
    uniqueIndex('payments_renewal_idx').on(t.renewalId),
    uniqueIndex('payments_request_idx').on(t.requestId),
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_member_idx').on(t.memberId, t.createdAt.desc()),
  ],
);

/**
 * How many rows each history table has (`membership_actions`, `member_actions`), kept by triggers (migration
 * 0004): a history's `totalCount` without a search reads one row here instead of counting 1 000 000 rows.
 */
export const historyCounts = pgTable('history_counts', {
  tableName: text('table_name').primaryKey(),
  count: integer('count').notNull().default(0),
});

/**
 * Member history: 1 create, 2 update, 3 activate, 4 deactivate, 5 delete; 6 card checked by a partner, 7 expiry
 * reminder sent (issue 20; `made_by_id` null: nobody is recorded).
 */
export const memberActions = pgTable(
  'member_actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: smallint('action_type').notNull(),
    madeById: uuid('made_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('member_actions_type_check', sql`${t.actionType} between 1 and 7`),
    index('member_actions_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('member_actions_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/**
 * Opaque refresh tokens (only their SHA-256 is stored). Each login starts a family; every use rotates the token
 * (`rotated_at` set, a new row in the same family); using a rotated token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** Idle limit: 30 min after issue. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Session limit: 10 h after login, shared by the family. */
    familyExpiresAt: timestamptz('family_expires_at').notNull(),
    rotatedAt: timestamptz('rotated_at'),
    revokedAt: timestamptz('revoked_at'),
    /** Where the family's login came from (issue 35's signed-in devices), copied to each token of the family. */
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Passkeys (issue 35): WebAuthn credentials a user added in My Profile. The credential's id and COSE public key are
 * stored base64url-encoded; `counter` is the authenticator's signature counter (a clone shows an older one).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** Synced by a password manager to the user's other devices (WebAuthn's backup state). */
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_id_key').on(t.credentialId),
    index('passkeys_user_idx').on(t.userId),
  ],
);

/**
 * WebAuthn challenges (issue 35), single use and short-lived, in the database so that any server process can
 * finish a ceremony another one started: `registration` (adding a passkey, for its user), `login` (a passkey
 * sign-in, or confirming a passkey's removal: for no user until an assertion names one); `staff-login` and
 * `staff-registration` (a staff member's second step after the password while the club requires passkeys: the
 * challenge is the step's ticket, for its user).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose')
      .$type<'registration' | 'login' | 'staff-login' | 'staff-registration'>()
      .notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * The club's settings a root admin changes in the app (issue 35): one row (id 1), absent until first changed (the
 * defaults then). `staffPasskeysRequired`: admins and root admins sign in with a passkey, or a password and a passkey.
 */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: smallint('id').primaryKey().default(1),
    staffPasskeysRequired: boolean('staff_passkeys_required').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('club_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * Single-use action tokens of mails (only hashes stored): `verify-email` (12 h; verifies the email and lets the
 * password be set once) and `reset-password` (15 min; with a 6-digit code for /reset-code).
 */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeHash: text('code_hash'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
  },
  (t) => [
    uniqueIndex('action_tokens_hash_key').on(t.tokenHash),
    index('action_tokens_user_idx').on(t.userId, t.kind),
    check('action_tokens_kind_check', sql`${t.kind} in ('verify-email', 'reset-password')`),
  ],
);

/** Mail outbox: written in the transaction of the change; a worker delivers with retries. */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    links: jsonb('links').$type<string[]>().notNull(),
    /** `pending` until delivered, then `sent`; `failed` after the last attempt. */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_mails_due_idx').on(t.status, t.nextAttemptAt),
    index('outbox_mails_created_idx').on(t.createdAt.desc()),
    check('outbox_mails_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * Join Us / Inquiry submissions of the landing page, and the admins' Applications list of them (issue 21): `status` new,
 * handled or archived (`APPLICATION_STATUSES`), who changed it last and when, and the member created from it.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    major: text('major').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    /** The visitor's words (issue 30), or null. */
    message: text('message'),
    /** The language the visitor wrote in (the request's), the reply's; null before issue 30. */
    language: text('language').$type<Locale>(),
    ip: text('ip'),
    status: text('status').$type<ApplicationStatus>().notNull().default('new'),
    statusChangedAt: timestamptz('status_changed_at'),
    statusChangedById: uuid('status_changed_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    memberId: uuid('member_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_submissions_limit_idx').on(t.email, t.type, t.createdAt),
    // Applications: newest first, stable across pages; by status (the "new" count and filter).
    index('form_submissions_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('form_submissions_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('form_submissions_member_key').on(t.memberId),
    check('form_submissions_status_check', sql`${t.status} in ('new', 'handled', 'archived')`),
    check(
      'form_submissions_language_check',
      sql`${t.language} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`,
    ),
  ],
);

/** Replies mailed from Applications (issue 21), with their submission; the mail itself goes through the outbox. */
export const formReplies = pgTable(
  'form_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentById: uuid('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('form_replies_submission_idx').on(t.submissionId, t.createdAt, t.id)],
);

/**
 * Brute-force detection (Keycloak-like): failures in the window and the current lockout, per account (`key` is
 * its id) and per name typed that no account has (`key` is a hash of it), so a login costs the same statements
 * whether or not the account exists.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestamptz('first_failure_at').notNull(),
  lastFailureAt: timestamptz('last_failure_at').notNull(),
  lockedUntil: timestamptz('locked_until'),
  /** Lockouts so far: the wait doubles with each. Reset by a successful login. */
  lockouts: integer('lockouts').notNull().default(0),
});

/** Per-IP fixed-window counters of the rate limit (kept in the database so N processes share them). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Token signing keys (Ed25519 JWKs), shared by every server process; the newest signs. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type OutboxMailRow = typeof outboxMails.$inferSelect;
