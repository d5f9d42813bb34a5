import {
  PAGE_SIZE,
  type ApiClient,
  type BulkActionRequest,
  type BulkActionResponse,
  type MemberExportQuery,
} from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createTestSession, PageHarness } from '../../../testing/page-harness.tsx';
import { pageSnapshot } from '@mijas/flows/page-snapshots';
import { portal, reached } from '@mijas/flows/story-helpers';
import { bulkAnswer, demoMembers, manyMemberIds } from './fixtures.ts';
import { ViewMembers } from './view-members.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import {
  startingWith,
  storyCatalogue,
  storyFormats,
  storyText,
} from '../../../testing/story-locale.ts';

/**
 * View Members' admin tools (issue 21) through the page's real calls: the filters of the address as chips, the
 * selection (rows, the page, "the whole search" from `GET /Admin/members/ids`), a bulk action in calls of
 * `ADMIN_LIMITS.bulkChunk` members with its progress (each call waits for the story's "Answer the next call"
 * button, so the play function sees every step), Cancel between calls, and Export CSV.
 */

/** The whole search: 250 members (three calls of 100). */
const WHOLE_SEARCH = manyMemberIds(250);
/** Two members the server refuses. */
const REFUSED = [WHOLE_SEARCH[1]!, WHOLE_SEARCH[120]!];

const ANSWER = 'Answer the next call';

/** The selection's and bulk actions' texts, in the story's language; a count as the page writes it. */
const bulk = () => storyText().text.bulkActions;
const count = (value: number) => storyFormats().number(value);
/** A row's box, by its member. */
const rowBox = (username: string) => ({ name: bulk().selection.row(username) });
const EXPORTS = 'exports';

/** The demo members whose address is verified: "Send verification email" does not apply to them. */
const VERIFIED = demoMembers.filter((member) => member.emailIsVerified).map((member) => member.id);

function Harness({
  url = '/admin/view-members',
  skipVerified = false,
}: {
  url?: string;
  /** The server skips the verified members of "Send verification email" (issue 30). */
  skipVerified?: boolean;
}) {
  const [waiting] = useState<(() => void)[]>([]);
  const [exports] = useState<MemberExportQuery[]>([]);
  const [, rerender] = useState(0);
  const [appSession] = useState(() =>
    createTestSession('admin', {
      listMembers: (query) => {
        const page = Number(query.pageNumber ?? 1);
        return Promise.resolve({
          members: demoMembers.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
          totalCount: WHOLE_SEARCH.length,
        });
      },
      getMemberIds: () => Promise.resolve({ ids: WHOLE_SEARCH }),
      bulkMembers: ((body: BulkActionRequest) =>
        new Promise<BulkActionResponse>((resolve) => {
          const skipped = skipVerified && body.action === 'sendVerificationEmail' ? VERIFIED : [];
          waiting.push(() => resolve(bulkAnswer(body, REFUSED, skipped)));
          rerender((n) => n + 1);
        })) as ApiClient['bulkMembers'],
      exportMembers: ((query: MemberExportQuery) => {
        exports.push(query);
        rerender((n) => n + 1);
        return Promise.resolve('Username\r\nrania.obeidat\r\n');
      }) as ApiClient['exportMembers'],
    }),
  );
  return (
    <>
      <PageHarness path="/admin/view-members" url={url} appSession={appSession}>
        <AdminPanelRoute>
          <ViewMembers />
        </AdminPanelRoute>
      </PageHarness>
      {/* Outside the page, for the play functions only. */}
      <div hidden>
        <button type="button" onClick={() => waiting.shift()?.()}>
          {ANSWER}
        </button>
        <output data-testid={EXPORTS}>{JSON.stringify(exports)}</output>
      </div>
    </>
  );
}

const meta = {
  title: 'Pages/Admin/View Members/Selection and bulk actions',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lets the oldest waiting bulk call answer (a click by script: the open dialog makes the page inert). */
const answerNext = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: ANSWER, hidden: true }).click();

