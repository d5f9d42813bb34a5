import { FIELD_LIMITS, type MembershipHistoryResponse, type RenewalDetails } from '@mijas/api';
import type { LoadMembershipHistoryInput } from '@mijas/machines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_LOCATION } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import {
  historySubjects,
  membershipActions,
  pageOf,
  renewalDetails,
  suggestionsActor,
} from '../sub-page/fixtures.ts';
import { answers, rejects } from '@mijas/flows/actors';
import { MembershipHistoryPage } from './membership-history-page.tsx';
import { AdminPanelRoute } from '../admin-shell/admin-panel.tsx';

function open(loadHistory: unknown = undefined, url = '/admin/membership-history') {
  const history =
    loadHistory ??
    answers<MembershipHistoryResponse, LoadMembershipHistoryInput>(({ applied, page }) =>
      pageOf(
        applied?.value === 'nobody'
          ? []
          : membershipActions(
              12,
              historySubjects(applied?.value ?? '', applied?.searchBy === 'member'),
            ),
        page,
      ),
    );
  const suggestions = suggestionsActor();
  const details = answers<RenewalDetails, { id: number }>(({ id }) => renewalDetails(id));
  renderPage({
    path: '/admin/membership-history',
    url,
    trackLocation: true,
    role: 'admin',
    flows: {
      membershipHistory: { actors: { loadPage: history, memberSuggestions: suggestions } },
      renewalDetails: { actors: { loadDetails: details } },
    },
    children: (
      <AdminPanelRoute>
        <MembershipHistoryPage />
      </AdminPanelRoute>
    ),
  });
  return { user: userEvent.setup(), history, details, suggestions };
}

const box = () => screen.getByRole('combobox', { name: 'Username' });

