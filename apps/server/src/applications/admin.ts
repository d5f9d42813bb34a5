/**
 * Applications, the admins' list of Join Us / Inquiry submissions (issue 21): the list (search, type, status, newest first,
 * the count of new ones), one submission with its member and replies, its status, a reply mailed through the
 * outbox, the link to the member created from it (`createAccount`), and the mail to the club's address
 * (`CLUB_INBOX_EMAIL`) for each new submission.
 */
import {
  messages,
  phoneSearchDigits,
  ERROR_CODES,
  type ApplicationListQuery,
  type ApplicationListResponse,
  type ApplicationReplyRequest,
  type ApplicationDetails,
  type ApplicationItem,
  type FormType,
  type Locale,
  type ApplicationStatus,
} from '@mijas/api/contract';
import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { containsPattern, type DbOrTx, type Tx } from '../db/database.ts';
import { newestFirst, pageOffset, searchTotal, type Paging } from '../db/paging.ts';
import { formReplies, formSubmissions, users } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import { queueMail } from '../mail/queue.ts';
import {
  applicationNoticeMail,
  applicationReplyMail,
  type NoticeSubmission,
} from '../mail/templates.ts';

type SubmissionRow = typeof formSubmissions.$inferSelect;

function toItem(row: SubmissionRow): ApplicationItem {
  return {
    id: row.id,
    type: row.type as FormType,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    major: row.major,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
  };
}

/** A search that is a phone number as people type one: digits, spaces, `+`, `-`, dots and brackets only. */
const PHONE_LIKE = /^[\d\s+().-]+$/;

/**
 * Name, email or mobile containing `text` (case-insensitive); a search written as a phone number also finds a
 * mobile by its digits (`079…` or `+96279…`). Only then: the digits of `sara2@example.com` are no phone search.
 */
function searchCondition(text: string | undefined): SQL | undefined {
  const term = text?.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(
    ilike(formSubmissions.name, pattern),
    ilike(formSubmissions.email, pattern),
    ilike(formSubmissions.mobile, pattern),
    ...(PHONE_LIKE.test(term) ? phoneSearchDigits(term) : []).map(
      (digits) => sql`strpos(${formSubmissions.mobile}, ${digits}) > 0`,
    ),
  );
}

/**
 * `GET /Admin/forms`: newest first (`created_at desc, id desc`, the order of `form_submissions_created_idx`, so
 * pages are stable), the page's rows carrying the number of matches; `newCount` counts every `new` submission
 * (`form_submissions_status_idx`), whatever the search.
 */
export async function listApplications(
  db: DbOrTx,
  query: Paging & Pick<ApplicationListQuery, 'search' | 'type' | 'status'>,
): Promise<ApplicationListResponse> {
  const where = and(
    searchCondition(query.search),
    query.type ? eq(formSubmissions.type, query.type) : undefined,
    query.status ? eq(formSubmissions.status, query.status) : undefined,
  );
  const [rows, [fresh]] = await Promise.all([
    db
      .select({
        row: formSubmissions,
        matches: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(formSubmissions)
      .where(where)
      .orderBy(...newestFirst(formSubmissions.createdAt, formSubmissions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.status, 'new')),
  ]);
  const totalCount = await searchTotal(rows, query, async () => {
    const [total] = await db.select({ n: count() }).from(formSubmissions).where(where);
    return total?.n ?? 0;
  });
  return { forms: rows.map(({ row }) => toItem(row)), totalCount, newCount: fresh?.n ?? 0 };
}

const member = alias(users, 'member');
const changedBy = alias(users, 'changed_by');

/** `GET /Admin/forms/{id}`: the submission, its member's username, who changed its status, its replies oldest first. */
export async function applicationDetails(db: DbOrTx, id: string): Promise<ApplicationDetails> {
  const [found] = await db
    .select({
      row: formSubmissions,
      memberUsername: member.username,
      statusChangedByUserName: changedBy.username,
    })
    .from(formSubmissions)
    .leftJoin(member, eq(member.id, formSubmissions.memberId))
    .leftJoin(changedBy, eq(changedBy.id, formSubmissions.statusChangedById))
    .where(eq(formSubmissions.id, id));
  if (!found) throw notFound(messages.api.submissionNotFound);
  const replies = await db
    .select({
      id: formReplies.id,
      subject: formReplies.subject,
      body: formReplies.body,
      sentByUserName: users.username,
      createdAt: formReplies.createdAt,
    })
    .from(formReplies)
    .leftJoin(users, eq(users.id, formReplies.sentById))
    .where(eq(formReplies.submissionId, id))
    .orderBy(asc(formReplies.createdAt), asc(formReplies.id));
  return {
    ...toItem(found.row),
    language: found.row.language,
    memberUsername: found.memberUsername,
    statusChangedAt: found.row.statusChangedAt?.toISOString() ?? null,
    statusChangedByUserName: found.statusChangedByUserName,
    replies: replies.map((reply) => ({ ...reply, createdAt: reply.createdAt.toISOString() })),
  };
}

/** Reads a submission with a row lock (the caller's transaction), or answers 404 `submissionNotFound`. */
async function lockSubmission(tx: Tx, id: string): Promise<SubmissionRow> {
  const [row] = await tx
    .select()
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id))
    .for('update');
  if (!row) throw notFound(messages.api.submissionNotFound);
  return row;
}

