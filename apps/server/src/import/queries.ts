/**
 * The members' import (issue 21): `preview` has the file read (in a worker thread: `reader.ts`) and asks the
 * database which usernames and emails are taken; `importMembers` does the same, then writes every valid row with
 * batch inserts: the accounts (as Add Member makes them: `newAccount`), their history entries (member action 1,
 * made by the admin) and their verification mails (a token each, through the outbox).
 *
 * Other requests go on meanwhile (issue 30): the rows come from the thread in chunks of `CHUNK_ROWS`, and between
 * two chunks the event loop serves whoever waits.
 * - PostgreSQL: the valid rows are written in one transaction, as the contract says (a username or email taken
 *   since the check → 409, nothing written). It holds one connection of the pool; the others serve.
 * - PGlite is one connection that a transaction holds whole, and its statements run on this thread: 20 000
 *   members in one transaction froze every request for seconds. There the rows are written in transactions of
 *   `PGLITE_BATCH` members, each checking its usernames and emails inside (no other statement runs on PGlite
 *   meanwhile, so none can be taken between the check and the insert: a row taken since the file was read is
 *   skipped as taken, never a 409), one import at a time per process. The trade-off: while an import runs, others
 *   see its members arrive batch by batch, and a process that dies mid-import keeps the batches it committed, each
 *   member whole (account, history, token and mail together). Nothing was acknowledged, and the import resumes:
 *   sent again, the file skips the rows already imported (taken) and imports the rest.
 */
import {
  currentLocale,
  ERROR_CODES,
  importMessages,
  type ImportPreviewResponse,
  type ImportRequest,
  type ImportResponse,
  type ImportRow,
  MEMBER_ACTION_TYPES,
  messages,
  ROLES,
} from '@mijas/api/contract';
import type { ImportCheckedRow } from '@mijas/api/member-csv';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { uniqueViolation } from '../accounts/queries.ts';
import { newAccount } from '../accounts/rules.ts';
import { randomToken, sha256 } from '../auth/secrets.ts';
import type { DbOrTx, Tx } from '../db/database.ts';
import { actionTokens, memberActions, outboxMails, users } from '../db/schema.ts';
import type { AuthUser } from '../http/context.ts';
import { conflict } from '../http/errors.ts';
import { validHours, verificationLink, type MailUser } from '../mail/queue.ts';
import { verificationMail } from '../mail/templates.ts';
import { insertMany } from './insert-many.ts';
import {
  membersToCreate,
  namesToCheck,
  reportedRow,
  withTakenNames,
  type TakenNames,
} from './rules.ts';

/**
 * Members per batch of inserts on PostgreSQL: the accounts, mails and parameters of a batch are made on the event
 * loop's thread (a few milliseconds for 100), between two awaited statements.
 */
const POSTGRES_BATCH = 100;

/**
 * Members per transaction on PGlite, whose statements run on the event loop's thread and which serves nobody else
 * meanwhile: about 7 ms a transaction and 0.4 ms a member (four inserts, indexes and counters included), so one of
 * 25 holds everyone else for about 20 ms. While no other request is in flight the batches double, up to
 * `PGLITE_BATCH_ALONE` (about 50 ms), and fall back to `PGLITE_BATCH` as soon as one is.
 */
export const PGLITE_BATCH = 25;
const PGLITE_BATCH_ALONE = 100;

/** `rows` in slices of `size`. */
function* slices<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** Which of these usernames and emails some account already has: one query for all of them. */
async function takenNames(
  db: DbOrTx,
  names: { usernames: string[]; emails: string[] },
): Promise<TakenNames> {
  if (names.usernames.length === 0) return { usernames: new Set(), emails: new Set() };
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      sql`${users.username} = any(${sql.param(names.usernames)}::text[]) or ${users.email} = any(${sql.param(names.emails)}::text[])`,
    );
  return {
    usernames: new Set(rows.map((row) => row.username)),
    emails: new Set(rows.map((row) => row.email)),
  };
}

