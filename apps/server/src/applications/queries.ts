/** The landing form's statements: submissions of one email and type, counted and stored. */
import type { FormType } from '@mijas/api/contract';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { formSubmissions } from '../db/schema.ts';

/** Serialises submissions of one email and type (until the transaction ends) so two at once cannot both pass. */
export async function lockSubmitter(tx: DbOrTx, type: FormType, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form:${type}:${email}`}))`);
}

/** Submissions of `email` and `type` after `since`. */
export async function countSubmissionsSince(
  tx: DbOrTx,
  type: FormType,
  email: string,
  since: Date,
): Promise<number> {
  const [recent] = await tx
    .select({ n: count() })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.email, email),
        eq(formSubmissions.type, type),
        gt(formSubmissions.createdAt, since),
      ),
    );
  return recent?.n ?? 0;
}

export async function insertSubmission(
  tx: DbOrTx,
  submission: typeof formSubmissions.$inferInsert,
): Promise<void> {
  await tx.insert(formSubmissions).values(submission);
}