/** Ticks two rows, then the whole search. */
async function selectWholeSearch(canvasElement: HTMLElement) {
  const canvas = await reached(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', rowBox(demoMembers[0]!.username)));
  await userEvent.click(canvas.getByRole('checkbox', rowBox(demoMembers[1]!.username)));
  const bar = canvas.getByRole('region', { name: storyText().text.bulkActions.selection.actions });
  await expect(within(bar).getByRole('status')).toHaveTextContent(
    bulk().selection.selected(count(2)),
  );
  await userEvent.click(
    within(bar).getByRole('button', { name: bulk().selection.selectAll(count(250)) }),
  );
  await waitFor(() =>
    expect(within(bar).getByRole('status')).toHaveTextContent(
      bulk().selection.selected(count(250)),
    ),
  );
  return { canvas, bar };
}

/** Filters from the address (the Overview's links) as chips, with the rows' boxes. */
export const Filters: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { url: '/admin/view-members?status=active&joinedMonth=2026-03&expiresWithinDays=30' },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded, globals }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const chips = await canvas.findByRole('list', { name: copy.text.bulkActions.filters.label });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(chips).getByText(
        copy.text.bulkActions.filters.joinedMonth(storyFormats(globals).month('2026-03')),
      ),
    ).toBeVisible();
    await canvas.findByRole('checkbox', rowBox(demoMembers[0]!.username));
  },
};

/** Rows and "the whole search" selected: the bar and its actions. */
export const SelectWholeSearch: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const { bar } = await selectWholeSearch(canvasElement);
    await expect(
      within(bar).getByText(copy.text.bulkActions.selection.allSelected(count(250))),
    ).toBeVisible();
    for (const action of [
      copy.text.admin.viewMembers.renew.submit,
      copy.text.bulkActions.actions.deactivateMembership,
      copy.text.bulkActions.actions.sendVerificationEmail,
    ])
      await expect(within(bar).getByRole('button', { name: action })).toBeEnabled();
  },
};

/** Renew 250 members: three calls with the progress between, then two failures by the server. */
export const BulkRenewWithFailures: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const { bar } = await selectWholeSearch(canvasElement);
    await userEvent.click(
      within(bar).getByRole('button', { name: copy.text.admin.viewMembers.renew.submit }),
    );
    const dialog = await portal(canvasElement).findByRole('dialog', {
      name: copy.text.bulkActions.dialog.title.renew(count(250)),
    });
    await userEvent.type(
      within(dialog).getByRole('spinbutton', {
        name: startingWith(copy.text.admin.viewMembers.renew.days),
      }),
      '365',
    );
    await userEvent.type(
      within(dialog).getByRole('spinbutton', {
        name: startingWith(copy.text.admin.viewMembers.renew.amount),
      }),
      '50',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy.text.bulkActions.dialog.start.renew }),
    );
    const progress = await within(dialog).findByRole('progressbar', {
      name: copy.text.bulkActions.dialog.progress,
    });
    await expect(progress).toHaveAttribute(
      'aria-valuetext',
      copy.text.bulkActions.dialog.progressText(count(0), count(250)),
    );
    answerNext(canvasElement);
    await waitFor(() =>
      expect(progress).toHaveAttribute(
        'aria-valuetext',
        copy.text.bulkActions.dialog.progressText(count(100), count(250)),
      ),
    );
    answerNext(canvasElement);
    await waitFor(() =>
      expect(progress).toHaveAttribute(
        'aria-valuetext',
        copy.text.bulkActions.dialog.progressText(count(200), count(250)),
      ),
    );
    answerNext(canvasElement);
    await expect(
      await within(dialog).findByText(copy.messages.api.bulkDone(248, 2, 0)),
    ).toBeVisible();
    const failures = within(dialog).getByRole('table', {
      name: copy.text.bulkActions.dialog.failures,
    });
    await expect(within(failures).getAllByRole('row')).toHaveLength(3);
    // The username of a row the page showed; the id of one only "the whole search" named.
    await expect(within(failures).getByText(demoMembers[1]!.username)).toBeVisible();
    await expect(within(failures).getByText(REFUSED[1]!)).toBeVisible();
    // The server's reason, in the page's language.
    await expect(within(failures).getAllByText(copy.messages.api.expiryTooLate)).toHaveLength(2);
    await expect(
      within(dialog).getByRole('button', { name: copy.text.bulkActions.dialog.retry(count(2)) }),
    ).toBeVisible();
  },
};

