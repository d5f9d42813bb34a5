import { PAGE_SIZE, type ApiClient, type ReminderSent, type RemindersResponse } from '@mijas/api';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { createSearchableListMachine } from '../searchableList/searchableListMachine.ts';
import { reasonOf } from '../shared/reasonOf.ts';

export type ReminderListApi = Pick<ApiClient, 'listReminders'>;

/** A reminder sent as a row: keyed by member, expiry and step (one reminder each). */
export type ReminderRow = ReminderSent & { id: string };

/** `reminder` as a row of a table. */
export function reminderRow(reminder: ReminderSent): ReminderRow {
  return { ...reminder, id: `${reminder.memberId}/${reminder.expiresAt}/${reminder.daysBefore}` };
}

/** The last run that sent any reminders (when, how many, its first members as rows); null before any. */
export interface LastRun {
  sentAt: string;
  count: number;
  reminders: ReminderRow[];
}

/**
 * Who the reminders went to (issue 30, `GET /RootAdmin/reminders`): one more configuration of
 * `createSearchableListMachine`, with no search: the reminders sent, newest first, pages of 10 (the page in the
 * URL), 'Loading...', a failure with a retry; each answer's last run is its `summary`.
 */
export const reminderListMachine = createSearchableListMachine<
  ReminderListApi,
  ReminderRow,
  RemindersResponse,
  never
>({
  id: 'reminderList',
  load: ({ api, page }, signal) =>
    api.listReminders({ pageNumber: page, pageSize: PAGE_SIZE }, { signal }),
  rows: (response) => response.reminders.map(reminderRow),
  totalCount: (response) => response.totalCount,
  summary: (response): LastRun | null =>
    response.lastRun && {
      ...response.lastRun,
      reminders: response.lastRun.reminders.map(reminderRow),
    },
  failed: (error) => reasonOf(error),
  search: { fields: [], defaultField: '', blank: 'all' },
});

export type ReminderListSnapshot = SnapshotFrom<typeof reminderListMachine>;
/** The list, the child `history` of the page's machine. */
export type ReminderListRef = ActorRefFrom<typeof reminderListMachine>;

/** The last run that sent any reminders, as the list last loaded it. */
export function lastRunOf(snapshot: { context: { summary: unknown } }): LastRun | null {
  return snapshot.context.summary as LastRun | null;
}
