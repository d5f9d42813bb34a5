/**
 * The office's reads of a whole member search (issue 21): `GET /Admin/members/export` (CSV, streamed) and
 * `GET /Admin/members/ids` (a bulk action on "the whole search"). Both take the list's search and filters
 * (`memberConditions`, the one definition) and read newest first, the list's order.
 */
import { CSV_BOM, memberCsvHeader, memberCsvRows } from '@mijas/api/member-csv';
import { ERROR_CODES, messages, OFFICE_LIMITS, ROLES } from '@mijas/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../db/database.ts';
import { newestFirst } from '../db/paging.ts';
import { memberships, users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { memberConditions, type MemberSearchFilter } from './queries.ts';
import { toMemberItem } from './rules.ts';

/** Members per statement of an export: about 1 MB of CSV (5 000 × ~215 bytes), then the stream waits for the client. */
export const EXPORT_BATCH = 5000;

/** Where the previous batch ended: its last member's `created_at` as the database wrote it (µs kept) and id. */
interface Cursor {
  createdAt: string;
  id: string;
}

/**
 * One batch of a search, newest first, after `cursor` (keyset: `(created_at, id) < cursor` walks
 * `users_role_created_idx` from there, where an OFFSET would re-read every earlier row).
 */
export function exportBatch(
  db: DbOrTx,
  filter: MemberSearchFilter,
  now: Date,
  cursor: Cursor | undefined,
  limit = EXPORT_BATCH,
) {
  return db
    .select({
      // Only what a CSV line needs (not the password hash, the required actions, …): a third less to read.
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        emailVerified: users.emailVerified,
        firstName: users.firstName,
        lastName: users.lastName,
        gender: users.gender,
        dateOfBirth: users.dateOfBirth,
        major: users.major,
        phoneNumber: users.phoneNumber,
        nationality: users.nationality,
        country: users.country,
        city: users.city,
        addressDetails: users.addressDetails,
        isActive: users.isActive,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      },
      expiresAt: memberships.expiresAt,
      deactivatedAt: memberships.deactivatedAt,
      // As text: a JavaScript Date would drop the microseconds, and the next batch would skip or repeat rows.
      cursor: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.memberId, users.id))
    .where(
      and(
        eq(users.role, ROLES.member),
        memberConditions(filter, now),
        cursor
          ? sql`(${users.createdAt}, ${users.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(limit);
}

type Batch = Awaited<ReturnType<typeof exportBatch>>;

/** Who sets the export's pace: the client's download, or the database's reading (see `exportMembersCsv`). */
export type ExportPace = 'client' | 'database';

/** Thrown inside the export's transaction when the client went away: rolls it back, frees the connection. */
class ExportAborted extends Error {}

/**
 * `GET /Admin/members/export`: the CSV of every member of the search, newest first — `CSV_BOM`, the header, then
 * `memberCsvRows` batch after batch (`EXPORT_BATCH`, keyset), read in ONE read-only REPEATABLE READ transaction
 * (one snapshot: a member added or changed during the export is wholly seen or not at all). The stream pulls:
 * the next batch is read only once the client has taken the previous one, so memory holds about one batch
 * whatever the size of the search. If the client disconnects (the stream is destroyed), the transaction is
 * rolled back at once and its connection freed.
 *
 * Resolves once the first batch is read, so a failure before the first byte (a database out of reach) is an
 * ordinary JSON error answer; a failure later destroys the stream (the client sees a cut download).
 *
 * `pace`: `'client'` (PostgreSQL: the export's connection is one of a pool) reads a batch only when the client
 * took the previous one; `'database'` (PGlite: ONE connection, which every other request waits for) reads the
 * whole search as fast as the database can and keeps it in the stream's buffer (about 21 MB for 100 000 members),
 * so a slow download holds the database for the reading only, not for the download.
 */
export async function exportMembersCsv(
  db: Db,
  filter: MemberSearchFilter,
  now: Date,
  batchSize = EXPORT_BATCH,
  pace: ExportPace = 'client',
): Promise<Readable> {
  let wake: (() => void) | undefined;
  let closed = false;
  const stream = new Readable({
    read() {
      wake?.();
    },
    destroy(error, callback) {
      closed = true;
      wake?.();
      callback(error);
    },
  });
  /** Until the client wants more (or went away). */
  const demand = () =>
    new Promise<void>((resolve) => {
      wake = () => {
        wake = undefined;
        resolve();
      };
    });
  let start: () => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const started = new Promise<void>((resolve, reject) => {
    start = resolve;
    fail = reject;
  });
  let first = true;
  const send = async (text: string) => {
    if (closed) throw new ExportAborted();
    const more = stream.push(text);
    if (first) {
      first = false;
      start();
    }
    if (!more && pace === 'client') await demand();
    if (closed) throw new ExportAborted();
  };

  db.transaction(
    async (tx) => {
      let header = CSV_BOM + memberCsvHeader();
      let next: Promise<Batch> | undefined = exportBatch(
        tx,
        filter,
        now,
        undefined,
        batchSize,
      ).execute();
      while (next) {
        const rows: Batch = await next;
        // The next batch is asked for at once: the database reads it while this one becomes CSV.
        const last = rows.at(-1);
        next =
          last && rows.length === batchSize
            ? exportBatch(
                tx,
                filter,
                now,
                { createdAt: last.cursor, id: last.user.id },
                batchSize,
              ).execute()
            : undefined;
        // A query left running when the export ends early fails with the transaction: nobody waits for it.
        next?.catch(() => {});
        const items = rows.map((row) =>
          toMemberItem(
            row.user,
            { expiresAt: row.expiresAt, deactivatedAt: row.deactivatedAt },
            now,
          ),
        );
        await send(header + memberCsvRows(items));
        header = '';
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  ).then(
    () => {
      if (!closed) stream.push(null);
    },
    (error: unknown) => {
      if (first) fail(error);
      else if (!closed) stream.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  await started;
  return stream;
}

/**
 * `GET /Admin/members/ids`: the ids of every member of the search, newest first; 400 `{message:
 * selectionTooLarge}` when they are more than `OFFICE_LIMITS.bulkMaxSelection` (one more is read to know).
 */
export async function memberIds(
  db: DbOrTx,
  filter: MemberSearchFilter,
  now: Date,
): Promise<string[]> {
  const max = OFFICE_LIMITS.bulkMaxSelection;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, ROLES.member), memberConditions(filter, now)))
    .orderBy(...newestFirst(users.createdAt, users.id))
    .limit(max + 1);
  if (rows.length > max) {
    throw badRequest(ERROR_CODES.selectionTooLarge, messages.api.selectionTooLarge(max));
  }
  return rows.map((row) => row.id);
}