async function setStatus(
  tx: DbOrTx,
  id: string,
  change: { status: ApplicationStatus; byId: string; now: Date },
): Promise<void> {
  await tx
    .update(formSubmissions)
    .set({
      status: change.status,
      statusChangedAt: change.now,
      statusChangedById: change.byId,
    })
    .where(eq(formSubmissions.id, id));
}

/** `PUT /Admin/forms/{id}`: the new status, who set it and when; answers the submission's details. */
export async function updateApplicationStatus(
  app: Pick<FastifyInstance, 'db'>,
  change: { id: string; status: ApplicationStatus; byId: string; now: Date },
): Promise<ApplicationDetails> {
  await app.db.transaction(async (tx) => {
    await lockSubmission(tx, change.id);
    await setStatus(tx, change.id, change);
  });
  return applicationDetails(app.db, change.id);
}

/**
 * `POST /Admin/forms/{id}/reply`: mails the admin's words to the submitter's address, wholly in the language the
 * submitter wrote in (`locale`, the admin's request's, only for a submission that did not record one), records
 * the reply and marks the submission handled, in one transaction. Answers the details.
 */
export async function replyToApplication(
  app: Pick<FastifyInstance, 'db' | 'mailer'>,
  reply: { id: string; request: ApplicationReplyRequest; byId: string; locale: Locale; now: Date },
): Promise<ApplicationDetails> {
  await app.db.transaction(async (tx) => {
    const submission = await lockSubmission(tx, reply.id);
    await queueMail(
      tx,
      submission.email,
      applicationReplyMail(submission.language ?? reply.locale, {
        name: submission.name,
        type: submission.type as FormType,
        submittedAt: submission.createdAt,
        subject: reply.request.subject,
        body: reply.request.body,
      }),
      reply.now,
    );
    await tx.insert(formReplies).values({
      submissionId: submission.id,
      subject: reply.request.subject,
      body: reply.request.body,
      sentById: reply.byId,
      createdAt: reply.now,
    });
    await setStatus(tx, submission.id, { status: 'handled', byId: reply.byId, now: reply.now });
  });
  app.mailer.wake();
  return applicationDetails(app.db, reply.id);
}

/**
 * Create-member from an application (`createAccount`, inside its transaction): locks the submission, 404 for an
 * unknown one, 409 `submissionAlreadyLinked` when a member was already created from it, else links the member
 * and marks it handled by `byId` at `now`.
 */
export async function linkApplicationToMember(
  tx: Tx,
  link: { submissionId: string; memberId: string; byId: string; now: Date },
): Promise<void> {
  const submission = await lockSubmission(tx, link.submissionId);
  // Under the row lock no other link can come between; `member_id is null` says so once more in the statement.
  const linked = submission.memberId
    ? []
    : await tx
        .update(formSubmissions)
        .set({
          status: 'handled',
          statusChangedAt: link.now,
          statusChangedById: link.byId,
          memberId: link.memberId,
        })
        .where(and(eq(formSubmissions.id, submission.id), isNull(formSubmissions.memberId)))
        .returning({ id: formSubmissions.id });
  if (linked.length === 0) {
    throw conflict(ERROR_CODES.submissionAlreadyLinked, messages.api.submissionAlreadyLinked);
  }
}

/** Applications' address in the web app: the admin pages (the Applications sub-page is one of them). */
export function applicationsLink(config: Pick<ServerConfig, 'publicUrl'>): string {
  return `${config.publicUrl}/admin`;
}

/**
 * With `CLUB_INBOX_EMAIL` set, queues the mail telling the club of a new submission (inside the transaction that
 * stores it): its fields, its message and a link to Applications. Without it, nothing.
 */
export async function queueApplicationNotice(
  tx: DbOrTx,
  config: Pick<ServerConfig, 'publicUrl' | 'clubInboxEmail' | 'clubInboxLanguage'>,
  submission: NoticeSubmission,
  now: Date,
): Promise<boolean> {
  if (!config.clubInboxEmail) return false;
  await queueMail(
    tx,
    config.clubInboxEmail,
    applicationNoticeMail(submission, applicationsLink(config), config.clubInboxLanguage),
    now,
  );
  return true;
}
