import { STORAGE_KEYS } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { createMemoryStorage } from '../storage/storage.ts';
import { transitionPaths } from '../testing/flows.ts';
import { runPath, scriptedActors } from '../testing/harness.ts';
import { modelOf } from '../testing/model.ts';
import {
  ADMIN_PAGES,
  adminPanelMachine,
  DEFAULT_ADMIN_PAGE,
  readAdminActivePage,
  type AdminPage,
} from './adminPanelMachine.ts';

describe('admin panel machine (adminActivePage)', () => {
  it('opens on View Members when nothing is stored', () => {
    const storage = createMemoryStorage();
    const actor = createActor(adminPanelMachine, { input: { storage } }).start();
    expect(DEFAULT_ADMIN_PAGE).toBe('view-members');
    expect(actor.getSnapshot().context.page).toBe('view-members');
    // Opening writes nothing.
    expect(storage.getItem(STORAGE_KEYS.adminActivePage)).toBeNull();
  });

  it.each(ADMIN_PAGES.map((page) => [page]))('restores the stored sub-page %s', (page) => {
    const storage = createMemoryStorage({ adminActivePage: page });
    const actor = createActor(adminPanelMachine, { input: { storage } }).start();
    expect(actor.getSnapshot().context.page).toBe(page);
  });

  it('ignores an unknown stored value', () => {
    const storage = createMemoryStorage({ adminActivePage: 'superadmin' });
    expect(readAdminActivePage(storage)).toBe('view-members');
  });

  it('remembers the chosen sub-page under adminActivePage', () => {
    const storage = createMemoryStorage();
    const actor = createActor(adminPanelMachine, { input: { storage } }).start();
    actor.send({ type: 'page.select', page: 'member-history' });
    expect(actor.getSnapshot().context.page).toBe('member-history');
    expect(storage.getItem('adminActivePage')).toBe('member-history');
    // A new visit opens there.
    const again = createActor(adminPanelMachine, { input: { storage } }).start();
    expect(again.getSnapshot().context.page).toBe('member-history');
  });

  it('refuses a page that is not an admin sub-page', () => {
    const storage = createMemoryStorage();
    const actor = createActor(adminPanelMachine, { input: { storage } }).start();
    actor.send({ type: 'page.select', page: 'view-admins' as AdminPage });
    expect(actor.getSnapshot().context.page).toBe('view-members');
    expect(storage.getItem('adminActivePage')).toBeNull();
  });
});

describe('admin panel machine: a path through every transition', () => {
  const events = ADMIN_PAGES.map((page) => ({ type: 'page.select' as const, page }));
  const input = () => ({ storage: createMemoryStorage() });
  // The graph is walked on one input: a storage that keeps nothing, so every walk starts on the default page.
  const walked = { storage: { ...createMemoryStorage(), setItem: () => undefined } };
  const model = createTestModel(modelOf(adminPanelMachine), { input: walked, events });
  // Its one transition is taken by one path: the shortest path to each sub-page besides.
  const paths = [...model.getShortestPaths(), ...transitionPaths(model, { events, input })];

  it('reaches every sub-page (the default one where it starts)', () => {
    const reached = [DEFAULT_ADMIN_PAGE, ...paths.map((path) => path.state.context.page)];
    expect(new Set(reached)).toEqual(new Set(ADMIN_PAGES));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await runPath(path, {
      machine: adminPanelMachine,
      input,
      scripted: scriptedActors<string>([]),
      contextKeys: ['page'],
      // The page shown is the one chosen last (the default at first), and it is the page remembered.
      check: (actor, _, event) => {
        const { context } = actor.getSnapshot();
        const stored = context.storage.getItem(STORAGE_KEYS.adminActivePage);
        if (event.type === 'page.select') {
          expect(context.page).toBe((event as (typeof events)[number]).page);
          expect(stored).toBe(context.page);
        } else expect([context.page, stored]).toEqual([DEFAULT_ADMIN_PAGE, null]);
      },
    });
  });
});