describe('Membership History', () => {
  it('fetches nothing and says what to do while the box is empty or blank', async () => {
    const { user, history } = open();
    expect(screen.getByText('Type a username to see its membership history.')).toBeVisible();
    await user.type(box(), '   ');
    expect(screen.queryByRole('table')).toBeNull();
    expect((history as { calls: unknown[] }).calls).toHaveLength(0);
  });

  it('shows the actions: #, Action ID, Made By (N/A), Date, Action Type', async () => {
    const { user } = open();
    await user.type(box(), 'member');
    const first = (await screen.findByRole('cell', { name: '100' })).closest('tr')!;
    expect(within(first).getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(within(first).getByText('Renewal')).toBeInTheDocument();
    const second = screen.getByRole('cell', { name: '101' }).closest('tr')!;
    expect(within(second).getByText('N/A')).toBeInTheDocument();
    const fourth = screen.getByRole('cell', { name: '103' }).closest('tr')!;
    expect(within(fourth).getByText('Deactivation')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('12 actions');
    const pages = screen.getByRole('navigation', { name: 'Membership history pages' });
    expect(within(pages).getAllByRole('button', { name: /^Page/ })).toHaveLength(2);
  });

  it('offers More Details for a renewal only, shows the renewal in the modal, closed by Close or Escape', async () => {
    const { user } = open();
    await user.type(box(), 'member');
    await screen.findByRole('cell', { name: '100' });
    expect(screen.getByRole('button', { name: 'Options for action 103' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Options for action 100' }));
    await user.click(await screen.findByRole('menuitem', { name: 'More Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership Renewal' });
    expect(await within(dialog).findByText('JOD 150.500')).toBeInTheDocument();
    expect(within(dialog).getByText('Expiry Date')).toBeInTheDocument();
    // Its Close button closes it, and so does Escape.
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButtons[closeButtons.length - 1]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Options for action 102' }));
    await user.click(await screen.findByRole('menuitem', { name: 'More Details' }));
    await within(await screen.findByRole('dialog', { name: 'Membership Renewal' })).findByText(
      'JOD 150.500',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when a search finds nothing, and when the server fails', async () => {
    const { user } = open();
    await user.type(box(), 'nobody');
    expect(await screen.findByText('No membership history found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('shows the failure with a retry', async () => {
    const { user } = open(rejects(new Error('offline')));
    await user.type(box(), 'member');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch membership history.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps the search and the page in the address, and opens on them', async () => {
    const { user } = open();
    await user.type(box(), 'member');
    await screen.findByRole('cell', { name: '100' });
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        '/admin/membership-history?username=member',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: '110' });
    expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
      '/admin/membership-history?username=member&page=2',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        /^\/admin\/membership-history$/,
      ),
    );
  });

  it('opened at ?username=&page= (a reload, a link), shows that page at once', async () => {
    const { history } = open(undefined, '/admin/membership-history?username=member&page=2');
    expect(box()).toHaveValue('member');
    expect(await screen.findByRole('cell', { name: '110' })).toBeInTheDocument();
    expect((history as { calls: LoadMembershipHistoryInput[] }).calls).toMatchObject([
      { applied: { searchBy: 'username', value: 'member' }, page: 2 },
    ]);
  });

  it('names the member of every row: a partial search finds several members', async () => {
    const { user } = open();
    await user.type(box(), 'ra');
    const first = (await screen.findByRole('cell', { name: '100' })).closest('tr')!;
    const second = screen.getByRole('cell', { name: '101' }).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Member' })).toBeInTheDocument();
    expect(within(first).getByText('rania.k')).toBeInTheDocument();
    expect(within(first).getByText('Rania Khalil')).toBeInTheDocument();
    expect(within(second).getByText('rami.nasser')).toBeInTheDocument();
    expect(within(second).getByText('Rami Nasser')).toBeInTheDocument();
    expect(screen.getByText(/Every member whose username contains the text/)).toBeInTheDocument();
  });

  it('suggests members as one types; arrows and Enter pick one: their rows only, kept in the address', async () => {
    const { user, history, suggestions } = open();
    await user.type(box(), 'ra');
    const list = await screen.findByRole('listbox', { name: 'Members' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['rania.kRania Khalil', 'rami.nasserRami Nasser']);
    expect(suggestions.calls.map((call) => call.query)).toEqual(['ra']);
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const marked = within(list).getByRole('option', { name: /rami\.nasser/ });
    expect(box()).toHaveAttribute('aria-activedescendant', marked.id);
    expect(marked).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box()).toHaveValue('rami.nasser');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect((history as { calls: LoadMembershipHistoryInput[] }).calls.at(-1)).toMatchObject({
        applied: { searchBy: 'member', value: 'rami.nasser' },
        page: 1,
      }),
    );
    // Every row is that member's.
    await waitFor(() => expect(screen.getAllByText('rami.nasser')).toHaveLength(10));
    expect(screen.queryByText('rania.k')).toBeNull();
    expect(
      screen.getByText('Only the actions of rami.nasser. Type to search again.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent(
        '/admin/membership-history?by=member&username=rami.nasser',
      ),
    );
  });

  it('picks a member by a click too; Escape closes the list and keeps the text, a second Escape clears it', async () => {
    const { user, history } = open();
    await user.type(box(), 'ha');
    await user.click(await screen.findByRole('option', { name: /hamza\.obeidat1/ }));
    expect(box()).toHaveValue('hamza.obeidat1');
    await waitFor(() =>
      expect((history as { calls: LoadMembershipHistoryInput[] }).calls.at(-1)).toMatchObject({
        applied: { searchBy: 'member', value: 'hamza.obeidat1' },
      }),
    );
    await user.type(box(), 'x');
    expect(await screen.findByText('No members found.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No members found.')).toBeNull();
    expect(box()).toHaveValue('hamza.obeidat1x');
    await user.keyboard('{Escape}');
    expect(box()).toHaveValue('');
  });

  it('says Loading... while the suggestions come', async () => {
    const pendingSuggestions = suggestionsActor(() => new Promise(() => {}));
    renderPage({
      path: '/admin/membership-history',
      role: 'admin',
      flows: {
        membershipHistory: {
          actors: {
            loadPage: answers(() => pageOf([], 1)),
            memberSuggestions: pendingSuggestions,
          },
        },
      },
      children: (
        <AdminPanelRoute>
          <MembershipHistoryPage />
        </AdminPanelRoute>
      ),
    });
    await userEvent.type(box(), 'ra');
    const popup = await screen.findByText('Loading...', { selector: '[role="status"]' });
    expect(popup).toBeInTheDocument();
  });

  it('takes no more than the search limit, and says so for a longer search from the address', async () => {
    const long = 'a'.repeat(FIELD_LIMITS.searchMax + 1);
    const { history } = open(undefined, `/admin/membership-history?username=${long}`);
    expect(box()).toHaveAttribute('maxLength', String(FIELD_LIMITS.searchMax));
    expect(box()).toHaveAccessibleDescription(
      `Search text must be at most ${FIELD_LIMITS.searchMax} characters.`,
    );
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Failed to fetch membership history.')).toBeNull();
    expect((history as { calls: unknown[] }).calls).toHaveLength(0);
  });

  it('opened at ?by=member&username= shows that member only', async () => {
    const { history } = open(undefined, '/admin/membership-history?by=member&username=rania.k');
    expect(box()).toHaveValue('rania.k');
    await screen.findByRole('cell', { name: '100' });
    expect((history as { calls: LoadMembershipHistoryInput[] }).calls).toMatchObject([
      { applied: { searchBy: 'member', value: 'rania.k' }, page: 1 },
    ]);
  });
});
