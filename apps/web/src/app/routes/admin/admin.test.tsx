import { STORAGE_KEYS } from '@mijas/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activeMember, memberFlows } from '../../../features/admin/view-members/fixtures.ts';
import { createTestSession, NAVIGATED_TO } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { Component as AdminPage } from './admin.tsx';
import { Component as ViewMembersPage } from './view-members.tsx';

function show(stored?: string) {
  const appSession = createTestSession('admin');
  const local = appSession.session.getSnapshot().context.local;
  if (stored) local.setItem(STORAGE_KEYS.adminActivePage, stored);
  renderPage({ path: '/admin', appSession, flows: memberFlows(), children: <AdminPage /> });
  return { user: userEvent.setup(), local };
}

const nav = () => screen.getByRole('navigation', { name: 'Admin' });

// A sub-page's module loads lazily, through Vite's transform on first use: seconds on a busy machine.
const loaded = { timeout: 10_000 };

describe('/admin', { timeout: 20_000 }, () => {
  it('opens on View Members with the whole navigation', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
    expect(await screen.findByText(activeMember.username)).toBeVisible();
    for (const name of [
      'Home',
      'View Members',
      'Add Member',
      'Membership History',
      'Member History',
      'My Profile',
      'Logout',
    ])
      expect(within(nav()).getByRole(name === 'Home' ? 'link' : 'button', { name })).toBeVisible();
    expect(within(nav()).getByRole('button', { name: 'View Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('button', { name: /Collapse navigation|Expand navigation/ }),
    ).toBeVisible();
  });

  it('remembers the chosen sub-page under adminActivePage', async () => {
    const { user, local } = show();
    await user.click(within(nav()).getByRole('button', { name: 'Member History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Member History' })).toBeVisible();
    expect(local.getItem('adminActivePage')).toBe('member-history');
    expect(within(nav()).getByRole('button', { name: 'Member History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens on the remembered sub-page', async () => {
    show('add-member');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Add Member' }, loaded),
    ).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /Username/ }, loaded)).toBeVisible();
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
  it('shows View Members in the panel; another entry opens /admin on it', async () => {
    const appSession = createTestSession('admin');
    const local = appSession.session.getSnapshot().context.local;
    renderPage({
      path: '/view-members',
      appSession,
      flows: memberFlows(),
      children: <ViewMembersPage />,
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'View Members' })).toBeVisible();
    expect(await screen.findByText(activeMember.username)).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'View Members' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav()).getByRole('button', { name: 'Membership History' }));
    await waitFor(() => expect(screen.getByTestId(NAVIGATED_TO)).toHaveTextContent('/admin'));
    expect(local.getItem('adminActivePage')).toBe('membership-history');
  });
});
