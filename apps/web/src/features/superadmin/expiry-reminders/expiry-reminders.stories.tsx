import {
  ApiError,
  DEFAULT_REMINDER_DAYS,
  messages,
  type ReminderSent,
  type RemindersResponse,
  type RunRemindersResponse,
} from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnyActorLogic } from 'xstate';
import { answers, offline, pending, rejects, serverError, failsWith } from '@mijas/flows/actors';
import { createTestSession, PageHarness } from '../../../testing/page-harness.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { reached } from '@mijas/flows/story-helpers';
import { SuperadminPanel, SuperadminPanelRoute } from '../superadmin-panel.tsx';
import { ExpiryReminders } from './expiry-reminders.tsx';
import { storyCatalogue, storyFormats, storyText } from '../../../testing/story-locale.ts';

/** The server queues `queued` reminders; the calls it got are in `calls`. */
const queues = (queued: number) => answers<RunRemindersResponse, unknown>(() => ({ queued }));

/** Signed in as the root admin (spread: `role` here is the harness's, not an ARIA role). */
const asRoot = { role: 'root' } as const;

const RUN_AT = '2026-05-03T06:30:00.000Z';
const EARLIER = '2026-05-02T06:30:00.000Z';

/** A reminder sent to `username` (first and last name from it), `daysBefore` its end, at `sentAt`. */
function sent(username: string, daysBefore: number, sentAt = RUN_AT, n = 1): ReminderSent {
  const [first = '', last = ''] = username.split('.');
  const name = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);
  return {
    memberId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username,
    firstName: first === 'bare' ? null : name(first),
    lastName: first === 'bare' ? null : name(last),
    daysBefore,
    expiresAt: new Date(Date.parse(sentAt) + daysBefore * 86_400_000).toISOString(),
    sentAt,
  };
}

/** The last run: three members, one per step; before it, a day earlier, eleven more (two pages in all). */
const lastRun = [
  sent('lina.khalil', 30),
  sent('omar.saleh', 7, RUN_AT, 2),
  sent('sara.haddad', 0, RUN_AT, 3),
];
const earlier = Array.from({ length: 11 }, (_, i) =>
  sent(`member${i + 1}.jaber`, 7, EARLIER, i + 4),
);
const everySent = [...lastRun, ...earlier];

/** `GET /RootAdmin/reminders` over `reminders` (newest first), its last run the first ones of the same moment. */
function remindersPage(reminders: readonly ReminderSent[], pageNumber = 1): RemindersResponse {
  const latest = reminders[0]?.sentAt;
  const ofLastRun = reminders.filter((reminder) => reminder.sentAt === latest);
  return {
    lastRun: latest
      ? { sentAt: latest, count: ofLastRun.length, reminders: ofLastRun.slice(0, 20) }
      : null,
    reminders: reminders.slice((pageNumber - 1) * 10, pageNumber * 10),
    totalCount: reminders.length,
  };
}

type ListReminders = (query: { pageNumber?: number | string }) => Promise<RemindersResponse>;

/** The server holds `reminders`. */
const holding =
  (reminders: readonly ReminderSent[]): ListReminders =>
  ({ pageNumber }) =>
    Promise.resolve(remindersPage(reminders, Number(pageNumber ?? 1)));

/**
 * /superadmin/expiry-reminders (or `url`) as the root admin, in the panel, the run answered by `run`, the reminders
 * sent by `list`.
 */
function Harness({
  run = queues(3),
  list = holding(everySent),
  url = '/superadmin/expiry-reminders',
}: {
  run?: AnyActorLogic;
  list?: ListReminders;
  url?: string;
}) {
  const [appSession] = useState(() =>
    createTestSession('root', {
      listReminders: ((query: { pageNumber?: number | string }) => list(query)) as never,
    }),
  );
  return (
    <PageHarness
      path="/superadmin/expiry-reminders"
      url={url}
      appSession={appSession}
      {...asRoot}
      flows={{ runReminders: { actors: { runReminders: run } } }}
    >
      <SuperadminPanelRoute>
        <SuperadminPanel active="expiry-reminders">
          <ExpiryReminders />
        </SuperadminPanel>
      </SuperadminPanelRoute>
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Superadmin/Expiry Reminders',
  component: Harness,
  parameters: { bleed: true },
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's texts in the story's language. */
const text = () => storyText().text.expiryReminders;

async function run(canvasElement: HTMLElement) {
  const canvas = await reached(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: text().run }));
  return canvas;
}

