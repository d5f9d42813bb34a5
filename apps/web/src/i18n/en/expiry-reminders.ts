import { intlOnce } from '@mijas/api';

/** "30 and 7 days": the days before the end on which a member is reminded. */
const daysBefore = (days: readonly number[]) =>
  `${intlOnce('list en', () => new Intl.ListFormat('en', { type: 'conjunction' })).format(days.map(String))} days`;

/** The root admin's Expiry reminders (issue 20): what the reminders are, and "Send due reminders now". */
export const expiryReminders = {
  nav: 'Expiry reminders',
  title: 'Expiry reminders',
  description: 'Members are reminded by email before their membership ends.',
  /**
   * What the reminders are, by their days before the end (DEFAULT_REMINDER_DAYS). A function, not a text made
   * when the catalogue loads: its list's `Intl` format cost a phone ~50 ms of every page's start (issue 32).
   */
  schedule: (days: readonly number[]) =>
    `Reminders are emailed automatically ${daysBefore(days)} before a membership ends (by default) and on the day it ends; each member gets each reminder once.`,
  now: 'This sends the reminders that are due now, without waiting for the next scheduled run.',
  run: 'Send due reminders now',
  running: 'Sending...',
  queued: (count: number) =>
    count === 0
      ? 'No reminders are due'
      : count === 1
        ? '1 reminder queued'
        : `${count} reminders queued`,
  failed: 'The reminders were not sent',
  /** Which reminder: its step, the days before the end (0: on the day it ends). */
  step: (daysBefore: number) =>
    daysBefore === 0
      ? 'On the day it ends'
      : daysBefore === 1
        ? '1 day before'
        : `${daysBefore} days before`,
  columns: { member: 'Member', step: 'Reminder', ends: 'Membership ends', sent: 'Sent' },
  /** Issue 30: the last run's members. */
  lastRun: {
    title: 'Last run',
    caption: 'Reminders of the last run',
    more: (count: number) =>
      `And ${count === 1 ? '1 more' : `${count} more`}, in the list of reminders sent below.`,
    none: 'No reminders have been sent yet.',
  },
  /** Issue 30: every reminder sent, newest first. */
  sent: {
    title: 'Reminders sent',
    caption: 'Reminders sent',
    total: (count: number) => (count === 1 ? '1 reminder sent' : `${count} reminders sent`),
    empty: 'No reminders have been sent yet.',
    retry: 'Try again',
    pagesLabel: 'Pages of reminders sent',
  },
} as const;