/** Rows with the database's duplicates added as their issues (one query). */
async function withDatabaseChecked(
  db: DbOrTx,
  rows: readonly ImportCheckedRow[],
): Promise<ImportCheckedRow[]> {
  return withTakenNames(rows, await takenNames(db, namesToCheck(rows)));
}

/** The rows of chunks of JSON text (`read-task.ts`), parsed one chunk a turn of the event loop. */
async function* rowsOf<T>(chunks: readonly string[]): AsyncGenerator<T[]> {
  for (const chunk of chunks) {
    yield JSON.parse(chunk) as T[];
    await nextTurn();
  }
}

/** The rows with problems as the answers list them: in the file's order. */
function inFileOrder(rows: ImportRow[]): ImportRow[] {
  return rows.sort((a, b) => a.row - b.row);
}

/** The rows with problems in the file itself (the worker's `invalid` chunks). */
async function rowsWithProblems(chunks: readonly string[]): Promise<ImportRow[]> {
  const rows: ImportRow[] = [];
  for await (const chunk of rowsOf<ImportRow>(chunks)) rows.push(...chunk);
  return rows;
}

/** `POST /Admin/members/import/preview`: the file's rows with problems; nothing is written. */
export async function preview(
  app: FastifyInstance,
  request: ImportRequest,
): Promise<ImportPreviewResponse> {
  const read = await app.importReader.read(request, currentLocale());
  const invalidRows = await rowsWithProblems(read.invalid);
  for await (const chunk of rowsOf<ImportCheckedRow>(read.valid)) {
    for (const row of await withDatabaseChecked(app.db, chunk)) {
      if (!row.member) invalidRows.push(reportedRow(row));
    }
  }
  return {
    headers: read.headers,
    mapping: read.mapping,
    totalRows: read.totalRows,
    validRows: read.totalRows - invalidRows.length,
    invalidRows: inFileOrder(invalidRows),
  };
}

/**
 * `POST /Admin/members/import`: the valid rows become members (on PostgreSQL in one transaction, on PGlite in
 * batches: see above); the others are reported.
 */
export async function importMembers(
  app: FastifyInstance,
  request: ImportRequest,
  user: AuthUser,
  now: Date,
): Promise<ImportResponse> {
  const read = await app.importReader.read(request, currentLocale());
  const skipped = await rowsWithProblems(read.invalid);
  const write = app.database.kind === 'pglite' ? writeInBatches : writeInOneTransaction;
  const imported = await write(app, read.valid, skipped, { admin: user, now });
  if (imported.length > 0) app.mailer.wake();
  return {
    message: messages.api.membersImported(imported.length),
    imported,
    skipped: inFileOrder(skipped),
  };
}

type Imported = ImportResponse['imported'];
interface Writer {
  admin: AuthUser;
  now: Date;
}

/**
 * PostgreSQL: each chunk checked against the database, then every valid row written in one transaction, in
 * batches of `POSTGRES_BATCH`. A username or email taken between the check and the writing (another import, Add
 * Member) → 409 `changedSincePreview`, nothing written. Rows taken are added to `skipped`.
 */
async function writeInOneTransaction(
  app: FastifyInstance,
  valid: readonly string[],
  skipped: ImportRow[],
  writer: Writer,
): Promise<Imported> {
  const toCreate: ReturnType<typeof membersToCreate> = [];
  for await (const chunk of rowsOf<ImportCheckedRow>(valid)) {
    const rows = await withDatabaseChecked(app.db, chunk);
    for (const row of rows) if (!row.member) skipped.push(reportedRow(row));
    toCreate.push(...membersToCreate(rows));
  }
  if (toCreate.length === 0) return [];
  try {
    return await app.db.transaction(async (tx) => {
      const imported: Imported = [];
      for (const batch of slices(toCreate, POSTGRES_BATCH)) {
        imported.push(...(await writeMembers(app, tx, batch, writer)));
      }
      return imported;
    });
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw conflict(ERROR_CODES.importChanged, importMessages().changedSincePreview);
  }
}