const notRun = queues(3);

/**
 * The reminders sent have loaded (read again after a run): both tables are there and nothing is busy. In words
 * of no language, for the Arabic baselines too.
 */
const listSettled = (canvas: HTMLElement) =>
  waitFor(() => {
    expect(within(canvas).getAllByRole('table')).toHaveLength(2);
    expect(canvas.querySelector('[aria-busy="true"]')).toBeNull();
  });

/**
 * The sub-page in the root admin's panel: what the reminders are, and the button; nothing is sent on opening.
 * Below, who they went to (issue 30): the last run's members (name, step, when) and every reminder sent.
 */
export const Idle: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { run: notRun },
  parameters: { chromatic: pageSnapshot, settled: listSettled },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: copy.text.expiryReminders.nav }),
    ).toBeVisible();
    await expect(
      canvas.getByText(copy.text.expiryReminders.schedule(DEFAULT_REMINDER_DAYS)),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text().run })).toBeEnabled();
    await expect(notRun.calls).toHaveLength(0);
    // The last run: when, how many, and its members with their step.
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: copy.text.expiryReminders.lastRun.title,
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(storyFormats().dateTime(RUN_AT)!, { selector: 'time' }),
    ).toBeVisible();
    await expect(canvas.getByText(text().sent.total(3))).toBeVisible();
    const last = within(
      canvas.getByRole('table', { name: copy.text.expiryReminders.lastRun.caption }),
    );
    for (const [name, days] of [
      ['lina.khalil', 30],
      ['omar.saleh', 7],
      ['sara.haddad', 0],
    ] as const)
      await expect(
        within(last.getByText(name).closest('tr')!).getByText(text().step(days)),
      ).toBeVisible();
    await expect(last.getByText('Lina Khalil')).toBeVisible();
    // Every reminder sent, newest first, in pages.
    await expect(canvas.getByRole('status')).toHaveTextContent(text().sent.total(14));
    const all = within(canvas.getByRole('table', { name: copy.text.expiryReminders.sent.title }));
    await expect(all.getAllByRole('row')).toHaveLength(11);
    await expect(all.getByText('member7.jaber')).toBeVisible();
    await expect(
      canvas.getByRole('navigation', { name: copy.text.expiryReminders.sent.pagesLabel }),
    ).toBeVisible();
  },
};

/** The list's second page, from the address (`&page=2`). */
export const SecondPage: Story = {
  args: { run: notRun, url: '/superadmin/expiry-reminders?page=2' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const all = within(
      await canvas.findByRole('table', { name: copy.text.expiryReminders.sent.title }),
    );
    await expect(await all.findByText('member8.jaber')).toBeVisible();
    await expect(all.getAllByRole('row')).toHaveLength(5);
    await expect(all.queryByText('lina.khalil')).toBeNull();
  },
};

/** Before any reminder was sent: the last run and the list say so. */
export const NoneSentYet: Story = {
  args: { run: notRun, list: holding([]) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findAllByText(copy.text.expiryReminders.sent.empty)).toHaveLength(2);
    await expect(
      canvas.queryByRole('table', { name: copy.text.expiryReminders.lastRun.caption }),
    ).toBeNull();
  },
};

/** The list cannot be read: the server's reason and Try again, which reads it. */
export const ListFailed: Story = {
  args: {
    run: notRun,
    list: (() => {
      let calls = 0;
      return (query) =>
        (calls += 1) === 1
          ? Promise.reject(
              new ApiError({ status: 503, body: { message: messages.api.serviceUnavailable } }),
            )
          : holding(everySent)(query);
    })() as ListReminders,
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findByText(copy.messages.api.serviceUnavailable)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: copy.text.expiryReminders.sent.retry }),
    );
    await expect(
      await canvas.findByText(copy.text.expiryReminders.lastRun.caption),
    ).toBeInTheDocument();
  },
};

