/**
 * Who the expiry reminders went to (issue 30), read from the history the job writes: `membership_reminders` holds
 * each reminder's member, step (days before the end, 0 on the day) and the moment its run claimed it (`sent_at`:
 * the run's `now`, the same for every reminder of one run).
 */
import { LAST_RUN_SHOWN, type ReminderSent, type RemindersResponse } from '@mijas/api/contract';
import { asc, count, desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/database.ts';
import { pageOffset, type Paging } from '../db/paging.ts';
import { membershipReminders, users } from '../db/schema.ts';

const sentColumns = {
  memberId: membershipReminders.memberId,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  daysBefore: membershipReminders.daysBefore,
  expiresAt: membershipReminders.expiresAt,
  sentAt: membershipReminders.sentAt,
};

type SentRow = Omit<ReminderSent, 'expiresAt' | 'sentAt'> & { expiresAt: Date; sentAt: Date };

const toReminderSent = (row: SentRow): ReminderSent => ({
  ...row,
  expiresAt: row.expiresAt.toISOString(),
  sentAt: row.sentAt.toISOString(),
});

function sentReminders(db: DbOrTx) {
  return db
    .select(sentColumns)
    .from(membershipReminders)
    .innerJoin(users, eq(users.id, membershipReminders.memberId));
}

/**
 * `GET /RootAdmin/reminders`: the last run that sent any (the reminders of the latest `sent_at`: when, how many,
 * the first `LAST_RUN_SHOWN` by username) and one page of every reminder sent, newest first (a run's by username).
 */
export async function listRemindersSent(db: DbOrTx, paging: Paging): Promise<RemindersResponse> {
  const [totals] = await db
    .select({ latest: max(membershipReminders.sentAt), total: count() })
    .from(membershipReminders);
  const latest = totals?.latest ?? null;
  const totalCount = totals?.total ?? 0;
  if (latest === null) return { lastRun: null, reminders: [], totalCount };
  const [lastRunRows, [lastRunCount], page] = await Promise.all([
    sentReminders(db)
      .where(eq(membershipReminders.sentAt, latest))
      .orderBy(asc(users.username), desc(membershipReminders.daysBefore))
      .limit(LAST_RUN_SHOWN),
    db
      .select({ count: count() })
      .from(membershipReminders)
      .where(eq(membershipReminders.sentAt, latest)),
    sentReminders(db)
      .orderBy(
        desc(membershipReminders.sentAt),
        asc(users.username),
        desc(membershipReminders.daysBefore),
        asc(membershipReminders.expiresAt),
      )
      .limit(paging.pageSize)
      .offset(pageOffset(paging)),
  ]);
  return {
    lastRun: {
      sentAt: latest.toISOString(),
      count: lastRunCount?.count ?? lastRunRows.length,
      reminders: lastRunRows.map(toReminderSent),
    },
    reminders: page.map(toReminderSent),
    totalCount,
  };
}
