import { EXPIRING_SOON_DAYS, PAGE_SIZE, type ApiClient, type MemberListQuery } from '@mijas/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  CURRENT_LOCATION,
  createTestSession,
  PageHarness,
} from '../../../testing/page-harness.tsx';
import { atLaptopWidth, reached } from '@mijas/flows/story-helpers';
import { activeMember, demoMembers } from './fixtures.ts';
import { ViewMembers } from './view-members.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';
import { storyCatalogue, storyFormats, storyText } from '../../../testing/story-locale.ts';

/**
 * View Members' "Expires within 30 days" (issue 20), through the page's real call: `GET /Admin/members` gets
 * `expiresWithinDays` beside the search, the filter stays in the address, and the table shows the expiry.
 */

/**
 * The three members whose membership ends soon, soonest first (as the server sorts them); the last with a
 * username and an email as long as the demo data's.
 */
const endingSoon = [
  { ...demoMembers[4]!, membershipExpiry: '2026-12-05T00:00:00.000Z' },
  { ...activeMember, membershipExpiry: '2026-12-20T00:00:00.000Z' },
  {
    ...demoMembers[5]!,
    username: 'hamza.rawashdeh102',
    email: 'hamza.rawashdeh102@mijas.example.com',
    membershipExpiry: '2026-12-28T00:00:00.000Z',
  },
];

/** A fake `listMembers`: the filter keeps `endingSoon`; a username search filters either list. */
function fakeListMembers(calls: MemberListQuery[]): ApiClient['listMembers'] {
  return (query) => {
    calls.push(query);
    const base = query.expiresWithinDays ? endingSoon : demoMembers;
    const needle = query.username?.toLowerCase();
    const found = needle ? base.filter((m) => m.username.includes(needle)) : base;
    const page = Number(query.pageNumber ?? 1);
    return Promise.resolve({
      members: found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      totalCount: found.length,
    });
  };
}

/** The last call's query, as the story saw it (on the canvas, for the play function). */
const LAST_QUERY = 'last-list-query';

function Harness({ url = '/admin/view-members' }: { url?: string }) {
  const [calls] = useState<MemberListQuery[]>([]);
  const [, rerender] = useState(0);
  const [appSession] = useState(() =>
    createTestSession('admin', {
      listMembers: (query, options) => {
        const answer = fakeListMembers(calls)(query, options);
        rerender((n) => n + 1);
        return answer;
      },
    }),
  );
  return (
    <>
      <PageHarness path="/admin/view-members" url={url} appSession={appSession} trackLocation>
        <AdminPanelRoute>
          <ViewMembers />
        </AdminPanelRoute>
      </PageHarness>
      <output data-testid={LAST_QUERY} hidden>
        {JSON.stringify(calls.at(-1) ?? null)}
      </output>
    </>
  );
}

const meta = {
  title: 'Pages/Admin/View Members/Expiring soon',
  component: Harness,
  args: {},
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastQuery = (canvasElement: HTMLElement) =>
  JSON.parse(within(canvasElement).getByTestId(LAST_QUERY).textContent || 'null') as
    (MemberListQuery & Record<string, unknown>) | null;

/** Ticked: the address keeps it, the server is asked for 30 days, the table has the Expiry column. */
export const FilterOn: Story = {
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: activeMember.username });
    await expect(
      canvas.queryByRole('columnheader', { name: copy.text.membersExpiring.expiry }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: copy.text.membersExpiring.filter(EXPIRING_SOON_DAYS),
      }),
    );
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        `/admin/view-members?expiresWithinDays=${EXPIRING_SOON_DAYS}`,
      ),
    );
    await expect(
      await canvas.findByRole('columnheader', { name: copy.text.membersExpiring.expiry }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(endingSoon.length + 1));
    await expect(
      canvas.getByRole('cell', { name: storyFormats().date(endingSoon[0]!.membershipExpiry)! }),
    ).toBeVisible();
    await expect(lastQuery(canvasElement)).toMatchObject({
      expiresWithinDays: EXPIRING_SOON_DAYS,
      pageNumber: 1,
    });
    await expect(
      canvas.getByRole('checkbox', {
        name: copy.text.membersExpiring.filter(EXPIRING_SOON_DAYS),
      }),
    ).toBeChecked();
  },
};

/**
 * In a laptop's panel (1366 × 768, issue 30), with the Expiry date column: all on screen, who and the
 * membership's status kept.
 */
const laptop = { args: { url: `/admin/view-members?expiresWithinDays=${EXPIRING_SOON_DAYS}` } };
export const AtLaptopWidth: Story = {
  ...laptop,
  ...atLaptopWidth(() => {
    const { text } = storyText();
    return [
      text.admin.viewMembers.columns.username,
      text.membersExpiring.expiry,
      text.admin.viewMembers.columns.membershipStatus,
    ];
  }),
};
export const AtLaptopWidthInArabic: Story = {
  ...laptop,
  ...atLaptopWidth(['اسم المستخدم', 'تاريخ الانتهاء', 'حالة العضوية']),
  globals: { locale: 'ar' },
};

/** With a search, from the address (a reload, a shared link): both kept, both sent. */
export const FilterWithSearch: Story = {
  // In Arabic too by `pnpm test` (storybook-ar): one of the page's distinct states.
  tags: ['arabic'],
  args: { url: `/admin/view-members?by=username&q=${activeMember.username}&expiresWithinDays=30` },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await canvas.findByRole('cell', { name: activeMember.username });
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(
      canvas.getByRole('checkbox', {
        name: copy.text.membersExpiring.filter(EXPIRING_SOON_DAYS),
      }),
    ).toBeChecked();
    await expect(
      canvas.getByRole('searchbox', { name: copy.text.admin.viewMembers.search.value }),
    ).toHaveValue(activeMember.username);
    await expect(lastQuery(canvasElement)).toMatchObject({
      username: activeMember.username,
      expiresWithinDays: 30,
    });
  },
};

/** Unticked: the filter leaves the address (the search stays), every member again, no Expiry column. */
export const FilterOff: Story = {
  args: { url: `/admin/view-members?expiresWithinDays=30&page=1` },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      await canvas.findByRole('columnheader', { name: copy.text.membersExpiring.expiry }),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole('checkbox', {
        name: copy.text.membersExpiring.filter(EXPIRING_SOON_DAYS),
      }),
    );
    await waitFor(() =>
      expect(canvas.getByTestId(CURRENT_LOCATION).textContent).toBe('/admin/view-members'),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(PAGE_SIZE + 1));
    await expect(
      canvas.queryByRole('columnheader', { name: copy.text.membersExpiring.expiry }),
    ).toBeNull();
    await expect(lastQuery(canvasElement)).not.toHaveProperty('expiresWithinDays');
  },
};
