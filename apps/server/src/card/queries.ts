/**
 * The card's reads: the holder of a card, for the member themself, and the partner's check, which reads the
 * holder and records member action 6 "Card checked" in one statement (nobody is recorded as having made it).
 * And the card ids of the links (issue 30, `member_cards`): given, looked up, replaced and revoked.
 */
import { CARD_ID_BYTES, MEMBER_ACTION_TYPES, ROLES } from '@mijas/api/contract';
import { and, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db, DbOrTx } from '../db/database.ts';
import { insertedFields, timestampValue } from '../db/insert-select.ts';
import { memberActions, memberCards, memberships, users } from '../db/schema.ts';
import type { CardHolder } from './rules.ts';

/** A new card id: `CARD_ID_BYTES` random bytes in base64url (22 characters). */
function newCardId(): string {
  return randomBytes(CARD_ID_BYTES).toString('base64url');
}

/** The member's live card, as a condition. */
const liveCardOf = (memberId: string) =>
  and(eq(memberCards.memberId, memberId), isNull(memberCards.revokedAt));

/**
 * The id of `memberId`'s live card, given at `now` when they have none (their first look at their card, or the
 * first since it was revoked). Two first looks at once give one card: the second insert meets the live card's
 * unique index, does nothing and reads the first's.
 */
export async function liveCardId(db: DbOrTx, memberId: string, now: Date): Promise<string> {
  // Twice at most but for a race with a replacement (which revokes the card just read): then once more.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [live] = await db
      .select({ id: memberCards.id })
      .from(memberCards)
      .where(liveCardOf(memberId))
      .limit(1);
    if (live) return live.id;
    await db
      .insert(memberCards)
      .values({ id: newCardId(), memberId, issuedAt: now })
      .onConflictDoNothing();
  }
  throw new Error('No live card after three attempts');
}

/**
 * Revokes `memberId`'s live card at `now`: its link answers "not active" from then on. A member with no card row
 * yet gets a revoked one all the same, which ends their link in the signed form of before (see `member_cards`);
 * an account that is no member's gets none.
 */
export async function revokeCard(db: DbOrTx, memberId: string, now: Date): Promise<void> {
  const revoked = await db
    .update(memberCards)
    .set({ revokedAt: now })
    .where(liveCardOf(memberId))
    .returning({ id: memberCards.id });
  if (revoked.length > 0) return;
  const marker = db
    .select(
      insertedFields({
        id: sql`${newCardId()}::text`,
        memberId: users.id,
        issuedAt: timestampValue(now),
        revokedAt: timestampValue(now),
      }),
    )
    .from(users)
    .where(
      and(
        eq(users.id, memberId),
        eq(users.role, ROLES.member),
        notExists(db.select().from(memberCards).where(eq(memberCards.memberId, memberId))),
      ),
    );
  await db.insert(memberCards).select(marker);
}

/** "Replace my card": the live card revoked and a new one given, in one transaction; the new card's id. */
export async function replaceCard(db: Db, memberId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await revokeCard(tx, memberId, now);
    return liveCardId(tx, memberId, now);
  });
}

/** What a card link names: its member, and whether the card was revoked since. */
export interface CardLink {
  memberId: string;
  revoked: boolean;
}

/** The card of id `id`, or undefined when no card has it. */
export async function findCard(db: DbOrTx, id: string): Promise<CardLink | undefined> {
  const [row] = await db
    .select({ memberId: memberCards.memberId, revokedAt: memberCards.revokedAt })
    .from(memberCards)
    .where(eq(memberCards.id, id))
    .limit(1);
  return row ? { memberId: row.memberId, revoked: row.revokedAt !== null } : undefined;
}

/**
 * Whether `memberId`'s link in the signed form of before is revoked: it stands for their first card, so it is
 * once any of their cards was revoked.
 */
export async function signedLinkRevoked(db: DbOrTx, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: memberCards.id })
    .from(memberCards)
    .where(and(eq(memberCards.memberId, memberId), isNotNull(memberCards.revokedAt)))
    .limit(1);
  return row !== undefined;
}

const holderColumns = {
  memberNumber: users.memberNumber,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  expiresAt: memberships.expiresAt,
  deactivatedAt: memberships.deactivatedAt,
};

/** The member `memberId` as a card holder, or undefined when there is no such member. */
export async function findCardHolder(
  db: DbOrTx,
  memberId: string,
): Promise<CardHolder | undefined> {
  const [row] = await db
    .select(holderColumns)
    .from(users)
    .leftJoin(memberships, eq(memberships.memberId, users.id))
    .where(and(eq(users.id, memberId), eq(users.role, ROLES.member)))
    .limit(1);
  return row;
}

/**
 * A partner's check of `memberId`'s card at `now`: the holder as they are now, with "Card checked" recorded in
 * the same statement (`insert … select` from the member's row, so a check of no member records nothing);
 * undefined when there is no such member.
 */
export async function checkCard(
  db: DbOrTx,
  memberId: string,
  now: Date,
): Promise<CardHolder | undefined> {
  // drizzle's `insert().select()` names the generated id among the columns it fills: written out instead.
  const filled = [
    memberActions.userId,
    memberActions.actionType,
    memberActions.madeById,
    memberActions.createdAt,
  ].map((column) => sql.identifier(column.name));
  const checkedRow = db
    .select(
      insertedFields({
        userId: users.id,
        actionType: sql`${MEMBER_ACTION_TYPES.cardChecked}::smallint`,
        madeById: sql`null::uuid`,
        createdAt: timestampValue(now),
      }),
    )
    .from(users)
    .where(and(eq(users.id, memberId), eq(users.role, ROLES.member)));
  const checked = db
    .$with('card_checked', { userId: memberActions.userId })
    .as(
      sql`insert into ${memberActions} (${sql.join(filled, sql`, `)}) ${checkedRow.getSQL()} returning ${sql.identifier(memberActions.userId.name)}`,
    );
  const [row] = await db
    .with(checked)
    .select(holderColumns)
    .from(checked)
    .innerJoin(users, eq(users.id, checked.userId))
    .leftJoin(memberships, eq(memberships.memberId, users.id))
    .limit(1);
  return row;
}
