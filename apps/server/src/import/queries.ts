/**
 * The members' import (issue 21): `preview` reads the file and asks the database once which usernames and
 * emails are taken; `importMembers` does the same, then writes every valid row in one transaction with batch
 * inserts: the accounts (as Add Member makes them: `newAccount`), their history entries (member action 1, made by
 * the admin) and their verification mails (a token each, through the outbox).
 */
import {
  ERROR_CODES,
  importMessages,
  type ImportPreviewResponse,
  type ImportRequest,
  type ImportResponse,
  MEMBER_ACTION_TYPES,
  messages,
  ROLES,
} from '@mijas/api/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
  readImport,
  reportedRow,
  withTakenNames,
  type ReadImport,
  type TakenNames,
} from './rules.ts';

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

/** The file read, its rows checked, and the database's duplicates added. */
async function checkedImport(db: DbOrTx, request: ImportRequest): Promise<ReadImport> {
  const read = readImport(request);
  const taken = await takenNames(db, namesToCheck(read.rows));
  return { ...read, rows: withTakenNames(read.rows, taken) };
}

/** `POST /Admin/members/import/preview`: the file's rows with problems; nothing is written. */
export async function preview(db: DbOrTx, request: ImportRequest): Promise<ImportPreviewResponse> {
  const { headers, mapping, rows } = await checkedImport(db, request);
  const invalidRows = rows.filter((row) => row.member === null).map(reportedRow);
  return {
    headers,
    mapping,
    totalRows: rows.length,
    validRows: rows.length - invalidRows.length,
    invalidRows,
  };
}

/**
 * `POST /Admin/members/import`: the valid rows become members in one transaction; the others are reported. A
 * username or email taken between the check and the writing (another import, Add Member) → 409
 * `changedSincePreview`, nothing written.
 */
export async function importMembers(
  app: FastifyInstance,
  request: ImportRequest,
  user: AuthUser,
  now: Date,
): Promise<ImportResponse> {
  const { rows } = await checkedImport(app.db, request);
  const toCreate = membersToCreate(rows);
  let imported: ImportResponse['imported'] = [];
  if (toCreate.length > 0) {
    try {
      imported = await app.db.transaction((tx) => writeMembers(app, tx, toCreate, user, now));
    } catch (error) {
      if (uniqueViolation(error) === undefined) throw error;
      throw conflict(ERROR_CODES.importChanged, importMessages().changedSincePreview);
    }
    app.mailer.wake();
  }
  return {
    message: messages.api.membersImported(imported.length),
    imported,
    skipped: rows.filter((row) => row.member === null).map(reportedRow),
  };
}

async function writeMembers(
  app: FastifyInstance,
  tx: Tx,
  toCreate: ReturnType<typeof membersToCreate>,
  admin: AuthUser,
  now: Date,
): Promise<ImportResponse['imported']> {
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