/**
 * "Send verification email" to two verified members and one the server refuses: the verified ones are counted
 * and listed as skipped, with the reason, and Retry offers the refused one only (issue 30).
 */
export const BulkSkipped: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { skipVerified: true },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    for (const member of demoMembers.slice(0, 3))
      await userEvent.click(await canvas.findByRole('checkbox', rowBox(member.username)));
    const bar = canvas.getByRole('region', { name: copy.text.bulkActions.selection.actions });
    await userEvent.click(
      within(bar).getByRole('button', {
        name: copy.text.bulkActions.actions.sendVerificationEmail,
      }),
    );
    const dialog = await portal(canvasElement).findByRole('dialog', {
      name: copy.text.bulkActions.dialog.title.sendVerificationEmail(count(3)),
    });
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: copy.text.bulkActions.dialog.start.sendVerificationEmail,
      }),
    );
    answerNext(canvasElement);
    await expect(
      await within(dialog).findByText(copy.messages.api.bulkDone(0, 1, 2)),
    ).toBeVisible();
    const skipped = within(dialog).getByRole('table', {
      name: copy.text.bulkActions.dialog.skipped,
    });
    await expect(within(skipped).getByText(demoMembers[0]!.username)).toBeVisible();
    await expect(within(skipped).getByText(demoMembers[2]!.username)).toBeVisible();
    await expect(within(skipped).getAllByText(copy.messages.api.emailAlreadyVerified)).toHaveLength(
      2,
    );
    const failures = within(dialog).getByRole('table', {
      name: copy.text.bulkActions.dialog.failures,
    });
    await expect(within(failures).getByText(demoMembers[1]!.username)).toBeVisible();
    await expect(within(failures).getByText(copy.messages.api.memberNotFound)).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: copy.text.bulkActions.dialog.retry(count(1)) }),
    ).toBeVisible();
  },
};

/** Cancel during the first call: it finishes, the rest are not sent, and can be sent later. */
export const BulkCancel: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const { bar } = await selectWholeSearch(canvasElement);
    await userEvent.click(
      within(bar).getByRole('button', {
        name: copy.text.bulkActions.actions.sendVerificationEmail,
      }),
    );
    const dialog = await portal(canvasElement).findByRole('dialog', {
      name: copy.text.bulkActions.dialog.title.sendVerificationEmail(count(250)),
    });
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: copy.text.bulkActions.dialog.start.sendVerificationEmail,
      }),
    );
    await within(dialog).findByRole('progressbar', { name: copy.text.bulkActions.dialog.progress });
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy.text.admin.viewMembers.renew.cancel }),
    );
    await expect(within(dialog).getByText(copy.text.bulkActions.dialog.cancelling)).toBeVisible();
    answerNext(canvasElement);
    await expect(
      await within(dialog).findByText(startingWith(copy.messages.api.bulkDone(99, 1, 0))),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: copy.text.bulkActions.dialog.resume(count(151)) }),
    ).toBeVisible();
  },
};

/** Export CSV: the search's filters go with the call; the file is saved by the browser. */
export const ExportCsv: Story = {
  args: { url: '/admin/view-members?status=expired' },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: copy.text.bulkActions.export }),
    );
    await waitFor(() =>
      expect(canvas.getByTestId(EXPORTS).textContent).toBe(JSON.stringify([{ status: 'expired' }])),
    );
    await expect(canvas.getByRole('button', { name: copy.text.bulkActions.export })).toBeEnabled();
  },
};
