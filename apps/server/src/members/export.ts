/**
 * The admins' reads of a whole member search (issue 21): `GET /Admin/members/export` (CSV, streamed) and
 * `GET /Admin/members/ids` (a bulk action on "the whole search"). Both take the list's search and filters
 * (`memberConditions`, the one definition) and read newest first, the list's order.
 */
import { CSV_BOM, memberCsvHeader, memberCsvRows } from '@mijas/api/member-csv';
import { ERROR_CODES, messages, ADMIN_LIMITS, ROLES } from '@mijas/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Db, DbOrTx } from '../db/database.ts';
import { newestFirst } from '../db/paging.ts';
import { memberships, users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { memberConditions, type MemberSearchFilter } from './queries.ts';
import { toMemberItem } from './rules.ts';

/** Members per statement of an export: about 1 MB of CSV (5 000 × ~215 bytes), then the stream waits for the client. */
export const EXPORT_BATCH = 5000;

/**
 * Members per statement on PGlite, whose statements run on the event loop itself: a request's statement waits for
 * the batch being read (and, with two exports, the other's), ~0.1 ms a member (each one's membership is an index
 * lookup). So batches are small: on the 2-core bench machine under a load of 20, 500 members took 60–80 ms, 5 000
 * took 570 ms.
 */
export const EXPORT_BATCH_PGLITE = 250;

/**
 * Members made into CSV at a time: the event loop serves other requests between two such slices (5 000 at once
 * held it 120 ms on the bench machine under load; 500 take about a tenth of that).
 */
const CSV_SLICE = 500;

/**
 * Characters per chunk the stream gives out (~64 kB of CSV): a client reading slowly but steadily shows progress
 * (a write of the socket completes) at least once per chunk, so the idle timeout cuts only a stalled one.
 */
const CHUNK_CHARS = 64 * 1024;

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

/**
 * How an export reads the search: in ONE read-only REPEATABLE READ transaction (`'snapshot'`: PostgreSQL, where it
 * holds one connection of the pool for the whole download), or one statement per batch with the event loop served
 * between them (`'statements'`: PGlite, whose one connection every request waits for).
 */
export type ExportReading = 'snapshot' | 'statements';

/** Thrown inside the export's transaction when the client went away: rolls it back, frees the connection. */
class ExportAborted extends Error {}

/** `text` in pieces of about `CHUNK_CHARS` characters, never between the two halves of a surrogate pair. */
function* pieces(text: string): Generator<string> {
  for (let at = 0; at < text.length;) {
    let end = Math.min(text.length, at + CHUNK_CHARS);
    const code = text.charCodeAt(end - 1);
    if (end < text.length && code >= 0xd800 && code <= 0xdbff) end += 1;
    yield text.slice(at, end);
    at = end;
  }
}

/**
 * `GET /Admin/members/export`: the CSV of every member of the search, newest first — `CSV_BOM`, the header, then
 * `memberCsvRows` batch after batch (`batchSize`, keyset). The stream pulls: the next batch is read only once the
 * client has taken the previous one, so memory holds about one batch whatever the size of the search. If the
 * client disconnects (the stream is destroyed), the reading stops at once (a transaction is rolled back, its
 * connection freed).
 *
 * `reading` (`ExportReading`): `'snapshot'` reads in one transaction — a member added or changed during the export
 * is wholly seen or not at all. `'statements'` holds nothing between batches: each batch is one statement, so each
 * line is one consistent member, none is repeated or skipped (the keyset walks `(created_at, id)`, which never
 * changes), and a member added during the export is not in it (newer than the first line); but a member changed
 * meanwhile is seen as they were when their batch was read, and one whose status changed may move in or out of a
 * status filter. PGlite has one session, so a snapshot would mean holding every other request off for the whole
 * download (before issue 30 it read everything at once into memory instead: ~5 s of 100 000 members, every
 * request waiting, and ~15 MB held per stalled download).
 *
 * Resolves once the first batch is read, so a failure before the first byte (a database out of reach) is an
 * ordinary JSON error answer; a failure later destroys the stream (the client sees a cut download).
 */
export async function exportMembersCsv(
  db: Db,
  filter: MemberSearchFilter,
  now: Date,
  batchSize = EXPORT_BATCH,
  reading: ExportReading = 'snapshot',
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
    let more = true;
    for (const piece of pieces(text)) more = stream.push(piece);
    if (first) {
      first = false;
      start();
    }
    if (!more) await demand();
    if (closed) throw new ExportAborted();
  };

  /** Once the event loop has served what waits (I/O: other requests), unless the client went away. */
  const served = async () => {
    await setImmediate();
    if (closed) throw new ExportAborted();
  };

  const snapshot = reading === 'snapshot';
  const pump = async (source: DbOrTx) => {
    const read = (cursor: Cursor | undefined) =>
      exportBatch(source, filter, now, cursor, batchSize).execute();
    let header = CSV_BOM + memberCsvHeader();
    let next: Promise<Batch> | undefined = read(undefined);
    while (next) {
      const rows: Batch = await next;
      const last = rows.at(-1);
      const cursor =
        last && rows.length === batchSize
          ? { createdAt: last.cursor, id: last.user.id }
          : undefined;
      // In a snapshot the next batch is asked for at once: the database reads it while this one becomes CSV.
      next = snapshot && cursor ? read(cursor) : undefined;
      // A query left running when the export ends early fails with the transaction: nobody waits for it.
      next?.catch(() => {});
      // The header goes out with the first slice, even of an empty search.
      for (let at = 0; at < rows.length || header; at += CSV_SLICE) {
        if (at > 0) await served();
        const items = rows
          .slice(at, at + CSV_SLICE)
          .map((row) =>
            toMemberItem(
              row.user,
              { expiresAt: row.expiresAt, deactivatedAt: row.deactivatedAt },
              now,
            ),
          );
        await send(header + memberCsvRows(items));
        header = '';
      }
      if (!snapshot && cursor) {
        // Statement by statement (PGlite): what came meanwhile first (their statements queue before the next
        // batch's), then the next batch.
        await served();
        next = read(cursor);
      }
    }
  };

  (snapshot
    ? db.transaction(pump, { isolationLevel: 'repeatable read', accessMode: 'read only' })
    : pump(db)
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
 * selectionTooLarge}` when they are more than `ADMIN_LIMITS.bulkMaxSelection` (one more is read to know).
 */
export async function memberIds(
  db: DbOrTx,
  filter: MemberSearchFilter,
  now: Date,
): Promise<string[]> {
  const max = ADMIN_LIMITS.bulkMaxSelection;
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
