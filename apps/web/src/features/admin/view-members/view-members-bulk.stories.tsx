import {
  messages,
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
import { storyCatalogue, storyText } from '../../../testing/story-locale.ts';

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
  await userEvent.click(
    await canvas.findByRole('checkbox', { name: `Select ${demoMembers[0]!.username}` }),
  );
  await userEvent.click(
    canvas.getByRole('checkbox', { name: `Select ${demoMembers[1]!.username}` }),
  );
  const bar = canvas.getByRole('region', { name: storyText().text.bulkActions.selection.actions });
  await expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
  await userEvent.click(
    within(bar).getByRole('button', { name: 'Select all 250 members of this search' }),
  );
  await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('250 selected'));
  return { canvas, bar };
}

/** Filters from the address (the Overview's links) as chips, with the rows' boxes. */
export const Filters: Story = {
  args: { url: '/admin/view-members?status=active&joinedMonth=2026-03&expiresWithinDays=30' },
  parameters: { chromatic: pageSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    const chips = await canvas.findByRole('list', { name: copy.text.bulkActions.filters.label });
    await expect(within(chips).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(chips).getByText('Joined: March 2026')).toBeVisible();
    await canvas.findByRole('checkbox', { name: `Select ${demoMembers[0]!.username}` });
  },
};

/** Rows and "the whole search" selected: the bar and its actions. */
export const SelectWholeSearch: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const { bar } = await selectWholeSearch(canvasElement);
    await expect(
      within(bar).getByText('All 250 members of this search are selected.'),
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
      name: 'Renew 250 memberships',
    });
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Number of Days/ }), '365');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '50');
    await userEvent.click(
      within(dialog).getByRole('button', { name: copy.text.bulkActions.dialog.start.renew }),
    );
    const progress = await within(dialog).findByRole('progressbar', {
      name: copy.text.bulkActions.dialog.progress,
    });
    await expect(progress).toHaveAttribute('aria-valuetext', '0 of 250 members');
    answerNext(canvasElement);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '100 of 250 members'));
    answerNext(canvasElement);
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '200 of 250 members'));
    answerNext(canvasElement);
    await expect(await within(dialog).findByText('Done for 248 members; 2 failed.')).toBeVisible();
    const failures = within(dialog).getByRole('table', {
      name: copy.text.bulkActions.dialog.failures,
    });
    await expect(within(failures).getAllByRole('row')).toHaveLength(3);
    // The username of a row the page showed; the id of one only "the whole search" named.
    await expect(within(failures).getByText(demoMembers[1]!.username)).toBeVisible();
    await expect(within(failures).getByText(REFUSED[1]!)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Retry 2 members' })).toBeVisible();
  },
};

/**
 * "Send verification email" to two verified members and one the server refuses: the verified ones are counted
 * and listed as skipped, with the reason, and Retry offers the refused one only (issue 30).
 */
export const BulkSkipped: Story = {
  args: { skipVerified: true },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    for (const member of demoMembers.slice(0, 3))
      await userEvent.click(
        await canvas.findByRole('checkbox', { name: `Select ${member.username}` }),
      );
    const bar = canvas.getByRole('region', { name: copy.text.bulkActions.selection.actions });
    await userEvent.click(
      within(bar).getByRole('button', {
        name: copy.text.bulkActions.actions.sendVerificationEmail,
      }),
    );
    const dialog = await portal(canvasElement).findByRole('dialog', {
      name: 'Send the verification email to 3 members',
    });
    await userEvent.click(
      within(dialog).getByRole('button', {
        name: copy.text.bulkActions.dialog.start.sendVerificationEmail,
      }),
    );
    answerNext(canvasElement);
    await expect(
      await within(dialog).findByText('Done for 0 members; 2 skipped; 1 failed.'),
    ).toBeVisible();
    const skipped = within(dialog).getByRole('table', {
      name: copy.text.bulkActions.dialog.skipped,
    });
    await expect(within(skipped).getByText(demoMembers[0]!.username)).toBeVisible();
    await expect(within(skipped).getByText(demoMembers[2]!.username)).toBeVisible();
    await expect(within(skipped).getAllByText(messages.api.emailAlreadyVerified)).toHaveLength(2);
    const failures = within(dialog).getByRole('table', {
      name: copy.text.bulkActions.dialog.failures,
    });
    await expect(within(failures).getByText(demoMembers[1]!.username)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Retry 1 member' })).toBeVisible();
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
      name: 'Send the verification email to 250 members',
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
      await within(dialog).findByText(/Done for 99 members; 1 failed\. Stopped\./),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'Continue with the 151 left' }),
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