/** The panel's navigation names the sub-page as the current one (at a desktop width: a phone's is a menu). */
export const InThePanel: Story = {
  args: { run: notRun },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const nav = within(
      canvas.getByRole('navigation', { name: copy.text.superadmin.panel.navLabel }),
    );
    await expect(nav.getByRole('link', { name: copy.text.expiryReminders.nav })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** While the server runs them: the button is busy and cannot be pressed again. */
export const Busy: Story = {
  args: { run: pending() },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    const button = await canvas.findByRole('button', { name: text().running });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

const three = queues(3);

/** Three were due: "3 reminders queued", after one call. */
export const Queued: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { run: three },
  parameters: { chromatic: pageSnapshot, settled: listSettled },
  play: async ({ canvasElement }) => {
    // The visual baselines play it once per width with the same actor: count this play's calls.
    const before = three.calls.length;
    const canvas = await run(canvasElement);
    await expect(await canvas.findByText(text().queued(3))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text().run })).toBeEnabled();
    await expect(three.calls).toHaveLength(before + 1);
    await listSettled(canvasElement);
  },
};

/** The list's calls in the story's render: its first answer is the earlier run's, the next ones every reminder sent. */
let queuedListCalls = 0;

/** After a run, who it reached: the last run and the list are read again. */
export const QueuedShowsWho: Story = {
  // Counted from each render: a count kept by the args since the file loaded made a second render of the story
  // (the whole suite shares one page) start with the second answer.
  beforeEach: () => {
    queuedListCalls = 0;
  },
  args: {
    run: three,
    list: ((query) =>
      holding((queuedListCalls += 1) === 1 ? earlier : everySent)(query)) as ListReminders,
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(await canvas.findAllByText(text().sent.total(11))).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: text().run }));
    await expect(await canvas.findByText(text().sent.total(3))).toBeVisible();
    const last = within(
      canvas.getByRole('table', { name: copy.text.expiryReminders.lastRun.caption }),
    );
    // The table defers its rows (DataTable's useDeferredValue): the count above it can be new a render before them.
    await expect(await last.findByText('sara.haddad')).toBeVisible();
    await expect(last.queryByText('member4.jaber')).toBeNull();
  },
};

/** One was due: the singular. */
export const QueuedOne: Story = {
  args: { run: queues(1) },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByText(text().queued(1))).toBeVisible();
  },
};

/** None was due (or another run took them): "No reminders are due". */
export const NoneDue: Story = {
  args: { run: queues(0) },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByText(text().queued(0))).toBeVisible();
  },
};

/** Refused (403): the server's message under the failure's title, announced at once. */
export const Forbidden: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  // The server's answer, in the story's language when called.
  args: { run: failsWith(() => serverError(403, messages.api.forbidden)) },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await run(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(copy.text.expiryReminders.failed);
    await expect(alert).toHaveTextContent(copy.messages.api.forbidden);
  },
};

/** The mail is down (503): its message; the button stays, to try again. */
export const Unavailable: Story = {
  args: { run: rejects(serverError(503, 'Mail is not available right now.')) },
  parameters: { chromatic: pageSnapshot, settled: listSettled },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Mail is not available right now.',
    );
    await expect(canvas.getByRole('button', { name: text().run })).toBeEnabled();
  },
};

/** No answer: 'No response from the server', not the browser's words. */
export const NetworkError: Story = {
  args: { run: rejects(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await run(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(storyText().messages.api.noResponse);
    await expect(alert).not.toHaveTextContent('Failed to fetch');
  },
};

/**
 * In Arabic, right to left: the explanation, the button, the count in Arabic's plural forms, and who they went
 * to.
 */
export const Arabic: Story = {
  args: { run: queues(3) },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = await reached(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'تذكيرات انتهاء العضوية' }),
    ).toBeVisible();
    await expect(canvas.getByText(/قبل انتهاء العضوية بـ30 يومًا و7 أيام/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إرسال التذكيرات المستحقة الآن' }));
    await waitFor(() =>
      expect(canvas.getByText('أُضيفت 3 تذكيرات إلى قائمة الإرسال')).toBeVisible(),
    );
    // Who they went to, in Arabic: the steps and the counts in their plural forms.
    await expect(await canvas.findByText('أُرسلت 3 تذكيرات')).toBeVisible();
    const last = within(canvas.getByRole('table', { name: 'تذكيرات آخر تشغيل' }));
    await expect(last.getByText('قبل 30 يومًا')).toBeVisible();
    await expect(last.getByText('قبل 7 أيام')).toBeVisible();
    await expect(last.getByText('في يوم انتهاء العضوية')).toBeVisible();
    await expect(canvas.getByText('أُرسل 14 تذكيرًا')).toBeVisible();
  },
};
