import type { MembershipHistoryResponse, RenewalDetails } from '@mijas/api';
import type { LoadMembershipHistoryInput } from '@mijas/machines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_LOCATION } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { membershipActions, pageOf, renewalDetails } from '../sub-page/fixtures.ts';
import { answers, rejects } from '../../../testing/actors.ts';
import { MembershipHistoryPage } from './MembershipHistoryPage.tsx';

function open(loadHistory: unknown = undefined, url = '/admin') {
  const history =
    loadHistory ??
    answers<MembershipHistoryResponse, LoadMembershipHistoryInput>(({ username, page }) =>
      pageOf(username === 'nobody' ? [] : membershipActions(12, username), page),
    );
  const details = answers<RenewalDetails, { renewalId: number }>(({ renewalId }) =>
    renewalDetails(renewalId),
  );
  renderPage({
    path: '/admin',
    url,
    trackLocation: true,
    role: 'admin',
    flows: {
      membershipHistory: { actors: { loadHistory: history } },
      renewalDetails: { actors: { loadRenewalDetails: details } },
    },
    children: <MembershipHistoryPage />,
  });
  return { user: userEvent.setup(), history, details };
}

const box = () => screen.getByRole('textbox', { name: 'Username' });

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

  it('offers More Details for a renewal only, and shows the renewal in the modal', async () => {
    const { user } = open();
    await user.type(box(), 'member');
    await screen.findByRole('cell', { name: '100' });
    expect(screen.getByRole('button', { name: 'Options for action 103' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Options for action 100' }));
    await user.click(await screen.findByRole('menuitem', { name: 'More Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Membership Renewal' });
    expect(await within(dialog).findByText('$150.50')).toBeInTheDocument();
    expect(within(dialog).getByText('Expiry Date')).toBeInTheDocument();
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
      expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent('/admin?username=member'),
    );
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('cell', { name: '110' });
    expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent('/admin?username=member&page=2');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(screen.getByTestId(CURRENT_LOCATION)).toHaveTextContent(/^\/admin$/),
    );
  });

  it('opened at ?username=&page= (a reload, a link), shows that page at once', async () => {
    const { history } = open(undefined, '/admin?username=member&page=2');
    expect(box()).toHaveValue('member');
    expect(await screen.findByRole('cell', { name: '110' })).toBeInTheDocument();
    expect((history as { calls: LoadMembershipHistoryInput[] }).calls).toMatchObject([
      { username: 'member', page: 2 },
    ]);
  });
});
