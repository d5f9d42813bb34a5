import { STORAGE_KEYS } from '@mijas/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activeMember, memberFlows } from '../../../features/admin/view-members/fixtures.ts';
import {
  createTestSession,
  CURRENT_LOCATION,
  NAVIGATED_TO,
} from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as AdminPage } from './admin.tsx';

/** The /admin route at `url` (its addresses: `/admin/*`, or `*`), `stored` under adminActivePage. */
function show(stored?: string, url = '/admin', path = '/admin/*') {
  const appSession = createTestSession('admin');
  const local = appSession.session.getSnapshot().context.local;
  if (stored) local.setItem(STORAGE_KEYS.adminActivePage, stored);
  renderPage({
    path,
    url,
    appSession,
    flows: memberFlows(),
    trackLocation: true,
    children: <AdminPage />,
  });
  return { user: userEvent.setup(), local };
}

const address = () => screen.getByTestId(CURRENT_LOCATION);

const nav = () => screen.getByRole('navigation', { name: 'Admin' });

// A sub-page's module loads lazily, through Vite's transform on first use: seconds on a busy machine.
const loaded = { timeout: 10_000 };

describe('/admin', { timeout: 20_000 }, () => {
  it('opens on View Members, at its address, with the whole navigation', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
    expect(await screen.findByText(activeMember.username)).toBeVisible();
    await waitFor(() => expect(address()).toHaveTextContent(/^\/admin\/view-members$/));
    for (const name of [
      'Home',
      'View Members',
      'Add Member',
      'Membership History',
      'Member History',
      'My Profile',
      'Logout',
    ])
      expect(
        within(nav()).getByRole(name === 'Logout' ? 'button' : 'link', { name }),
      ).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'View Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('button', { name: /Collapse navigation|Expand navigation/ }),
    ).toBeVisible();
  });

  it('a chosen sub-page is its address, and is remembered under adminActivePage', async () => {
    const { user, local } = show();
    await user.click(within(nav()).getByRole('link', { name: 'Member History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member History' })).toBeVisible();
    expect(address()).toHaveTextContent(/^\/admin\/member-history$/);
    expect(local.getItem('adminActivePage')).toBe('member-history');
    expect(within(nav()).getByRole('link', { name: 'Member History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens on the remembered sub-page, at its address', async () => {
    show('add-member');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add Member' }, loaded),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /Username/ }, loaded)).toBeVisible();
    expect(address()).toHaveTextContent(/^\/admin\/add-member$/);
  });

  it("a sub-page's address opens it, whatever is remembered", async () => {
    const { local } = show('add-member', '/admin/my-profile');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }, loaded),
    ).toBeVisible();
    expect(local.getItem('adminActivePage')).toBe('my-profile');
  });

  it('falls back to View Members for an unknown stored value', async () => {
    show('view-admins');
    expect(await screen.findByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
  });

  it('logs out: local storage cleared, back to the home page', async () => {
    const { user, local } = show('my-profile');
    await screen.findByRole('heading', { level: 1, name: 'My Profile' });
    await user.click(within(nav()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId(NAVIGATED_TO)).toHaveTextContent(/^\/$/);
    expect(local.getItem('adminActivePage')).toBeNull();
    expect(local.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});

describe('/view-members', { timeout: 20_000 }, () => {
  it("shows View Members with its search at the panel's address; another entry opens its sub-page", async () => {
    const { user, local } = show(undefined, '/view-members?by=username&q=rania', '*');
    expect(await screen.findByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
    await waitFor(() =>
      expect(address()).toHaveTextContent('/admin/view-members?by=username&q=rania'),
    );
    expect(within(nav()).getByRole('link', { name: 'View Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav()).getByRole('link', { name: 'Membership History' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership History' }, loaded),
    ).toBeVisible();
    expect(local.getItem('adminActivePage')).toBe('membership-history');
  });
});
