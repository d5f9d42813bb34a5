/**
 * The card's reads: the holder of a card, for the member themself, and the partner's check, which reads the
 * holder and records member action 6 "Card checked" in one statement (nobody is recorded as having made it).
 */
import { MEMBER_ACTION_TYPES, ROLES } from '@mijas/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { insertedFields, timestampValue } from '../db/insert-select.ts';
import { memberActions, memberships, users } from '../db/schema.ts';
import type { CardHolder } from './rules.ts';

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
