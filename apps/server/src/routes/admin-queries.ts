/**
 * The reads behind the Admin and RootAdmin lists and details: one place for the SQL, so routes, the seed check
 * and `bench/api.bench.mjs` run the very same queries.
 *
 * Lists are newest first and stable across pages (`created_at desc, id desc`, backed by
 * `users_role_created_idx`); searches are case-insensitive partial matches (ILIKE '%…%' with LIKE wildcards
 * escaped, backed by the trigram indexes).
 */
import {
  GENDERS,
  phoneSearchDigits,
  ROLES,
  type AdminListItem,
  type AdminSearchField,
  type Gender,
  type MemberListItem,
  type MemberSearchField,
  type Role,
} from '@mijas/api/contract';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { containsPattern, type DbOrTx } from '../db/database.ts';
import { memberships, users, type UserRow } from '../db/schema.ts';

export interface Paging {
  pageNumber: number;
  pageSize: number;
}

/** The condition of a case-insensitive partial search on one field; undefined for a blank search. */
export function searchCondition(
  field: MemberSearchField | AdminSearchField,
  text: string | undefined,
): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  switch (field) {
    case 'username':
      return ilike(users.username, containsPattern(term));
    case 'email':
      return ilike(users.email, containsPattern(term));
    case 'phoneNumber': {
      // Stored in E.164: search by digits, so `079 123`, `+96279123` and `79123` all find +96279123….
      const digits = phoneSearchDigits(term);
      return digits
        ? ilike(users.phoneNumber, containsPattern(digits))
        : ilike(users.phoneNumber, containsPattern(term));
    }
    case 'fullName':
      return sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${containsPattern(term.toLowerCase())}`;
  }
}

function iso(date: Date): string {
  return date.toISOString();
}

function genderOf(value: string | null): Gender | null {
  return GENDERS.find((gender) => gender === value) ?? null;
}

/** The profile fields shared by every user record of the API. */
export function profileOf(user: UserRow) {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    gender: genderOf(user.gender),
    dateOfBirth: user.dateOfBirth,
    major: user.major,
    phoneNumber: user.phoneNumber,
    nationality: user.nationality,
    country: user.country,
    city: user.city,
    addressDetails: user.addressDetails,
    emailIsVerified: user.emailVerified,
  };
}

export interface MembershipState {
  expiresAt: Date | null;
  deactivatedAt: Date | null;
}

/** SPEC §3 `hasActiveMembership`: not deactivated and expiring in the future. */
export function hasActiveMembership(membership: MembershipState, now: Date): boolean {
  return (
    membership.deactivatedAt === null &&
    membership.expiresAt !== null &&
    membership.expiresAt.getTime() > now.getTime()
  );
}

export function toMemberItem(
  user: UserRow,
  membership: MembershipState,
  now: Date,
): MemberListItem {
  return {
    ...profileOf(user),
    isActiveUser: user.isActive,
    hasActiveMembership: hasActiveMembership(membership, now),
    membershipExpiry: membership.expiresAt ? iso(membership.expiresAt) : null,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

export function toAdminItem(user: UserRow): AdminListItem {
  return { ...profileOf(user), isActiveUser: user.isActive, createdAt: iso(user.createdAt) };
}

async function listUsers(
  db: DbOrTx,
  role: Role,
  filter: SQL | undefined,
  paging: Paging,
): Promise<{ rows: { user: UserRow; membership: MembershipState }[]; totalCount: number }> {
  const where = filter ? and(eq(users.role, role), filter) : eq(users.role, role);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        expiresAt: memberships.expiresAt,
        deactivatedAt: memberships.deactivatedAt,
      })
      .from(users)
      .leftJoin(memberships, eq(memberships.memberId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(paging.pageSize)
      .offset((paging.pageNumber - 1) * paging.pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      user: row.user,
      membership: { expiresAt: row.expiresAt, deactivatedAt: row.deactivatedAt },
    })),
    totalCount: total?.value ?? 0,
  };
}

export interface MemberListFilter extends Paging {
  username?: string | undefined;
  email?: string | undefined;
  phoneNumber?: string | undefined;
}

/** `GET /Admin/members`: every given search field must match (the screen sends one). */
export async function listMembers(
  db: DbOrTx,
  filter: MemberListFilter,
  now: Date = new Date(),
): Promise<{ members: MemberListItem[]; totalCount: number }> {
  const conditions = (['username', 'email', 'phoneNumber'] as const)
    .map((field) => searchCondition(field, filter[field]))
    .filter((condition): condition is SQL => condition !== undefined);
  const { rows, totalCount } = await listUsers(
    db,
    ROLES.member,
    conditions.length ? and(...conditions) : undefined,
    filter,
  );
  return {
    members: rows.map((row) => toMemberItem(row.user, row.membership, now)),
    totalCount,
  };
}

/** `GET /RootAdmin/admins`: `search` on `searchBy` (default username). */
export async function listAdmins(
  db: DbOrTx,
  filter: Paging & { searchBy?: AdminSearchField | undefined; search?: string | undefined },
): Promise<{ admins: AdminListItem[]; totalCount: number }> {
  const { rows, totalCount } = await listUsers(
    db,
    ROLES.admin,
    searchCondition(filter.searchBy ?? 'username', filter.search),
    filter,
  );
  return { admins: rows.map((row) => toAdminItem(row.user)), totalCount };
}

/** One user of `role` with their membership (null fields when none), or undefined. */
export async function findUser(
  db: DbOrTx,
  id: string,
  role: Role,
): Promise<{ user: UserRow; membership: MembershipState } | undefined> {
  const [row] = await db
    .select({
      user: users,
      expiresAt: memberships.expiresAt,
      deactivatedAt: memberships.deactivatedAt,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.memberId, users.id))
    .where(and(eq(users.id, id), eq(users.role, role)))
    .limit(1);
  return row
    ? { user: row.user, membership: { expiresAt: row.expiresAt, deactivatedAt: row.deactivatedAt } }
    : undefined;
}
