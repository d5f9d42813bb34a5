import { STORAGE_KEYS } from '@mijas/api';
import { assign, setup } from 'xstate';
import type { KeyValueStorage } from '../storage/storage.ts';

/**
 * The sub-pages of /admin (SPEC §2, and the office's of issue 21: overview, applications, import-members), as
 * stored under `adminActivePage`, in the navigation's order.
 */
export const ADMIN_PAGES = [
  'overview',
  'view-members',
  'applications',
  'add-member',
  'import-members',
  'membership-history',
  'member-history',
  'my-profile',
] as const;
export type AdminPage = (typeof ADMIN_PAGES)[number];

/** SPEC §9: the admin dashboard opens on View Members. */
export const DEFAULT_ADMIN_PAGE: AdminPage = 'view-members';

export function isAdminPage(value: unknown): value is AdminPage {
  return (ADMIN_PAGES as readonly unknown[]).includes(value);
}

/** The remembered sub-page; the default when nothing (or something unknown) is stored. */
export function readAdminActivePage(storage: KeyValueStorage): AdminPage {
  const stored = storage.getItem(STORAGE_KEYS.adminActivePage);
  return isAdminPage(stored) ? stored : DEFAULT_ADMIN_PAGE;
}

export interface AdminPanelInput {
  /** Local storage in the app (the session's `local`). */
  storage: KeyValueStorage;
}

export interface AdminPanelContext extends AdminPanelInput {
  page: AdminPage;
}

export type AdminPanelEvent = { type: 'page.select'; page: AdminPage };

/** The /admin shell: which sub-page is shown, remembered in local storage under `adminActivePage`. */
export const adminPanelMachine = setup({
  types: {
    context: {} as AdminPanelContext,
    events: {} as AdminPanelEvent,
    input: {} as AdminPanelInput,
  },
  actions: {
    remember: ({ context }) => {
      context.storage.setItem(STORAGE_KEYS.adminActivePage, context.page);
    },
  },
}).createMachine({
  id: 'adminPanel',
  context: ({ input }) => ({ storage: input.storage, page: readAdminActivePage(input.storage) }),
  on: {
    'page.select': {
      guard: ({ event }) => isAdminPage(event.page),
      actions: [assign({ page: ({ event }) => event.page }), 'remember'],
    },
  },
});
