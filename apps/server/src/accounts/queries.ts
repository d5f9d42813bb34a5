/**
 * The writes shared by `/Admin/*` (members) and `/RootAdmin/*` (admins): creating an account that still has to
 * verify its email and set its password (with its mail queued in the same transaction), switching an account on
 * or off (with its history row, and its access ended when switched off), the row lock every change of an account
 * starts with, and a user's own record.
 */
import {
  ERROR_CODES,
  MEMBER_ACTION_TYPES,
  messages,
  type ApiErrorItem,
  type ContactDetailsUpdate,
  type OwnProfile,
  type Role,
} from '@mijas/api/contract';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { retireActionTokens } from '../auth/action-tokens.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import { revokeCard } from '../card/queries.ts';
import type { DbOrTx, Tx } from '../db/database.ts';
import { memberActions, users, type UserRow } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import { linkApplicationToMember } from '../applications/admin.ts';
import { queueVerificationMail, type VerificationKind } from '../mail/queue.ts';
import {
  activation,
  contactDetailsChanges,
  duplicateItems,
  newAccount,
  toOwnProfile,
  type AccountInput,
  type MemberActionType,
} from './rules.ts';

/** The 409 items for a username and/or email already taken (by anyone, whatever their role). */
export async function duplicateErrors(
  db: DbOrTx,
  fields: { username?: string; email?: string },
  exceptId?: string,
): Promise<ApiErrorItem[]> {
  const checks: SQL[] = [];
  if (fields.username) checks.push(eq(users.username, fields.username));
  if (fields.email) checks.push(eq(users.email, fields.email));
  if (checks.length === 0) return [];
  const taken = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(or(...checks));
  return duplicateItems(fields, taken, exceptId);
}

/** A unique violation raised by the database (a concurrent create won the race), as drivers report it. */
export function uniqueViolation(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return undefined;
}

/** Runs `write`; a unique violation on username or email becomes the same 409 a pre-check gives. */
export async function mapDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (constraint.includes('email')) {
      throw conflict(ERROR_CODES.duplicateEmail, messages.api.duplicateEmail);
    }
    throw conflict(ERROR_CODES.duplicateUserName, messages.api.duplicateUserName);
  }
}

/** Writes one member history row: `actionType` done to `userId` by `madeById` at `now`. */
export async function recordMemberAction(
  tx: DbOrTx,
  userId: string,
  actionType: MemberActionType,
  madeById: string,
  now: Date,
): Promise<void> {
  await tx.insert(memberActions).values({ userId, actionType, madeById, createdAt: now });
}

/**
 * Creates a member or an admin (`newAccount`), records who did it (member action 1) and queues the verification
 * mail, all in one transaction; then wakes the mail worker.
 */
export async function createAccount(
  app: FastifyInstance,
  options: {
    role: Role;
    input: AccountInput;
    madeById: string;
    mailKind: VerificationKind;
    now: Date;
    /** Issue 21: the application the member is created from, linked and marked handled here. */
    submissionId?: string | undefined;
  },
): Promise<string> {
  const { now } = options;
  const values = newAccount(options.role, options.input, now);
  const id = await mapDuplicates(() =>
    app.db.transaction(async (tx) => {
      const duplicates = await duplicateErrors(tx, values);
      if (duplicates.length > 0) throw new ApiError(409, duplicates);
      const [row] = await tx
        .insert(users)
        .values(values)
        .returning({ id: users.id, language: users.language });
      if (!row) throw new Error('user insert returned nothing');
      await recordMemberAction(tx, row.id, MEMBER_ACTION_TYPES.create, options.madeById, now);
      if (options.submissionId) {
        await linkApplicationToMember(tx, {
          submissionId: options.submissionId,
          memberId: row.id,
          byId: options.madeById,
          now,
        });
      }
      await queueVerificationMail(
        tx,
        app.config,
        {
          id: row.id,
          username: values.username,
          email: values.email,
          firstName: values.firstName ?? null,
          language: row.language,
        },
        options.mailKind,
        now,
      );
      return row.id;
    }),
  );
  app.mailer.wake();
  return id;
}

/**
 * Reads a user of `role` with a row lock (the caller's transaction), or answers 404 with `missing`, and the time
 * the lock was had (`at`). Changes stamp that time, not the request's start: a change of the same account waiting
 * for the lock reads the clock after this one commits, so history rows list in the order they commit.
 */
export async function lockUser(
  tx: Tx,
  id: string,
  role: Role,
  missing: string,
  clock: Clock,
): Promise<{ user: UserRow; at: Date }> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)))
    .for('update');
  if (!user) throw notFound(missing);
  return { user, at: clock.now() };
}

/**
 * Switches an account of `role` on or off (`activation`): 409 if it already is, else member action 3 or 4;
 * switching off also ends its access (`endAccess`).
 */
export async function setAccountActive(
  app: FastifyInstance,
  options: {
    id: string;
    role: Role;
    active: boolean;
    madeById: string;
    missing: string;
  },
): Promise<void> {
  const { id, active } = options;
  await app.db.transaction(async (tx) => {
    const { user, at: now } = await lockUser(tx, id, options.role, options.missing, app.clock);
    const change = activation(user.isActive, active);
    if (!change.ok) throw new ApiError(409, [change.error]);
    await tx.update(users).set({ isActive: active, updatedAt: now }).where(eq(users.id, id));
    await recordMemberAction(tx, id, change.action, options.madeById, now);
    if (change.endsAccess) await endAccess(tx, id, now);
  });
}

/**
 * What deactivating an account ends at once: its sessions (refresh tokens revoked; the guard refuses its access
 * tokens from the next call), every unused link of its mails (verification, password reset) and a member's card
 * link (issue 30: "not active" for good; activated again, the member is given a new one).
 */
export async function endAccess(tx: DbOrTx, userId: string, now: Date): Promise<void> {
  await revokeUserSessions(tx, userId, now);
  await retireActionTokens(tx, userId, now);
  await revokeCard(tx, userId, now);
}

/** A user's own record (`GET /Member`, `GET /Admin/admins`), or undefined when the account is gone. */
export async function findOwnProfile(db: DbOrTx, id: string): Promise<OwnProfile | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ? toOwnProfile(row) : undefined;
}

/** Sets a user's contact details (`contactDetailsChanges`). */
export async function updateContactDetails(
  db: DbOrTx,
  id: string,
  body: ContactDetailsUpdate,
  now: Date,
): Promise<void> {
  await db.update(users).set(contactDetailsChanges(body, now)).where(eq(users.id, id));
}