/** The import writing on each PGlite database now (one at a time: a file sent twice is imported once). */
const pgliteImports = new WeakMap<object, Promise<unknown>>();

function oneAtATime<T>(key: object, work: () => Promise<T>): Promise<T> {
  const turn = (pgliteImports.get(key) ?? Promise.resolve()).then(work, work);
  pgliteImports.set(
    key,
    turn.catch(() => {}),
  );
  return turn;
}

/**
 * PGlite: transactions of `PGLITE_BATCH` members (more while the import is alone), each checking its rows against
 * the database inside. While other requests are being answered, the import waits as long as each batch took: a
 * request has that time to run its statements, its token check and its answer (each a turn of the event loop, in
 * which the next batch would otherwise start), so the import takes at most half of PGlite. Rows taken are added to
 * `skipped`.
 */
function writeInBatches(
  app: FastifyInstance,
  valid: readonly string[],
  skipped: ImportRow[],
  writer: Writer,
): Promise<Imported> {
  return oneAtATime(app.db, async () => {
    const rows: ImportCheckedRow[] = [];
    for await (const chunk of rowsOf<ImportCheckedRow>(valid)) rows.push(...chunk);
    const imported: Imported = [];
    let size = PGLITE_BATCH;
    for (let start = 0; start < rows.length;) {
      const batch = rows.slice(start, start + size);
      start += batch.length;
      const started = performance.now();
      const written = await app.db.transaction(async (tx) => {
        const checked = await withDatabaseChecked(tx, batch);
        for (const row of checked) if (!row.member) skipped.push(reportedRow(row));
        const toCreate = membersToCreate(checked);
        return toCreate.length > 0 ? writeMembers(app, tx, toCreate, writer) : [];
      });
      imported.push(...written);
      if (app.requestsInFlight() > 1) {
        size = PGLITE_BATCH;
        await sleep(performance.now() - started);
      } else {
        size = Math.min(size * 2, PGLITE_BATCH_ALONE);
        await nextTurn();
      }
    }
    return imported;
  });
}

/** Members with their history entries, verification tokens and mails, in `tx`. */
async function writeMembers(
  app: FastifyInstance,
  tx: Tx,
  toCreate: ReturnType<typeof membersToCreate>,
  { admin, now }: Writer,
): Promise<Imported> {
  const { config } = app;
  const created = await insertMany<typeof users, MailUser>(
    tx,
    users,
    toCreate.map(({ member }) => newAccount(ROLES.member, member, now)),
    sql`id, username, email, first_name as "firstName", language`,
  );
  await insertMany(
    tx,
    memberActions,
    created.map(({ id }) => ({
      userId: id,
      actionType: MEMBER_ACTION_TYPES.create,
      madeById: admin.id,
      createdAt: now,
    })),
  );
  const tokens = created.map(() => randomToken());
  const expiresAt = new Date(now.getTime() + config.tokens.verificationTtlSeconds * 1000);
  await insertMany(
    tx,
    actionTokens,
    created.map(({ id }, index) => ({
      userId: id,
      kind: 'verify-email',
      tokenHash: sha256(tokens[index] ?? ''),
      createdAt: now,
      expiresAt,
    })),
  );
  const hours = validHours(config);
  await insertMany(
    tx,
    outboxMails,
    created.map((account, index) => ({
      to: account.email,
      ...verificationMail(account, verificationLink(config, 'member', tokens[index] ?? ''), hours),
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
  const rowOf = new Map(toCreate.map(({ row, member }) => [member.username, row]));
  return created.map(({ id, username }) => ({ row: rowOf.get(username) ?? 0, id, username }));
}
