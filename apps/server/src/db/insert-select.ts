/**
 * `insert … select … from users where id = $id`: a row written from an account's row, so that for an id no account
 * has the very same statement writes nothing. Forgot-password uses it to do the same work for every address.
 */
import { is, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An id no account has: statements about it match no row. Forgot-password runs its statements with it for an
 * address without an active account, so that path does the same work as a real one and writes nothing.
 */
export const NO_USER_ID = '00000000-0000-0000-0000-000000000000';

/** A timestamp as a query value in a select list (where no column type tells PostgreSQL what it is). */
export function timestampValue(date: Date | null) {
  return date ? sql`${date.toISOString()}::timestamptz` : sql`null::timestamptz`;
}

/**
 * The fields of an `insert … select`: each value named after the column it fills (drizzle wants them aliased).
 */
export function insertedFields<T extends Record<string, SQL | AnyPgColumn>>(fields: T) {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, is(value, SQL) ? value.as(name) : value]),
  ) as { [K in keyof T]: T[K] extends SQL ? SQL.Aliased : T[K] };
}
