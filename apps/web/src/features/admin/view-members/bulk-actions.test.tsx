import {
  ApiError,
  messages,
  ADMIN_LIMITS,
  type ApiClient,
  type BulkActionRequest,
  type MemberExportQuery,
} from '@mijas/api';
import { screen, waitFor, within } from '@testing-library/react';
import { preloadDialog, preloadRowMenus, preloadSelect } from '@mijas/ui';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { createTestSession, CURRENT_LOCATION } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import {
  activeMember,
  bulkAnswer,
  demoMembers,
  listActor,
  manyMemberIds,
  memberFlows,
  unverifiedMember,
} from './fixtures.ts';
import { ViewMembers } from './view-members.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';

// The page once its dialogs', selects' and menus' code has come (their loading on first use: @mijas/ui's
// lazy.test.tsx; in a browser, tests/e2e/view-members.spec.ts).
beforeAll(() => Promise.all([preloadDialog(), preloadSelect(), preloadRowMenus()]));

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => vi.restoreAllMocks());

function show({
  url = '/admin/view-members',
  api = {},
  bulk = (body) => Promise.resolve(bulkAnswer(body)),
  loads = [],
}: {
  url?: string;
  api?: Partial<ApiClient>;
  bulk?: (body: BulkActionRequest) => Promise<ReturnType<typeof bulkAnswer>>;
  loads?: unknown[];
} = {}) {
  const user = userEvent.setup();
  const bodies: BulkActionRequest[] = [];
  renderPage({
    path: '/admin/view-members',
    url,
    role: 'admin',
    trackLocation: true,
    appSession: createTestSession('admin', api),
    flows: {
      ...memberFlows({ list: listActor(demoMembers, loads as never[]) }),
      bulkAction: {
        actors: {
          sendChunk: fromPromise<unknown, { body: BulkActionRequest }>(({ input }) => {
            bodies.push(input.body);
            return bulk(input.body);
          }),
        },
      },
    },
    children: (
      <AdminPanelRoute>
        <ViewMembers />
      </AdminPanelRoute>
    ),
  });
  return { user, bodies };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const selectionBar = () => screen.getByRole('region', { name: 'Actions on the selected members' });

describe('View Members: selection, bulk actions, export, filters', { timeout: 20_000 }, () => {
  it('selects rows and the page, keeps the selection across pages, clears it with a new search', async () => {
    const { user } = show();
    await screen.findByText(activeMember.username);
    expect(screen.queryByRole('region', { name: 'Actions on the selected members' })).toBeNull();
    await user.click(box(`Select ${activeMember.username}`));
    expect(within(selectionBar()).getByRole('status')).toHaveTextContent('1 selected');
    // Space on the focused box (the keyboard).
    box(`Select ${unverifiedMember.username}`).focus();
    await user.keyboard(' ');
    expect(within(selectionBar()).getByRole('status')).toHaveTextContent('2 selected');
    expect(box('Select the members of this page')).toHaveAttribute('data-state', 'indeterminate');
    await user.click(box('Select the members of this page'));
    expect(within(selectionBar()).getByRole('status')).toHaveTextContent('10 selected');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText(demoMembers[12]!.username);
    expect(within(selectionBar()).getByRole('status')).toHaveTextContent('10 selected');
    expect(box('Select the members of this page')).not.toBeChecked();
    await user.click(box(`Select ${demoMembers[12]!.username}`));
    expect(within(selectionBar()).getByRole('status')).toHaveTextContent('11 selected');
    expect(
      within(selectionBar()).getByRole('button', { name: 'Select all 13 members of this search' }),
    ).toBeVisible();
    // Another search is another list: nothing selected.
    await user.click(screen.getByRole('combobox', { name: 'Search by' }));
    await user.click(await screen.findByRole('option', { name: 'Username' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'ali');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Actions on the selected members' })).toBeNull(),
    );
  });

  it("selects the whole search with getMemberIds, or shows the server's refusal", async () => {
    const getMemberIds = vi
      .fn<ApiClient['getMemberIds']>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          body: { message: messages.api.selectionTooLarge(ADMIN_LIMITS.bulkMaxSelection) },
        }),
      )
      .mockResolvedValueOnce({ ids: manyMemberIds(13) });
    const { user } = show({ url: '/admin/view-members?status=active', api: { getMemberIds } });
    await screen.findByText(activeMember.username);
    await user.click(box(`Select ${activeMember.username}`));
    await user.click(screen.getByRole('button', { name: 'Select all 13 members of this search' }));
    expect(
      await within(selectionBar()).findByText(
        messages.api.selectionTooLarge(ADMIN_LIMITS.bulkMaxSelection),
      ),
    ).toBeVisible();
    expect(within(selectionBar()).getByRole('status')).toHaveTextContent('1 selected');
    await user.click(screen.getByRole('button', { name: 'Select all 13 members of this search' }));
    await waitFor(() =>
      expect(within(selectionBar()).getByRole('status')).toHaveTextContent('13 selected'),
    );
    expect(
      within(selectionBar()).getByText('All 13 members of this search are selected.'),
    ).toBeVisible();
    expect(getMemberIds).toHaveBeenLastCalledWith({ status: 'active' }, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Actions on the selected members' })).toBeNull();
  });

  it("renews the selection: the form's rules, the summary, the failures by username, retry, then a reload", async () => {
    const failing = [activeMember.id, unverifiedMember.id];
    let refuse = true;
    const loads: unknown[] = [];
    const { user, bodies } = show({
      loads,
      bulk: (body) => Promise.resolve(bulkAnswer(body, refuse ? failing : [])),
    });
    await screen.findByText(activeMember.username);
    await user.click(box('Select the members of this page'));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Renew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew 10 memberships' });
    await user.click(within(dialog).getByRole('button', { name: 'Renew all' }));
    expect(within(dialog).getByText(/Invalid input/)).toBeVisible();
    expect(bodies).toEqual([]);
    await user.type(within(dialog).getByRole('spinbutton', { name: /Number of Days/ }), '30');
    await user.type(within(dialog).getByRole('spinbutton', { name: /Amount/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Renew all' }));
    expect(await within(dialog).findByText(messages.api.bulkDone(8, 2, 0))).toBeVisible();
    expect(bodies[0]).toMatchObject({ action: 'renew', numberOfDays: 30, amount: 25 });
    expect(bodies[0]!.memberIds).toHaveLength(10);
    expect(within(dialog).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuetext',
      '10 of 10 members',
    );
    const failures = within(dialog).getByRole('table', { name: 'Not done' });
    expect(within(failures).getAllByRole('row')).toHaveLength(3);
    expect(within(failures).getByText(activeMember.username)).toBeVisible();
    expect(within(failures).getByText(unverifiedMember.username)).toBeVisible();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry 2 members' }));
    expect(await within(dialog).findByText(messages.api.bulkDone(10, 0, 0))).toBeVisible();
    expect(bodies[1]!.memberIds).toEqual(failing);
    const before = loads.length;
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(loads.length).toBe(before + 1));
    expect(screen.queryByRole('region', { name: 'Actions on the selected members' })).toBeNull();
  });

  it('asks before deactivating memberships, and Cancel sends nothing', async () => {
    const { user, bodies } = show();
    await screen.findByText(activeMember.username);
    await user.click(box(`Select ${activeMember.username}`));
    await user.click(within(selectionBar()).getByRole('button', { name: 'Deactivate membership' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate 1 memberships' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([]);
    await user.click(
      within(selectionBar()).getByRole('button', { name: 'Send verification email' }),
    );
    dialog = await screen.findByRole('dialog', {
      name: 'Send the verification email to 1 members',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send all' }));
    expect(await within(dialog).findByText(messages.api.bulkDone(1, 0, 0))).toBeVisible();
    expect(bodies).toEqual([{ action: 'sendVerificationEmail', memberIds: [activeMember.id] }]);
  });

  it('counts and lists the members an action does not apply to as skipped, with no retry for them (issue 30)', async () => {
    // Three verified members: the server skips each ("already verified"); nothing failed.
    const verified = demoMembers.filter((member) => member.emailIsVerified).slice(0, 3);
    const { user, bodies } = show({
      bulk: (body) =>
        Promise.resolve(
          bulkAnswer(
            body,
            [],
            verified.map((member) => member.id),
          ),
        ),
    });
    await screen.findByText(activeMember.username);
    for (const member of verified) await user.click(box(`Select ${member.username}`));
    await user.click(
      within(selectionBar()).getByRole('button', { name: 'Send verification email' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Send the verification email to 3 members',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send all' }));
    expect(await within(dialog).findByText(messages.api.bulkDone(0, 0, 3))).toBeVisible();
    expect(within(dialog).getByText('Done for 0 members; 3 skipped.')).toBeVisible();
    const skipped = within(dialog).getByRole('table', {
      name: 'Skipped: the action does not apply',
    });
    expect(within(skipped).getAllByRole('row')).toHaveLength(4);
    for (const member of verified) expect(within(skipped).getByText(member.username)).toBeVisible();
    expect(within(skipped).getAllByText(messages.api.emailAlreadyVerified)).toHaveLength(3);
    expect(within(dialog).queryByRole('table', { name: 'Not done' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(bodies).toHaveLength(1);
  });

  it('exports the search and filters as a CSV file with its BOM, or says why not', async () => {
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:export';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const exportMembers = vi
      .fn<(query: MemberExportQuery) => Promise<string>>()
      .mockResolvedValueOnce('Username\r\nrania.obeidat\r\n')
      .mockRejectedValueOnce(new ApiError({ status: 0, message: 'Failed to fetch' }));
    const { user } = show({
      url: '/admin/view-members?by=username&q=ra&joinedMonth=2026-03',
      api: { exportMembers: exportMembers as ApiClient['exportMembers'] },
    });
    await screen.findByText(activeMember.username);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exportMembers).toHaveBeenCalledWith(
      { username: 'ra', joinedMonth: '2026-03' },
      expect.anything(),
    );
    // The file starts with the byte order mark (Excel reads it as UTF-8), then the server's text.
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Username\r\nrania.obeidat\r\n');
    expect(click.mock.contexts[0]).toMatchObject({
      download: expect.stringMatching(/^mijas-members-\d{4}-\d{2}-\d{2}\.csv$/),
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(`The export failed: ${messages.api.noResponse}`)).toBeVisible();
  });

  it('shows the filters of the address as chips; removing one keeps the others and the search', async () => {
    const { user } = show({
      url: '/admin/view-members?by=username&q=a&status=expired&joinedMonth=2026-03&expiresWithinDays=30&page=2',
    });
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Expires within 30 days', 'Status: Membership expired', 'Joined: March 2026']);
    expect(box('Expires within 30 days')).toBeChecked();
    await user.click(
      screen.getByRole('button', { name: 'Remove the filter Status: Membership expired' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        // (The filters written in the contract's order.)
        '/admin/view-members?by=username&q=a&expiresWithinDays=30&joinedMonth=2026-03',
      ),
    );
    await user.click(box('Expires within 30 days'));
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        '/admin/view-members?by=username&q=a&joinedMonth=2026-03',
      ),
    );
    expect(
      within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });
});
