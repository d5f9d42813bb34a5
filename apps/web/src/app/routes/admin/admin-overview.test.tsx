import { STORAGE_KEYS } from '@mijas/api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Component as AdminPage } from './admin.tsx';
import { resolves } from '@mijas/flows/actors';
import { createTestSession } from '../../../testing/page-harness.tsx';
import { renderPage } from '../../../testing/render-page.tsx';
import { overview } from '../../../features/admin/overview/fixtures.ts';

// A sub-page's module loads lazily, through Vite's transform on first use: seconds on a busy machine.
const loaded = { timeout: 10_000 };

describe('the Overview in the admin panel', { timeout: 20_000 }, () => {
  it('is first in the navigation, and its new applications open the Applications sub-page', async () => {
    const appSession = createTestSession('admin');
    const local = appSession.session.getSnapshot().context.local;
    local.setItem(STORAGE_KEYS.adminActivePage, 'overview');
    renderPage({
      path: '/admin/*',
      url: '/admin',
      appSession,
      flows: { overview: { actors: { loadOverview: resolves(overview) } } },
      children: <AdminPage />,
    });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const entries = within(nav).getAllByRole('link').slice(1);
    expect(entries[0]).toHaveAccessibleName('Overview');
    expect(entries[0]).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New applications' }, loaded));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Applications' }, loaded),
    ).toBeVisible();
    expect(local.getItem(STORAGE_KEYS.adminActivePage)).toBe('applications');
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
